import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useRef } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { useBeforeUnload } from 'react-router'
import type { CancelApproveRequest } from '@/contract/cancel-approve'
import { FieldValidationError } from '@/api/errors'
import { applyFieldErrors } from '@/components/form/apply-field-errors'
import { FormKit } from '@/components/form/form-kit'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { approvalFailureOf, type ApprovalFailure } from '../api/approval-answer'
import { useApproveCancellation } from '../api/approve-cancellation'
import { conflictFieldOf } from '../approval-state'
import {
  approvalFieldOf,
  approvalFormSchema,
  carriesGuard,
  chosenReasonCodes,
  emptyGuardForm,
  guardFieldOf,
  guardFormSchema,
  guardWithReasonSchema,
  toApprovalRequest,
  type ApprovalForm,
  type GuardForm,
} from '../form'
import type { ApprovalTarget, SavedApproval } from '../kept-approvals'
import { useApprovalDraft } from '../use-approval-draft'
import { useApprovalState } from '../use-approval-state'
import { BackToSubmission } from './back-to-submission'
import { ConfirmApprovalDialog } from './confirm-approval-dialog'
import { GuardDialog } from './guard-dialog'
import { HoldDialog } from './hold-dialog'
import { LastAttemptPanel } from './last-attempt-panel'
import { PlainAnswerAlert } from './plain-answer-alert'
import { ReasonFields } from './reason-fields'
import { LiveRegion } from '@/components/ui/live-region'

const now = () => new Date().toISOString()

/**
 * The service's field messages onto the forms they belong to (the approval state says the rest). Its
 * messages on guard fields the request did not carry only say the cancellation is guarded: the guard
 * dialog's title says that, so they are not put on its empty fields as problems.
 */
function placeOnForms(failure: ApprovalFailure, request: CancelApproveRequest, form: UseFormReturn<ApprovalForm>, guardForm: UseFormReturn<GuardForm>) {
  if (failure.kind === 'guard-conflict') {
    const field = conflictFieldOf(failure)
    if (field) guardForm.setError(field, { type: 'server', message: failure.message })
  }
  if (failure.kind === 'invalid') {
    applyFieldErrors(form, new FieldValidationError(failure.message, failure.reasonErrors), approvalFieldOf)
    if (carriesGuard(request) && Object.keys(failure.guardErrors).length > 0)
      applyFieldErrors(guardForm, new FieldValidationError(failure.message, failure.guardErrors), guardFieldOf)
  }
}

/**
 * The approval form and everything an answer can lead to, short of a saved approval (the screen
 * shows that instead): the confirmation, the guard and hold dialogs, and the answers that approved
 * nothing. Its states are `approval-state.ts`; the request is sent once per deliberate
 * confirmation, never twice for a double click.
 */
