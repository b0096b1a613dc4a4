import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_AHEAD_MS, startProactiveRefresh } from '../session/proactive-refresh'
import { getSession, saveSession } from '../session/session-store'

function authResponse(index: number) {
  return new Response(JSON.stringify({ AccessToken: `token-${index}`, RefreshToken: `refresh-${index}`, ExpiresIn: 3600 }), { status: 200 })
}

// The timer imports the refresh module when it fires: loaded once here, that import takes a tick, not a
// transform of the module graph on a busy machine.
beforeAll(async () => {
  await import('../session/refresh')
})
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('refresh ahead of expiry', () => {
  it('refreshes five minutes before ExpiresIn runs out, then schedules the next one', async () => {
    let calls = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => authResponse(++calls)),
    )
    saveSession({ username: 'agent@blueridge.example', accessToken: 'token-0', refreshToken: 'refresh-0', expiresAt: Date.now() + 3_600_000 })
    const stop = startProactiveRefresh()

    await vi.advanceTimersByTimeAsync(3_600_000 - REFRESH_AHEAD_MS - 1)
    expect(calls).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(getSession()?.accessToken).toBe('token-1'))
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(3_600_000 - REFRESH_AHEAD_MS)
    await vi.waitFor(() => expect(calls).toBe(2))
    stop()
  })

  it('does not refresh a token another tab already replaced', async () => {
    const fetchMock = vi.fn(async () => authResponse(9))
    vi.stubGlobal('fetch', fetchMock)
    saveSession({ username: 'agent@blueridge.example', accessToken: 'token-0', refreshToken: 'refresh-0', expiresAt: Date.now() + 60_000 })
    const stop = startProactiveRefresh()
    // Another tab refreshed: the store holds a newer token (a storage write without our own save path).
    window.localStorage.setItem(
      'portal.session',
      JSON.stringify({ username: 'agent@blueridge.example', accessToken: 'from-other-tab', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 }),
    )
    await vi.advanceTimersByTimeAsync(60_000)
    await vi.dynamicImportSettled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(fetchMock).not.toHaveBeenCalled()
    stop()
  })
})
