import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useBeforeUnload } from 'react-router'
import { findApprovalReceipt, type ApprovalReceipt } from '@/api/approval-receipts'
import type { CancelApproveRequest } from '@/api/contract/cancel-approve'
import { FieldValidationError } from '@/api/errors'
import { applyFieldErrors } from '@/components/form/apply-field-errors'
import { FormKit } from '@/components/form/form-kit'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { useApproveCancellation } from '../api/approve-cancellation'
import { classifyApprovalFailure, type ApprovalFailure } from '../failure'
import { approvalFieldOf, approvalFormSchema, emptyGuardForm, guardFieldOf, guardFormSchema, toApprovalRequest, type ApprovalForm, type GuardForm } from '../form'
import type { ApprovalTarget, KeptApproval, LastAttempt } from '../kept-approvals'
import { useApprovalDraft } from '../use-approval-draft'
import { ConfirmApprovalDialog } from './confirm-approval-dialog'
import { GuardDialog, type GuardProblem } from './guard-dialog'
import { HoldDialog } from './hold-dialog'
import { LastAttemptPanel } from './last-attempt-panel'
import { PlainAnswerAlert, type PlainAnswer } from './plain-answer-alert'
import { ReasonFields } from './reason-fields'
import { WhatApprovalDoes } from './what-approval-does'

/** A saved approval, as the screen shows it next: a success, or the rule-8 receipt; `kept`: the browser stored it. */
export type SavedApproval = { kind: 'approved'; approval: KeptApproval; kept: boolean } | { kind: 'receipt'; record: ApprovalReceipt; kept: boolean }

const now = () => new Date().toISOString()

/**
 * The approval form and everything an answer can lead to, short of a saved approval (the screen
 * shows that instead): the confirmation, the guard and hold dialogs, and the answers that approved
 * nothing. The request is sent once per deliberate confirmation, never twice for a double click.
 */
