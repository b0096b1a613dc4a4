import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { webhookSubscriptionListSchema } from '@/contract/webhooks'
import { webhooksKeys } from './keys'

/** GET /webhook-subscriptions: the agency's subscriptions, oldest first; the schema has no `secret`, so none is kept. */
function listSubscriptions(signal?: AbortSignal) {
  return apiRequest({ method: 'GET', path: '/webhook-subscriptions', responseSchema: webhookSubscriptionListSchema, signal })
}

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: webhooksKeys.lists(),
    queryFn: ({ signal }) => listSubscriptions(signal),
  })

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions())
}
