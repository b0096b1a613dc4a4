import { afterEach, describe, expect, it, vi } from 'vitest'
import { NetworkError, OfflineError, RequestTimeoutError } from '../errors'
import { REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_OVERRIDE_KEY, requestTimeoutMs } from '../request-timeout'
import { fetchApi } from '../transport'

/** A fetch that never answers, as a hung service does, until its signal gives up. */
function hangingFetch() {
  return vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error), { once: true })),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the request time limit', () => {
  it('is 30 s, twice that for a long request, and a tester may set it in localStorage', () => {
    expect(requestTimeoutMs()).toBe(REQUEST_TIMEOUT_MS)
    expect(requestTimeoutMs('long')).toBe(2 * REQUEST_TIMEOUT_MS)
    localStorage.setItem(REQUEST_TIMEOUT_OVERRIDE_KEY, '1500')
    expect(requestTimeoutMs()).toBe(1500)
    localStorage.setItem(REQUEST_TIMEOUT_OVERRIDE_KEY, '5')
    expect(requestTimeoutMs(), 'an override outside 200 ms to 120 s is ignored').toBe(REQUEST_TIMEOUT_MS)
  })

  it('gives up on a request that gets no answer, and says how long it waited', async () => {
    localStorage.setItem(REQUEST_TIMEOUT_OVERRIDE_KEY, '200')
    const fetchMock = hangingFetch()
    vi.stubGlobal('fetch', fetchMock)
    const error = await fetchApi({ method: 'POST', path: '/quote', body: {} }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as Error).message).toMatch(/did not answer within 1 second,/)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('passes the caller’s own abort through as it is', async () => {
    vi.stubGlobal('fetch', hangingFetch())
    const controller = new AbortController()
    const sent = fetchApi({ method: 'GET', path: '/webhook-subscriptions', signal: controller.signal })
    controller.abort(new DOMException('left the page', 'AbortError'))
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('offline', () => {
  it('sends nothing and says so', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await expect(fetchApi({ method: 'POST', path: '/quote', body: {} })).rejects.toBeInstanceOf(OfflineError)
    expect(fetchMock).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })
})
