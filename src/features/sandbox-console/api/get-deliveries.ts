import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicApiRequest } from '@/api/client'
import { deliveryLedgerSchema } from '@/contract/sandbox-control'
import { sandboxKeys } from './keys'

/** GET /__sandbox/deliveries: every delivery attempt, newest first. */
function getDeliveries(signal?: AbortSignal) {
  return publicApiRequest({ method: 'GET', base: 'sandbox-control', path: '/deliveries', responseSchema: deliveryLedgerSchema, signal })
}

const WATCH_EVERY_MS = 1000

export const deliveriesQueryOptions = () =>
  queryOptions({
    queryKey: sandboxKeys.deliveries(),
    queryFn: ({ signal }) => getDeliveries(signal),
    staleTime: 0,
  })

/**
 * Deliveries run in the background after an event, a replay or a clock move: until `watchUntil` (a
 * time in ms) the ledger is read again every second, so their attempts appear without a refresh.
 */
export function useDeliveries(watchUntil: number) {
  return useQuery({ ...deliveriesQueryOptions(), refetchInterval: () => (Date.now() < watchUntil ? WATCH_EVERY_MS : false) })
}
