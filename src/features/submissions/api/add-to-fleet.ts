import type * as z from 'zod/mini'
import { apiRequest } from '@/api/client'
import { useSend } from '@/api/use-send'
import type { FleetNoun } from '../forms/fleet-addition'
import type { SubmissionRef } from '../forms/submission-ref'
import { interruptedEditWords } from './interrupted-edit-words'
import { transactionApiPath } from './transaction-path'

/** POST /submission/{displayId}/{transactionId}/driver (section 4.4) or …/trailer (section 4.6): 201 with the new row's id. */
function addToFleet<Schema extends z.core.$ZodType>(ref: SubmissionRef, noun: FleetNoun, body: unknown, responseSchema: Schema) {
  return apiRequest({ method: 'POST', path: `${transactionApiPath(ref)}/${noun}`, body, responseSchema })
}

export function useAddToFleet<Request, Schema extends z.core.$ZodType>(ref: SubmissionRef, noun: FleetNoun, responseSchema: Schema) {
  return useSend({ mutationFn: (body: Request) => addToFleet(ref, noun, body, responseSchema), interrupted: interruptedEditWords(ref, `The new ${noun}`) })
}
