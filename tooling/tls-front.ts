import { createHash, createPublicKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { request, type IncomingHttpHeaders } from 'node:http'
import { createSecureServer, type ServerHttp2Session } from 'node:http2'
import { TEST_ONLY_CERTIFICATE } from './test-only-certificate.ts'

/** Headers of one hop, which HTTP/2 forbids in an answer. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']

export interface TlsFront {
  /** The portal through the front: https://127.0.0.1:<port>. */
  base: string
  /** Chromium's `--ignore-certificate-errors-spki-list=` value that trusts this front's certificate alone. */
  chromiumTrustArgument: string
  stop: () => Promise<void>
}

/** The base64 SHA-256 of a certificate's public key, as Chromium's SPKI list names it. */
function spkiHash(certificatePem: string): string {
  const spki = createPublicKey(certificatePem).export({ type: 'spki', format: 'der' })
  return createHash('sha256').update(spki).digest('base64')
}

function forwardedHeaders(headers: IncomingHttpHeaders, host: string): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = { ...headers, host, 'x-forwarded-proto': 'https' }
  for (const name of Object.keys(forwarded)) if (name.startsWith(':') || HOP_BY_HOP.includes(name)) delete forwarded[name]
  return forwarded
}

/**
 * What is in front of `npm start` in a deployment (docs/production.md): TLS ends at a load balancer or
 * reverse proxy that speaks HTTP/2 to the browser (browsers speak it only over TLS) and forwards each
 * request to the server with `X-Forwarded-Proto: https`. For the measurements of pages as agents get them
 * (docs/decisions/0168-pages-measured-as-deployed.md); the certificate is the test-only one.
 */
export function startTlsFront({ port, target }: { port: number; target: string }): Promise<TlsFront> {
  const upstream = new URL(target)
  const certificate = readFileSync(TEST_ONLY_CERTIFICATE.cert, 'utf8')
  const server = createSecureServer({ cert: certificate, key: readFileSync(TEST_ONLY_CERTIFICATE.key), allowHTTP1: true }, (req, res) => {
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: forwardedHeaders(req.headers, upstream.host) },
      (answer) => {
        const headers = { ...answer.headers }
        for (const name of HOP_BY_HOP) delete headers[name]
        res.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(forward)
  })
  const sessions = new Set<ServerHttp2Session>()
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  const stop = () =>
    new Promise<void>((done) => {
      server.close(() => done())
      for (const session of sessions) session.destroy()
    })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        base: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
        chromiumTrustArgument: `--ignore-certificate-errors-spki-list=${spkiHash(certificate)}`,
        stop,
      }),
    )
  })
}
