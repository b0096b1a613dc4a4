import { apiRequest } from '@/api/client'
import { updateVehicleResponseSchema, type UpdateVehicleRequestInput } from '@/contract/submission-edits'
import { useSend } from '@/api/use-send'
import type { SubmissionRef } from '../forms/submission-ref'
import { interruptedEditWords } from './interrupted-edit-words'
import { transactionApiPath } from './transaction-path'

export interface VehicleUpdate {
  vehicleId: number
  body: UpdateVehicleRequestInput
}

/** PUT /submission/{displayId}/{transactionId}/vehicle/{vehicleId} (section 4.5): only the changed fields; 200 with `updated_fields`. */
function updateVehicle(ref: SubmissionRef, { vehicleId, body }: VehicleUpdate) {
  return apiRequest({
    method: 'PUT',
    path: `${transactionApiPath(ref)}/vehicle/${encodeURIComponent(String(vehicleId))}`,
    body,
    responseSchema: updateVehicleResponseSchema,
  })
}

export function useUpdateVehicle(ref: SubmissionRef) {
  return useSend({
    mutationFn: (update: VehicleUpdate) => updateVehicle(ref, update),
    interrupted: ({ vehicleId }: VehicleUpdate) => interruptedEditWords(ref, `The update of vehicle ${vehicleId}`),
  })
}
