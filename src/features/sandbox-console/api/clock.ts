import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { publicApiRequest } from '@/api/client'
import { clockSchema } from '@/api/contract/sandbox-control'

export const clockQuery = queryOptions({
  queryKey: ['sandbox', 'clock'],
  queryFn: ({ signal }) =>
    publicApiRequest({ method: 'GET', base: 'sandbox-control', path: '/clock', responseSchema: clockSchema, signal }),
  staleTime: 0,
})

export function useSandboxClock() {
  return useQuery(clockQuery)
}

export function useAdvanceSandboxClock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (advanceSeconds: number) =>
      publicApiRequest({
        method: 'POST',
        base: 'sandbox-control',
        path: '/clock',
        body: { advanceSeconds },
        responseSchema: clockSchema,
      }),
    onSuccess: (clock) => queryClient.setQueryData(clockQuery.queryKey, clock),
  })
}
