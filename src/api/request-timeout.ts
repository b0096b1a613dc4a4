import { readStored } from '@/generic/storage'

/**
 * How long one request may go unanswered before the portal stops waiting (docs/decisions/0038-request-timeout.md).
 * A `long` request (an approval, which starts legal clocks) gets twice as long.
 */
export const REQUEST_TIMEOUT_MS = 30_000

/** A tester's override, in milliseconds, read as each request leaves, so a spec needs no special build. */
export const REQUEST_TIMEOUT_OVERRIDE_KEY = 'portal.request-timeout-ms'
const OVERRIDE_RANGE = { min: 200, max: 120_000 } as const

export type RequestPatience = 'standard' | 'long'

export function requestTimeoutMs(patience: RequestPatience = 'standard'): number {
  const override = Number(readStored(REQUEST_TIMEOUT_OVERRIDE_KEY))
  const base = Number.isFinite(override) && override >= OVERRIDE_RANGE.min && override <= OVERRIDE_RANGE.max ? override : REQUEST_TIMEOUT_MS
  return patience === 'long' ? base * 2 : base
}
