import { useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { webhookSubscriptionWithSecretSchema } from '@/contract/webhooks'
import { useSend } from '@/api/use-send'
import { handOverSecret, type ShowSecret } from './secret-handoff'
import { SECRET_NOT_SHOWN } from './interrupted-words'
import { forgetIfGone, subscriptionChanged } from './subscription-cache'

/** POST /webhook-subscriptions/{id}/rotate-secret: 200, the record with the new secret and `secret_rotated_at`. */
function rotateSecret(id: number) {
  return apiRequest({ method: 'POST', path: `/webhook-subscriptions/${id}/rotate-secret`, responseSchema: webhookSubscriptionWithSecretSchema })
}

/** Never retried: each call makes another secret and retires the one before. The new secret goes to `showSecret` only. */
export function useRotateSecret(showSecret: ShowSecret) {
  const queryClient = useQueryClient()
  return useSend({
    repeatable: true,
    // Its options, kept by the finished mutation, lead back to the page that showed the secret: once the
    // page resets it (the dialog closed) or leaves, nothing keeps the mutation (docs/decisions/0028).
    gcTime: 0,
    mutationFn: (id: number) => handOverSecret(rotateSecret(id), showSecret),
    onSuccess: (subscription) => subscriptionChanged(queryClient, subscription),
    onError: (error, id) => forgetIfGone(queryClient, id, error),
    interrupted: (id: number) => ({
      what: `The new signing secret of subscription ${id}`,
      again: 'Rotate it again if you still want a new one.',
      findOut: 'If it was rotated, its new secret is lost: rotate it again to see one.',
      done: SECRET_NOT_SHOWN,
    }),
  })
}
