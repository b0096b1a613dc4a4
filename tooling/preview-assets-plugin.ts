import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { HASHED_ASSETS_PREFIX } from '../server/security-headers.ts'
import { staticFile, type StaticFile } from '../server/static-files.ts'

/**
 * `vite preview` serves the hashed assets as the production server does (server/static-files.ts): kept
 * for a year, never asked for again. Its own file server says `no-cache`, so every load of the portal
 * asked again for each of its fifty-odd files, which the production server's pages never do. They are
 * sent as they are, not precompressed, as before.
 */
export function previewAssetsPlugin(): Plugin {
  return {
    name: 'portal-preview-assets',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const files = new Map<string, Promise<StaticFile | null>>()
      const fileAt = (path: string) => {
        const known = files.get(path)
        if (known) return known
        const file = readFile(join(outDir, path)).then(
          (body) => staticFile(path, body, {}, {}),
          () => null,
        )
        files.set(path, file)
        return file
      }
      server.middlewares.use((req, res, next) => {
        // The URL parser resolves `..`: a path under the prefix stays in the build's assets folder.
        const path = new URL(req.url ?? '/', 'http://preview').pathname
        if (!path.startsWith(HASHED_ASSETS_PREFIX)) return next()
        fileAt(path).then((file) => {
          if (!file) return next()
          const { body, headers, etag } = file.identity
          if (req.headers['if-none-match'] === etag) {
            res.writeHead(304, { ETag: etag, 'Cache-Control': headers['Cache-Control'] })
            res.end()
            return
          }
          res.writeHead(200, headers)
          res.end(req.method === 'HEAD' ? undefined : body)
        }, next)
      })
    },
  }
}
