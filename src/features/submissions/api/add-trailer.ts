import { apiRequest } from '@/api/client'
import { addTrailerResponseSchema, type AddTrailerRequestInput } from '@/contract/submission-edits'
import { useSend } from '@/api/use-send'
import type { SubmissionRef } from '../forms/submission-ref'
import { interruptedEditWords } from './interrupted-edit-words'
import { transactionApiPath } from './transaction-path'

/** POST /submission/{displayId}/{transactionId}/trailer (section 4.6): 201 with the new `trailer_id`. */
function addTrailer(ref: SubmissionRef, body: AddTrailerRequestInput) {
  return apiRequest({ method: 'POST', path: `${transactionApiPath(ref)}/trailer`, body, responseSchema: addTrailerResponseSchema })
}

export function useAddTrailer(ref: SubmissionRef) {
  return useSend({ mutationFn: (body: AddTrailerRequestInput) => addTrailer(ref, body), interrupted: interruptedEditWords(ref, 'The new trailer') })
}
