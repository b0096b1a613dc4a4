import type { CancelApproveSuccess } from '@/api/contract/cancel-approve'
import { classifyApprovalFailure } from '../failure'
import type { BatchEvent, LineOutcome } from './approval-batch'

/**
 * The one seam between "Approve several" and the single approval's reading of an answer: a failure is
 * classified by the screen's own classifier (`classifyApprovalFailure`), never again here, and only
 * mapped onto a line's outcome. Replace the classifier behind it and the batch follows.
 */

export type LineAnswer = { outcome: LineOutcome } | { notProcessed: Extract<BatchEvent, { type: 'not-processed' }>['cause'] }

export const answerOfSuccess = (response: CancelApproveSuccess): LineAnswer => ({
  outcome: {
    kind: 'approved',
    submissionStatus: response.submission_status,
    transactionDate: response.effective_date_transaction,
    alDate: response.effective_date_transaction_al,
    wcDate: response.effective_date_transaction_wc,
  },
})

export function answerOfFailure(error: unknown): LineAnswer {
  const failure = classifyApprovalFailure(error)
  switch (failure.kind) {
    case 'held':
      return { outcome: { kind: 'held', message: failure.hold.error } }
    case 'receipt':
      return { outcome: { kind: 'receipt', submissionStatus: failure.receipt.submission_status, continuationId: failure.receipt.notice_continuation.id } }
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
    case 'refused':
      return { outcome: failure.status === 404 ? { kind: 'not-found', message: failure.message } : { kind: 'refused', status: failure.status, message: failure.message } }
    case 'unknown':
      return { outcome: { kind: 'unknown', cause: failure.cause } }
  }
}
