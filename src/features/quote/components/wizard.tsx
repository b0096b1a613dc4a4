import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { recordSubmission, type SubmissionRecord } from '@/domain/recent-submissions'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { PageHeading } from '@/components/ui/page-heading'
import { localToday } from '@/generic/dates'
import { useKeptReducer } from '@/generic/kept-reducer'
import { resultPathOf } from '@/domain/paths'
import { keepSentDraft } from '@/domain/wizard-drafts'
import { rememberAgencyType, rememberedAgencyType } from '../form/agency-type'
import type { DraftOrigin, DraftVersion } from '../form/draft'
import { createIssueStore } from '../form/issue-store'
import { emptyQuoteForm, type QuoteForm, type WizardMode } from '../form/model'
import { visibleSteps, type StepId } from '../form/steps'
import { validateStep } from '../form/validation/validate-step'
import { CarriedNotice } from './carried-notice'
import { CheckAnswers } from './check/check-answers'
import { DraftStatus } from '@/components/form/draft-status'
import { LeaveGuard } from './leave-guard'
import { SendProblemAlert } from './send-problem'
import { STEP_PAGES } from './step-pages'
import { useDraft } from './use-draft'
import { useSettleProblems } from './use-settle-problems'
import { useSubmit } from './use-submit'
import { useWizardNavigation } from './use-wizard-navigation'
import { WIZARD_FORM_ID, WizardProvider, type WizardContextValue } from './wizard-context'
import { WizardStepper } from './wizard-stepper'
import { openedWizard, wizardReducer } from './wizard-state'
import { WIZARD_SUMMARY_ID, WizardSummary } from './wizard-summary'

const SEND_BUTTON_ID = 'wizard-send'

export interface WizardStart {
  /** The draft this wizard writes, and the save it was read from (null for a new draft). */
  draftId: string
  version: DraftVersion | null
  values: QuoteForm
  step: StepId
  reached: StepId
  savedAt: string | null
  /** How the draft's wizard first opened: which steps it asks, and the indication it was carried from. */
  origin: DraftOrigin
}

