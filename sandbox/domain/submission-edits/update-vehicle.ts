import {
  unitRuleIssues,
  updateVehicleRequestSchema,
  VEHICLE_FIELDS,
  type UpdateVehicleRequest,
  type VehicleField,
} from '../../../src/contract/submission-edits.ts'
import type { Sandbox } from '../../sandbox.ts'
import type { OwnedVehicle } from '../../store/submissions.ts'
import { validateWithRules, type Validation } from '../validation/validate-with-rules.ts'
import { duplicateVinIssues, editDay } from './schedule.ts'

/**
 * Section 4.5: the vehicle changes in place. "Only changed fields are sent", so the fields sent are the
 * changed ones: the answer names every field sent, in the order of section 2.4, even one sent with the
 * value the vehicle already had.
 */
export function updateVehicle(sandbox: Sandbox, { transaction, vehicle }: OwnedVehicle, body: Record<string, unknown>): Validation<VehicleField[]> {
  const today = editDay(sandbox)
  const validation = validateWithRules(updateVehicleRequestSchema, body, (input: Partial<UpdateVehicleRequest>) => [
    ...unitRuleIssues(input, today),
    ...duplicateVinIssues(transaction, input.vehicle_id_number, vehicle.vehicleId),
  ])
  if (!validation.ok) return validation
  const changes = validation.value
  const sent = VEHICLE_FIELDS.filter((field) => changes[field] !== undefined)
  Object.assign(vehicle, Object.fromEntries(sent.map((field) => [field, changes[field]])))
  return { ok: true, value: sent }
}
