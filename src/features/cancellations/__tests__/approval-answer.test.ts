// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { NetworkError, OfflineError, SessionEndedError, UnexpectedResponseError } from '@/api/errors'
import { errorFromResponse } from '@/api/read-response'
import { approvalReceipt } from '@/test/approval-receipt'
import { approvalFailureOf, readApprovalErrorBody } from '../api/approval-answer'

const { receipt } = approvalReceipt('BR-20006', '2026-11-26T10:00:00.000Z')
const hold = {
  error: 'Held',
  errors: { effective_date_transaction: ['After expiration'] },
  reason_code: 'cancellation_notice_manual_review',
  cancellation_notice: { phase: 'approval', held: true },
}

/** What the screen makes of an answer: the endpoint's reader first, then section 7's, then the one classifier. */
const answerOf = (status: number, body: unknown) => approvalFailureOf(readApprovalErrorBody(status, body) ?? errorFromResponse(status, body))

describe('approvalFailureOf: one reading of every answer, status first, only what establishes an outcome read as one', () => {
  it.each([
    ['a hold', 422, hold, { kind: 'held', hold }],
    ['the rule-8 receipt', 500, receipt, { kind: 'receipt', receipt }],
    [
      'a 403 of the contract',
      403,
      { status: 'failed', error: 'No authority', reason_code: 'cancellation_guard_authority_required' },
      { kind: 'guard-authority', message: 'No authority' },
    ],
    ['a 403 in another body', 403, { error: 'Ask your manager' }, { kind: 'guard-authority', message: 'Ask your manager' }],
    [
      'a 409 naming its field',
      409,
      { status: 'failed', error: 'Wrong id', reason_code: 'cancellation_guard_mismatch', field: 'cancellation_guard_id' },
      { kind: 'guard-conflict', message: 'Wrong id', field: 'cancellation_guard_id' },
    ],
    ['a 409 in another body names no field', 409, { message: 'Acknowledge it' }, { kind: 'guard-conflict', message: 'Acknowledge it', field: null }],
    ['a 429', 429, { message: 'Too Many Requests' }, { kind: 'rate-limited' }],
    [
      'a 404 that says the cancellation is already approved',
      404,
      { status: 'failed', error: 'This cancellation has already been approved and is no longer pending. It cannot be approved again.' },
      { kind: 'already-approved', message: 'This cancellation has already been approved and is no longer pending. It cannot be approved again.' },
    ],
    [
      'a 404 that says there is no such cancellation',
      404,
      { status: 'failed', error: 'No pending cancellation with this id.' },
      { kind: 'not-found', message: 'No pending cancellation with this id.' },
    ],
    [
      'a 404 in other words stays a refusal',
      404,
      { status: 'failed', error: 'The policy is not bound, so this cancellation cannot be approved.' },
      { kind: 'refused', message: 'The policy is not bound, so this cancellation cannot be approved.', status: 404 },
    ],
    ['a 400 business rule', 400, { status: 'failed', error: 'Already approved' }, { kind: 'refused', message: 'Already approved', status: 400 }],
    ['a generic 500', 500, { error: 'Boom' }, { kind: 'unknown', cause: 'server-failure' }],
    ['a 500 that says nothing was saved', 500, { ...receipt, approval_saved: false }, { kind: 'unknown', cause: 'server-failure' }],
    ['a 500 with too little of a receipt', 500, { error: 'x', approval_saved: true }, { kind: 'unknown', cause: 'server-failure' }],
    ['a 503', 503, { error: 'Unavailable' }, { kind: 'unknown', cause: 'server-failure' }],
  ])('%s', (_case, status, body, failure) => {
    expect(answerOf(status, body)).toEqual(failure)
  })

  it('a 403 without a body keeps a message that says what happened', () => {
    expect(answerOf(403, 'Forbidden')).toMatchObject({
      kind: 'guard-authority',
      message: expect.stringMatching(/no authority to approve guarded cancellations/),
    })
  })

  it('splits a 422 between the reasons and the guard', () => {
    const body = {
      message: 'Invalid',
      errors: { cancellation_reason: ['Required'], cancellation_guard_id: ['Required: guarded'], cancellation_guard_approval_comment: ['Required: guarded'] },
    }
    expect(answerOf(422, body)).toEqual({
      kind: 'invalid',
      message: 'Invalid',
      reasonErrors: { cancellation_reason: ['Required'] },
      guardErrors: { cancellation_guard_id: ['Required: guarded'], cancellation_guard_approval_comment: ['Required: guarded'] },
    })
  })

  it.each([
    ['an ended session', new SessionEndedError(), { kind: 'session-ended' }],
    ['an offline browser', new OfflineError(), { kind: 'offline' }],
    ['a 200 the portal cannot read', new UnexpectedResponseError(200), { kind: 'unknown', cause: 'unreadable-answer' }],
    ['no answer', new NetworkError(), { kind: 'unknown', cause: 'no-answer' }],
    ['a failure of the portal itself', new TypeError('x is undefined'), { kind: 'unknown', cause: 'no-answer' }],
  ])('%s', (_case, error, failure) => {
    expect(approvalFailureOf(error)).toEqual(failure)
  })
})
