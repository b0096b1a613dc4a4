import type { QueryClient } from '@tanstack/react-query'
import { NotFoundError } from '@/api/errors'
import type { WebhookSubscription } from '@/contract/webhooks'
import { webhooksKeys } from './keys'

/** A subscription as the service now has it (never with a secret: the type has none): its detail set, the list read again. */
export function subscriptionChanged(queryClient: QueryClient, subscription: WebhookSubscription) {
  queryClient.setQueryData(webhooksKeys.detail(subscription.id), subscription)
  return queryClient.invalidateQueries({ queryKey: webhooksKeys.lists() })
}

/** Deleted here or elsewhere: its detail is dropped and the list read again. */
export function subscriptionGone(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: webhooksKeys.detail(id) })
  return queryClient.invalidateQueries({ queryKey: webhooksKeys.lists() })
}

/** After a failed change: a 404 means the subscription no longer exists (deleted in another tab or by a colleague). */
export function forgetIfGone(queryClient: QueryClient, id: number, error: unknown) {
  if (error instanceof NotFoundError) void subscriptionGone(queryClient, id)
}
