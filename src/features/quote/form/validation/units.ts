import * as z from 'zod/mini'
import { TRAILER_BODY_TYPES, VEHICLE_BODY_TYPES, VEHICLE_CLASSES, keysOf } from '@/api/contract/quote-enums'
import { unitValueProblem, unitYearProblem } from '@/api/contract/quote-rules/units'
import { duplicateVinIssues, powerUnitVinProblem, trailerVinProblem } from '@/api/contract/quote-rules/vins'
import { normalizeVin } from '@/lib/vin'
import type { NumberValue } from '@/lib/number-input'
import type { QuoteForm } from '../model'
import { schemaIssues, type FormIssue, type ValidationContext } from '../issues'
import { choice, numberProblem, requiredText } from './fields'

const describedUnitSchema = z.object({
  make: requiredText('Enter the make, like Freightliner'),
  model: requiredText('Enter the model, like Cascadia'),
})

const vehicleChoicesSchema = z.object({
  classKey: choice(keysOf(VEHICLE_CLASSES), 'Select the weight class'),
  bodyType: choice(keysOf(VEHICLE_BODY_TYPES), 'Select the body type'),
})

const trailerChoicesSchema = z.object({ bodyType: choice(keysOf(TRAILER_BODY_TYPES), 'Select the trailer type') })

interface Unit {
  vin: string
  year: NumberValue
  value: NumberValue
}

/** The year and value boxes: present, numbers, then the shared plausibility rules. */
function yearAndValueIssues(unit: Unit, base: string, today: string): FormIssue[] {
  const issues: FormIssue[] = []
  const year = numberProblem(unit.year, { name: 'the model year', min: 0, max: 9999 }) ?? unitYearProblem(String(unit.year), today)
  if (year) issues.push({ path: `${base}.year`, message: year })
  const value =
    numberProblem(unit.value, { name: 'the value in dollars', min: 0, max: 1_000_000_000, whole: false }) ?? unitValueProblem(String(unit.value))
  if (value) issues.push({ path: `${base}.value`, message: value })
  return issues
}

function duplicateIssues(values: QuoteForm, group: 'vehicles' | 'trailers'): FormIssue[] {
  return duplicateVinIssues(values.vehicles, values.trailers)
    .filter((issue) => issue.path.startsWith(`${group}.`))
    .map(({ path, message }) => ({ path, message }))
}

/** A check-digit warning says what to do about it: the confirmation box appears under the VIN. */
const vinIssue = (base: string, { severity, message }: { severity: 'error' | 'warning'; message: string }): FormIssue =>
  severity === 'warning'
    ? { path: `${base}.vin`, message: `${message}. If it is right, confirm it below`, warning: true }
    : { path: `${base}.vin`, message }

export function vehicleIssues(values: QuoteForm, { mode, today }: ValidationContext): FormIssue[] {
  if (mode === 'quote' && values.vehicles.length === 0) return [{ path: 'vehicles', message: 'Add at least one vehicle: a quote needs one' }]
  const issues = values.vehicles.flatMap((vehicle, index) => {
    const base = `vehicles.${index}`
    const vin = vehicle.vin.trim() ? powerUnitVinProblem(vehicle.vin) : { severity: 'error' as const, message: 'Enter the VIN' }
    const confirmed = vin?.severity === 'warning' && normalizeVin(vehicle.confirmedVin) === normalizeVin(vehicle.vin)
    return [
      ...(vin && !confirmed ? [vinIssue(base, vin)] : []),
      ...yearAndValueIssues(vehicle, base, today),
      ...schemaIssues(describedUnitSchema, vehicle, base),
      ...schemaIssues(vehicleChoicesSchema, vehicle, base),
    ]
  })
  return [...issues, ...duplicateIssues(values, 'vehicles')]
}

export function trailerIssues(values: QuoteForm, { today }: ValidationContext): FormIssue[] {
  const issues = values.trailers.flatMap((trailer, index) => {
    const base = `trailers.${index}`
    const vin = trailer.vin.trim() ? trailerVinProblem(trailer.vin)?.message : 'Enter the VIN'
    return [
      ...(vin ? [{ path: `${base}.vin`, message: vin }] : []),
      ...yearAndValueIssues(trailer, base, today),
      ...schemaIssues(describedUnitSchema, trailer, base),
      ...schemaIssues(trailerChoicesSchema, trailer, base),
    ]
  })
  return [...issues, ...duplicateIssues(values, 'trailers')]
}
