import { apiRequest } from '@/api/client'
import { cancelApproveSuccessSchema, type CancelApproveRequest } from '@/contract/cancel-approve'
import { useSend } from '@/api/use-send'
import { keepSaved, type ApprovalTarget, type SavedApproval } from '../kept-approvals'
import { ApprovalAnswerError, readApprovalErrorBody } from './approval-answer'
import { cancellationKeys } from './keys'

/**
 * POST /submission/{displayId}/{transactionId}/cancel-approve (section 4.7). Sent once: a 429 comes
 * back at once instead of being waited out and resent (ADR 0002), and like every mutation it is never
 * retried. Its own answers (hold, guard refusals, the rule-8 receipt) come back already read.
 */
function approveCancellation({ displayId, transactionId }: ApprovalTarget, request: CancelApproveRequest) {
  return apiRequest({
    method: 'POST',
    path: `/submission/${encodeURIComponent(displayId)}/${transactionId}/cancel-approve`,
    body: request,
    responseSchema: cancelApproveSuccessSchema,
    onRateLimit: 'answer',
    readErrorBody: readApprovalErrorBody,
    // No answer within twice the usual limit (ADR 0038) is an unknown outcome, said as such.
    patience: 'long',
  })
}

/**
 * The approval, and what proves it kept in this browser before anything else happens, whether or not
 * the screen is still open: the 200 as an approval, the rule-8 receipt as a receipt. Both are a saved
 * approval, so both resolve; every other answer rejects, as it approved nothing (or nobody knows).
 */
async function approveAndKeep(target: ApprovalTarget, request: CancelApproveRequest): Promise<SavedApproval> {
  const receivedAt = () => new Date().toISOString()
  try {
    const response = await approveCancellation(target, request)
    return keepSaved(target, { kind: 'approved', response, reasonLeftEmpty: request.cancellation_reason === undefined }, receivedAt())
  } catch (error) {
    if (error instanceof ApprovalAnswerError && error.failure.kind === 'receipt') {
      return keepSaved(target, { kind: 'receipt', receipt: error.failure.receipt }, receivedAt())
    }
    throw error
  }
}

export function useApproveCancellation(target: ApprovalTarget) {
  return useSend({
    mutationKey: cancellationKeys.approval(target.displayId, target.transactionId),
    mutationFn: (request: CancelApproveRequest) => approveAndKeep(target, request),
    // Sent without an answer, the page's last attempt says what is known (kept before the request left).
    interrupted: {
      what: `The approval of ${target.displayId}, transaction ${target.transactionId}`,
      again: 'What you entered is kept: approve it again when you are ready.',
    },
  })
}

/**
 * "Approve several": the same approval and the same records, one line at a time through one latch
 * (repeatable: after a success it settles, then takes the next line). The batch's runner sends.
 */
export function useApproveOneOfSeveral() {
  return useSend({
    mutationKey: cancellationKeys.batch(),
    mutationFn: ({ target, request }: { target: ApprovalTarget; request: CancelApproveRequest }) => approveAndKeep(target, request),
    repeatable: true,
    // The batch keeps every line's answer and pauses with why: an ended session included.
    interrupted: 'told-by-screen',
  })
}
