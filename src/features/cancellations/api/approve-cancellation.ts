import { keepApprovalReceipt } from '@/api/approval-receipts'
import { cancelApproveErrorFrom, SavedApprovalError } from '@/api/cancel-approve-errors'
import { apiRequest } from '@/api/client'
import { cancelApproveSuccessSchema, type CancelApproveRequest } from '@/api/contract/cancel-approve'
import { useSend } from '@/api/use-send'
import { dropDraft, keepApproval, type ApprovalTarget, type KeptApproval } from '../kept-approvals'
import { cancellationKeys } from './keys'

/**
 * POST /submission/{displayId}/{transactionId}/cancel-approve (section 4.7). Sent once: a 429 comes
 * back at once instead of being waited out and resent (ADR 0002), and like every mutation it is never
 * retried. Its own answers (hold, guard refusals, the rule-8 receipt) come back as their typed errors.
 */
function approveCancellation({ displayId, transactionId }: ApprovalTarget, request: CancelApproveRequest) {
  return apiRequest({
    method: 'POST',
    path: `/submission/${encodeURIComponent(displayId)}/${transactionId}/cancel-approve`,
    body: request,
    responseSchema: cancelApproveSuccessSchema,
    onRateLimit: 'answer',
    readErrorBody: cancelApproveErrorFrom,
    // No answer within twice the usual limit (ADR 0038) is an unknown outcome, said as such.
    patience: 'long',
  })
}

/**
 * The approval, and what proves it kept in this browser before anything else happens, whether or not
 * the screen is still open: the 200 as an approval, the rule-8 receipt as a receipt (the screen reads
 * that one back), and the draft dropped, as there is nothing left to approve. `kept` is false when
 * the browser refused to store the approval: the screen must say so.
 */
async function approveAndKeep(target: ApprovalTarget, request: CancelApproveRequest): Promise<{ approval: KeptApproval; kept: boolean }> {
  const receivedAt = () => new Date().toISOString()
  try {
    const response = await approveCancellation(target, request)
    const approval = { response, receivedAt: receivedAt(), reasonLeftEmpty: request.cancellation_reason === undefined }
    const kept = keepApproval(target, approval)
    dropDraft(target)
    return { approval, kept }
  } catch (error) {
    if (error instanceof SavedApprovalError) {
      const { displayId, transactionId, account } = target
      keepApprovalReceipt(account, { displayId, transactionId, receivedAt: receivedAt(), receipt: error.receipt })
      dropDraft(target)
    }
    throw error
  }
}

export function useApproveCancellation(target: ApprovalTarget) {
  return useSend({
    mutationKey: cancellationKeys.approval(target.displayId, target.transactionId),
    mutationFn: (request: CancelApproveRequest) => approveAndKeep(target, request),
  })
}
