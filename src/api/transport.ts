import * as z from 'zod/mini'
import { ACCESS_TOKEN_HEADER } from './contract/auth'
import { apiUrl, sandboxControlUrl } from './config'
import { errorFromResponse, NetworkError, UnexpectedResponseError } from './errors'
import { backoffDelayMs, RATE_LIMIT_BACKOFF, waitOutRateLimit } from './rate-limit'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions<Schema extends z.core.$ZodType> {
  method: HttpMethod
  /** Relative to the base URL, e.g. `/quote`; or to `/__sandbox` when `base` is `sandbox-control`. */
  path: string
  base?: 'api' | 'sandbox-control'
  query?: Record<string, string>
  body?: unknown
  responseSchema: Schema
  signal?: AbortSignal
}

/** The one place that calls fetch: JSON in, raw response out, 429s waited out per the retry policy. */
export async function send(options: RequestOptions<z.core.$ZodType>, accessToken?: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (accessToken) headers[ACCESS_TOKEN_HEADER] = accessToken
  for (let retryIndex = 0; ; retryIndex += 1) {
    let response: Response
    try {
      const url = options.base === 'sandbox-control' ? sandboxControlUrl(options.path) : apiUrl(options.path, options.query)
      response = await fetch(url, {
        method: options.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'omit',
        signal: options.signal,
      })
    } catch (error) {
      const timedOut = options.signal?.reason instanceof DOMException && options.signal.reason.name === 'TimeoutError'
      if (options.signal?.aborted && !timedOut) throw error
      throw new NetworkError()
    }
    if (response.status !== 429 || retryIndex >= RATE_LIMIT_BACKOFF.maxRetries) return response
    await waitOutRateLimit(backoffDelayMs(retryIndex, response.headers.get('Retry-After')), retryIndex + 1, options.signal)
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** The parsed body of a 2xx, or the typed error of section 7 for anything else. */
export async function parseResponse<Schema extends z.core.$ZodType>(response: Response, schema: Schema): Promise<z.output<Schema>> {
  const body = await readBody(response)
  if (!response.ok) throw errorFromResponse(response.status, body)
  const parsed = z.safeParse(schema, body)
  if (!parsed.success) throw new UnexpectedResponseError(response.status)
  return parsed.data
}
