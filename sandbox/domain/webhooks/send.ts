import type { ClientRequest } from 'node:http'
import { request } from 'node:https'

export type SendResult = { status: number } | { error: string }

export interface Sending {
  url: string
  body: string
  headers: Record<string, string>
  timeoutMs: number
  signal: AbortSignal
}

function describe(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException
  return code ? `${code}: ${message}` : message
}

/**
 * One HTTPS POST of the exact body bytes. The answer is its status, read as soon as the headers come;
 * the body is drained and ignored. A connection or TLS failure, or no answer within the time-out, is an
 * error text. TLS is Node's default: the system's roots plus NODE_EXTRA_CA_CERTS, verified as usual.
 */
export function postDelivery({ url, body, headers, timeoutMs, signal }: Sending): Promise<SendResult> {
  return new Promise((resolve) => {
    const bytes = Buffer.from(body, 'utf8')
    let outgoing: ClientRequest | undefined
    const timer = setTimeout(() => {
      finish({ error: `TIMEOUT: no answer within ${timeoutMs / 1000} s` })
      outgoing?.destroy()
    }, timeoutMs)
    let settled = false
    function finish(result: SendResult) {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    try {
      outgoing = request(url, { method: 'POST', headers: { ...headers, 'Content-Length': String(bytes.length) }, agent: false, signal }, (response) => {
        response.resume()
        finish({ status: response.statusCode ?? 0 })
      })
      outgoing.on('error', (error) => finish({ error: describe(error) }))
      outgoing.end(bytes)
    } catch (error) {
      finish({ error: describe(error) })
    }
  })
}
