import * as z from 'zod/mini'
import { todayOn } from '../../generic/dates.ts'
import { unitValueProblem, unitYearProblem } from '../../contract/quote-rules/units.ts'
import { numberProblem, requiredText } from '../form-checks.ts'
import type { FormIssue } from '../../generic/form-issues.ts'
import type { NumberValue } from '../../generic/number-input.ts'

/** What power units and trailers share: the VIN, what it is and what it is worth. */
export interface UnitForm {
  vin: string
  year: NumberValue
  make: string
  model: string
  value: NumberValue
}

export const emptyUnit = (): UnitForm => ({ vin: '', year: null, make: '', model: '', value: null })

/** A make and model a person would recognise for the kind of unit: a tractor's are not a trailer's (issue 39). */
const EXAMPLE_UNITS = {
  vehicle: { make: 'Freightliner', model: 'Cascadia' },
  trailer: { make: 'Utility', model: '4000D-X' },
} as const

/** The make and model of a vehicle or a trailer, each problem with an example of its own kind. */
export const describedUnitSchema = (kind: keyof typeof EXAMPLE_UNITS) =>
  z.object({
    make: requiredText(`Enter the make, like ${EXAMPLE_UNITS[kind].make}`),
    model: requiredText(`Enter the model, like ${EXAMPLE_UNITS[kind].model}`),
  })

/**
 * The year and value boxes under `base`: present (unless `required` is false: an update sends only
 * what was filled in), numbers, then the contract's plausibility rules.
 */
export function yearAndValueIssues(unit: Pick<UnitForm, 'year' | 'value'>, base: string, today: string, required = true): FormIssue[] {
  const issues: FormIssue[] = []
  const filled = (value: UnitForm['year']) => required || value !== null
  const year = filled(unit.year)
    ? (numberProblem(unit.year, { name: 'the model year', min: 0, max: 9999 }) ?? unitYearProblem(String(unit.year), todayOn(today)))
    : null
  if (year) issues.push({ path: `${base}.year`, message: year })
  const value = filled(unit.value)
    ? (numberProblem(unit.value, { name: 'the value in dollars', min: 0, max: 1_000_000_000, whole: false, money: true }) ??
      unitValueProblem(String(unit.value)))
    : null
  if (value) issues.push({ path: `${base}.value`, message: value })
  return issues
}
