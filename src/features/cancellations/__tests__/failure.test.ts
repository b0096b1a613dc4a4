import { describe, expect, it } from 'vitest'
import { CancellationHoldError, GuardAuthorityError, GuardConflictError, SavedApprovalError } from '@/api/cancel-approve-errors'
import type { CancellationHoldBody, SavedApprovalBody } from '@/contract/cancel-approve'
import {
  BusinessRuleError,
  FieldValidationError,
  NetworkError,
  RateLimitError,
  SessionEndedError,
  UnexpectedResponseError,
  UnexpectedStatusError,
} from '@/api/errors'
import { classifyApprovalFailure } from '../failure'

const hold = { error: 'Held', errors: {}, reason_code: 'cancellation_notice_manual_review', cancellation_notice: {} } as CancellationHoldBody
const receipt = { error: 'Saved', approval_saved: true } as SavedApprovalBody

describe('classifyApprovalFailure: only what establishes an outcome is read as one', () => {
  it.each([
    ['a hold', new CancellationHoldError(hold), { kind: 'held', hold }],
    ['the rule-8 receipt', new SavedApprovalError(receipt), { kind: 'receipt', receipt }],
    ['a 403', new GuardAuthorityError('No authority'), { kind: 'guard-authority', message: 'No authority' }],
    ['a 409', new GuardConflictError('Wrong id', 'cancellation_guard_id'), { kind: 'guard-conflict', message: 'Wrong id', field: 'cancellation_guard_id' }],
    ['a 429', new RateLimitError(), { kind: 'rate-limited' }],
    ['a 404 business rule', new BusinessRuleError('Already approved', 404), { kind: 'refused', message: 'Already approved', status: 404 }],
    ['another 4xx', new UnexpectedStatusError('Teapot', 418), { kind: 'refused', message: 'Teapot', status: 418 }],
    ['an ended session', new SessionEndedError(), { kind: 'session-ended' }],
    ['a generic 500', new UnexpectedStatusError('Boom', 500), { kind: 'unknown', cause: 'server-failure' }],
    ['a 503', new UnexpectedStatusError('Unavailable', 503), { kind: 'unknown', cause: 'server-failure' }],
    ['a 200 the portal cannot read', new UnexpectedResponseError(200), { kind: 'unknown', cause: 'unreadable-answer' }],
    ['no answer', new NetworkError(), { kind: 'unknown', cause: 'no-answer' }],
    ['a failure of the portal itself', new TypeError('x is undefined'), { kind: 'unknown', cause: 'no-answer' }],
  ])('%s', (_case, error, failure) => {
    expect(classifyApprovalFailure(error)).toEqual(failure)
  })

  it('splits a 422 between the reasons and the guard dialog', () => {
    const error = new FieldValidationError('Invalid', {
      cancellation_reason: ['Required'],
      cancellation_guard_id: ['Required: guarded'],
      cancellation_guard_approval_comment: ['Required: guarded'],
    })
    expect(classifyApprovalFailure(error)).toEqual({
      kind: 'invalid',
      message: 'Invalid',
      reasonErrors: { cancellation_reason: ['Required'] },
      guardErrors: { cancellation_guard_id: ['Required: guarded'], cancellation_guard_approval_comment: ['Required: guarded'] },
    })
  })
})
