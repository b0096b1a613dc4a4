import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { focusField } from '@/components/form/focus-field'
import type { AgencyType, WizardMode } from '../form/model'
import { wizardSearch } from '@/domain/wizard-drafts'
import { isStepId, STEPS, visibleSteps, type StepDefinition, type StepId } from '../form/steps'

const orderOf = (step: StepId) => STEPS.findIndex((candidate) => candidate.id === step)
const later = (a: StepId, b: StepId) => (orderOf(b) > orderOf(a) ? b : a)

/** The index of the last visible step not beyond `reached` (a hidden step counts as where it would be). */
function reachedIndexIn(steps: readonly StepDefinition[], reached: StepId): number {
  return steps.reduce((found, step, index) => (orderOf(step.id) <= orderOf(reached) ? index : found), 0)
}

export interface WizardNavigationOptions {
  mode: WizardMode
  draftId: string
  start: { step: StepId; reached: StepId }
  /** The agency type the wizard opened with, and the one answered now (docs/decisions/0006-agency-type.md). */
  agencyType: { opened: AgencyType | ''; now: AgencyType | '' }
}

/**
 * Which step is shown: the one in the address, if it is there and reached, else the furthest reached.
 * Steps up to the furthest reached are links; a Change link or a summary link focuses its field.
 */
export function useWizardNavigation({ mode, draftId, start, agencyType }: WizardNavigationOptions) {
  const navigate = useNavigate()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const [reached, setReached] = useState(start.reached)

  const wanted = searchParams.get('step')
  const requested = isStepId(wanted) ? wanted : start.step
  const returnToCheck = searchParams.get('return') === 'check'
  // The retail agent step stays out of the way of an account known to be retail.
  const showRetailAgent = agencyType.opened !== 'retail' || agencyType.now === 'wholesale' || requested === 'retail-agent'
  const steps = useMemo(() => visibleSteps({ mode, showRetailAgent }), [mode, showRetailAgent])
  const reachedIndex = reachedIndexIn(steps, reached)
  const requestedIndex = steps.findIndex((step) => step.id === requested)
  const index = requestedIndex >= 0 && requestedIndex <= reachedIndex ? requestedIndex : reachedIndex
  const current = steps[index]?.id ?? 'insured'

  const go = useCallback(
    (step: StepId, { focus, replace }: { focus?: string; replace?: boolean } = {}) =>
      void navigate({ search: wizardSearch(draftId, step) }, { state: focus ? { focus } : undefined, replace }),
    [navigate, draftId],
  )
  const hrefOf = useCallback((step: StepId) => wizardSearch(draftId, step), [draftId])

  // A step that is not there (or not reached yet), or another draft, in the address gives way to what is shown.
  const wantedDraft = searchParams.get('draft')
  useEffect(() => {
    if (wanted !== current || wantedDraft !== draftId) go(current, { replace: true })
  }, [wanted, wantedDraft, current, draftId, go])

  // Arriving from a Change link or a summary link: that field gets the focus, after the heading took it
  // (a field in a closed row of a long list opens its row first).
  const focusTarget = (location.state as { focus?: string } | null)?.focus
  useEffect(() => {
    if (focusTarget) focusField(focusTarget)
  }, [focusTarget, location.key])

  return {
    steps,
    index,
    current,
    /** The furthest step reached, as the step indicator shows it (a hidden step counts as the one before it). */
    reached: steps[reachedIndex]?.id ?? 'insured',
    /** The furthest step reached, as the draft keeps it. */
    furthest: reached,
    returnToCheck: returnToCheck && orderOf(reached) >= orderOf('check'),
    go,
    hrefOf,
    changeHref: useCallback((step: StepId) => wizardSearch(draftId, step, true), [draftId]),
    reach: useCallback((step: StepId) => setReached((furthest) => later(furthest, step)), []),
    restart: useCallback(() => setReached('insured'), []),
  }
}
