import { useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '@/api/client'
import { useSend } from '@/api/use-send'
import { SEE_THE_LIST } from './interrupted-words'
import { forgetIfGone, subscriptionGone } from './subscription-cache'

/** DELETE /webhook-subscriptions/{id}: 204, no body; for good, and its deliveries stop. */
function deleteSubscription(id: number) {
  return apiRequest({ method: 'DELETE', path: `/webhook-subscriptions/${id}`, responseSchema: z.unknown() })
}

/** Never retried. A 404 means it is gone already: the list is read again either way. */
export function useDeleteSubscription() {
  const queryClient = useQueryClient()
  return useSend({
    repeatable: true,
    mutationFn: deleteSubscription,
    onSuccess: (_answer, id) => subscriptionGone(queryClient, id),
    onError: (error, id) => forgetIfGone(queryClient, id, error),
    interrupted: (id: number) => ({
      what: `The deletion of subscription ${id}`,
      again: 'Delete it again if you still want to.',
      findOut: `${SEE_THE_LIST} If it is not there, it was deleted.`,
    }),
  })
}
