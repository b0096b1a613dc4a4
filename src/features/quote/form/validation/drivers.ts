import { isRealIsoDate } from '@/generic/dates'
import { driverIssues } from '@/domain/fleet/driver'
import type { FormIssue } from '@/generic/form-issues'
import type { QuoteForm } from '../model'
import type { ValidationContext } from '../issues'

export function driversStepIssues(values: QuoteForm, { mode, today }: ValidationContext): FormIssue[] {
  if (mode === 'quote' && values.drivers.length === 0) return [{ path: 'drivers', message: 'Add at least one driver: a quote needs one' }]
  const effective = values.coverage.effectiveDate
  const onDate = isRealIsoDate(effective) ? effective : today
  return values.drivers.flatMap((driver, index) => driverIssues(driver, `drivers.${index}`, { onDate, today }))
}
