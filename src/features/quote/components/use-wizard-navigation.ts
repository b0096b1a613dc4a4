import { useCallback, useEffect } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { focusField } from '@/components/form/focus-field'
import type { AgencyType, WizardMode } from '../form/model'
import { wizardSearch } from '@/domain/wizard-drafts'
import { isStepId, type StepId } from '../form/steps'
import { stepsShown, type WizardState } from './wizard-state'

export interface WizardNavigationOptions {
  mode: WizardMode
  state: WizardState
  /** The step the wizard opened on, shown while the address names none. */
  startStep: StepId
  /** The agency type answered now (docs/decisions/0006-agency-type.md). */
  agencyType: AgencyType | ''
}

/**
 * The wizard's address: which step it asks for (wizard-state.ts's `stepsShown` says which is shown),
 * the links to the steps, and moving between them. A Change link or a summary link focuses its field.
 */
export function useWizardNavigation({ mode, state, startStep, agencyType }: WizardNavigationOptions) {
  const navigate = useNavigate()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const { draftId } = state

  const wanted = searchParams.get('step')
  const shown = stepsShown(state, {
    mode,
    step: isStepId(wanted) ? wanted : startStep,
    returnToCheck: searchParams.get('return') === 'check',
    agencyType,
  })
  const { current } = shown

  const go = useCallback(
    (step: StepId, { focus, replace }: { focus?: string; replace?: boolean } = {}) =>
      void navigate({ search: wizardSearch(draftId, step) }, { state: focus ? { focus } : undefined, replace }),
    [navigate, draftId],
  )

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
    ...shown,
    go,
    hrefOf: useCallback((step: StepId) => wizardSearch(draftId, step), [draftId]),
    changeHref: useCallback((step: StepId) => wizardSearch(draftId, step, true), [draftId]),
  }
}
