import { useEffect, useRef, useState } from 'react'
import { emptyApprovalForm } from '../form'
import { findDraft, keepDraft, knownApproval, type ApprovalTarget, type LastAttempt } from '../kept-approvals'
import { useApproveOneOfSeveral } from '../api/approve-cancellation'
import { batchReducer, newBatch, nextLine, restoredBatch, type ApprovalBatch, type BatchEvent } from './approval-batch'
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

/** Runs the account's batch: the state machine of approval-batch.ts, written to the browser at every step, one request at a time. */
export function useApprovalBatch(account: string) {
  const [initial] = useState(() => {
    const kept = findBatch(account)
    if (!kept) return null
    const at = new Date().toISOString()
    const restored = restoredBatch(kept, at)
    restored.lines.forEach((line, index) => {
      if (kept.lines[index]?.state === 'sent') rememberAttempt({ account, ...line }, { kind: 'unknown', at, cause: 'no-answer' })
    })
    keepBatch(account, restored)
    return restored
  })
  const [batch, setBatch] = useState<ApprovalBatch | null>(initial)
  const [notKept, setNotKept] = useState(false)
  const current = useRef(batch)
  const approve = useApproveOneOfSeveral()

  const show = (next: ApprovalBatch | null) => {
    current.current = next
    setBatch(next)
    setNotKept(next !== null && !keepBatch(account, next))
  }
  const dispatch = (event: BatchEvent) => {
    const before = current.current
    if (!before) return
    const next = batchReducer(before, event)
    if (next !== before) show(next)
  }
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the batch and the latch decide; the handlers read the latest through the ref
  }, [batch, approve.busy])

  return {
    batch,
    /** The browser refused to keep the batch: a reload would lose it. */
    notKept,
    begin: (approvals: readonly ListedApproval[], leftOut: readonly LeftOutLine[]) => show(newBatch(approvals, new Date().toISOString(), leftOut)),
    pause: () => dispatch({ type: 'pause' }),
    resume: () => dispatch({ type: 'resume' }),
    /** A new list: the batch goes; the approvals and receipts it made stay where they are kept. */
    clear: () => {
      dropBatch(account)
      show(null)
    },
  }
}
