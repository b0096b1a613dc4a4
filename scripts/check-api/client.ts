import { ACCESS_TOKEN_HEADER } from '../../src/contract/headers.ts'

/** How the check reaches the API: the global fetch for a real one, an in-process app's fetch in tests. */
export type Fetch = (request: Request) => Promise<Response>

export interface Answer {
  status: number
  headers: Headers
  text: string
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown
}

export interface Call {
  method: string
  /** Relative to the base URL, like `/webhook-subscriptions`. */
  path: string
  body?: unknown
  /** The access token to send in the `AccessToken` header; none for sign-in. */
  token?: string
  /** Other headers: a test of how the API reads them. */
  headers?: Record<string, string>
}

/**
 * How the token travels: the contract's `AccessToken` header, or, once the check has found that the API
 * takes only `Authorization: Bearer`, that header, so one run finds the differences behind that one too.
 */
export type TokenScheme = 'AccessToken' | 'Bearer'

/** One request, answered or not: `null` when no answer came (the network, a time-out). */
export function apiClient(baseUrl: string, fetcher: Fetch) {
  const base = baseUrl.replace(/\/+$/, '')
  const call = async ({ method, path, body, token, headers = {} }: Call): Promise<Answer | null> => {
    const sent = new Headers({ Accept: 'application/json', ...headers })
    if (body !== undefined) sent.set('Content-Type', 'application/json')
    if (token && call.scheme === 'Bearer') sent.set('Authorization', `Bearer ${token}`)
    else if (token) sent.set(ACCESS_TOKEN_HEADER, token)
    try {
      const response = await fetcher(
        new Request(`${base}${path}`, {
          method,
          headers: sent,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        }),
      )
      const text = await response.text()
      let json: unknown
      try {
        json = text ? JSON.parse(text) : undefined
      } catch {
        json = undefined
      }
      return { status: response.status, headers: response.headers, text, json }
    } catch {
      return null
    }
  }
  call.scheme = 'AccessToken' as TokenScheme
  return call
}

export type ApiCall = ReturnType<typeof apiClient>