export function Wizard({ mode, account, start }: { mode: WizardMode; account: string; start: WizardStart }) {
  const navigate = useNavigate()
  const form = useForm<QuoteForm>({ defaultValues: start.values })
  // The wizard never asks react-hook-form what changed (drafts and the leave guard keep their own record).
  // Once the fields have drawn, it keeps no defaults: a key that puts a box back to its stored value
  // would otherwise make it compare the whole form with them, all 600 rows of a large fleet (ADR 0048).
  useEffect(() => {
    form.resetDefaultValues({}, { keepDirty: true, keepIsValid: true })
  }, [form])
  const [issues] = useState(createIssueStore)
  // Its answers and the furthest step reached are kept by the draft (useDraft), which saves as the person types.
  const { state, dispatch } = useKeptReducer(wizardReducer, () => openedWizard(start))
  const agencyType = useWatch({ control: form.control, name: 'agencyType' })

  const nav = useWizardNavigation({ mode, state, startStep: start.step, agencyType })
  const { current, index, steps, go } = nav
  const draft = useDraft({
    mode,
    account,
    form,
    opened: { id: start.draftId, version: start.version, savedAt: start.savedAt, origin: start.origin },
    position: { step: current, reached: state.reached },
    onMoved: useCallback((draftId: string) => dispatch({ type: 'draft moved', draftId }), [dispatch]),
  })
  const { touched } = draft
  const { draftId } = state

  // The step with the first problem opens with the summary in focus (after its heading took it).
  const showProblems = useCallback(
    (step: StepId) => {
      dispatch({ type: 'step reached', step })
      go(step, { focus: WIZARD_SUMMARY_ID })
    },
    [dispatch, go],
  )

  const settleProblems = useSettleProblems({ form, issues, step: current, mode })
  const changed = useCallback(() => {
    touched()
    settleProblems()
  }, [touched, settleProblems])

  /** Continue from the step shown; on past `past` steps that ask nothing more (ADR 0127: the addresses the census filled). */
  const continueStep = (past: readonly StepId[] = []) => {
    const values = form.getValues()
    const checks = { mode, today: localToday() }
    const found = validateStep(current, values, checks)
    issues.replaceStep(current, found)
    if (found.length > 0) return dispatch({ type: 'problems found' })
    if (current === 'retail-agent' && values.agencyType) rememberAgencyType(account, values.agencyType)
    let next = nav.next
    while (past.includes(next) && validateStep(next, values, checks).length === 0) next = steps[steps.findIndex((step) => step.id === next) + 1]?.id ?? 'check'
    dispatch({ type: 'step reached', step: next })
    go(next)
  }
  // The context stays the same object for the wizard's life (rows never redraw for it): its Continue calls the latest.
  const latestContinue = useRef(continueStep)
  useEffect(() => {
    latestContinue.current = continueStep
  })
  const continuePast = useCallback((past: readonly StepId[]) => latestContinue.current(past), [])
  const context = useMemo<WizardContextValue>(() => ({ form, issues, mode, touched: changed, continuePast }), [form, issues, mode, changed, continuePast])

  const submission = useSubmit({
    mode,
    account,
    form,
    issues,
    steps: steps.filter((step) => step.id !== 'check'),
    showProblems,
    touched,
    dispatch,
    sent: (record: SubmissionRecord) => {
      draft.sent()
      keepSentDraft(account, draftId, { mode, submissionNumber: record.submissionNumber, values: form.getValues() })
      recordSubmission(account, record)
      void navigate(resultPathOf(record), { replace: true, state: { record } })
    },
  })

  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (current === 'check') return submission.submit()
    continueStep()
  }

  const discard = () => {
    draft.discard()
    issues.replaceAll([])
    form.reset(emptyQuoteForm(mode, rememberedAgencyType(account)), { keepDefaultValues: true })
    dispatch({ type: 'discarded' })
    go('insured', { replace: true })
  }

  const page = STEP_PAGES[current]
  const title = page.title(mode)
  const previous = steps[index - 1]
  return (
    <WizardProvider value={context}>
      {/* On a phone the draft's status and its discard come after the step, not above its heading; beside it, they sit under the steps. */}
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-y-4">
        <aside>
          <WizardStepper label={`New ${mode} steps`} steps={steps} current={current} reached={nav.reached} hrefOf={nav.hrefOf} />
        </aside>
        <div className="min-w-0 max-w-3xl lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {previous && (
            <p className="mb-4">
              <Link to={nav.hrefOf(previous.id)}>
                Back<span className="sr-only"> to {previous.label.toLowerCase()}</span>
              </Link>
            </p>
          )}
          <PageHeading title={`${title} – New ${mode}`} id={`step-${current}`}>
            <span className="mb-1 block text-base font-semibold text-slate-700">
              New {mode} · Step {index + 1} of {steps.length}
              {/* Heard, not seen: "Step 1 of 13: About the insured". Inline (sr-only is a block, which is read with a space before it). */}
              <span className="text-[0px]">:</span>
            </span>
            {title}
          </PageHeading>
          {/* The check page says what was not carried in its own place, beside the terms the service sets. */}
          {state.carriedFrom && current === state.noticeStep && current !== 'check' && <CarriedNotice from={state.carriedFrom} values={start.values} />}
          <WizardSummary current={current} focusKey={state.summaryTurn} openStep={(step, focus) => go(step, { focus })} />
          <SendProblemAlert problem={state.sendProblem} mode={mode} />
          <div key={state.generation} onChange={changed} className="flex flex-col gap-8">
            {page.Fields ? (
              <page.Fields />
            ) : (
              <>
                {/* Every answer has a Change link: a keyboard need not tab through them all to send (ADR 0036). */}
                <p>
                  <Button variant="secondary" size="small" onClick={() => document.getElementById(SEND_BUTTON_ID)?.focus()}>
                    Skip to the end of the answers
                  </Button>
                </p>
                <CheckAnswers steps={visibleSteps({ mode, showRetailAgent: true })} changeHref={nav.changeHref} carriedFrom={state.carriedFrom} />
              </>
            )}
          </div>
          <form id={WIZARD_FORM_ID} noValidate onSubmit={onContinue} className="mt-10 flex flex-wrap items-center gap-4">
            <Button id={SEND_BUTTON_ID} type="submit" busy={submission.pending}>
              {current === 'check' ? `Get the ${mode}` : 'Continue'}
            </Button>
            {/* HTML's implicit submission: the answers name this form, so Enter sends it from a text box, a tick box or a choice (ADR 0044). */}
            {current !== 'check' && <p className="text-sm text-slate-700">Pressing Enter in a text box or tick box also continues.</p>}
          </form>
        </div>
        <div className="flex flex-col items-start gap-4 lg:col-start-1 lg:row-start-2">
          <DraftStatus store={draft.status} />
          <Button variant="secondary" size="small" onClick={() => dispatch({ type: 'discard asked' })}>
            Discard this draft
          </Button>
        </div>
      </div>
      <LeaveGuard what={mode} hasUnsentAnswers={draft.hasUnsentAnswers} beforeLeaving={draft.flush} status={draft.status} />
      <ConfirmDialog
        open={state.confirmingDiscard}
        title="Discard this draft?"
        tone="danger"
        confirmLabel="Discard the draft"
        cancelLabel="Keep the draft"
        onConfirm={discard}
        onCancel={() => dispatch({ type: 'discard cancelled' })}
      >
        <p>Every answer of this {mode} is deleted from this browser and the wizard starts again. This cannot be undone.</p>
      </ConfirmDialog>
    </WizardProvider>
  )
}
