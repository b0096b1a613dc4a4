import { apiRequest } from '@/api/client'
import { addDriverResponseSchema, type AddDriverRequestInput } from '@/contract/submission-edits'
import { useSend } from '@/api/use-send'
import type { SubmissionRef } from '../forms/submission-ref'
import { interruptedEditWords } from './interrupted-edit-words'
import { transactionApiPath } from './transaction-path'

/** POST /submission/{displayId}/{transactionId}/driver (section 4.4): 201 with the new `driver_id`. */
function addDriver(ref: SubmissionRef, body: AddDriverRequestInput) {
  return apiRequest({ method: 'POST', path: `${transactionApiPath(ref)}/driver`, body, responseSchema: addDriverResponseSchema })
}

export function useAddDriver(ref: SubmissionRef) {
  return useSend({ mutationFn: (body: AddDriverRequestInput) => addDriver(ref, body), interrupted: interruptedEditWords(ref, 'The new driver') })
}
