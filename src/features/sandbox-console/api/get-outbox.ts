import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicApiRequest } from '@/api/client'
import { outboxSchema } from '@/contract/sandbox-control'
import { sandboxKeys } from './keys'

/** GET /__sandbox/outbox: the e-mails the sandbox would have sent, newest first. */
function getOutbox(signal?: AbortSignal) {
  return publicApiRequest({ method: 'GET', base: 'sandbox-control', path: '/outbox', responseSchema: outboxSchema, signal })
}

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: sandboxKeys.outbox(),
    queryFn: ({ signal }) => getOutbox(signal),
    staleTime: 0,
  })

export function useOutbox() {
  return useQuery(outboxQueryOptions())
}
