import * as z from 'zod/mini'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '../client'
import { SessionEndedError } from '../errors'
import { getSession, saveSession, subscribeSession, type SessionEvent } from '../session/session-store'
import { installFakeApi } from './fake-api'

const okSchema = z.object({ ok: z.boolean(), url: z.string() })
const get = (path: string) => apiRequest({ method: 'GET', path, responseSchema: okSchema })

function recordSessionEvents() {
  const events: SessionEvent[] = []
  const unsubscribe = subscribeSession((event) => events.push(event))
  return { events, unsubscribe }
}

afterEach(() => vi.unstubAllGlobals())

describe('apiRequest and the 401 refresh', () => {
  it('makes exactly one refresh for many concurrent 401s and retries each request once', async () => {
    const { state } = installFakeApi()
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => get(`/item/${index}`)))

    expect(results.map((result) => result.ok)).toEqual(Array(12).fill(true))
    expect(state.authCalls).toBe(1)
    for (let index = 0; index < 12; index += 1) {
      const sends = state.requests.filter((request) => request.includes(`/v1/item/${index} `))
      expect(sends).toEqual([`GET /v1/item/${index} stale-token`, `GET /v1/item/${index} fresh-token-1`])
    }
    expect(getSession()?.accessToken).toBe('fresh-token-1')
    expect(getSession()?.refreshToken).toBe('refresh-1')
  })

  it('retries at once, without refreshing, when another tab replaced the token meanwhile', async () => {
    const { state, fetchMock } = installFakeApi()
    const answer = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation(async (input, init) => {
      if (new Headers(init?.headers).get('AccessToken') === 'stale-token') {
        state.validToken = 'token-from-another-tab'
        saveSession({ ...getSession()!, accessToken: 'token-from-another-tab' })
      }
      return answer(input, init)
    })

    await expect(get('/orders')).resolves.toMatchObject({ ok: true })
    expect(state.authCalls).toBe(0)
    expect(state.requests).toEqual(['GET /v1/orders stale-token', 'GET /v1/orders token-from-another-tab'])
  })

  it('signs out once, everywhere, when the refresh is refused', async () => {
    const { state } = installFakeApi()
    state.refreshFails = true
    const { events, unsubscribe } = recordSessionEvents()

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => get('/orders')))

    unsubscribe()
    expect(outcomes.every((outcome) => outcome.status === 'rejected' && outcome.reason instanceof SessionEndedError)).toBe(true)
    expect(state.authCalls).toBe(1)
    expect(events.filter((event) => event.type === 'ended')).toEqual([{ type: 'ended', reason: 'expired' }])
    expect(getSession()).toBeNull()
  })

  it('keeps the session when a refused refresh only means another tab refreshed first', async () => {
    const { state, fetchMock } = installFakeApi()
    const answer = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/authentication')) {
        state.authCalls += 1
        // The other tab's tokens reach this tab's copy of the store a moment after the lock did.
        setTimeout(() => {
          state.validToken = 'from-other-tab'
          window.localStorage.setItem(
            'portal.session',
            JSON.stringify({ username: 'agent@blueridge.example', accessToken: 'from-other-tab', refreshToken: 'r2', expiresAt: Date.now() + 3_600_000 }),
          )
        }, 100)
        return new Response(JSON.stringify({ Error: 'Auth Error: Refresh token is invalid, expired or superseded.' }), { status: 401 })
      }
      return answer(input, init)
    })
    const { events, unsubscribe } = recordSessionEvents()

    await expect(get('/orders')).resolves.toMatchObject({ ok: true })
    unsubscribe()
    expect(events.filter((event) => event.type === 'ended')).toEqual([])
    expect(getSession()?.accessToken).toBe('from-other-tab')
  })

  it('does not loop when the retry meets a 401 again', async () => {
    const { state, fetchMock } = installFakeApi()
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input)
      state.requests.push(url)
      if (url.endsWith('/authentication')) {
        state.authCalls += 1
        return new Response(JSON.stringify({ AccessToken: 'never-accepted', RefreshToken: 'r', ExpiresIn: 3600 }), { status: 200 })
      }
      return new Response(JSON.stringify({ Error: 'no' }), { status: 401 })
    })

    await expect(get('/orders')).rejects.toBeInstanceOf(SessionEndedError)
    expect(state.requests.filter((url) => url.endsWith('/orders'))).toHaveLength(2)
    expect(state.authCalls).toBe(1)
    expect(getSession()).toBeNull()
  })

  it('refuses to send without a session', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    await expect(get('/orders')).rejects.toBeInstanceOf(SessionEndedError)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
