import * as z from 'zod/mini'
import type { QuoteRequestInput } from '../../contract/quote.ts'
import { keysOf, VEHICLE_BODY_TYPES, VEHICLE_CLASSES, type VehicleBodyTypeKey, type VehicleClassKey } from '../../contract/quote-enums.ts'
import { powerUnitVinProblem, type VinProblem } from '../../contract/quote-rules/vins.ts'
import { choice } from '../form-checks.ts'
import { schemaIssues, type FormIssue } from '../../generic/form-issues.ts'
import { normalizeVin } from '../../generic/vin.ts'
import { wireFieldsOf, type WireTable } from '../../contract/wire-table.ts'
import { chosen, numberText, trimmed, yesNo } from '../../contract/wire-values.ts'
import { describedUnitSchema, emptyUnit, yearAndValueIssues, type UnitForm } from './unit.ts'

/** A power unit as a person edits it, wherever it is edited (a quote's vehicles, a vehicle update). */
export interface VehicleForm extends UnitForm {
  /** The VIN the person confirmed despite a check-digit warning; editing the VIN voids it. */
  confirmedVin: string
  classKey: VehicleClassKey | ''
  bodyType: VehicleBodyTypeKey | ''
}

/** A row of a quote's vehicles (section 2.7): towing with physical damage is asked there. */
export interface QuoteVehicleForm extends VehicleForm {
  apdTowing: boolean
}

export const emptyQuoteVehicle = (): QuoteVehicleForm => ({ ...emptyUnit(), confirmedVin: '', classKey: '', bodyType: '', apdTowing: false })

const vehicleChoicesSchema = z.object({
  classKey: choice(keysOf(VEHICLE_CLASSES), 'Select the weight class'),
  bodyType: choice(keysOf(VEHICLE_BODY_TYPES), 'Select the body type'),
})

type VinRule = (vin: string) => VinProblem | null

/** A check-digit warning says what to do about it: the confirmation box appears under the VIN. */
export function vehicleVinIssue(vehicle: VehicleForm, base: string, vinProblem: VinRule): FormIssue | null {
  const problem = vehicle.vin.trim() ? vinProblem(vehicle.vin) : { severity: 'error' as const, message: 'Enter the VIN' }
  if (!problem) return null
  if (problem.severity === 'error') return { path: `${base}.vin`, message: problem.message }
  const confirmed = normalizeVin(vehicle.confirmedVin) === normalizeVin(vehicle.vin)
  return confirmed ? null : { path: `${base}.vin`, message: `${problem.message}. If it is right, confirm it below`, warning: true }
}

/**
 * One vehicle's own problems under `base` (`vehicles.3`); VINs repeated across units are the list's to find.
 * The VIN rule is the quote's power-unit rule unless the form says otherwise (a vehicle update takes
 * `updatedVehicleVinProblem`, the contract's rule for its `vehicle_id_number`).
 */
export function vehicleIssues(vehicle: VehicleForm, base: string, today: string, vinProblem: VinRule = powerUnitVinProblem): FormIssue[] {
  const vin = vehicleVinIssue(vehicle, base, vinProblem)
  return [
    ...(vin ? [vin] : []),
    ...yearAndValueIssues(vehicle, base, today),
    ...schemaIssues(describedUnitSchema('vehicle'), vehicle, base),
    ...schemaIssues(vehicleChoicesSchema, vehicle, base),
  ]
}

const from = wireFieldsOf<QuoteVehicleForm>()

/** A quote's `vehicles[]` row (section 2.7), field by field. */
export const QUOTE_VEHICLE_WIRE = {
  vin: from('vin', normalizeVin),
  includeAPDTowing: from('apdTowing', yesNo),
  year: from('year', numberText),
  make: from('make', trimmed),
  model: from('model', trimmed),
  value: from('value', numberText),
  classKey: from('classKey', chosen),
  bodyTypeKey: from('bodyType', chosen),
} as const satisfies WireTable<QuoteVehicleForm, NonNullable<QuoteRequestInput['vehicles']>[number]>
