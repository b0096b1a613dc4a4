import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary'
import { STEPS, stepOfPath, type StepId } from '../form/steps'
import { useIssueSnapshot } from './use-issues'

const ROW_LABELS: Record<string, string> = {
  commodities: 'Commodity',
  terminals: 'Terminal',
  vehicles: 'Vehicle',
  trailers: 'Trailer',
  drivers: 'Driver',
  losses: 'Loss year',
}

/** "Vehicle 3: Enter the VIN": a row's problem names its row, so the list reads on its own. */
function rowPrefix(path: string): string {
  const [list = '', index] = path.split('.')
  return ROW_LABELS[list] && index !== undefined && /^\d+$/.test(index) ? `${ROW_LABELS[list]} ${Number(index) + 1}: ` : ''
}

/** Opening the step with the first problem focuses the summary by this id, after the step's heading took the focus. */
export const WIZARD_SUMMARY_ID = 'wizard-error-summary'

const stepLabel = (step: StepId) => STEPS.find((candidate) => candidate.id === step)?.label ?? step
const stepOrder = (step: StepId | null | undefined) => (step ? STEPS.findIndex((candidate) => candidate.id === step) : STEPS.length)

export interface WizardSummaryProps {
  current: StepId
  focusKey: number
  /** Opens another step and focuses one of its fields (or its heading). */
  openStep: (step: StepId, focus?: string) => void
}

/**
 * Every problem of the wizard in one GOV.UK error summary: this page's link to their fields, other
 * pages' open their step first, and what the service said about fields the form does not have is
 * listed as it came, with the field's name.
 */
export function WizardSummary({ current, focusKey, openStep }: WizardSummaryProps) {
  const { fields, loose } = useIssueSnapshot()
  const placed = [...fields].map(([path, problem]) => ({ path, step: stepOfPath(path), message: `${rowPrefix(path)}${problem.message}` }))
  const items: (ErrorSummaryItem & { order: number })[] = [
    ...placed.map(({ path, step, message }) => ({
      order: stepOrder(step),
      fieldId: path,
      message: step && step !== current ? `${message} (${stepLabel(step)})` : message,
      onSelect: step && step !== current ? () => openStep(step, path) : undefined,
    })),
    // Without a field, a problem of a known step leads to that step's heading (`step-<id>`, the h1).
    ...loose.map(({ wirePath, message, step }) => ({
      order: stepOrder(step),
      fieldId: step ? `step-${step}` : undefined,
      message: `${message} (the service named the field “${wirePath}”${step ? `, on ${stepLabel(step)}` : ''})`,
      onSelect: step && step !== current ? () => openStep(step) : undefined,
    })),
  ]
  items.sort((a, b) => a.order - b.order)
  return <ErrorSummary id={WIZARD_SUMMARY_ID} items={items} focusKey={focusKey} />
}