export function ApprovalWorkbench({ target, onSaved }: { target: ApprovalTarget; onSaved: (saved: SavedApproval) => void }) {
  const draft = useApprovalDraft(target)
  const { update, read } = draft
  const form = useForm<ApprovalForm>({ resolver: zodResolver(approvalFormSchema), defaultValues: draft.initial.form, shouldFocusError: false })
  const guardForm = useForm<GuardForm>({ resolver: zodResolver(guardFormSchema), defaultValues: draft.initial.guard ?? emptyGuardForm() })
  const approval = useApproveCancellation(target)
  const pending = approval.isPending
  const panel = useRef<HTMLElement>(null)
  // The panel about the last attempt takes the focus once it is drawn: after an unknown outcome, or the hold dialog closing.
  const focusPanel = useRef(false)
  // Dialogs stay mounted and open or close, so that each gives the focus back to where it was.
  const [confirming, setConfirming] = useState<{ open: boolean; request: CancelApproveRequest }>({ open: false, request: {} })
  const [guardDialog, setGuardDialog] = useState<{ open: boolean; problem: GuardProblem }>({ open: false, problem: { kind: 'details', refusal: null } })
  const [holdOpen, setHoldOpen] = useState(false)
  const [answer, setAnswer] = useState<PlainAnswer | null>(null)
  const [unplaced, setUnplaced] = useState<string | null>(null)
  const [unlocked, setUnlocked] = useState(false)

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
    if (!focusPanel.current || !panel.current) return
    focusPanel.current = false
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

  const guardDetails = () => (read().guard === null ? null : guardForm.getValues())
  const knowGuard = () => {
    if (read().guard === null) update({ guard: guardForm.getValues() })
  }

  function settle(failure: ApprovalFailure, previous: LastAttempt | null) {
    switch (failure.kind) {
      case 'receipt': {
        const { account, displayId, transactionId } = target
        const kept = findApprovalReceipt(account, displayId, transactionId)
        onSaved({ kind: 'receipt', record: kept ?? { displayId, transactionId, receivedAt: now(), receipt: failure.receipt }, kept: kept !== null })
        return
      }
      case 'held':
        update({ lastAttempt: { kind: 'held', at: now(), hold: failure.hold } })
        setUnlocked(false)
        setHoldOpen(true)
        return
      case 'unknown':
        update({ lastAttempt: { kind: 'unknown', at: now(), cause: failure.cause } })
        setUnlocked(false)
        focusPanel.current = true
        return
    }
    // Nothing was approved by this attempt: what was known before it still stands.
    update({ lastAttempt: previous })
    switch (failure.kind) {
      case 'guard-authority':
        setGuardDialog({ open: true, problem: { kind: 'authority', message: failure.message } })
        return
      case 'guard-conflict': {
        knowGuard()
        // The field the body names carries the message; without one, the dialog says it above the fields.
        const field = failure.field && guardFieldOf(failure.field)
        if (field) guardForm.setError(field, { type: 'server', message: failure.message })
        setGuardDialog({ open: true, problem: { kind: 'details', refusal: field ? null : failure.message } })
        return
      }
      case 'invalid': {
        const left = applyFieldErrors(form, new FieldValidationError(failure.message, failure.reasonErrors), approvalFieldOf).map(({ message }) => message)
        const guarded = Object.keys(failure.guardErrors).length > 0
        if (guarded) {
          knowGuard()
          applyFieldErrors(guardForm, new FieldValidationError(failure.message, failure.guardErrors), guardFieldOf)
          setGuardDialog({ open: true, problem: { kind: 'details', refusal: null } })
        }
        const placedNothing = !guarded && Object.keys(failure.reasonErrors).length === 0
        setUnplaced(placedNothing ? failure.message : left.join(' ') || null)
        return
      }
      case 'refused':
        setAnswer({ kind: 'refused', message: failure.message, maybeSavedBefore: previous?.kind === 'unknown' })
        return
      default:
        setAnswer(failure)
    }
  }

  const send = (request: CancelApproveRequest) =>
    approval.activate(() => {
      const previous = read().lastAttempt
      setAnswer(null)
      setUnplaced(null)
      // Written before sending: a tab closed or crashed meanwhile leaves an attempt of unknown outcome, never none.
      update({ lastAttempt: { kind: 'unknown', at: now(), cause: 'no-answer' } })
      return {
        input: request,
        onSuccess: ({ approval: kept, kept: stored }) => onSaved({ kind: 'approved', approval: kept, kept: stored }),
        onError: (error) => settle(classifyApprovalFailure(error), previous),
      }
    })

  const askToConfirm = () => void form.handleSubmit((values) => setConfirming({ open: true, request: toApprovalRequest(values, guardDetails()) }))()
  const blockedBy = pending ? null : draft.lastAttempt
  const { errors, submitCount } = form.formState

  return (
    <div className="flex flex-col gap-8">
      <FormErrorSummary errors={errors} serverMessage={unplaced} submitCount={submitCount} />
      {!draft.keptInBrowser && (
        <Alert tone="warning" title="Not kept in this browser">
          <p>This browser refuses to keep what you enter here (its storage is full or turned off): a reload would lose it.</p>
        </Alert>
      )}
      {blockedBy && <LastAttemptPanel ref={panel} lastAttempt={blockedBy} unlocked={unlocked} onUnlockedChange={setUnlocked} />}
      {answer && <PlainAnswerAlert answer={answer} onTryAgain={askToConfirm} />}
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
        {draft.guardKnown && (
          <section aria-labelledby="guard-heading" className="flex flex-col gap-3">
            <h2 id="guard-heading" className="text-xl font-bold text-slate-900">
              Guard
            </h2>
            <p>The service says this cancellation is guarded: each approval sends the guard id, your acknowledgement and your comment.</p>
            <div>
              <Button variant="secondary" onClick={() => setGuardDialog({ open: true, problem: { kind: 'details', refusal: null } })}>
                Check the guard details
              </Button>
            </div>
          </section>
        )}
        <WhatApprovalDoes />
        <div className="flex flex-col gap-2">
          {blockedBy && !unlocked ? (
            <p className="font-semibold">Approving again is offered once you answer the question about the last approval, above.</p>
          ) : (
            <div>
              <Button type="submit" variant="danger" busy={pending}>
                Approve the cancellation…
              </Button>
            </div>
          )}
          <p role="status" className="min-h-6 text-slate-700">
            {pending ? 'Sending the approval. Keep this page open until the answer comes.' : ''}
          </p>
        </div>
      </form>
      <ConfirmApprovalDialog
        open={confirming.open}
        displayId={target.displayId}
        transactionId={target.transactionId}
        request={confirming.request}
        onCancel={() => setConfirming((current) => ({ ...current, open: false }))}
        onConfirm={() => {
          setConfirming((current) => ({ ...current, open: false }))
          send(confirming.request)
        }}
      />
      <GuardDialog
        open={guardDialog.open}
        problem={guardDialog.problem}
        form={guardForm}
        sending={pending}
        onClose={() => setGuardDialog((current) => ({ ...current, open: false }))}
        onApprove={(guard) => {
          update({ guard })
          setGuardDialog((current) => ({ ...current, open: false }))
          send(toApprovalRequest(form.getValues(), guard))
        }}
      />
      {draft.lastAttempt?.kind === 'held' && (
        <HoldDialog
          open={holdOpen}
          hold={draft.lastAttempt.hold}
          displayId={target.displayId}
          transactionId={target.transactionId}
          onClose={() => {
            focusPanel.current = true
            setHoldOpen(false)
          }}
        />
      )}
    </div>
  )
}
