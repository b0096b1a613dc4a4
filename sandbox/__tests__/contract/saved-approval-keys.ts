/** 4.7 rule 8: every key of the saved-approval receipt (a 500 whose approval was kept), sorted, as the contract lists them. */
export const SAVED_APPROVAL_KEYS = [
  'approval_saved',
  'cancellation_notice',
  'effective_date_transaction',
  'effective_date_transaction_al',
  'effective_date_transaction_wc',
  'error',
  'notice_continuation',
  'reason_code',
  'submission_number',
  'submission_status',
  'transaction_id',
  'transportation_submission_id',
]
