import type { Server } from 'node:http'

/**
 * An idle connection is kept longer than the idle time-out of common load balancers (60 s) and of any
 * client that reuses one: a client that sends on a connection the server is closing at that moment
 * gets it reset. Node's default, 5 s, is what an API client idle between two calls meets most.
 */
export function keepIdleConnections(server: Server) {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
}
