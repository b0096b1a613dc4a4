import { Fragment, useEffect, useId, useState, type ReactNode } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { FieldValidationError } from '@/api/errors'
import { whyUnconfirmed } from '@/api/unconfirmed'
import { useSession } from '@/api/session/use-session'
import type { Send } from '@/api/use-send'
import { applyFieldErrors, type UnplacedFieldError } from '@/components/form/apply-field-errors'
import { DraftStatus } from '@/components/form/draft-status'
import { FormKit } from '@/components/form/form-kit'
import { issuesResolver } from '@/components/form/issues-resolver'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { PageHeading } from '@/components/ui/page-heading'
import { localToday } from '@/generic/dates'
import { formatDateTime } from '@/generic/format'
import type { FormIssue } from '@/generic/form-issues'
import { submissionPath } from '@/domain/paths'
import { loadEditDraft, type EditFormName } from '../edit-drafts'
import type { SubmissionRef } from '../forms/submission-ref'
import { recordChange, type SubmissionChange } from '../workspace-records'
import type { DoneState } from './done-state'
import { EditProblem, MAY_HAVE_BEEN_MADE, SAFE_TO_REPEAT, transactionNotFound, type NotFoundWords } from './edit-problem'
import { SubmissionCaption } from './submission-caption'
import { useEditDraft } from './use-edit-draft'

export interface EditFormProps<Values extends FieldValues, Request, Answer> {
  submission: SubmissionRef
  formName: EditFormName
  title: string
  /** A sentence or two before the form, if it needs one. */
  intro?: ReactNode
  empty: () => Values
  issuesOf: (values: Values, today: string) => FormIssue[]
  /** Where a 422's wire path is shown. */
  fieldOf: (wirePath: string) => Path<Values> | null
  toRequest: (values: Values) => Request
  send: Send<Request, Answer>
  /** The accepted change, for the submission's history here (dated when it arrives). */
  changeOf: (answer: Answer, values: Values) => Omit<SubmissionChange, 'at'>
  /** What a 404 names; the transaction by default. */
  notFound?: (values: Values) => NotFoundWords
  /** An update (PUT) may be sent again after an unconfirmed answer; an add (POST) may not. */
  safeToRepeat?: boolean
  submitLabel: string
  children: ReactNode
}

/**
 * One edit of a submission transaction (add a driver, add a trailer, update a vehicle): the form, its
 * draft in this browser, its checks on submit (GOV.UK: the error summary takes the focus), the service's
 * 422 on the fields, any other refusal in words, and on success the submission's page with the new id.
 */
export function EditForm<Values extends FieldValues, Request, Answer>(props: EditFormProps<Values, Request, Answer>) {
  const { submission, formName, title, intro, empty, issuesOf, fieldOf, toRequest, send, changeOf, safeToRepeat = false, submitLabel, children } = props
  const notFound = props.notFound ?? (() => transactionNotFound(submission))
  const account = useSession()?.username ?? ''
  const navigate = useNavigate()
  const headingId = useId()
  const [restored, setRestored] = useState(() => loadEditDraft(account, submission, formName, empty()))
  const form = useForm<Values>({
    defaultValues: (restored?.values ?? empty()) as DefaultValues<Values>,
    resolver: issuesResolver((values: Values) => issuesOf(values, localToday())),
    shouldFocusError: false,
  })
  const draft = useEditDraft({ account, submission, formName, form, restoredAt: restored?.savedAt ?? null, restoredSentAt: restored?.sentAt ?? null })
  const [problem, setProblem] = useState<{ error: unknown; notFound: NotFoundWords } | null>(null)
  const [unplaced, setUnplaced] = useState<readonly UnplacedFieldError[]>([])
  const [confirmingDiscard, setConfirmingDiscard] = useState(false)
  const [discards, setDiscards] = useState(0)

  // After a discard the button that opened the dialog is gone: the page starts again from its heading.
  useEffect(() => {
    if (discards > 0) document.getElementById(headingId)?.focus()
  }, [discards, headingId])

  const onSubmit = send.submit(form.handleSubmit, (values) => {
    setProblem(null)
    setUnplaced([])
    const input = toRequest(values)
    draft.sending()
    return {
      input,
      onSuccess: (answer) => {
        draft.sent()
        const change = { ...changeOf(answer, values), at: new Date().toISOString() }
        const state: DoneState = { done: change, kept: recordChange(account, submission, change) }
        void navigate(submissionPath(submission.displayId, submission.transactionId), { state })
      },
      onError: (error) => {
        // An answer that does not say what became of the change leaves the draft marked as sent.
        if (!whyUnconfirmed(error)) draft.notMade()
        if (error instanceof FieldValidationError) setUnplaced(applyFieldErrors(form, error, fieldOf))
        else setProblem({ error, notFound: notFound(values) })
      },
    }
  })

  const discard = () => {
    setConfirmingDiscard(false)
    draft.discard()
    form.reset(empty())
    setRestored(null)
    setProblem(null)
    setUnplaced([])
    setDiscards((count) => count + 1)
  }

  return (
    <div className="max-w-3xl">
      <SubmissionCaption submission={submission} />
      <PageHeading title={`${title}, ${submission.displayId}`} id={headingId}>
        {title}
      </PageHeading>
      {intro && <div className="mb-6 space-y-3 text-slate-700">{intro}</div>}
      {restored && !restored.sentAt && (
        <Alert tone="info" className="mb-6" title="Your unsent answers are back">
          <p>Saved in this browser on {formatDateTime(restored.savedAt)}. Check them, then send, or discard them.</p>
        </Alert>
      )}
      {restored?.sentAt && (
        <Alert tone="warning" className="mb-6" title="These answers were sent, and no answer came back">
          <p>Sent from this browser on {formatDateTime(restored.sentAt)}.</p>
          <p className="mt-2 font-semibold">{safeToRepeat ? SAFE_TO_REPEAT : MAY_HAVE_BEEN_MADE}</p>
        </Alert>
      )}
      <FormErrorSummary
        errors={form.formState.errors}
        serverMessage={unplaced.map(({ message }) => message).join(' ') || null}
        submitCount={form.formState.submitCount}
      />
      {problem && <EditProblem error={problem.error} notFound={problem.notFound} safeToRepeat={safeToRepeat} />}
      <form noValidate onSubmit={onSubmit} onChange={draft.touched} className="flex flex-col gap-5">
        <FormKit form={form}>
          {/* Drawn anew after a discard, as the wizard does: reset alone left the boxes showing the old answers. */}
          <Fragment key={discards}>{children}</Fragment>
        </FormKit>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-slate-300 pt-5">
          <Button type="submit" busy={send.busy}>
            {submitLabel}
          </Button>
          <Link to={submissionPath(submission.displayId, submission.transactionId)}>Back to the submission</Link>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <DraftStatus store={draft.status} />
          <Button variant="secondary" size="small" onClick={() => setConfirmingDiscard(true)}>
            Discard these answers
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingDiscard}
        title="Discard these answers?"
        confirmLabel="Discard them"
        cancelLabel="Keep them"
        tone="danger"
        onConfirm={discard}
        onCancel={() => setConfirmingDiscard(false)}
      >
        <p>What you entered in this form is cleared, and its draft deleted from this browser. Nothing is sent.</p>
      </ConfirmDialog>
    </div>
  )
}
