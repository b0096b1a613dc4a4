import type { Path } from 'react-hook-form'
import { todayOn } from '@/generic/dates'
import { driverRuleIssues, type AddDriverRequest, type AddDriverRequestInput } from '@/contract/submission-edits'
import { driverIssues, emptyDriver, type DriverEligibility, type DriverFormWith } from '@/domain/fleet/driver'
import type { ImportForm } from '@/domain/fleet/import-preview'
import type { FormIssue } from '@/generic/form-issues'
import { wireFieldsOf, writeWire, type WireTable } from '@/contract/wire-table'
import { asIs, jsonCountOrZero, optionalJsonNumber, trimmed, upperCaseText } from '@/contract/wire-values'
import { fieldUnder } from './field-under'

/** An added driver (section 2.3) asks, besides every driver's questions, months of CDL experience and major violations. */
export type AddedDriver = DriverFormWith<'monthsExperience' | 'majorViolations'>

export interface AddDriverForm {
  driver: AddedDriver
}

export const emptyAddDriverForm = (): AddDriverForm => ({ driver: { ...emptyDriver(), monthsExperience: null, majorViolations: null } })

/** The form's Covered / Excluded as the body's `covered` flag (the name decided in the contract: DRIVER_COVERED). */
const COVERED_FLAG = { Covered: 'Y', Excluded: 'N' } as const satisfies Record<DriverEligibility, AddDriverRequest['covered']>

const from = wireFieldsOf<AddedDriver>()

/** The add-driver body (section 2.3), field by field. Empty count boxes mean none; empty months are left out. */
export const ADD_DRIVER_WIRE = {
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

export const toAddDriverRequest = (form: AddDriverForm): AddDriverRequestInput => writeWire(ADD_DRIVER_WIRE, form.driver)

/** Where a 422's path is shown: `name_first` on `driver.firstName`; null for a path no field takes. */
export const addDriverFieldOf = (wirePath: string) => fieldUnder<AddDriverForm>('driver', ADD_DRIVER_WIRE, wirePath)

/**
 * The form's problems: each field's own check, then the contract's driver rules (a date of birth in
 * the future, CDL experience counted to the month) on the body the form would send, read back onto
 * the fields through the table. Ages are judged on today: the portal cannot read the policy's
 * effective date, so it is never more lenient than the service.
 */
export function addDriverIssues(form: AddDriverForm, today: string): FormIssue[] {
  const issues = driverIssues(form.driver, 'driver', { onDate: today, today })
  const ruleIssues = driverRuleIssues(toAddDriverRequest(form), todayOn(today)).flatMap(({ path, message }) => {
    const field: Path<AddDriverForm> | null = addDriverFieldOf(path)
    return field && !issues.some((issue) => issue.path === field) ? [{ path: field, message }] : []
  })
  return [...issues, ...ruleIssues]
}

/** A row of a pasted schedule fills the form, checked by the form's own rules. */
export const DRIVER_IMPORT: ImportForm<AddDriverForm['driver']> = {
  empty: () => emptyAddDriverForm().driver,
  issuesOf: (driver, today) => addDriverIssues({ driver }, today),
}

/** The added driver in words, for the submission's history here. */
export const describeAddedDriver = (driver: AddedDriver) => `${driver.firstName.trim()} ${driver.lastName.trim()}, ${driver.eligibility.toLowerCase()}`
