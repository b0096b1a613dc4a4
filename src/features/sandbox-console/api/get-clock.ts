import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicApiRequest } from '@/api/client'
import { clockSchema } from '@/contract/sandbox-control'
import { sandboxKeys } from './keys'

/** GET /__sandbox/clock: the sandbox's "now". */
function getClock(signal?: AbortSignal) {
  return publicApiRequest({ method: 'GET', base: 'sandbox-control', path: '/clock', responseSchema: clockSchema, signal })
}

export const clockQueryOptions = () =>
  queryOptions({
    queryKey: sandboxKeys.clock(),
    queryFn: ({ signal }) => getClock(signal),
    staleTime: 0,
  })

export function useSandboxClock() {
  return useQuery(clockQueryOptions())
}
