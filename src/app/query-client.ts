import { QueryClient } from '@tanstack/react-query'
import { ApiError, NetworkError } from '@/api/errors'

/** Only a lost connection or a server failure is worth another try; every 4xx is an answer. */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError) return true
  return error instanceof ApiError && error.status >= 500
}

const MAX_QUERY_RETRIES = 2

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isTransient(error),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      // A mutation is never sent again by itself: it may not be idempotent (cancel-approve, quote).
      mutations: { retry: false },
    },
  })
}
