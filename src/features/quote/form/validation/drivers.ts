import * as z from 'zod/mini'
import { DRIVER_ELIGIBILITY, keysOf } from '@/api/contract/quote-enums'
import { dateOfHireProblem, driverAgeProblem, experienceProblem } from '@/api/contract/quote-rules/dates'
import { isRealIsoDate } from '@/lib/dates'
import type { DriverForm, QuoteForm } from '../model'
import { schemaIssues, type FormIssue, type ValidationContext } from '../issues'
import { choice, isoDate, number, optionalIsoDate, optionalNumber, requiredText, usState } from './fields'

const COUNT = { min: 0, max: 99 }

const driverSchema = z.object({
  firstName: requiredText('Enter the first name'),
  lastName: requiredText('Enter the last name'),
  licenseState: usState('Select the state that issued the license'),
  licenseNumber: z.string().check(z.trim(), z.minLength(1, 'Enter the license number'), z.regex(/^[A-Za-z0-9 -]{1,20}$/, 'Enter the license number as letters and digits')),
  dateOfBirth: isoDate('Enter the date of birth'),
  dateOfHire: optionalIsoDate(),
  yearsExperience: number({ name: 'the years of CDL experience', min: 0, max: 75 }),
  accidents: optionalNumber({ name: 'the number of accidents', ...COUNT }),
  violations: optionalNumber({ name: 'the number of violations', ...COUNT }),
  suspensions: optionalNumber({ name: 'the number of suspensions', ...COUNT }),
  eligibility: choice(keysOf(DRIVER_ELIGIBILITY), 'Select whether the driver is covered or excluded'),
})

/** Age on the effective date, hire date and experience: the shared rules, once the boxes hold real values. */
function driverRuleIssues(driver: DriverForm, base: string, onDate: string, today: string): FormIssue[] {
  if (!isRealIsoDate(driver.dateOfBirth)) return []
  const issues: FormIssue[] = []
  const age = driverAgeProblem(driver.dateOfBirth, onDate)
  if (age) issues.push({ path: `${base}.dateOfBirth`, message: age })
  const hire = isRealIsoDate(driver.dateOfHire) ? dateOfHireProblem(driver.dateOfHire, driver.dateOfBirth, today) : null
  if (hire) issues.push({ path: `${base}.dateOfHire`, message: hire })
  const experience = Number.isInteger(driver.yearsExperience) ? experienceProblem(String(driver.yearsExperience), driver.dateOfBirth, onDate) : null
  if (experience) issues.push({ path: `${base}.yearsExperience`, message: experience })
  return issues
}

export function driverIssues(values: QuoteForm, { mode, today }: ValidationContext): FormIssue[] {
  if (mode === 'quote' && values.drivers.length === 0) return [{ path: 'drivers', message: 'Add at least one driver: a quote needs one' }]
  const effective = values.coverage.effectiveDate
  const onDate = isRealIsoDate(effective) ? effective : today
  return values.drivers.flatMap((driver, index) => {
    const base = `drivers.${index}`
    const fieldIssues = schemaIssues(driverSchema, driver, base)
    const ruleIssues = driverRuleIssues(driver, base, onDate, today).filter((rule) => !fieldIssues.some((field) => field.path === rule.path))
    return [...fieldIssues, ...ruleIssues]
  })
}
