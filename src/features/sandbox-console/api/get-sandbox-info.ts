import { queryOptions, useQuery } from '@tanstack/react-query'
import { askIsSandbox } from '@/api/sandbox-info'
import { sandboxKeys } from './keys'

/** GET /__sandbox/info: true when the sandbox answers; false against a real API (the console then refuses). */
export const isSandboxQueryOptions = () =>
  queryOptions({
    queryKey: sandboxKeys.info(),
    queryFn: askIsSandbox,
    staleTime: Infinity,
  })

export function useIsSandboxConsole() {
  return useQuery(isSandboxQueryOptions())
}
