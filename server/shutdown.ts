import type { Server } from 'node:http'

/** How often kept-alive connections are looked at while draining: each is closed as soon as its answer is done. */
const IDLE_CHECK_MS = 50

/**
 * A clean stop: no new connections, every request in flight answered, each connection closed as soon
 * as it is idle (Node would otherwise keep a connection whose answer was in flight open for its
 * keep-alive time); whatever is still open after `graceMs` is cut.
 */
export function drain(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idleCheck = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS)
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs)
    server.close(() => {
      clearInterval(idleCheck)
      clearTimeout(deadline)
      resolve()
    })
    server.closeIdleConnections()
  })
}
