import { createStore } from '@/generic/store'

/**
 * 429 handling (docs/decisions/0002-retry-policy.md): wait 1 s, then double, each wait capped at
 * 16 s, at most 5 waits (31 s in all). A `Retry-After` longer than our wait wins, up to 60 s.
 * A 429 means the request was not processed, so even a POST is safe to make again.
 */
export const RATE_LIMIT_BACKOFF = {
  initialDelayMs: 1000,
  maxDelayMs: 16_000,
  maxRetries: 5,
  maxRetryAfterMs: 60_000,
} as const

function retryAfterMs(header: string | null, now: number): number {
  if (!header) return 0
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? 0 : Math.max(0, date - now)
}

export function backoffDelayMs(retryIndex: number, retryAfterHeader: string | null = null, now = Date.now()): number {
  const exponential = Math.min(RATE_LIMIT_BACKOFF.initialDelayMs * 2 ** retryIndex, RATE_LIMIT_BACKOFF.maxDelayMs)
  const serverAsked = Math.min(retryAfterMs(retryAfterHeader, now), RATE_LIMIT_BACKOFF.maxRetryAfterMs)
  return Math.max(exponential, serverAsked)
}

/** What the UI shows while requests wait out a 429: the latest moment a waiting request resumes. */
export interface RateLimitWait {
  resumesAt: number
  retryNumber: number
}

let waits: RateLimitWait[] = []
export const rateLimitWait = createStore<RateLimitWait | null>(null)

function publish() {
  rateLimitWait.set(waits.reduce<RateLimitWait | null>((latest, wait) => (latest && latest.resumesAt >= wait.resumesAt ? latest : wait), null))
}

export async function waitOutRateLimit(delayMs: number, retryNumber: number, signal?: AbortSignal): Promise<void> {
  const wait: RateLimitWait = { resumesAt: Date.now() + delayMs, retryNumber }
  waits = [...waits, wait]
  publish()
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, delayMs)
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer)
          reject(signal.reason as Error)
        },
        { once: true },
      )
    })
  } finally {
    waits = waits.filter((other) => other !== wait)
    publish()
  }
}
