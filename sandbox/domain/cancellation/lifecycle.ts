import type { Sandbox } from '../../sandbox.ts'
import type { Submission } from '../../store/types.ts'
import { recordSubmissionEvent } from '../lifecycle/record-event.ts'

export const PENDING_CANCELLATION = 5

/**
 * Section 3: a bound policy enters Pending Cancellation (5), announced through the lifecycle with the
 * last partner-visible status as `previous_status`. The route has already refused a policy that is not
 * bound, so the move cannot be refused here.
 */
export function enterPendingCancellation(sandbox: Sandbox, submission: Submission, transactionId: number): void {
  const recorded = recordSubmissionEvent(sandbox, submission, 'submission.pending_cancellation', { transactionId })
  if (!recorded.ok) throw new Error(`Approval committed but the policy did not move: ${recorded.problem}`)
}
