import { describe, expect, it } from 'vitest'
import {
  CancellationHoldError,
  cancelApproveErrorFrom,
  GuardAuthorityError,
  GuardConflictError,
  SavedApprovalError,
} from '../cancel-approve-errors'
import { FieldValidationError, RateLimitError, UnexpectedStatusError } from '../errors'
import { errorFromResponse } from '../read-response'

const notice = { phase: 'approval', held: true }
const receipt = {
  error: 'Notice handoff failed after approval.',
  reason_code: 'cancellation_notice_continuation_review',
  approval_saved: true,
  submission_number: 'BR-20006',
  transaction_id: 2,
  transportation_submission_id: 880006,
  submission_status: 'Pending Cancellation',
  notice_continuation: { id: 7, phase: 'print_handoff', reason_code: 'handoff_failed' },
  effective_date_transaction: '2026-12-02',
  effective_date_transaction_al: '2026-12-02',
  effective_date_transaction_wc: null,
  cancellation_notice: notice,
}
const hold = { error: 'Held', errors: { effective_date_transaction: ['After expiration'] }, reason_code: 'cancellation_notice_manual_review', cancellation_notice: notice }

/** What the client makes of an answer of cancel-approve: the endpoint's reader first, then section 7's. */
const classify = (status: number, body: unknown) => cancelApproveErrorFrom(status, body) ?? errorFromResponse(status, body)

describe('cancel-approve errors: status first, then the contract schemas', () => {
  it.each([
    [422, hold, CancellationHoldError],
    [422, { message: 'Invalid', errors: { cancellation_reason: ['Required'] } }, FieldValidationError],
    [500, receipt, SavedApprovalError],
    [500, { error: 'Boom' }, UnexpectedStatusError],
    [500, { ...receipt, approval_saved: false }, UnexpectedStatusError],
    [500, { error: 'x', approval_saved: true }, UnexpectedStatusError],
    [403, { status: 'failed', error: 'No authority', reason_code: 'cancellation_guard_authority_required' }, GuardAuthorityError],
    [403, undefined, GuardAuthorityError],
    [409, { status: 'failed', error: 'Wrong id', reason_code: 'cancellation_guard_mismatch', field: 'cancellation_guard_id' }, GuardConflictError],
    [409, { message: 'Acknowledge it' }, GuardConflictError],
    [429, { message: 'Too Many Requests' }, RateLimitError],
  ])('status %i with %j', (status, body, type) => {
    expect(classify(status, body)).toBeInstanceOf(type)
  })

  it('keeps the receipt, the hold and the guard field to correct', () => {
    expect((classify(500, receipt) as SavedApprovalError).receipt).toMatchObject({ transportation_submission_id: 880006, notice_continuation: { id: 7 } })
    expect((classify(422, hold) as CancellationHoldError).body.errors).toEqual(hold.errors)
    const mismatch = classify(409, { status: 'failed', error: 'Wrong id', reason_code: 'cancellation_guard_mismatch', field: 'cancellation_guard_id' })
    expect(mismatch).toMatchObject({ field: 'cancellation_guard_id', message: 'Wrong id', status: 409 })
  })

  it('a guard refusal in another body keeps its words, and names no field it was not told', () => {
    expect(classify(409, { message: 'Acknowledge it' })).toMatchObject({ field: null, message: 'Acknowledge it' })
    expect(classify(403, { error: 'Ask your manager' })).toMatchObject({ message: 'Ask your manager' })
    expect(classify(403, 'Forbidden').message).toMatch(/no authority to approve guarded cancellations/)
  })
})
