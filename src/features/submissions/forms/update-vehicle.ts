import * as z from 'zod/mini'
import { updatedVehicleVinProblem } from '@/contract/quote-rules/vins'
import type { UpdateVehicleRequestInput } from '@/contract/submission-edits'
import { emptyUnit, yearAndValueIssues } from '@/domain/fleet/unit'
import { vehicleVinIssue, type VehicleForm } from '@/domain/fleet/vehicle'
import { optionalText as optionalTextCheck } from '@/domain/form-checks'
import { schemaIssues, type FormIssue } from '@/generic/form-issues'
import type { NumberValue } from '@/generic/number-input'
import { normalizeVin } from '@/generic/vin'
import { wireFieldsOf, writeWire, type WireTable } from '@/contract/wire-table'
import { optionalChoice, optionalJsonNumber, optionalText } from '@/contract/wire-values'
import { deductibleIssues } from './deductible'
import { fieldUnder } from './field-under'
import { pathIdIssues } from './path-id'
import type { ImportForm } from '@/domain/fleet/import-preview'

/** What a person changes on a vehicle (section 2.4): every question of a power unit, and its deductible; each may stay empty. */
export interface VehicleChanges extends VehicleForm {
  deductible: NumberValue
}

export interface UpdateVehicleForm {
  /**
   * The vehicle chosen among those this browser knows (`vehicleChoiceOf`), `other` for another, '' before
   * a choice: a help to find the id, never sent.
   */
  vehicleChoice?: string
  /** The vehicle's id (a path segment): there is no call that lists a transaction's vehicles. */
  vehicleId: NumberValue
  vehicle: VehicleChanges
}

/** The group's own anchor: "fill in at least one" is said there. */
export const CHANGES_ANCHOR = 'vehicle-changes'

export const emptyUpdateVehicleForm = (): UpdateVehicleForm => ({
  vehicleChoice: '',
  vehicleId: null,
  vehicle: { ...emptyUnit(), confirmedVin: '', classKey: '', bodyType: '', deductible: null },
})

const from = wireFieldsOf<VehicleChanges>()

/** The update body (section 2.4), field by field: a field left empty is `undefined`, so it is not sent. */
export const UPDATE_VEHICLE_WIRE = {
  vehicle_id_number: from('vin', (vin) => (vin.trim() ? normalizeVin(vin) : undefined)),
  year: from('year', optionalJsonNumber),
  make: from('make', optionalText),
  model: from('model', optionalText),
  class: from('classKey', optionalChoice),
  value: from('value', optionalJsonNumber),
  body_type: from('bodyType', optionalChoice),
  deductible: from('deductible', optionalJsonNumber),
} as const satisfies WireTable<VehicleChanges, UpdateVehicleRequestInput>

/** Only what the person filled in, in the order of section 2.4. */
export function toUpdateVehicleRequest(form: UpdateVehicleForm): UpdateVehicleRequestInput {
  const body = writeWire(UPDATE_VEHICLE_WIRE, form.vehicle)
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as UpdateVehicleRequestInput
}

export const updateVehicleFieldOf = (wirePath: string) => fieldUnder<UpdateVehicleForm>('vehicle', UPDATE_VEHICLE_WIRE, wirePath)

const describedSchema = z.object({ make: optionalTextCheck(), model: optionalTextCheck() })

const isEmptyBox = (value: VehicleChanges[keyof VehicleChanges]) => value === null || (typeof value === 'string' && value.trim() === '')

/** The vehicle id, then each field that was filled in, checked as in a quote (the VIN by the update's own rule, 10 to 17); and at least one field. */
export function updateVehicleIssues(form: UpdateVehicleForm, today: string): FormIssue[] {
  const { vehicle } = form
  const vin = vehicle.vin.trim() ? vehicleVinIssue(vehicle, 'vehicle', updatedVehicleVinProblem) : null
  const issues = [
    ...pathIdIssues(form.vehicleId, 'vehicleId', 'vehicle id', 7004),
    ...(vin ? [vin] : []),
    ...yearAndValueIssues(vehicle, 'vehicle', today, false),
    ...schemaIssues(describedSchema, vehicle, 'vehicle'),
    ...deductibleIssues(vehicle.deductible, 'vehicle.deductible'),
  ]
  const filled = Object.values(UPDATE_VEHICLE_WIRE).some(({ field }) => field !== null && !isEmptyBox(vehicle[field as keyof VehicleChanges]))
  return filled ? issues : [...issues, { path: CHANGES_ANCHOR, message: 'Fill in at least one field to change' }]
}

/** A vehicle update as one row of a schedule: the vehicle's id beside its changes. */
export type VehicleUpdateRow = VehicleChanges & Pick<UpdateVehicleForm, 'vehicleId'>

const formOf = ({ vehicleId, ...vehicle }: VehicleUpdateRow): UpdateVehicleForm => ({ vehicleId, vehicle })

/** The update's request of a row: its vehicle id (the path) and only the fields the row fills in (the body). */
export const toVehicleUpdate = (row: VehicleUpdateRow) => ({ vehicleId: Number(row.vehicleId), body: toUpdateVehicleRequest(formOf(row)) })

/**
 * A schedule's row checked by the form's own rules. Nothing follows it, so a row without its vehicle id
 * or without a change is refused, not sent; "at least one field" is said on the row.
 */
export const VEHICLE_UPDATE_IMPORT: ImportForm<VehicleUpdateRow> = {
  empty: () => {
    const { vehicleId, vehicle } = emptyUpdateVehicleForm()
    return { vehicleId, ...vehicle }
  },
  issuesOf: (row, today) => updateVehicleIssues(formOf(row), today),
  refusesEmpty: true,
}

/** The updated vehicle in words, for the submission's history here: "Vehicle 7004: value 90000, deductible 2500". */
export const describeVehicleUpdate = ({ vehicleId, body }: ReturnType<typeof toVehicleUpdate>) =>
  `Vehicle ${vehicleId}: ${Object.entries(body)
    .map(([field, value]) => `${field.replaceAll('_', ' ')} ${String(value)}`)
    .join(', ')}`
