import { createHash, randomBytes } from 'node:crypto'
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { close, listen, send, startPortal } from './support.ts'

type Upstream = (req: IncomingMessage, res: ServerResponse) => void

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

/** A stand-in API on a free port, and the portal proxying to it. */
async function proxyTo(upstream: Upstream, { prefix = '', timeoutMs = 5000 } = {}) {
  const api = createServer(upstream)
  const apiUrl = await listen(api)
  const portal = await startPortal({ kind: 'proxy', target: new URL(`${apiUrl}${prefix}`), timeoutMs })
  cleanups.push(() => close(api), portal.close)
  return { ...portal, apiUrl }
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
  })
}

describe('the /v1 proxy', () => {
  it('forwards the method, path, query and body with only the portal’s headers, and answers with the API’s, never cached', async () => {
    let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string } | undefined
    const portal = await proxyTo(
      async (req, res) => {
        seen = { method: req.method, url: req.url, headers: req.headers, body: (await readAll(req)).toString() }
        res.writeHead(422, {
          'Content-Type': 'application/json',
          'Retry-After': '3',
          'Cache-Control': 'public, max-age=60',
          Connection: 'keep-alive, X-Hop',
          'X-Hop': 'hop',
          'Keep-Alive': 'timeout=5',
          'X-Api-Request-Id': 'r-1',
        })
        res.end('{"message":"Validation failed","errors":{"vin":["Too short"]}}')
      },
      { prefix: '/api' },
    )
    const answer = await send(`${portal.url}/v1/submission/BR-1/1/driver?x=1`, {
      method: 'POST',
      headers: {
        AccessToken: 'token-1',
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Cookie: 'c=1',
        Authorization: 'Bearer x',
        'X-Other': '1',
      },
      body: '{"first_name":"Ann"}',
    })
    expect(seen?.method).toBe('POST')
    expect(seen?.url).toBe('/api/v1/submission/BR-1/1/driver?x=1')
    expect(seen?.body).toBe('{"first_name":"Ann"}')
    expect(seen?.headers.accesstoken).toBe('token-1')
    expect(seen?.headers.accept).toBe('application/json')
    expect(seen?.headers['content-type']).toBe('application/json')
    expect(seen?.headers.host).toBe(new URL(portal.apiUrl).host)
    expect(seen?.headers).not.toHaveProperty('cookie')
    expect(seen?.headers).not.toHaveProperty('authorization')
    expect(seen?.headers).not.toHaveProperty('x-other')

    expect(answer.status).toBe(422)
    expect(answer.text).toBe('{"message":"Validation failed","errors":{"vin":["Too short"]}}')
    expect(answer.headers['retry-after']).toBe('3')
    expect(answer.headers['x-api-request-id']).toBe('r-1')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers).not.toHaveProperty('x-hop')
    expect(answer.headers['keep-alive']).not.toBe('timeout=5')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })

  it('says 502 in section 7’s business-rule shape when the API cannot be reached', async () => {
    const api = createServer()
    const apiUrl = await listen(api)
    await close(api)
    const portal = await startPortal({ kind: 'proxy', target: new URL(apiUrl), timeoutMs: 5000 })
    cleanups.push(portal.close)
    const answer = await send(`${portal.url}/v1/webhook-subscriptions`, { headers: { AccessToken: 't' } })
    expect(answer.status).toBe(502)
    expect(JSON.parse(answer.text)).toEqual({ status: 'failed', error: 'The portal could not reach the API. Try again in a moment.' })
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    await new Promise((resolve) => setImmediate(resolve))
    expect(portal.lines).toEqual([
      'proxy: GET /v1/webhook-subscriptions failed: ECONNREFUSED',
      expect.stringMatching(/ GET \/v1\/webhook-subscriptions 502 \d+ms$/),
    ])
  })

  it('says 504 when the API does not answer within the time limit, and lets go of the API', async () => {
    let released!: () => void
    const apiLetGo = new Promise<void>((resolve) => (released = resolve))
    const portal = await proxyTo((req) => req.socket.on('close', released), { timeoutMs: 300 })
    const startedAt = performance.now()
    const answer = await send(`${portal.url}/v1/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    const elapsed = performance.now() - startedAt
    expect(answer.status).toBe(504)
    expect(JSON.parse(answer.text)).toEqual({ status: 'failed', error: 'The API did not answer within 300 milliseconds.' })
    expect(elapsed).toBeGreaterThanOrEqual(290)
    expect(elapsed).toBeLessThan(3000)
    expect(portal.lines[0]).toBe('proxy: POST /v1/quote failed: no answer within 300 ms')
    await apiLetGo
  })

  it('streams large bodies both ways without holding them', async () => {
    const upload = randomBytes(4 * 1024 * 1024)
    let uploadedSha = ''
    let clientHasFirstPart!: () => void
    const firstPartArrived = new Promise<void>((resolve) => (clientHasFirstPart = resolve))
    const portal = await proxyTo(async (req, res) => {
      uploadedSha = sha(await readAll(req))
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' })
      res.write(upload.subarray(0, 1024 * 1024))
      // The rest only once the client holds the first part: a proxy that waited for the whole answer would hang here.
      await firstPartArrived
      res.end(upload.subarray(1024 * 1024))
    })
    const downloaded = await new Promise<Buffer>((resolve, reject) => {
      const outgoing = request(
        `${portal.url}/v1/quote-documents/big.pdf`,
        { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' } },
        (response) => {
          const chunks: Buffer[] = []
          let received = 0
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk)
            received += chunk.length
            if (received >= 1024 * 1024) clientHasFirstPart()
          })
          response.on('end', () => resolve(Buffer.concat(chunks)))
        },
      )
      outgoing.on('error', reject)
      // Sent in pieces, chunked: no Content-Length to pass on.
      for (let at = 0; at < upload.length; at += 256 * 1024) outgoing.write(upload.subarray(at, at + 256 * 1024))
      outgoing.end()
    })
    expect(uploadedSha).toBe(sha(upload))
    expect(sha(downloaded)).toBe(sha(upload))
  })

  it('drops the API call when the browser gives up on it', async () => {
    let apiSawClose!: () => void
    const closed = new Promise<void>((resolve) => (apiSawClose = resolve))
    const portal = await proxyTo((_req, res) => res.on('close', apiSawClose))
    const outgoing = request(`${portal.url}/v1/webhook-subscriptions`)
    outgoing.on('error', () => {})
    outgoing.end()
    await new Promise((resolve) => setTimeout(resolve, 100))
    outgoing.destroy()
    await closed
    await new Promise((resolve) => setImmediate(resolve))
    expect(portal.lines).toEqual([expect.stringMatching(/ GET \/v1\/webhook-subscriptions - \d+ms aborted$/)])
  })

  it('refuses dot segments, which the API might resolve out of /v1', async () => {
    let called = false
    const portal = await proxyTo((_req, res) => {
      called = true
      res.end()
    })
    for (const path of ['/v1/../admin', '/v1/%2e%2e/admin', '/v1/./x']) {
      expect((await send(`${portal.url}${path}`)).status, path).toBe(400)
    }
    expect(called).toBe(false)
  })

  it('never writes the AccessToken, nor the query, into its log', async () => {
    let path = ''
    const portal = await proxyTo((req, res) => {
      path = req.url ?? ''
      res.end('{}')
    })
    await send(`${portal.url}/v1/password-reset?username=agent@blueridge.example`, { headers: { AccessToken: 'eyJ.secret-token.sig' } })
    await new Promise((resolve) => setImmediate(resolve))
    expect(path).toBe('/v1/password-reset?username=agent@blueridge.example')
    expect(portal.lines).toEqual([expect.stringMatching(/ GET \/v1\/password-reset 200 \d+ms$/)])
    expect(portal.lines.join('\n')).not.toMatch(/secret-token|blueridge/)
  })
})
