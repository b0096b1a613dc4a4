import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { recordSubmission, type SubmissionRecord } from '@/api/recent-submissions'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { PageHeading } from '@/components/ui/page-heading'
import { indicationResultPath, quoteResultPath } from '@/lib/paths'
import { rememberAgencyType, rememberedAgencyType } from '../form/agency-type'
import { discardDraft, saveDraft } from '../form/draft'
import { createIssueStore } from '../form/issue-store'
import { localToday } from '../form/issues'
import { emptyQuoteForm, type QuoteForm, type WizardMode } from '../form/model'
import { isStepId, STEPS, visibleSteps, type StepDefinition, type StepId } from '../form/steps'
import { validateStep } from '../form/validation/validate-step'
import { CheckAnswers } from './check/check-answers'
import { createSavedAtStore, DraftStatus } from './draft-status'
import { LeaveGuard } from './leave-guard'
import { STEP_PAGES } from './step-pages'
import { useAutosave } from './use-autosave'
import { useSubmit } from './use-submit'
import { WizardContext, type WizardContextValue } from './wizard-context'
import { WizardStepper } from './wizard-stepper'
import { WizardSummary } from './wizard-summary'

export interface WizardStart {
  values: QuoteForm
  step: StepId
  reached: StepId
  savedAt: string | null
  /** Said once above the first page, e.g. that an indication's answers were carried over. */
  notice?: ReactNode
}

const orderOf = (step: StepId) => STEPS.findIndex((candidate) => candidate.id === step)
const later = (a: StepId, b: StepId) => (orderOf(b) > orderOf(a) ? b : a)

/** The index of the last visible step not beyond `reached` (a hidden step counts as where it would be). */
function reachedIndexIn(steps: readonly StepDefinition[], reached: StepId): number {
  return steps.reduce((found, step, index) => (orderOf(step.id) <= orderOf(reached) ? index : found), 0)
}

