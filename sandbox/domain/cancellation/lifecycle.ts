import type { Sandbox } from '../../sandbox.ts'
import { moveSubmissionStatus } from '../../store/submissions.ts'
import type { Submission } from '../../store/types.ts'

export const PENDING_CANCELLATION = 5

/**
 * Section 3: a bound policy enters Pending Cancellation (5), and the domain announces it with the last
 * partner-visible status as `previous_status` (rule 1 of section 3).
 */
export function enterPendingCancellation(sandbox: Sandbox, submission: Submission, transactionId: number): void {
  const previous = moveSubmissionStatus(submission, PENDING_CANCELLATION)
  sandbox.events.publish({
    event_type: 'submission.pending_cancellation',
    companyId: submission.companyId,
    display_id: submission.displayId,
    transaction_id: transactionId,
    ...(typeof previous === 'number' && { previous_status: previous }),
    new_status: PENDING_CANCELLATION,
  })
}
