import { describe, expect, it } from 'vitest'
import {
  AuthenticationError,
  BusinessRuleError,
  CancellationHoldError,
  FieldValidationError,
  NotFoundError,
  RateLimitError,
  SavedApprovalError,
  UnexpectedStatusError,
} from '../errors'
import { errorFromResponse } from '../read-response'

const notice = { phase: 'request', held: true }
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

describe('errorFromResponse: one type per body format of section 7', () => {
  it.each([
    [422, { message: 'Invalid', errors: { 'drivers.2.dateOfBirth': ['Too young'] } }, FieldValidationError],
    [400, { status: 'failed', error: 'Ineligible operations' }, BusinessRuleError],
    [404, { status: 'failed', error: 'Not found' }, BusinessRuleError],
    [401, { Error: 'Auth Error: Incorrect username or password.' }, AuthenticationError],
    [400, { Error: 'Auth Error: username is required.' }, AuthenticationError],
    [404, { error: 'Subscription not found.' }, NotFoundError],
    [422, { error: 'Held', errors: {}, reason_code: 'cancellation_notice_manual_review', cancellation_notice: notice }, CancellationHoldError],
    [500, receipt, SavedApprovalError],
    [500, { error: 'Boom' }, UnexpectedStatusError],
    [409, { message: 'Guard acknowledgement required' }, UnexpectedStatusError],
    [429, undefined, RateLimitError],
  ])('status %i with %j', (status, body, type) => {
    expect(errorFromResponse(status, body)).toBeInstanceOf(type)
  })

  it('keeps the field paths and the saved-approval receipt', () => {
    const validation = errorFromResponse(422, { message: 'Invalid', errors: { 'vehicles.3.vin': ['Bad VIN'] } })
    expect(validation).toBeInstanceOf(FieldValidationError)
    expect((validation as FieldValidationError).fieldErrors).toEqual({ 'vehicles.3.vin': ['Bad VIN'] })
    const saved = errorFromResponse(500, receipt) as SavedApprovalError
    expect(saved.receipt.transportation_submission_id).toBe(880006)
    expect(saved.receipt.notice_continuation.id).toBe(7)
  })

  it('a generic 500 is not read as a saved approval', () => {
    expect(errorFromResponse(500, { error: 'x', approval_saved: true })).not.toBeInstanceOf(SavedApprovalError)
  })
})
