import * as z from 'zod/mini'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { publicApiRequest } from '../client'
import { RateLimitError } from '../errors'
import { backoffDelayMs, RATE_LIMIT_BACKOFF, rateLimitWait } from '../rate-limit'

const schema = z.object({ done: z.boolean() })

function answerWith(statuses: number[], retryAfter?: string) {
  const sentAt: number[] = []
  const fetchMock = vi.fn(async () => {
    sentAt.push(Date.now())
    const status = statuses.shift() ?? 200
    const headers: Record<string, string> = retryAfter && status === 429 ? { 'Retry-After': retryAfter } : {}
    return new Response(JSON.stringify(status === 200 ? { done: true } : { message: 'slow down' }), { status, headers })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { sentAt, fetchMock }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('429 backoff', () => {
  it('waits 1 s, then 2 s, then 4 s before sending again', async () => {
    const { sentAt } = answerWith([429, 429, 429, 200])
    const result = publicApiRequest({ method: 'POST', path: '/quote', body: {}, responseSchema: schema })

    await vi.advanceTimersByTimeAsync(999)
    expect(sentAt).toHaveLength(1)
    expect(rateLimitWait.get()).toMatchObject({ retryNumber: 1 })
    await vi.advanceTimersByTimeAsync(1)
    expect(sentAt).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(sentAt).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(4000)
    await expect(result).resolves.toEqual({ done: true })
    expect(sentAt.map((time) => time - sentAt[0]!)).toEqual([0, 1000, 3000, 7000])
    expect(rateLimitWait.get()).toBeNull()
  })

  it('gives up with a RateLimitError after the capped number of waits', async () => {
    const { fetchMock } = answerWith(Array(20).fill(429))
    const result = publicApiRequest({ method: 'GET', path: '/x', responseSchema: schema })
    const settled = expect(result).rejects.toBeInstanceOf(RateLimitError)
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16_000)
    await settled
    expect(fetchMock).toHaveBeenCalledTimes(RATE_LIMIT_BACKOFF.maxRetries + 1)
  })

  it('caps each wait and honours a longer Retry-After', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((retry) => backoffDelayMs(retry))).toEqual([1000, 2000, 4000, 8000, 16_000, 16_000, 16_000])
    expect(backoffDelayMs(0, '5')).toBe(5000)
    expect(backoffDelayMs(3, '2')).toBe(8000)
    expect(backoffDelayMs(0, '600')).toBe(RATE_LIMIT_BACKOFF.maxRetryAfterMs)
    expect(backoffDelayMs(0, 'Fri, 20 Nov 2026 12:00:03 GMT', Date.parse('2026-11-20T12:00:00Z'))).toBe(3000)
  })

  it('hands the first 429 back at once when the request asks to answer it (cancel-approve)', async () => {
    const { fetchMock } = answerWith([429, 200])
    const result = publicApiRequest({ method: 'POST', path: '/approve', body: {}, responseSchema: schema, onRateLimit: 'answer' })
    await expect(result).rejects.toBeInstanceOf(RateLimitError)
    expect(rateLimitWait.get()).toBeNull()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
