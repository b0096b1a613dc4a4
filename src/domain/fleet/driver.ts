import * as z from 'zod/mini'
import { MAX_MONTHS_BESIDE_YEARS } from '../../contract/leaf-rules.ts'
import type { QuoteRequestInput } from '../../contract/quote.ts'
import { DRIVER_ELIGIBILITY, keysOf } from '../../contract/quote-enums.ts'
import { dateOfHireProblem, driverAgeProblem, experienceProblem } from '../../contract/quote-rules/dates.ts'
import { isRealIsoDate, todayOn } from '../../generic/dates.ts'
import { choice, isoDate, licenseNumber, number, optionalIsoDate, optionalNumber, requiredText, usState } from '../form-checks.ts'
import { schemaIssues, type FormIssue } from '../../generic/form-issues.ts'
import type { NumberValue } from '../../generic/number-input.ts'
import { wireFieldsOf, type WireTable } from '../../contract/wire-table.ts'
import { asIs, numberText, optionalUsDate, trimmed, upperCaseText, usDate, zeroIfEmpty } from '../../contract/wire-values.ts'

export type DriverEligibility = (typeof DRIVER_ELIGIBILITY)[number][0]

/** What every driver form asks, whichever body it goes to. Dates are `YYYY-MM-DD` from date inputs. */
export interface DriverForm {
  firstName: string
  lastName: string
  licenseState: string
  licenseNumber: string
  dateOfBirth: string
  yearsExperience: NumberValue
  accidents: NumberValue
  violations: NumberValue
  suspensions: NumberValue
  eligibility: DriverEligibility
}

/**
 * Questions only some bodies ask: a quote's `drivers[]` (section 2.7) the hire date and whether the
 * driver owns the business; an added driver (section 2.3) months of CDL experience and major violations.
 */
export interface DriverExtras {
  dateOfHire: string
  isOwner: boolean
  monthsExperience: NumberValue
  majorViolations: NumberValue
}
export type DriverExtra = keyof DriverExtras
export type DriverFormWith<Extra extends DriverExtra> = DriverForm & Pick<DriverExtras, Extra>

export type QuoteDriverForm = DriverFormWith<'dateOfHire' | 'isOwner'>

export const emptyDriver = (): DriverForm => ({
  firstName: '',
  lastName: '',
  licenseState: '',
  licenseNumber: '',
  dateOfBirth: '',
  yearsExperience: null,
  accidents: null,
  violations: null,
  suspensions: null,
  eligibility: 'Covered',
})

export const emptyQuoteDriver = (): QuoteDriverForm => ({ ...emptyDriver(), dateOfHire: '', isOwner: false })

const COUNT = { min: 0, max: 99 }

/** Each field's check, in the order the fields are shown (so the error summary lists them in that order). */
const FIELD_CHECKS = {
  firstName: requiredText('Enter the first name'),
  lastName: requiredText('Enter the last name'),
  licenseState: usState('Select the state that issued the license'),
  licenseNumber: licenseNumber('Enter the license number'),
  dateOfBirth: isoDate('Enter the date of birth'),
  dateOfHire: optionalIsoDate(),
  yearsExperience: number({ name: 'the years of CDL experience', min: 0, max: 75 }),
  monthsExperience: optionalNumber({ name: 'the months of CDL experience', min: 0, max: MAX_MONTHS_BESIDE_YEARS }),
  accidents: optionalNumber({ name: 'the number of accidents', ...COUNT }),
  violations: optionalNumber({ name: 'the number of violations', ...COUNT }),
  majorViolations: optionalNumber({ name: 'the number of major violations', ...COUNT }),
  suspensions: optionalNumber({ name: 'the number of suspensions', ...COUNT }),
  eligibility: choice(keysOf(DRIVER_ELIGIBILITY), 'Select whether the driver is covered or excluded'),
} satisfies Record<Exclude<keyof DriverForm | DriverExtra, 'isOwner'>, z.core.$ZodType>

/** One schema per set of questions a form asks, made once. */
const schemas = new Map<string, z.core.$ZodType>()
function schemaFor(driver: object) {
  const asked = Object.keys(FIELD_CHECKS).filter((key) => key in driver) as (keyof typeof FIELD_CHECKS)[]
  const key = asked.join()
  const known = schemas.get(key)
  if (known) return known
  const schema = z.object(Object.fromEntries(asked.map((field) => [field, FIELD_CHECKS[field]])))
  schemas.set(key, schema)
  return schema
}

export interface DriverDates {
  /** The date the cover starts (or today): ages and experience are judged on it. */
  onDate: string
  today: string
}

/** Age on the effective date, hire date and experience: the contract's rules, once the boxes hold real values. */
function driverRuleIssues(driver: DriverForm & Partial<DriverExtras>, base: string, { onDate, today }: DriverDates): FormIssue[] {
  if (!isRealIsoDate(driver.dateOfBirth)) return []
  const issues: FormIssue[] = []
  const age = driverAgeProblem(driver.dateOfBirth, onDate)
  if (age) issues.push({ path: `${base}.dateOfBirth`, message: age })
  const hire = driver.dateOfHire && isRealIsoDate(driver.dateOfHire) ? dateOfHireProblem(driver.dateOfHire, driver.dateOfBirth, todayOn(today)) : null
  if (hire) issues.push({ path: `${base}.dateOfHire`, message: hire })
  const experience = Number.isInteger(driver.yearsExperience) ? experienceProblem(String(driver.yearsExperience), driver.dateOfBirth, onDate) : null
  if (experience) issues.push({ path: `${base}.yearsExperience`, message: experience })
  return issues
}

/** One driver's problems under `base` (`drivers.2`, or a form's own `driver`); the extras the form has are checked too. */
export function driverIssues(driver: DriverForm & Partial<DriverExtras>, base: string, dates: DriverDates): FormIssue[] {
  const fieldIssues = schemaIssues(schemaFor(driver), driver, base)
  const ruleIssues = driverRuleIssues(driver, base, dates).filter((rule) => !fieldIssues.some((field) => field.path === rule.path))
  return [...fieldIssues, ...ruleIssues]
}

const from = wireFieldsOf<QuoteDriverForm>()

/** A quote's `drivers[]` row (section 2.7), field by field. */
export const QUOTE_DRIVER_WIRE = {
  firstName: from('firstName', trimmed),
  lastName: from('lastName', trimmed),
  licenseState: from('licenseState', asIs),
  licenseNumber: from('licenseNumber', upperCaseText),
  dateOfBirth: from('dateOfBirth', usDate),
  dateOfHire: from('dateOfHire', optionalUsDate),
  yearsExperience: from('yearsExperience', numberText),
  accidents_total: from('accidents', zeroIfEmpty),
  violations_total: from('violations', zeroIfEmpty),
  suspensions_total: from('suspensions', zeroIfEmpty),
  eligibility: from('eligibility', asIs),
  isOwner: from('isOwner', asIs),
} as const satisfies WireTable<QuoteDriverForm, NonNullable<QuoteRequestInput['drivers']>[number]>
