import { useStore } from '@/generic/use-store'
import { rateLimitWait, type RateLimitWait } from './rate-limit'

/** The wait in progress after a 429, or null: lets any screen say that it is waiting, and how long. */
export function useRateLimitWait(): RateLimitWait | null {
  return useStore(rateLimitWait)
}
