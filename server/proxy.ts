import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { sendJson } from './responses.ts'

/**
 * `/v1/*` forwarded to the API on the portal's own origin (ADR 0059): bodies streamed both ways, only
 * the headers the portal sends passed on, hop-by-hop headers dropped, a time limit, no caching, and
 * section 7's business-rule body when the API cannot be reached (502) or does not answer in time (504).
 */

/** What the portal sends (src/api/transport.ts), and the length that frames a body. */
const FORWARDED_REQUEST_HEADERS = ['accesstoken', 'accept', 'content-type', 'content-length'] as const

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/**
 * A kept-alive socket to the API is closed after this long unused, well before a typical API closes it
 * (Node's 5 s; load balancers' 60 s): a request sent on a socket the API is closing fails as a 502.
 */
const IDLE_SOCKET_MS = 2000

export const UNREACHABLE_MESSAGE = 'The portal could not reach the API. Try again in a moment.'
export function timedOutMessage(timeoutMs: number): string {
  const [amount, unit] = timeoutMs % 1000 === 0 ? [timeoutMs / 1000, 'second'] : [timeoutMs, 'millisecond']
  return `The API did not answer within ${amount} ${unit}${amount === 1 ? '' : 's'}.`
}

/** `.` and `..` segments, plain or percent-encoded: the API might resolve them out of /v1. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i

function answerHeaders(upstream: IncomingHttpHeaders, extra: Record<string, string>): IncomingHttpHeaders {
  const named = new Set((upstream.connection ?? '').split(',').map((name) => name.trim().toLowerCase()))
  const headers: IncomingHttpHeaders = {}
  for (const [name, value] of Object.entries(upstream)) {
    if (!HOP_BY_HOP.has(name) && !named.has(name)) headers[name] = value
  }
  return { ...headers, ...extra, 'cache-control': 'no-store' }
}

export interface ApiProxyOptions {
  /** Everything before `/v1`. */
  target: URL
  timeoutMs: number
  /** Added to every answer (the portal's security headers). */
  headers: Record<string, string>
  /** Where a failure's cause goes (the access log): a code such as ECONNREFUSED, never a header. */
  writeLine: (line: string) => void
}

export function createApiProxy({ target, timeoutMs, headers: extraHeaders, writeLine }: ApiProxyOptions) {
  const secure = target.protocol === 'https:'
  const agent = secure ? new HttpsAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS }) : new HttpAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS })
  const send = secure ? httpsRequest : httpRequest
  // A URL's path is at least "/": without a prefix, /v1/x must not become //v1/x.
  const prefix = target.pathname.replace(/\/+$/, '')
  const errorHeaders = { ...extraHeaders, 'Cache-Control': 'no-store' }

  return function forward(req: IncomingMessage, res: ServerResponse, path: string): void {
    if (DOT_SEGMENT.test(path)) {
      sendJson(res, 400, { status: 'failed', error: 'The request path is not valid.' }, errorHeaders)
      return
    }
    const headers: Record<string, string | string[]> = {}
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name]
      if (value !== undefined) headers[name] = value
    }
    const upstream = send({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: `${prefix}${req.url}`,
      headers,
      agent,
    })

    let failed = false
    const fail = (status: 502 | 504, cause: string) => {
      if (failed) return
      failed = true
      writeLine(`proxy: ${req.method} ${path} failed: ${cause}${res.headersSent ? ' (answer cut short)' : ''}`)
      upstream.destroy()
      // Once the answer has begun, a cut connection is all that can say it failed.
      if (res.headersSent) res.destroy()
      else sendJson(res, status, { status: 'failed', error: status === 504 ? timedOutMessage(timeoutMs) : UNREACHABLE_MESSAGE }, errorHeaders)
    }
    const causeOf = (error: NodeJS.ErrnoException) => error.code ?? error.message
    upstream.setTimeout(timeoutMs, () => fail(504, `no answer within ${timeoutMs} ms`))
    upstream.on('error', (error) => fail(502, causeOf(error)))
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders(answer.headers, extraHeaders))
      answer.pipe(res)
      answer.on('error', (error) => fail(502, causeOf(error)))
    })
    // The person gave up (or the tab closed): the API's answer is no longer wanted, and nobody is left to tell.
    res.on('close', () => {
      if (res.writableFinished || failed) return
      failed = true
      upstream.destroy()
    })
    req.pipe(upstream)
  }
}
