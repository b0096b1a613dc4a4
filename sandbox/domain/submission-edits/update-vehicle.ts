import {
  unitRuleIssues,
  updateVehicleRequestSchema,
  VEHICLE_FIELDS,
  type UpdateVehicleRequest,
  type VehicleField,
} from '../../../src/api/contract/submission-edits.ts'
import type { Sandbox } from '../../sandbox.ts'
import type { OwnedVehicle } from '../../store/submissions.ts'
import { validateWithRules, type Validation } from '../validation/validate-with-rules.ts'
import { duplicateVinIssues, editDay } from './schedule.ts'

/**
 * Section 4.5: the vehicle changes in place. The answer names the fields whose value changed, in the
 * order of section 2.4; a field sent with the value it already had is accepted and not named.
 */
export function updateVehicle(sandbox: Sandbox, { transaction, vehicle }: OwnedVehicle, body: Record<string, unknown>): Validation<VehicleField[]> {
  const today = editDay(sandbox)
  const validation = validateWithRules(updateVehicleRequestSchema, body, (input: Partial<UpdateVehicleRequest>) => [
    ...unitRuleIssues(input, today),
    ...duplicateVinIssues(transaction, input.vehicle_id_number, vehicle.vehicleId),
  ])
  if (!validation.ok) return validation
  const changes = validation.value
  const updated = VEHICLE_FIELDS.filter((field) => changes[field] !== undefined && changes[field] !== vehicle[field])
  Object.assign(vehicle, Object.fromEntries(updated.map((field) => [field, changes[field]])))
  return { ok: true, value: updated }
}
