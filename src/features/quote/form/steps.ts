import type { QuoteForm, WizardMode } from './model'

/** The wizard's pages in the order agents think, each owning some top-level parts of the form. */
export const STEP_IDS = [
  'insured',
  'addresses',
  'coverage',
  'operations',
  'radius',
  'cargo',
  'terminals',
  'vehicles',
  'trailers',
  'drivers',
  'losses',
  'retail-agent',
  'limits',
  'check',
] as const
export type StepId = (typeof STEP_IDS)[number]

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

export const STEPS: readonly StepDefinition[] = [
  { id: 'insured', label: 'Insured', owns: ['insured'] },
  { id: 'addresses', label: 'Addresses', owns: ['garage', 'mailing', 'shipping'] },
  { id: 'coverage', label: 'Coverages', owns: ['coverage'] },
  { id: 'operations', label: 'Operations and filings', owns: ['operations'] },
  { id: 'radius', label: 'Radius', owns: ['radius'] },
  { id: 'cargo', label: 'Cargo', owns: ['commodities', 'refrigeration'] },
  { id: 'terminals', label: 'Terminals', owns: ['terminals'], quoteOnly: true },
  { id: 'vehicles', label: 'Vehicles', owns: ['vehicles'], quoteOnly: true },
  { id: 'trailers', label: 'Trailers', owns: ['trailers'], quoteOnly: true },
  { id: 'drivers', label: 'Drivers', owns: ['drivers'], quoteOnly: true },
  { id: 'losses', label: 'Loss history', owns: ['losses'] },
  { id: 'retail-agent', label: 'Retail agent', owns: ['agencyType', 'retailAgent'] },
  { id: 'limits', label: 'Trucks, trailers and limits', owns: ['limits'], indicationOnly: true },
  { id: 'check', label: 'Check your answers', owns: [] },
]

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

export function isStepId(value: string | null): value is StepId {
  return (STEP_IDS as readonly string[]).includes(value ?? '')
}

/** The step that holds a form path such as `drivers.2.dateOfBirth`. */
export function stepOfPath(path: string): StepId | undefined {
  const part = path.split('.')[0]
  return STEPS.find((step) => (step.owns as readonly string[]).includes(part ?? ''))?.id
}
