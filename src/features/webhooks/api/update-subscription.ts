import { useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { webhookSubscriptionSchema, type UpdateWebhookSubscriptionRequest } from '@/contract/webhooks'
import { useSend } from '@/api/use-send'
import { SEE_THE_LIST } from './interrupted-words'
import { forgetIfGone, subscriptionChanged } from './subscription-cache'

export interface SubscriptionUpdate {
  id: number
  /** Only the fields that change: PUT keeps the others. */
  changes: UpdateWebhookSubscriptionRequest
}

/** A pause, a resume or an edit, as a sentence starts with it. */
function changeOf(id: number, changes: UpdateWebhookSubscriptionRequest): string {
  const onlyActive = Object.keys(changes).length === 1 && changes.active !== undefined
  if (onlyActive) return `${changes.active ? 'Resuming' : 'Pausing'} subscription ${id}`
  return `The changes to subscription ${id}`
}

/** PUT /webhook-subscriptions/{id}: 200, the record. */
function updateSubscription({ id, changes }: SubscriptionUpdate) {
  return apiRequest({ method: 'PUT', path: `/webhook-subscriptions/${id}`, body: changes, responseSchema: webhookSubscriptionSchema })
}

/** Edits, pauses and resumes; never retried. `repeatable` where the control stays after the answer (the list's pause and resume). */
export function useUpdateSubscription({ repeatable = false } = {}) {
  const queryClient = useQueryClient()
  return useSend({
    repeatable,
    mutationFn: updateSubscription,
    onSuccess: (subscription) => subscriptionChanged(queryClient, subscription),
    onError: (error, { id }) => forgetIfGone(queryClient, id, error),
    interrupted: ({ id, changes }: SubscriptionUpdate) => ({
      what: changeOf(id, changes),
      again: 'Make it again if you still want to.',
      findOut: SEE_THE_LIST,
    }),
  })
}
