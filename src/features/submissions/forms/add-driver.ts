import type { Path } from 'react-hook-form'
import { todayOn } from '@/generic/dates'
import { driverRuleIssues, type AddDriverRequest, type AddDriverRequestInput } from '@/contract/submission-edits'
import { driverIssues, emptyDriver, type DriverEligibility, type DriverFormWith } from '@/domain/fleet/driver'
import type { FormIssue } from '@/generic/form-issues'
import { wireFieldsOf, type WireTable } from '@/contract/wire-table'
import { asIs, jsonCountOrZero, optionalJsonNumber, trimmed, upperCaseText } from '@/contract/wire-values'
import { additionRows, fleetAddition, type AdditionForm } from './fleet-addition'

/** An added driver (section 2.3) asks, besides every driver's questions, months of CDL experience and major violations. */
export type AddedDriver = DriverFormWith<'monthsExperience' | 'majorViolations'>

export type AddDriverForm = AdditionForm<'driver', AddedDriver>

/** The form's Covered / Excluded as the body's `covered` flag (the name decided in the contract: DRIVER_COVERED). */
const COVERED_FLAG = { Covered: 'Y', Excluded: 'N' } as const satisfies Record<DriverEligibility, AddDriverRequest['covered']>

const from = wireFieldsOf<AddedDriver>()

/** The add-driver body (section 2.3), field by field. Empty count boxes mean none; empty months are left out. */
const ADD_DRIVER_WIRE = {
  name_first: from('firstName', trimmed),
  name_last: from('lastName', trimmed),
  driver_license_state: from('licenseState', asIs),
  driver_license_number: from('licenseNumber', upperCaseText),
  driver_date_of_birth: from('dateOfBirth', asIs),
  covered: from('eligibility', (eligibility) => COVERED_FLAG[eligibility]),
  years_cdl_experience: from('yearsExperience', optionalJsonNumber),
  months_cdl_experience: from('monthsExperience', optionalJsonNumber),
  accidents_total: from('accidents', jsonCountOrZero),
  suspensions_total: from('suspensions', jsonCountOrZero),
  violations_total: from('violations', jsonCountOrZero),
  major_violations_total: from('majorViolations', jsonCountOrZero),
} as const satisfies WireTable<AddedDriver, AddDriverRequestInput>

const rows = additionRows('driver', (): AddedDriver => ({ ...emptyDriver(), monthsExperience: null, majorViolations: null }), ADD_DRIVER_WIRE)

/**
 * The form's problems: each field's own check, then the contract's driver rules (a date of birth in
 * the future, CDL experience counted to the month) on the body the form would send, read back onto
 * the fields through the table. Ages are judged on today: the portal cannot read the policy's
 * effective date, so it is never more lenient than the service.
 */
export function addDriverIssues(form: AddDriverForm, today: string): FormIssue[] {
  const issues = driverIssues(form.driver, 'driver', { onDate: today, today })
  const ruleIssues = driverRuleIssues(rows.toRequest(form), todayOn(today)).flatMap(({ path, message }) => {
    const field: Path<AddDriverForm> | null = rows.fieldOf(path)
    return field && !issues.some((issue) => issue.path === field) ? [{ path: field, message }] : []
  })
  return [...issues, ...ruleIssues]
}

export const describeAddedDriver = (driver: AddedDriver) => `${driver.firstName.trim()} ${driver.lastName.trim()}, ${driver.eligibility.toLowerCase()}`

export const DRIVER_ADDITION = fleetAddition(rows, addDriverIssues, describeAddedDriver)
