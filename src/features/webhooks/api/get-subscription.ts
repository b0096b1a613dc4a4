import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { webhookSubscriptionSchema } from '@/contract/webhooks'
import { NotFoundError } from '@/api/errors'
import { webhooksKeys } from './keys'

/** GET /webhook-subscriptions/{id}: one of the agency's; 404 `{ error }` for a deleted, foreign or unknown id. */
function getSubscription(id: number, signal?: AbortSignal) {
  return apiRequest({ method: 'GET', path: `/webhook-subscriptions/${id}`, responseSchema: webhookSubscriptionSchema, signal })
}

export const subscriptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: webhooksKeys.detail(id),
    queryFn: ({ signal, client }) =>
      getSubscription(id, signal).catch((error: unknown) => {
        // Gone: the list, if one is cached, still shows it.
        if (error instanceof NotFoundError) void client.invalidateQueries({ queryKey: webhooksKeys.lists() })
        throw error
      }),
  })

export function useSubscription(id: number) {
  return useQuery(subscriptionQueryOptions(id))
}
