import { useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { webhookSubscriptionWithSecretSchema, type CreateWebhookSubscriptionRequest } from '@/contract/webhooks'
import { useSend } from '@/api/use-send'
import { handOverSecret, type ShowSecret } from './secret-handoff'
import { subscriptionChanged } from './subscription-cache'
import { SECRET_NOT_SHOWN, SEE_THE_LIST } from './interrupted-words'

/** POST /webhook-subscriptions: 201, the record and its signing secret (the only time it is sent). */
function createSubscription(request: CreateWebhookSubscriptionRequest) {
  return apiRequest({ method: 'POST', path: '/webhook-subscriptions', body: request, responseSchema: webhookSubscriptionWithSecretSchema })
}

/** Never retried (a second POST would make a second subscription); the secret goes to `showSecret` only. */
export function useCreateSubscription(showSecret: ShowSecret) {
  const queryClient = useQueryClient()
  return useSend({
    // Its options, kept by the finished mutation, lead back to the page that showed the secret: once the
    // page resets it (the dialog closed) or leaves, nothing keeps the mutation (docs/decisions/0028).
    gcTime: 0,
    mutationFn: (request: CreateWebhookSubscriptionRequest) => handOverSecret(createSubscription(request), showSecret),
    onSuccess: (subscription) => subscriptionChanged(queryClient, subscription),
    interrupted: {
      what: 'The new subscription',
      again: 'Create it again if you still want it.',
      findOut: `${SEE_THE_LIST} If it is there, rotate its secret to see one: creating it again makes two.`,
      done: SECRET_NOT_SHOWN,
    },
  })
}
