import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createPortalServer } from '../portal-server.ts'
import { routeMatcher, ROUTE_PRELOADS_FILE, withRoutePreloads } from '../route-pages.ts'
import { close, DRAWN_SIGN_IN, listen, makeDist, send } from './support.ts'

const PATTERNS = [
  '/',
  '/webhooks',
  '/webhooks/new',
  '/webhooks/:id/edit',
  '/submissions/:displayId/:transactionId',
  '/submissions/:displayId/:transactionId/cancel-approve',
]

describe('the route an address opens, as React Router matches it', () => {
  it('matches whole segments, a `:name` standing for one, ignoring case and a trailing slash', () => {
    const matchRoute = routeMatcher(PATTERNS)
    expect(matchRoute('/')).toBe('/')
    expect(matchRoute('/Webhooks/')).toBe('/webhooks')
    expect(matchRoute('/webhooks/7/edit')).toBe('/webhooks/:id/edit')
    expect(matchRoute('/submissions/BR-20001/2/cancel-approve')).toBe('/submissions/:displayId/:transactionId/cancel-approve')
    expect(matchRoute('/submissions/BR-20001')).toBeUndefined()
    expect(matchRoute('/webhooks/7/edit/more')).toBeUndefined()
  })

  it('prefers a written segment to a `:name`', () => {
    const matchRoute = routeMatcher(['/webhooks/:id', '/webhooks/new'])
    expect(matchRoute('/webhooks/new')).toBe('/webhooks/new')
    expect(matchRoute('/webhooks/9')).toBe('/webhooks/:id')
  })
})

describe('index.html for a route', () => {
  const index = [
    '<head>',
    '    <script type="application/json" id="portal-config">{}</script>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/sign-in-page-1.js">',
    '  </head>',
  ].join('\n')
  const table = { script: 'assets/route-preload-1.js', routes: [] }

  it('lists the route’s chunks and the script that asks for them before the entry, the rest as built', () => {
    expect(withRoutePreloads(index, table, ['assets/webhooks-page-1.js', 'assets/query-1.js'])).toBe(
      [
        '<head>',
        '    <script type="application/json" id="portal-config">{}</script>',
        '    <script type="application/json" id="portal-route-preloads">["assets/webhooks-page-1.js","assets/query-1.js"]</script>',
        '    <script type="module" crossorigin data-route-preloader src="/assets/route-preload-1.js"></script>',
        '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/sign-in-page-1.js">',
        '  </head>',
      ].join('\n'),
    )
  })

  it('refuses an index.html without the entry script', () => {
    expect(() => withRoutePreloads('<head></head>', table, [])).toThrow(/no entry script/)
  })
})

describe('the production server with the build’s table', () => {
  it('answers a declared route with its preloads, an address no screen declares and /sign-in as built', async () => {
    const dist = makeDist()
    const table = { script: 'assets/route-preload-1.js', routes: [{ path: '/webhooks/:id/edit', preloads: ['assets/edit-page-1.js'] }] }
    writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(table))
    writeFileSync(
      join(dist, 'index.html'),
      readFileSync(join(dist, 'index.html'), 'utf8').replace('<script type="module" src', '<script type="module" crossorigin src'),
    )
    const server = await createPortalServer({ config: { api: { kind: 'direct', apiBaseUrl: '/v1' }, carrierCensus: null }, distDir: dist, writeLine: () => {} })
    const url = await listen(server)
    try {
      const preloader = '<script type="module" crossorigin data-route-preloader src="/assets/route-preload-1.js"></script>'
      const edit = await send(`${url}/webhooks/7/edit`)
      expect(edit.text).toContain('<script type="application/json" id="portal-route-preloads">["assets/edit-page-1.js"]</script>')
      expect(edit.text).toContain(preloader)
      expect((await send(`${url}/nowhere`)).text).not.toContain(preloader)
      expect((await send(`${url}/sign-in`)).text).toContain(DRAWN_SIGN_IN)
    } finally {
      await close(server)
    }
  })
})
