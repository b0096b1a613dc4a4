import type { Connect, Plugin } from 'vite'
import { getRequestListener } from '@hono/node-server'
import { createSandboxApp } from './app.ts'

const DEMO_LOGIN = 'agent@blueridge.example / Sandbox-Pass-1'

/** The API, the control API and the census stand-in (`/resource/<dataset>.json`, as on data.transportation.gov). */
function isSandboxPath(url: string): boolean {
  return /^\/(?:v1|__sandbox|resource)(?:[/?]|$)/.test(url)
}

/** Mounts one sandbox per server on the portal's own origin, in `vite` dev and `vite preview`. */
export function sandboxPlugin({ enabled = true }: { enabled?: boolean } = {}): Plugin {
  const mount = (middlewares: Connect.Server) => {
    const listener = getRequestListener(createSandboxApp().fetch)
    middlewares.use((req, res, next) => {
      if (req.url && isSandboxPath(req.url)) void listener(req, res)
      else next()
    })
  }
  return {
    name: 'sandbox-api',
    configureServer(server) {
      if (!enabled) return
      mount(server.middlewares)
      server.httpServer?.once('listening', () => {
        server.config.logger.info(`  ➜  Sandbox: API on /v1, control on /__sandbox, FMCSA's census on /resource; sign in as ${DEMO_LOGIN}`)
      })
    },
    configurePreviewServer(server) {
      if (enabled) mount(server.middlewares)
    },
  }
}
