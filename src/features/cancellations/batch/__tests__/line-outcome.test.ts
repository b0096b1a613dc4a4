import { describe, expect, it } from 'vitest'
import { errorFromResponse } from '@/api/read-response'
import { readApprovalErrorBody } from '../../api/approval-answer'
import type { KnownApproval } from '../../kept-approvals'
import { answerOfFailure, KEPT_HERE } from '../line-outcome'

const hold = {
  error: 'Approval held for manual review: the minimum date 2026-12-26 falls after the policy expires on 2026-12-16.',
  errors: { effective_date_transaction: ['After expiration'] },
  reason_code: 'cancellation_notice_manual_review',
  cancellation_notice: { phase: 'approval', held: true },
}

const answerOf = (status: number, body: unknown, known: KnownApproval | null = null) =>
  answerOfFailure(readApprovalErrorBody(status, body) ?? errorFromResponse(status, body), known)
const ALREADY = { status: 'failed', error: 'This cancellation has already been approved and is no longer pending. It cannot be approved again.' }

describe('a line’s answer', () => {
  it('an "already approved" 404 is said to be already approved, not "not found"', () => {
    expect(answerOf(404, ALREADY)).toEqual({ outcome: { kind: 'already-approved', message: ALREADY.error } })
    expect(answerOf(404, { status: 'failed', error: 'No pending cancellation with this id.' })).toEqual({
      outcome: { kind: 'not-found', message: 'No pending cancellation with this id.' },
    })
    expect(answerOf(404, { status: 'failed', error: 'The policy is not bound.' })).toEqual({
      outcome: { kind: 'refused', status: 404, message: 'The policy is not bound.' },
    })
  })

  it('what this browser knows outranks the words: a refusal of a line it holds the approval or receipt of is "already approved"', () => {
    const refusal = { status: 'failed', error: 'Nope.' }
    expect(answerOf(404, refusal, { kind: 'receipt', at: '2026-11-26T09:00:00.000Z' })).toEqual({ outcome: { kind: 'already-approved', message: KEPT_HERE } })
    expect(answerOf(404, refusal, { kind: 'held', at: '2026-11-26T09:00:00.000Z' })).toEqual({ outcome: { kind: 'refused', status: 404, message: 'Nope.' } })
  })

  it('carries a hold whole, so the single approval’s page can show it with its summary', () => {
    const answer = answerOfFailure(readApprovalErrorBody(422, hold) ?? errorFromResponse(422, hold))
    expect(answer).toEqual({ outcome: { kind: 'held', message: hold.error }, hold })
  })
})
