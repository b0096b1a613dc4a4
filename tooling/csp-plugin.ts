import type { Plugin } from 'vite'
import { contentSecurityPolicyMeta, securityHeaders, type PortalConnections } from '../server/security-headers.ts'

/**
 * The built index.html carries the Content-Security-Policy as a meta tag (so any static host enforces
 * it; the production server rewrites it for the API and census it is configured with) and `vite preview` sends the
 * portal's headers, the only place `frame-ancestors` works. `vite` dev is left without them because
 * React Fast Refresh injects an inline script.
 */
export function contentSecurityPolicyPlugin(connections: PortalConnections): Plugin {
  return {
    name: 'portal-content-security-policy',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.server) return html
        return html.replace('<head>', `<head>\n    ${contentSecurityPolicyMeta(connections)}`)
      },
    },
    configurePreviewServer(server) {
      const headers = Object.entries(securityHeaders(connections))
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of headers) res.setHeader(name, value)
        next()
      })
    },
  }
}
