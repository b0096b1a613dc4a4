import { describe, expect, it } from 'vitest'
import { errorFromResponse } from '@/api/read-response'
import { readApprovalErrorBody } from '../../api/approval-answer'
import { answerOfFailure } from '../line-outcome'

const hold = {
  error: 'Approval held for manual review: the minimum date 2026-12-26 falls after the policy expires on 2026-12-16.',
  errors: { effective_date_transaction: ['After expiration'] },
  reason_code: 'cancellation_notice_manual_review',
  cancellation_notice: { phase: 'approval', held: true },
}

describe('a line’s answer', () => {
  it('carries a hold whole, so the single approval’s page can show it with its summary', () => {
    const answer = answerOfFailure(readApprovalErrorBody(422, hold) ?? errorFromResponse(422, hold))
    expect(answer).toEqual({ outcome: { kind: 'held', message: hold.error }, hold })
  })
})