export function Wizard({ mode, account, start }: { mode: WizardMode; account: string; start: WizardStart }) {
  const navigate = useNavigate()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const form = useForm<QuoteForm>({ defaultValues: start.values })
  const [issues] = useState(createIssueStore)
  const [savedAt] = useState(() => createSavedAtStore(start.savedAt))
  const [reached, setReached] = useState(start.reached)
  const [focusKey, setFocusKey] = useState(0)
  const [confirmingDiscard, setConfirmingDiscard] = useState(false)
  // The retail agent step stays out of the way of an account known to be retail (ADR 0006).
  const [openedAgencyType] = useState(start.values.agencyType)
  // A notice about how the wizard was opened belongs to the first page shown.
  const [noticeStep] = useState(start.step)
  const agencyType = useWatch({ control: form.control, name: 'agencyType' })

  const wanted = searchParams.get('step')
  const requested = isStepId(wanted) ? wanted : start.step
  const returnToCheck = searchParams.get('return') === 'check'
  const showRetailAgent = openedAgencyType !== 'retail' || agencyType === 'wholesale' || requested === 'retail-agent'
  const steps = useMemo(() => visibleSteps({ mode, showRetailAgent }), [mode, showRetailAgent])
  const reachedIndex = reachedIndexIn(steps, reached)
  const requestedIndex = steps.findIndex((step) => step.id === requested)
  const index = requestedIndex >= 0 && requestedIndex <= reachedIndex ? requestedIndex : reachedIndex
  const current = steps[index]?.id ?? 'insured'

  const go = useCallback(
    (step: StepId, { focus, replace }: { focus?: string; replace?: boolean } = {}) =>
      void navigate({ search: `?step=${step}` }, { state: focus ? { focus } : undefined, replace }),
    [navigate],
  )
  const hrefOf = useCallback((step: StepId) => `?step=${step}`, [])

  // The draft: written after a pause in typing, off the render path; `touched` is all a keystroke does.
  const position = useRef({ current, reached })
  const changed = useRef(false)
  const sent = useRef(false)
  const save = useCallback(() => {
    if (sent.current) return
    const now = new Date().toISOString()
    saveDraft(mode, account, { values: form.getValues(), step: position.current.current, reached: position.current.reached, savedAt: now })
    savedAt.set(now)
  }, [mode, account, form, savedAt])
  const { changed: scheduleSave, flush: saveNow, cancel: cancelSave } = useAutosave(save)
  const touched = useCallback(() => {
    changed.current = true
    scheduleSave()
  }, [scheduleSave])
  const hasUnsentAnswers = useCallback(() => changed.current && !sent.current, [])
  useEffect(() => {
    position.current = { current, reached }
    if (changed.current) scheduleSave()
  }, [current, reached, scheduleSave])

  // A step that is not there (or not reached yet) in the address bar gives way to the one shown.
  useEffect(() => {
    if (wanted !== current) go(current, { replace: true })
  }, [wanted, current, go])

  // Arriving from a Change link or a summary link: that field gets the focus, after the heading took it.
  const focusTarget = (location.state as { focus?: string } | null)?.focus
  useEffect(() => {
    if (!focusTarget) return
    const field = document.getElementById(focusTarget)
    field?.scrollIntoView({ block: 'center' })
    field?.focus()
  }, [focusTarget, location.key])

  const showProblems = useCallback(
    (step: StepId) => {
      setFocusKey((key) => key + 1)
      setReached((furthest) => later(furthest, step))
      go(step)
    },
    [go],
  )

  const context = useMemo<WizardContextValue>(() => ({ form, issues, mode, touched }), [form, issues, mode, touched])

  const submission = useSubmit({
    mode,
    account,
    form,
    issues,
    steps: steps.filter((step) => step.id !== 'check'),
    showProblems,
    touched,
    sent: (record: SubmissionRecord) => {
      sent.current = true
      cancelSave()
      recordSubmission(account, record)
      discardDraft(mode, account)
      const path = record.kind === 'quote' ? quoteResultPath(record.submissionNumber) : indicationResultPath(record.submissionNumber)
      void navigate(path, { replace: true, state: { record } })
    },
  })

  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (current === 'check') return submission.submit()
    const values = form.getValues()
    const found = validateStep(current, values, { mode, today: localToday() })
    issues.replaceStep(current, found)
    if (found.length > 0) return setFocusKey((key) => key + 1)
    if (current === 'retail-agent' && values.agencyType) rememberAgencyType(account, values.agencyType)
    const next = returnToCheck && orderOf(reached) >= orderOf('check') ? 'check' : (steps[index + 1]?.id ?? 'check')
    setReached((furthest) => later(furthest, next))
    go(next)
  }

  const discard = () => {
    cancelSave()
    discardDraft(mode, account)
    issues.replaceAll([])
    changed.current = false
    form.reset(emptyQuoteForm(mode, rememberedAgencyType(account)))
    setReached('insured')
    setConfirmingDiscard(false)
    go('insured', { replace: true })
  }

  const page = STEP_PAGES[current]
  const title = page.title(mode)
  const previous = steps[index - 1]
  return (
    <WizardContext.Provider value={context}>
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="flex flex-col gap-4">
          <WizardStepper label={`New ${mode} steps`} steps={steps} current={current} reached={steps[reachedIndex]?.id ?? 'insured'} hrefOf={hrefOf} />
          <DraftStatus store={savedAt} />
          <div>
            <Button variant="link" onClick={() => setConfirmingDiscard(true)}>
              Discard this draft
            </Button>
          </div>
        </aside>
        <div className="min-w-0 max-w-3xl">
          {previous && (
            <p className="mb-4">
              <Link to={hrefOf(previous.id)}>
                Back<span className="sr-only"> to {previous.label.toLowerCase()}</span>
              </Link>
            </p>
          )}
          <PageHeading title={`${title} – New ${mode}`}>
            <span className="mb-1 block text-base font-semibold text-slate-700">
              New {mode} · Step {index + 1} of {steps.length}
              <span className="sr-only">:</span>
            </span>
            {title}
          </PageHeading>
          {current === noticeStep && start.notice}
          <WizardSummary current={current} focusKey={focusKey} openStep={(step, focus) => go(step, { focus })} />
          {submission.problem && (
            <Alert tone="error" role="alert" className="mb-6" title={submission.problem.kind === 'declined' ? `The carrier cannot offer ${mode === 'quote' ? 'a quote' : 'an indication'} for this business` : `The ${mode} was not sent`}>
              <p>{submission.problem.message}</p>
              <p className="mt-2">
                {submission.problem.kind === 'declined'
                  ? 'Your answers are kept as a draft. If something was entered wrongly, change it and try again.'
                  : 'Your answers are kept. Try again in a moment.'}
              </p>
            </Alert>
          )}
          <form noValidate onSubmit={onContinue} onChange={touched}>
            <div className="flex flex-col gap-8">{page.Fields ? <page.Fields /> : <CheckAnswers steps={visibleSteps({ mode, showRetailAgent: true })} changeHref={(step) => `?step=${step}&return=check`} />}</div>
            <div className="mt-10 flex flex-wrap items-center gap-4">
              <Button type="submit" busy={submission.pending}>
                {current === 'check' ? `Get the ${mode}` : 'Continue'}
              </Button>
            </div>
          </form>
        </div>
      </div>
      <LeaveGuard what={mode} hasUnsentAnswers={hasUnsentAnswers} beforeLeaving={saveNow} />
      <ConfirmDialog
        open={confirmingDiscard}
        title="Discard this draft?"
        tone="danger"
        confirmLabel="Discard the draft"
        cancelLabel="Keep the draft"
        onConfirm={discard}
        onCancel={() => setConfirmingDiscard(false)}
      >
        <p>Every answer of this {mode} is deleted from this browser and the wizard starts again. This cannot be undone.</p>
      </ConfirmDialog>
    </WizardContext.Provider>
  )
}
