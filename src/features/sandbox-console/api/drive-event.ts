import { useQueryClient } from '@tanstack/react-query'
import { publicApiRequest } from '@/api/client'
import { submissionEventResultSchema, type SubmissionEventRequest } from '@/contract/sandbox-control'
import { useSend } from '@/api/use-send'
import { CONSOLE_SHOWS_IT } from './interrupted-words'
import { sandboxKeys } from './keys'

export interface DrivenEvent {
  displayId: string
  request: SubmissionEventRequest
}

/** POST /__sandbox/submissions/{displayId}/events: 201 the payload; 404 unknown id, 409 a move section 3 refuses, 422 a bad field. */
function driveEvent({ displayId, request }: DrivenEvent) {
  return publicApiRequest({
    method: 'POST',
    base: 'sandbox-control',
    path: `/submissions/${encodeURIComponent(displayId)}/events`,
    body: request,
    responseSchema: submissionEventResultSchema,
  })
}

/** Never retried: each call is another event (and a status move). */
export function useDriveEvent() {
  const queryClient = useQueryClient()
  return useSend({
    repeatable: true,
    mutationFn: driveEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sandboxKeys.deliveries() }),
    interrupted: ({ displayId }: DrivenEvent) => ({
      what: `The event for ${displayId}`,
      again: 'Send it again if you still want to.',
      findOut: CONSOLE_SHOWS_IT,
    }),
  })
}
