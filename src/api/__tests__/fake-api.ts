import { vi } from 'vitest'
import { saveSession } from '../session/session-store'

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/**
 * A scripted API for the client's unit tests: one valid access token at a time, like the contract.
 * `refreshFails` makes the next authentication call answer 401.
 */
export function installFakeApi({ initialToken = 'stale-token' } = {}) {
  const state = { validToken: 'fresh-token-0', authCalls: 0, refreshFails: false, requests: [] as string[] }
  saveSession({ username: 'agent@blueridge.example', accessToken: initialToken, refreshToken: 'refresh-0', expiresAt: Date.now() + 3_600_000 })
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const headers = new Headers(init?.headers)
    state.requests.push(`${init?.method ?? 'GET'} ${url} ${headers.get('AccessToken') ?? '-'}`)
    if (url.endsWith('/authentication')) {
      state.authCalls += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (state.refreshFails) return json(401, { Error: 'Auth Error: Refresh token is invalid.' })
      state.validToken = `fresh-token-${state.authCalls}`
      return json(200, { AccessToken: state.validToken, RefreshToken: `refresh-${state.authCalls}`, ExpiresIn: 3600 })
    }
    if (headers.get('AccessToken') !== state.validToken) return json(401, { Error: 'Auth Error: expired' })
    return json(200, { ok: true, url })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { state, fetchMock }
}
