import { type Today, todayInUsStates } from '../../../src/generic/dates.ts'
import type { RuleIssue } from '../../../src/contract/quote-rules/issue.ts'
import { normalizeVin } from '../../../src/generic/vin.ts'
import type { Sandbox } from '../../sandbox.ts'
import type { Transaction } from '../../store/types.ts'

/** Today by the sandbox clock, as quotes judge it: across the US states (src/generic/dates.ts, todayInUsStates). */
export function editDay(sandbox: Sandbox): Today {
  return todayInUsStates(sandbox.clock.now())
}

/** Where a VIN already is on the transaction, in words (`vehicle 7004`), leaving out the vehicle being changed. */
function unitWithVin(transaction: Transaction, vin: string, exceptVehicleId?: number): string | undefined {
  const wanted = normalizeVin(vin)
  const vehicle = transaction.vehicles.find((unit) => unit.vehicleId !== exceptVehicleId && normalizeVin(unit.vehicle_id_number) === wanted)
  if (vehicle) return `vehicle ${vehicle.vehicleId}`
  const trailer = transaction.trailers.find((unit) => normalizeVin(unit.vehicle_id_number) === wanted)
  return trailer && `trailer ${trailer.trailerId}`
}

/** A VIN is on a transaction's schedule once, across its vehicles and trailers. */
export function duplicateVinIssues(transaction: Transaction, vin: string | undefined, exceptVehicleId?: number): RuleIssue[] {
  const where = vin ? unitWithVin(transaction, vin, exceptVehicleId) : undefined
  return where ? [{ path: 'vehicle_id_number', severity: 'error', message: `This VIN is already on this transaction (${where})` }] : []
}
