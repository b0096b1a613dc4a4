import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { updateVehicleResponseSchema, type UpdateVehicleRequestInput } from '@/api/contract/submission-edits'
import type { SubmissionRef } from '../forms/submission-ref'
import { transactionApiPath } from './transaction-path'

export interface VehicleUpdate {
  vehicleId: number
  body: UpdateVehicleRequestInput
}

/** PUT /submission/{displayId}/{transactionId}/vehicle/{vehicleId} (section 4.5): only the changed fields; 200 with `updated_fields`. */
export function updateVehicle(ref: SubmissionRef, { vehicleId, body }: VehicleUpdate) {
  return apiRequest({
    method: 'PUT',
    path: `${transactionApiPath(ref)}/vehicle/${encodeURIComponent(String(vehicleId))}`,
    body,
    responseSchema: updateVehicleResponseSchema,
  })
}

export function useUpdateVehicle(ref: SubmissionRef) {
  return useMutation({ mutationFn: (update: VehicleUpdate) => updateVehicle(ref, update) })
}
