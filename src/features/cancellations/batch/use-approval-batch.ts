import { useEffect } from 'react'
import { useKeptReducer } from '@/generic/kept-reducer'
import { emptyApprovalForm } from '../form'
import { findDraft, keepDraft, knownApproval, type ApprovalTarget, type LastAttempt } from '../kept-approvals'
import { useApproveOneOfSeveral } from '../api/approve-cancellation'
import { approvalBatchReducer, newApprovalBatch, nextLine, reloadedApprovalBatch, type ApprovalBatchState, type ApprovalBatchEvent } from './approval-batch'
import type { LeftOutLine, ListedApproval } from './approval-list'
import { dropBatch, findBatch, keepBatch } from './batch-records'
import { answerOfFailure, answerOfSaved, type LineAnswer } from './line-outcome'

/**
 * The single approval's page learns of an attempt the batch could not settle, or that the service held,
 * as of its own (its draft's last attempt): it warns before anyone approves that transaction again, and
 * a hold shows there with its summary to send ("Resolve the hold" leads there).
 */
function rememberAttempt(target: ApprovalTarget, lastAttempt: LastAttempt): void {
  const draft = findDraft(target)
  keepDraft(target, { form: draft?.form ?? emptyApprovalForm(), guard: draft?.guard ?? null, lastAttempt })
}

/** A reload's batch: what was sent and never answered is of unknown outcome, here and on its approval's page. */
function reloaded(account: string): ApprovalBatchState | null {
  const kept = findBatch(account)
  if (!kept) return null
  const at = new Date().toISOString()
  const restored = reloadedApprovalBatch(kept, at)
  restored.lines.forEach((line, index) => {
    if (kept.lines[index]?.state === 'sent') rememberAttempt({ account, ...line }, { kind: 'unknown', at, cause: 'no-answer' })
  })
  keepBatch(account, restored)
  return restored
}

/** No batch is there to move. */
const orNone = (batch: ApprovalBatchState | null, event: ApprovalBatchEvent) => batch && approvalBatchReducer(batch, event)

/** Runs the account's batch: the state machine of approval-batch.ts, written to the browser at every step, one request at a time. */
export function useApprovalBatch(account: string) {
  const {
    state: batch,
    kept,
    dispatch,
    replace,
  } = useKeptReducer(
    orNone,
    () => reloaded(account),
    (next) => {
      if (next) return keepBatch(account, next)
      dropBatch(account)
      return true
    },
  )
  const approve = useApproveOneOfSeveral()

  const answer = (index: number, target: ApprovalTarget, answered: LineAnswer) => {
    const at = new Date().toISOString()
    if ('notProcessed' in answered) return dispatch({ type: 'not-processed', index, cause: answered.notProcessed })
    if (answered.outcome.kind === 'unknown') rememberAttempt(target, { kind: 'unknown', at, cause: answered.outcome.cause })
    if (answered.hold) rememberAttempt(target, { kind: 'held', at, hold: answered.hold })
    dispatch({ type: 'answered', index, at, outcome: answered.outcome })
  }

  useEffect(() => {
    if (!batch || approve.busy) return
    const index = nextLine(batch)
    const line = index === null ? undefined : batch.lines[index]
    if (index === null || !line) return
    const target = { account, displayId: line.displayId, transactionId: line.transactionId }
    const sent = approve.send(
      { target, request: line.reason ? { cancellation_reason: [line.reason] } : {} },
      {
        onSuccess: (saved) => answer(index, target, answerOfSaved(saved)),
        onError: (error) => answer(index, target, answerOfFailure(error, knownApproval(target))),
      },
    )
    // Written as sent at once, before the request can have left the browser.
    if (sent) dispatch({ type: 'sent', index, at: new Date().toISOString() })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the batch and the latch decide; the handlers dispatch to the machine, which holds the latest
  }, [batch, approve.busy])

  return {
    batch,
    /** The browser refused to keep the batch: a reload would lose it. */
    notKept: batch !== null && !kept,
    begin: (approvals: readonly ListedApproval[], leftOut: readonly LeftOutLine[]) => replace(newApprovalBatch(approvals, new Date().toISOString(), leftOut)),
    pause: () => dispatch({ type: 'pause' }),
    resume: () => dispatch({ type: 'resume' }),
    /** A new list: the batch goes; the approvals and receipts it made stay where they are kept. */
    clear: () => replace(null),
  }
}
