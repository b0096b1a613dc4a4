import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect } from 'node:http2'
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { TEST_ONLY_CERTIFICATE } from '../test-only-certificate.ts'
import { startTlsFront, type TlsFront } from '../tls-front.ts'

const CERTIFICATE = readFileSync(TEST_ONLY_CERTIFICATE.cert)

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** One request over HTTP/2, trusting the test-only certificate. */
function getOverHttp2(base: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(base, { ca: CERTIFICATE })
    session.on('error', reject)
    const stream = session.request({ ':path': path })
    let headers: IncomingHttpHeaders = {}
    let body = ''
    stream.on('response', (received) => (headers = received as IncomingHttpHeaders))
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (body += chunk))
    stream.on('end', () => {
      session.close()
      resolve({ status: Number(headers[':status']), headers, body })
    })
    stream.on('error', reject)
  })
}

describe('the HTTPS front the measurements put before npm start', () => {
  let upstream: Server | undefined
  let front: TlsFront | undefined
  afterEach(async () => {
    await front?.stop()
    if (upstream) await new Promise((done) => upstream!.close(done))
    upstream = undefined
    front = undefined
  })

  it('answers over HTTP/2, forwards with X-Forwarded-Proto: https, and drops the headers of one hop', async () => {
    upstream = createServer((req, res) => {
      res.setHeader('Connection', 'keep-alive')
      res.setHeader('Keep-Alive', 'timeout=65')
      res.setHeader('Strict-Transport-Security', 'max-age=1')
      res.end(JSON.stringify({ path: req.url, proto: req.headers['x-forwarded-proto'], host: req.headers.host }))
    })
    await new Promise<void>((done) => upstream!.listen(0, '127.0.0.1', done))
    const address = upstream.address() as { port: number }
    front = await startTlsFront({ port: 0, target: `http://127.0.0.1:${address.port}` })

    const answer = await getOverHttp2(front.base, '/webhooks?x=1')

    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ path: '/webhooks?x=1', proto: 'https', host: `127.0.0.1:${address.port}` })
    expect(answer.headers['strict-transport-security']).toBe('max-age=1')
    expect(answer.headers.connection).toBeUndefined()
    expect(front.chromiumTrustArgument).toMatch(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/)
  })

  it('answers 502 when npm start is not there', async () => {
    upstream = createServer()
    await new Promise<void>((done) => upstream!.listen(0, '127.0.0.1', done))
    const port = (upstream.address() as { port: number }).port
    await new Promise((done) => upstream!.close(done))
    upstream = undefined
    front = await startTlsFront({ port: 0, target: `http://127.0.0.1:${port}` })

    expect((await getOverHttp2(front.base, '/')).status).toBe(502)
  })
})
