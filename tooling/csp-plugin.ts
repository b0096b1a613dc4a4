import type { Plugin } from 'vite'

/**
 * The portal's Content-Security-Policy. The built index.html carries it as a meta tag (so any static
 * host enforces it) and `vite preview` also sends it as a header, the only place `frame-ancestors`
 * works. `vite` dev is left without it because React Fast Refresh injects an inline script.
 */
export function contentSecurityPolicy(apiBaseUrl: string, { header }: { header: boolean }): string {
  const apiOrigin = /^https?:\/\//i.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : ''
  const directives = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ]
  if (header) directives.push("frame-ancestors 'none'")
  return directives.join('; ')
}

export function contentSecurityPolicyPlugin({ apiBaseUrl }: { apiBaseUrl: string }): Plugin {
  return {
    name: 'portal-content-security-policy',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.server) return html
        const policy = contentSecurityPolicy(apiBaseUrl, { header: false })
        return html.replace(
          '<head>',
          `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        )
      },
    },
    configurePreviewServer(server) {
      const policy = contentSecurityPolicy(apiBaseUrl, { header: true })
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', policy)
        res.setHeader('X-Content-Type-Options', 'nosniff')
        res.setHeader('Referrer-Policy', 'no-referrer')
        next()
      })
    },
  }
}
