import { describe, expect, it } from 'vitest'
import { guardAuthorityBodySchema, guardConflictBodySchema } from '../../src/contract/cancel-approve.ts'
import { fieldValidationBodySchema } from '../../src/contract/errors.ts'
import { ownedCancellation } from '../store/pending-cancellations.ts'
import { findSubmission } from '../store/submissions.ts'
import { cancelApproveSession } from './cancel-approve-session.ts'
import { AGENT, UNDERWRITER } from './harness.ts'

/** BR-20005: guarded by guard 41, both controls off (so rule 1 still wants a reason for the 200). */
const GUARDED = 'BR-20005'
const CORRECT = {
  cancellation_reason: ['non_payment'],
  cancellation_guard_id: 41,
  cancellation_guard_acknowledged: true,
  cancellation_guard_approval_comment: 'Insured confirmed by phone; premium finance notice on file.',
}
const without = (field: keyof typeof CORRECT) => Object.fromEntries(Object.entries(CORRECT).filter(([key]) => key !== field))

describe('BR-20005: a guarded cancellation', () => {
  it('agent@blueridge, without guard authority: 403, whatever the guard fields say', async () => {
    const { approve } = await cancelApproveSession(AGENT)
    for (const body of [CORRECT, {}]) {
      const answer = await approve(GUARDED, body)
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({
        status: 'failed',
        error: 'This cancellation is guarded, and this account has no authority to approve guarded cancellations. Ask a colleague who has it.',
        reason_code: 'cancellation_guard_authority_required',
      })
      expect(guardAuthorityBodySchema.safeParse(answer.body).success).toBe(true)
    }
  })

  it('the underwriter with a wrong guard id: 409 naming cancellation_guard_id', async () => {
    const { approve } = await cancelApproveSession(UNDERWRITER)
    const answer = await approve(GUARDED, { ...CORRECT, cancellation_guard_id: 42 })
    expect(answer.status).toBe(409)
    expect(guardConflictBodySchema.parse(answer.body)).toEqual({
      status: 'failed',
      error: "The guard id does not match this cancellation's guard. Check the id and send it again.",
      reason_code: 'cancellation_guard_mismatch',
      field: 'cancellation_guard_id',
    })
  })

  it('acknowledgement false, null or left out: 409 naming cancellation_guard_acknowledged', async () => {
    const { approve } = await cancelApproveSession(UNDERWRITER)
    for (const body of [
      { ...CORRECT, cancellation_guard_acknowledged: false },
      { ...CORRECT, cancellation_guard_acknowledged: null },
      without('cancellation_guard_acknowledged'),
    ]) {
      const answer = await approve(GUARDED, body)
      expect(answer.status).toBe(409)
      expect(guardConflictBodySchema.parse(answer.body)).toMatchObject({
        reason_code: 'cancellation_guard_acknowledgement_required',
        field: 'cancellation_guard_acknowledged',
      })
    }
  })

  it('a wrong id is reported before a missing acknowledgement', async () => {
    const { approve } = await cancelApproveSession(UNDERWRITER)
    const answer = await approve(GUARDED, { ...CORRECT, cancellation_guard_id: 7, cancellation_guard_acknowledged: false })
    expect((answer.body as { reason_code: string }).reason_code).toBe('cancellation_guard_mismatch')
  })

  it.each([
    [without('cancellation_guard_id'), ['cancellation_guard_id']],
    [{ ...CORRECT, cancellation_guard_id: null }, ['cancellation_guard_id']],
    [without('cancellation_guard_approval_comment'), ['cancellation_guard_approval_comment']],
    [{ ...CORRECT, cancellation_guard_approval_comment: '   ' }, ['cancellation_guard_approval_comment']],
    [{ cancellation_reason: ['non_payment'] }, ['cancellation_guard_id', 'cancellation_guard_approval_comment']],
  ])('missing guard fields %j: 422 on %j', async (body, paths) => {
    const { approve } = await cancelApproveSession(UNDERWRITER)
    const answer = await approve(GUARDED, body)
    expect(answer.status).toBe(422)
    expect(Object.keys(fieldValidationBodySchema.parse(answer.body).errors)).toEqual(paths)
  })

  it('a correct guard without a reason: 422 on cancellation_reason (both controls off)', async () => {
    const { approve } = await cancelApproveSession(UNDERWRITER)
    const answer = await approve(GUARDED, without('cancellation_reason'))
    expect(answer.status).toBe(422)
    expect(Object.keys(fieldValidationBodySchema.parse(answer.body).errors)).toEqual(['cancellation_reason'])
  })

  it('the underwriter with guard 41, true and a comment: 200, and the comment is kept with the name', async () => {
    const { approve, sandbox } = await cancelApproveSession(UNDERWRITER)
    const answer = await approve(GUARDED, CORRECT)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ status: 'success', submission_number: GUARDED, transportation_submission_id: 880005 })
    expect(findSubmission(sandbox.store, GUARDED)?.status).toBe(5)
    expect(ownedCancellation(sandbox.store, 101, GUARDED, 2)?.cancellation.approval).toMatchObject({
      approvedBy: UNDERWRITER,
      guardComment: CORRECT.cancellation_guard_approval_comment,
    })
  })

  it('an unguarded cancellation ignores guard fields, even from an account without authority', async () => {
    const { approve } = await cancelApproveSession(AGENT)
    expect((await approve('BR-20001', { ...CORRECT, cancellation_guard_id: 99 })).status).toBe(200)
  })
})
