import { STEP_IDS, WIZARD_STEP_LABELS, type StepId } from '@/domain/wizard-drafts'
import type { QuoteForm, WizardMode } from './model'

export { STEP_IDS, isStepId, type StepId } from '@/domain/wizard-drafts'

export interface StepDefinition {
  id: StepId
  /** Short name in the step indicator and on the check page. */
  label: string
  /** Parts of the form this step edits; an error on one of them opens this step. */
  owns: readonly (keyof QuoteForm)[]
  indicationOnly?: boolean
  /** The schedule's rows: a quick indication is priced from the limits step's counts instead (ADR 0036). */
  quoteOnly?: boolean
}

/** What each step owns of the form, in the wizard's order (its ids and names: src/domain/wizard-drafts.ts). */
const OWNED: Record<StepId, Omit<StepDefinition, 'id' | 'label'>> = {
  insured: { owns: ['insured'] },
  addresses: { owns: ['garage', 'mailing', 'shipping'] },
  coverage: { owns: ['coverage'] },
  operations: { owns: ['operations'] },
  radius: { owns: ['radius'] },
  cargo: { owns: ['commodities', 'refrigeration'] },
  terminals: { owns: ['terminals'], quoteOnly: true },
  vehicles: { owns: ['vehicles'], quoteOnly: true },
  trailers: { owns: ['trailers'], quoteOnly: true },
  drivers: { owns: ['drivers'], quoteOnly: true },
  losses: { owns: ['losses'] },
  'retail-agent': { owns: ['agencyType', 'retailAgent'] },
  limits: { owns: ['limits'], indicationOnly: true },
  check: { owns: [] },
}

export const STEPS: readonly StepDefinition[] = STEP_IDS.map((id) => ({ id, label: WIZARD_STEP_LABELS[id], ...OWNED[id] }))

export interface StepVisibility {
  mode: WizardMode
  /** False once the account is known to be a retail agency (docs/decisions/0006-agency-type.md). */
  showRetailAgent: boolean
}

/**
 * A quick indication asks only what prices it (ADR 0036): no terminals, vehicles, trailers or drivers,
 * which the sandbox replaces by the limits step's counts and values; a full quote asks for the rows.
 */
export function visibleSteps({ mode, showRetailAgent }: StepVisibility): StepDefinition[] {
  const forMode = (step: StepDefinition) => (mode === 'indication' ? !step.quoteOnly : !step.indicationOnly)
  return STEPS.filter((step) => forMode(step) && (showRetailAgent || step.id !== 'retail-agent'))
}

/** The step that holds a form path such as `drivers.2.dateOfBirth`. */
export function stepOfPath(path: string): StepId | undefined {
  const part = path.split('.')[0]
  return STEPS.find((step) => (step.owns as readonly string[]).includes(part ?? ''))?.id
}
