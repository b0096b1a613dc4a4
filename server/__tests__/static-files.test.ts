import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSET, ASSET_TEXT, DRAWN_SIGN_IN, send, startPortal } from './support.ts'

const API = 'https://api.example.com/v1'
let portal: Awaited<ReturnType<typeof startPortal>>

beforeAll(async () => {
  portal = await startPortal({ kind: 'direct', apiBaseUrl: API }, 'https://data.transportation.gov')
})
afterAll(() => portal.close())

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).toContain(`connect-src 'self' https://api.example.com https://data.transportation.gov;`)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('no-referrer')
  expect(headers['permissions-policy']).toMatch(/^accelerometer=\(\), camera=\(\),.* usb=\(\)$/)
  expect(headers['strict-transport-security']).toBeUndefined()
}

describe('the production server, serving the build', () => {
  it('answers every route of the portal with index.html (sign-in with its drawn page), configured for this server and revalidated', async () => {
    for (const route of ['/', '/sign-in?next=%2Fsubmissions', '/submissions/BR-10001/1?step=drivers', '/index.html', '/sign-in.html']) {
      const page = await send(`${portal.url}${route}`)
      // The sign-in page drawn at build time answers its route (ADR 0056); every other route is the empty page.
      expect(page.text.includes(DRAWN_SIGN_IN), route).toBe(route.startsWith('/sign-in'))
      expect(page.status, route).toBe(200)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.headers['cache-control']).toBe('no-cache')
      expectSecurityHeaders(page.headers)
      expect(page.text).toContain(
        `<script type="application/json" id="portal-config">{"apiBaseUrl":"${API}","sandbox":false,"carrierCensus":"https://data.transportation.gov"}</script>`,
      )
      // The build's meta policy (for /v1) is replaced by the one for this API: the two never disagree.
      expect(page.text.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
      expect(page.text).toContain(`connect-src 'self' https://api.example.com https://data.transportation.gov;`)
    }
  })

  it('sends hashed assets for a year, precompressed as the browser accepts', async () => {
    const plain = await send(`${portal.url}${ASSET}`)
    expect(plain.status).toBe(200)
    expect(plain.text).toBe(ASSET_TEXT)
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expectSecurityHeaders(plain.headers)

    const brotli = await send(`${portal.url}${ASSET}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(ASSET_TEXT)
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)

    const gzip = await send(`${portal.url}${ASSET}`, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(ASSET_TEXT)
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3)

    const again = await send(`${portal.url}${ASSET}`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(brotli.headers.etag) } })
    expect(again.status).toBe(304)
    expect(again.body).toHaveLength(0)
  })

  it('answers an unknown asset and a dot-folder with a 404, not the page, and never sends the static hosts’ header file', async () => {
    const headersFile = await send(`${portal.url}/_headers`)
    expect(headersFile.text).toContain('<title>Portal</title>')
    expect(headersFile.text).not.toContain('X-Test')
    for (const path of ['/assets/gone-a1b2c3.js', '/assets/gone', '/robots.txt', '/.vite/manifest.json', '/.server/main.mjs', `${ASSET}.br`]) {
      const answer = await send(`${portal.url}${path}`)
      expect(answer.status, path).toBe(404)
      expect(answer.text).toBe('Not found\n')
      expectSecurityHeaders(answer.headers)
    }
  })

  it('says no API is here when the browser calls the API directly', async () => {
    const answer = await send(`${portal.url}/v1/quote`, { method: 'POST', body: '{}' })
    expect(answer.status).toBe(404)
    expect(JSON.parse(answer.text)).toEqual({ status: 'failed', error: 'No such endpoint.' })
    expect(answer.headers['cache-control']).toBe('no-store')
    expect((await send(`${portal.url}/__sandbox/info`)).status).toBe(404)
  })

  it('serves GET and HEAD only, and is healthy', async () => {
    const post = await send(`${portal.url}/sign-in`, { method: 'POST', body: 'x' })
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
    const head = await send(`${portal.url}${ASSET}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(ASSET_TEXT.length))
    expect(head.body).toHaveLength(0)
    const health = await send(`${portal.url}/healthz`)
    expect([health.status, health.text, health.headers['cache-control']]).toEqual([200, 'ok\n', 'no-store'])
  })

  it('adds Strict-Transport-Security only when the browser came over HTTPS, as a proxy in front says', async () => {
    const behindTls = await send(`${portal.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000')
    const plain = await send(`${portal.url}/`, { headers: { 'X-Forwarded-Proto': 'http' } })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
  })

  it('logs one line per request: method, path, status and time, never the query string', async () => {
    portal.lines.length = 0
    await send(`${portal.url}/reset-password?token=secret-reset-code`)
    await new Promise((resolve) => setImmediate(resolve))
    expect(portal.lines).toHaveLength(1)
    expect(portal.lines[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z GET \/reset-password 200 \d+ms$/)
  })
})
