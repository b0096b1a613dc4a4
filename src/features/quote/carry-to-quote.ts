import { localToday } from '@/generic/dates'
import { newDraftId } from '@/domain/wizard-drafts'
import { restoreValues, saveDraft } from './form/draft'
import { emptyDriver, emptyVehicle } from './form/model'
import { visibleSteps, type StepId } from './form/steps'
import { validateStep } from './form/validation/validate-step'

/**
 * "Continue to full quote": an indication's answers become a new quote draft (beside any other), which
 * remembers the indication, and its id is returned; null when the browser would not store it. The
 * person lands on the first step a quote still needs (a vehicle and a driver, most often) and continues
 * from there, so no step is shown as done that still wants answers.
 */
export function carryIndicationToQuote(account: string, indication: { submissionNumber: string; entered?: unknown }): string | null {
  const { submissionNumber, entered } = indication
  const values = restoreValues(entered, 'quote')
  if (values.vehicles.length === 0) values.vehicles = [emptyVehicle()]
  if (values.drivers.length === 0) values.drivers = [emptyDriver()]
  const context = { mode: 'quote' as const, today: localToday() }
  const steps = visibleSteps({ mode: 'quote', showRetailAgent: values.agencyType !== 'retail' })
  const firstToDo: StepId = steps.find((step) => validateStep(step.id, values, context).length > 0)?.id ?? 'check'
  const id = newDraftId()
  const saved = saveDraft('quote', account, {
    id,
    values,
    step: firstToDo,
    reached: firstToDo,
    savedAt: new Date().toISOString(),
    writer: 'indication',
    // Kept with the draft: every opening of it, a reload included, says what was carried and what was not (issue 39).
    origin: { agencyType: values.agencyType, carriedFrom: submissionNumber },
  })
  return saved ? id : null
}
