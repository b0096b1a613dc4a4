import { onlineManager, QueryClient } from '@tanstack/react-query'
import { ApiError, NetworkError, OfflineError, RequestTimeoutError } from '@/api/errors'

/**
 * Only a lost connection or a server failure is worth another try; every 4xx is an answer, and a
 * request that used up the whole time limit is not tried again by itself (ADR 0047).
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof RequestTimeoutError) return false
  if (error instanceof NetworkError || error instanceof OfflineError) return true
  return error instanceof ApiError && error.status >= 500
}

/** One more try, after React Query's first delay of 1 s: a blip is over by then; a second failure is said at once (ADR 0047). */
const MAX_QUERY_RETRIES = 1

export function createQueryClient(): QueryClient {
  // React Query assumes online until an event says otherwise; a page opened offline starts paused (ADR 0039).
  onlineManager.setOnline(navigator.onLine)
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isTransient(error),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      // A mutation is never sent again by itself: it may not be idempotent (cancel-approve, quote). Offline
      // it is not held back to go out later either: the transport refuses it at once and the screen says so (ADR 0039).
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
