import { loadDraft, restoreValues, saveDraft } from './form/draft'
import { emptyDriver, emptyVehicle } from './form/model'
import { localToday } from './form/issues'
import { visibleSteps, type StepId } from './form/steps'
import { validateStep } from './form/validation/validate-step'

/**
 * "Continue to full quote": an indication's answers become the account's quote draft. The person
 * lands on the first step a quote still needs (a vehicle and a driver, most often) and continues from
 * there, so no step is shown as done that still wants answers. Returns false when the answers were
 * not kept (an old result).
 */
export function carryIndicationToQuote(account: string, entered: unknown): boolean {
  if (entered === undefined) return false
  const values = restoreValues(entered, 'quote')
  if (values.vehicles.length === 0) values.vehicles = [emptyVehicle()]
  if (values.drivers.length === 0) values.drivers = [emptyDriver()]
  const context = { mode: 'quote' as const, today: localToday() }
  const steps = visibleSteps({ mode: 'quote', showRetailAgent: values.agencyType !== 'retail' })
  const firstToDo: StepId = steps.find((step) => validateStep(step.id, values, context).length > 0)?.id ?? 'check'
  saveDraft('quote', account, { values, step: firstToDo, reached: firstToDo, savedAt: new Date().toISOString() })
  return true
}

export const hasQuoteDraft = (account: string) => loadDraft('quote', account) !== null
