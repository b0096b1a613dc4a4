import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicApiRequest } from '@/api/client'
import { outboxSchema } from '@/api/contract/sandbox-control'

export const outboxQuery = queryOptions({
  queryKey: ['sandbox', 'outbox'],
  queryFn: ({ signal }) =>
    publicApiRequest({ method: 'GET', base: 'sandbox-control', path: '/outbox', responseSchema: outboxSchema, signal }),
  staleTime: 0,
})

export function useOutbox() {
  return useQuery(outboxQuery)
}
