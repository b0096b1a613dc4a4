import { useQueryClient } from '@tanstack/react-query'
import { publicApiRequest } from '@/api/client'
import { deliveryReplayResultSchema } from '@/contract/sandbox-control'
import { useSend } from '@/api/use-send'
import { CONSOLE_SHOWS_IT } from './interrupted-words'
import { sandboxKeys } from './keys'

/** POST /__sandbox/deliveries/{event_id}/replay: 202 the subscriptions it goes to again; 409 says why nothing can be replayed. */
function replayDelivery(eventId: string) {
  return publicApiRequest({
    method: 'POST',
    base: 'sandbox-control',
    path: `/deliveries/${encodeURIComponent(eventId)}/replay`,
    responseSchema: deliveryReplayResultSchema,
  })
}

export function useReplayDelivery() {
  const queryClient = useQueryClient()
  return useSend({
    repeatable: true,
    mutationFn: replayDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sandboxKeys.deliveries() }),
    interrupted: (eventId: string) => ({ what: `The replay of event ${eventId}`, again: 'Replay it again if you still want to.', findOut: CONSOLE_SHOWS_IT }),
  })
}