export function ApprovalWorkbench({ target, onSaved }: { target: ApprovalTarget; onSaved: (saved: SavedApproval) => void }) {
  const draft = useApprovalDraft(target)
  const { update, read } = draft
  const form = useForm<ApprovalForm>({ resolver: zodResolver(approvalFormSchema), defaultValues: draft.initial.form, shouldFocusError: false })
  // No reason chosen on the form: the guard dialog asks for it too (the service checks it only after the guard).
  const reasonless = () => chosenReasonCodes(form.getValues()).length === 0
  const guardForm = useForm<GuardForm>({
    resolver: (values, context, options) => zodResolver(reasonless() ? guardWithReasonSchema : guardFormSchema)(values, context, options),
    defaultValues: { ...emptyGuardForm(), ...draft.initial.guard },
  })
  const [state, dispatch] = useApprovalState(
    draft,
    useCallback(() => guardForm.getValues(), [guardForm]),
  )
  const approval = useApproveCancellation(target)
  const pending = approval.isPending
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    const stopReasons = form.subscribe({ formState: { values: true }, callback: ({ values }) => update({ form: values }) })
    const stopGuard = guardForm.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (read().guard !== null) update({ guard: values })
      },
    })
    return () => {
      stopReasons()
      stopGuard()
    }
  }, [form, guardForm, update, read])

  useEffect(() => {
    if (!state.focusPanel || !panel.current) return
    dispatch({ type: 'panel-focused' })
    panel.current.focus()
  })

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (pending) event.preventDefault()
      },
      [pending],
    ),
  )

  const send = (request: CancelApproveRequest) =>
    approval.activate(() => {
      dispatch({ type: 'sent', at: now() })
      return {
        input: request,
        onSuccess: onSaved,
        onError: (error) => {
          const failure = approvalFailureOf(error)
          // A receipt resolves the send as a saved approval; were one to come here, it still is one.
          if (failure.kind === 'receipt') return
          placeOnForms(failure, request, form, guardForm)
          dispatch({ type: 'failed', failure, at: now() })
        },
      }
    })

  const guardDetails = () => (state.guardKnown ? guardForm.getValues() : null)
  const askToConfirm = () => void form.handleSubmit((values) => dispatch({ type: 'confirm-asked', request: toApprovalRequest(values, guardDetails()) }))()
  // The hold dialog says the hold; the panel says it, and what approving again waits for, once the dialog closes.
  const blockedBy = pending || state.holdOpen ? null : state.lastAttempt
  const { errors, submitCount } = form.formState

  // The service said it is approved: nothing here would be taken, so nothing is offered but the way back.
  if (state.answer?.kind === 'already-approved')
    return (
      <div className="flex flex-col gap-6">
        <PlainAnswerAlert answer={state.answer} onTryAgain={askToConfirm} />
        <p>
          <BackToSubmission displayId={target.displayId} transactionId={target.transactionId} />
        </p>
      </div>
    )

  return (
    <div className="flex flex-col gap-8">
      <FormErrorSummary errors={errors} serverMessage={state.unplaced} submitCount={submitCount} />
      {!draft.keptInBrowser && (
        <Alert tone="warning" title="Not kept in this browser">
          <p>This browser refuses to keep what you enter here (its storage is full or turned off): a reload would lose it.</p>
        </Alert>
      )}
      {blockedBy && (
        <LastAttemptPanel
          ref={panel}
          lastAttempt={blockedBy}
          target={target}
          unlocked={state.unlocked}
          onUnlockedChange={(unlocked) => dispatch({ type: 'unlocked-changed', unlocked })}
        />
      )}
      {state.answer && <PlainAnswerAlert answer={state.answer} onTryAgain={askToConfirm} />}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          askToConfirm()
        }}
        className="flex flex-col gap-8"
      >
        <FormKit form={form}>
          <ReasonFields />
        </FormKit>
        {state.guardKnown && (
          <section aria-labelledby="guard-heading" className="flex flex-col gap-3">
            <h2 id="guard-heading" className="text-xl font-bold text-slate-900">
              Guard
            </h2>
            <p>Each approval sends the guard id, your acknowledgment and your comment.</p>
            <div>
              <Button variant="secondary" onClick={() => dispatch({ type: 'guard-opened' })}>
                Check the guard details
              </Button>
            </div>
          </section>
        )}
        <div className="flex flex-col gap-2">
          {state.holdOpen ? null : blockedBy && !state.unlocked ? (
            <p className="font-semibold">Approving again is offered once you answer the question about the last approval, above.</p>
          ) : (
            <div>
              <Button type="submit" variant="danger" busy={pending}>
                Approve the cancellation…
              </Button>
            </div>
          )}
          <LiveRegion keepsItsPlace className="min-h-6 text-slate-700">
            {pending ? 'Sending the approval. Keep this page open until the answer comes.' : ''}
          </LiveRegion>
        </div>
      </form>
      <ConfirmApprovalDialog
        open={state.confirm.open}
        displayId={target.displayId}
        transactionId={target.transactionId}
        request={state.confirm.request}
        onCancel={() => dispatch({ type: 'confirm-closed' })}
        onConfirm={() => {
          dispatch({ type: 'confirm-closed' })
          send(state.confirm.request)
        }}
      />
      <GuardDialog
        open={state.guard.open}
        problem={state.guard.problem}
        form={guardForm}
        askReason={reasonless()}
        sending={pending}
        onClose={() => dispatch({ type: 'guard-closed' })}
        onApprove={(guard) => {
          update({ guard })
          if (guard.reason) form.setValue(`reasons.${guard.reason}`, true)
          dispatch({ type: 'guard-closed' })
          send(toApprovalRequest(form.getValues(), guard))
        }}
      />
      {state.lastAttempt?.kind === 'held' && (
        <HoldDialog
          open={state.holdOpen}
          hold={state.lastAttempt.hold}
          at={state.lastAttempt.at}
          displayId={target.displayId}
          transactionId={target.transactionId}
          onClose={() => dispatch({ type: 'hold-closed' })}
        />
      )}
    </div>
  )
}
