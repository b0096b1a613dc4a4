import type { Server } from 'node:http'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { keepIdleConnections } from '../server/keep-alive.ts'
import { HASHED_ASSETS_PREFIX } from '../server/security-headers.ts'
import { chooseRepresentation, loadStaticFiles, sendRepresentation } from '../server/static-files.ts'

/**
 * `vite preview` serves the hashed assets, and keeps idle connections, as the production server does
 * (server/static-files.ts, server/keep-alive.ts): the assets kept for a year, never asked for again. Its
 * own file server says `no-cache`, so every load of the portal asked again for each of its fifty-odd
 * files, which the production server's pages never do. A build's precompressed copy is sent to a browser
 * that accepts it, as production sends it: sent as they are, a cold load on a slow link carried 405 kB
 * instead of 120 kB before Sign in could be pressed (bench:slow-link).
 */
export function previewAssetsPlugin(): Plugin {
  return {
    name: 'portal-preview-assets',
    configurePreviewServer(server) {
      // Idle connections kept as production keeps them: the tests' API client, idle for a test's length
      // between two sign-ins, met Node's 5 s and had a request reset as the preview closed its connection.
      if (server.httpServer) keepIdleConnections(server.httpServer as Server)
      const files = loadStaticFiles(resolve(server.config.root, server.config.build.outDir), {})
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://preview').pathname
        if (!path.startsWith(HASHED_ASSETS_PREFIX)) return next()
        files.then((loaded) => {
          const file = loaded.get(path)
          if (file) sendRepresentation(req, res, chooseRepresentation(file, req.headers['accept-encoding']))
          else next()
        }, next)
      })
    },
  }
}
