import type { DraftOrigin } from '../form/draft'
import type { AgencyType, WizardMode } from '../form/model'
import { STEPS, visibleSteps, type StepDefinition, type StepId } from '../form/steps'

/**
 * The wizard's own state as data (docs/decisions/0106-the-wizard-as-data.md): what it keeps besides
 * the answers (react-hook-form's) and the problems (the issue store's), the events that move it, and
 * which steps it shows. Pure: a key typed in an answer is none of its events, and what reads the
 * browser (the address, the draft's store) happens before an event and rides in it.
 */

/** What stopped a send that the person has to read on the check page (field problems go to their steps). */
/** `unconfirmed`: no clear answer, so the quote may exist; `failed`: the service did not take it. */
export type SendProblem = { kind: 'declined' | 'failed' | 'unconfirmed'; message: string } | null

export interface WizardState {
  /** The draft written: the one opened, or the id it moved to when another tab had written that one. */
  draftId: string
  /** The furthest step reached, as the draft keeps it. */
  reached: StepId
  /** The agency type answered when the wizard opened: a retail agency is not asked for its retail agent (ADR 0006). */
  openedAgencyType: AgencyType | ''
  /** The first page shown, which says how the wizard was opened (an indication carried over); null once discarded. */
  noticeStep: StepId | null
  /** The indication the draft was carried from (kept with the draft, so a reload says it again); null once discarded. */
  carriedFrom: string | null
  /** Bumped when a step's Continue finds problems: the error summary takes the focus again. */
  summaryTurn: number
  confirmingDiscard: boolean
  /** Bumped by a discard: the fields are drawn anew from the emptied form (memoized fields keep their text otherwise). */
  generation: number
  sendProblem: SendProblem
}

export type WizardEvent =
  /** Continue moved on, or the person was sent to a step with problems: the furthest step reached moves up to it. */
  | { type: 'step reached'; step: StepId }
  | { type: 'problems found' }
  /** The draft was written under a new id (another tab had written the old one): the address follows. */
  | { type: 'draft moved'; draftId: string }
  | { type: 'discard asked' }
  | { type: 'discard cancelled' }
  | { type: 'discarded' }
  /** A send was checked and left, or stopped short: what stopped the last one goes. */
  | { type: 'send began' }
  | { type: 'send stopped'; problem: NonNullable<SendProblem> }

export interface WizardOpening {
  draftId: string
  step: StepId
  reached: StepId
  /** How the draft's wizard first opened (form/draft.ts): not the agency type answered since, which would hide a step already counted. */
  origin: DraftOrigin
}

export const openedWizard = ({ draftId, step, reached, origin }: WizardOpening): WizardState => ({
  draftId,
  reached,
  openedAgencyType: origin.agencyType,
  noticeStep: step,
  carriedFrom: origin.carriedFrom ?? null,
  summaryTurn: 0,
  confirmingDiscard: false,
  generation: 0,
  sendProblem: null,
})

const orderOf = (step: StepId) => STEPS.findIndex((candidate) => candidate.id === step)
const later = (a: StepId, b: StepId) => (orderOf(b) > orderOf(a) ? b : a)

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'step reached':
      return { ...state, reached: later(state.reached, event.step) }
    case 'problems found':
      return { ...state, summaryTurn: state.summaryTurn + 1 }
    case 'draft moved':
      return { ...state, draftId: event.draftId }
    case 'discard asked':
      return { ...state, confirmingDiscard: true }
    case 'discard cancelled':
      return { ...state, confirmingDiscard: false }
    case 'discarded':
      return {
        ...state,
        reached: 'insured',
        noticeStep: null,
        carriedFrom: null,
        confirmingDiscard: false,
        generation: state.generation + 1,
        sendProblem: null,
      }
    case 'send began':
      return { ...state, sendProblem: null }
    case 'send stopped':
      return { ...state, sendProblem: event.problem }
  }
}

/** Where the person is, read from the address: the step asked for, whether a Change link asked to come back to the check page. */
export interface Asked {
  mode: WizardMode
  step: StepId
  returnToCheck: boolean
  /** The agency type answered now. */
  agencyType: AgencyType | ''
}

export interface StepsShown {
  steps: readonly StepDefinition[]
  /** The step shown and its place among `steps`. */
  current: StepId
  index: number
  /** The furthest step reached as the step indicator shows it (a hidden step counts as the one before it). */
  reached: StepId
  /** A Change link's way back: Continue goes to the check page (only once it was reached). */
  returnToCheck: boolean
  /** Where Continue goes from the step shown. */
  next: StepId
}

/** The index of the last visible step not beyond `reached` (a hidden step counts as where it would be). */
function reachedIndexIn(steps: readonly StepDefinition[], reached: StepId): number {
  return steps.reduce((found, step, index) => (orderOf(step.id) <= orderOf(reached) ? index : found), 0)
}

/**
 * Which step is shown: the one asked for, if it is there and reached, else the furthest reached. The
 * retail agent step stays out of the way of an account known to be retail, unless the person said
 * wholesale since, or asked for it.
 */
export function stepsShown(state: WizardState, asked: Asked): StepsShown {
  const showRetailAgent = state.openedAgencyType !== 'retail' || asked.agencyType === 'wholesale' || asked.step === 'retail-agent'
  const steps = visibleSteps({ mode: asked.mode, showRetailAgent })
  const reachedIndex = reachedIndexIn(steps, state.reached)
  const askedIndex = steps.findIndex((step) => step.id === asked.step)
  const index = askedIndex >= 0 && askedIndex <= reachedIndex ? askedIndex : reachedIndex
  const returnToCheck = asked.returnToCheck && orderOf(state.reached) >= orderOf('check')
  return {
    steps,
    current: steps[index]?.id ?? 'insured',
    index,
    reached: steps[reachedIndex]?.id ?? 'insured',
    returnToCheck,
    next: returnToCheck ? 'check' : (steps[index + 1]?.id ?? 'check'),
  }
}
