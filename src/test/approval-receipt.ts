import type { ApprovalReceipt } from '@/domain/approval-receipts'

/** A rule-8 saved-approval receipt as the browser keeps it, for transaction 2 of `displayId`. */
export const approvalReceipt = (displayId: string, receivedAt: string): ApprovalReceipt => ({
  displayId,
  transactionId: 2,
  receivedAt,
  receipt: {
    error: 'The approval was saved, but handing the notice over for generation failed.',
    reason_code: 'cancellation_notice_continuation_review',
    approval_saved: true,
    submission_number: displayId,
    transaction_id: 2,
    transportation_submission_id: 880006,
    submission_status: 'Pending Cancellation',
    notice_continuation: { id: 5001, phase: 'notice_handoff', reason_code: 'notice_handoff_failed' },
    effective_date_transaction: '2027-01-10',
    effective_date_transaction_al: null,
    effective_date_transaction_wc: null,
    cancellation_notice: { phase: 'request', extra_from_a_newer_api: 'kept' },
  },
})
