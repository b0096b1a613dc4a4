import type { CancellationHoldBody, CancelApproveSuccess, SavedApprovalBody } from '@/contract/cancel-approve'
import { approvalFailureOf } from '../api/approval-answer'
import type { KnownApproval, SavedApproval } from '../kept-approvals'
import { appliedMoves } from '../notice-explained'
import type { ApprovalBatchEvent, LineOutcome } from './approval-batch'

/**
 * The one seam between "Approve several" and the single approval's reading of an answer: a failure is
 * classified by the screen's own classifier (`approvalFailureOf`), never again here, and only
 * mapped onto a line's outcome. Replace the classifier behind it and the batch follows.
 */

/** A held line also carries the hold, for the single approval's page to show it with its summary (rule 6). */
export type LineAnswer =
  { outcome: LineOutcome; hold?: CancellationHoldBody } | { notProcessed: Extract<ApprovalBatchEvent, { type: 'not-processed' }>['cause'] }

const answerOfSuccess = (response: CancelApproveSuccess): LineAnswer => ({
  outcome: {
    kind: 'approved',
    submissionStatus: response.submission_status,
    transactionDate: response.effective_date_transaction,
    alDate: response.effective_date_transaction_al,
    wcDate: response.effective_date_transaction_wc,
    moves: appliedMoves(response.cancellation_notice),
  },
})

/** Said of a line refused while this browser holds its approval: what it knows outranks words it cannot be sure of. */
export const KEPT_HERE = 'This browser holds its approval.'

const answerOfReceipt = (receipt: SavedApprovalBody): LineAnswer => ({
  outcome: { kind: 'receipt', submissionStatus: receipt.submission_status, continuationId: receipt.notice_continuation.id },
})

/** What the service saved (an approval, or a rule-8 receipt), as the single approval keeps it. */
export const answerOfSaved = (saved: SavedApproval): LineAnswer =>
  saved.kind === 'approved' ? answerOfSuccess(saved.approval.response) : answerOfReceipt(saved.record.receipt)

/** `known`: what this browser held of the line when its answer came (`knownApproval`). */
export function answerOfFailure(error: unknown, known: KnownApproval | null = null): LineAnswer {
  const failure = approvalFailureOf(error)
  const approvedHere = known?.kind === 'approved' || known?.kind === 'receipt'
  if (approvedHere && (failure.kind === 'refused' || failure.kind === 'not-found')) return { outcome: { kind: 'already-approved', message: KEPT_HERE } }
  switch (failure.kind) {
    case 'held':
      return { outcome: { kind: 'held', message: failure.hold.error }, hold: failure.hold }
    case 'receipt':
      return answerOfReceipt(failure.receipt)
    case 'guard-authority':
      return { outcome: { kind: 'refused', status: 403, message: failure.message } }
    case 'guard-conflict':
      return { outcome: { kind: 'refused', status: 409, message: failure.message } }
    case 'invalid':
      // The guard's fields asked for: the cancellation is guarded, and its details are given on its own page (rule 7).
      return Object.keys(failure.guardErrors).length > 0
        ? { outcome: { kind: 'guarded', message: failure.message } }
        : { outcome: { kind: 'refused', status: 422, message: [failure.message, ...Object.values(failure.reasonErrors).flat()].join(' ') } }
    case 'rate-limited':
    case 'offline':
    case 'session-ended':
      return { notProcessed: failure.kind }
    case 'already-approved':
    case 'not-found':
      return { outcome: { kind: failure.kind, message: failure.message } }
    case 'refused':
      return { outcome: { kind: 'refused', status: failure.status, message: failure.message } }
    case 'unknown':
      return { outcome: { kind: 'unknown', cause: failure.cause } }
  }
}
