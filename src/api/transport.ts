import type * as z from 'zod/mini'
import { ACCESS_TOKEN_HEADER } from '../contract/headers'
import { apiUrl, sandboxControlUrl, urlUnder } from './config'
import { NetworkError, OfflineError, RequestTimeoutError, type ApiError } from './errors'
import { backoffDelayMs, RATE_LIMIT_BACKOFF, waitOutRateLimit } from './rate-limit'
import { requestTimeoutMs, type RequestPatience } from './request-timeout'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface HttpRequest {
  method: HttpMethod
  /** Relative to the base URL, e.g. `/quote`; or to `/__sandbox` when `base` is `sandbox-control`. */
  path: string
  base?: 'api' | 'sandbox-control'
  /** Another service's origin ('' for the portal's own) that the path and query go to instead: FMCSA's census (carrier-census.ts). */
  origin?: string
  query?: Record<string, string>
  body?: unknown
  signal?: AbortSignal
  /**
   * `wait` (the default) waits out a 429 and sends again (ADR 0002); `answer` hands the first 429 back
   * as a `RateLimitError`, for a request that must never be resent by itself (cancel-approve).
   */
  onRateLimit?: 'wait' | 'answer'
  /** How long each try may go unanswered (ADR 0038): `long` for a request whose answer matters more than the wait. */
  patience?: RequestPatience
}

export interface RequestOptions<Schema extends z.core.$ZodType> extends HttpRequest {
  responseSchema: Schema
  /** The endpoint's own error bodies, read before section 7's common formats; undefined leaves a body to those. */
  readErrorBody?: (status: number, body: unknown, headers: Headers) => ApiError | undefined
}

/**
 * The one place that calls fetch: JSON in, raw response out, 429s waited out per the retry policy.
 * It imports no schema (the answer is read by `read-response.ts`), so the first page can ask the
 * sandbox who it is without loading zod. Offline it asks nothing (ADR 0039); each try that goes
 * unanswered for the time limit is abandoned (ADR 0038).
 */
export async function fetchApi(options: HttpRequest, accessToken?: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (accessToken) headers[ACCESS_TOKEN_HEADER] = accessToken
  for (let retryIndex = 0; ; retryIndex += 1) {
    if (!navigator.onLine) throw new OfflineError()
    const timeoutMs = requestTimeoutMs(options.patience)
    const timeout = AbortSignal.timeout(timeoutMs)
    let response: Response
    try {
      const url =
        options.origin !== undefined
          ? urlUnder(options.origin, options.path, options.query)
          : options.base === 'sandbox-control'
            ? sandboxControlUrl(options.path)
            : apiUrl(options.path, options.query)
      response = await fetch(url, {
        method: options.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'omit',
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      })
    } catch (error) {
      if (options.signal?.aborted) throw error
      if (timeout.aborted) throw new RequestTimeoutError(timeoutMs)
      throw new NetworkError()
    }
    if (response.status !== 429 || options.onRateLimit === 'answer' || retryIndex >= RATE_LIMIT_BACKOFF.maxRetries) return response
    await waitOutRateLimit(backoffDelayMs(retryIndex, response.headers.get('Retry-After')), retryIndex + 1, options.signal)
  }
}
