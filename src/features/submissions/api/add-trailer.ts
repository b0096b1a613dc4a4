import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { addTrailerResponseSchema, type AddTrailerRequestInput } from '@/api/contract/submission-edits'
import type { SubmissionRef } from '../forms/submission-ref'
import { transactionApiPath } from './transaction-path'

/** POST /submission/{displayId}/{transactionId}/trailer (section 4.6): 201 with the new `trailer_id`. */
export function addTrailer(ref: SubmissionRef, body: AddTrailerRequestInput) {
  return apiRequest({ method: 'POST', path: `${transactionApiPath(ref)}/trailer`, body, responseSchema: addTrailerResponseSchema })
}

export function useAddTrailer(ref: SubmissionRef) {
  return useMutation({ mutationFn: (body: AddTrailerRequestInput) => addTrailer(ref, body) })
}
