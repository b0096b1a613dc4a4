import { describe, expect, it } from 'vitest'
import {
  cancelApproveSuccessSchema,
  cancellationHoldBodySchema,
  noticeDateChangeSchema,
  noticeDateMeasurementSchema,
  savedApprovalBodySchema,
} from '../../src/contract/cancel-approve.ts'
import { businessRuleBodySchema, fieldValidationBodySchema } from '../../src/contract/errors.ts'
import type { SubmissionEvent } from '../domain/events/bus.ts'
import { findSubmission } from '../store/submissions.ts'
import { ownedCancellation, pendingCancellationOf } from '../store/pending-cancellations.ts'
import { approvalSessionDaysLater, cancelApproveSession, inDays, NOW, TODAY } from './cancel-approve-session.ts'
import { AGENT, SUMMIT } from './harness.ts'
import { SAVED_APPROVAL_KEYS } from './contract/saved-approval-keys.ts'

const NON_PAYMENT = { cancellation_reason: ['non_payment'] }
const SUCCESS_KEYS = [
  'cancellation_notice',
  'effective_date_transaction',
  'effective_date_transaction_al',
  'effective_date_transaction_wc',
  'status',
  'submission_number',
  'submission_status',
  'transaction_id',
  'transportation_submission_id',
]

function success(body: unknown) {
  return cancelApproveSuccessSchema.parse(body)
}

describe('BR-20001: plain, both controls off', () => {
  it('without cancellation_reason (absent, null, empty, no body): 422 on cancellation_reason', async () => {
    const { approve } = await cancelApproveSession()
    for (const body of [{}, { cancellation_reason: null }, { cancellation_reason: [] }, undefined]) {
      const answer = await approve('BR-20001', body)
      expect(answer.status).toBe(422)
      expect(fieldValidationBodySchema.parse(answer.body)).toBeTruthy()
      expect(Object.keys((answer.body as { errors: object }).errors)).toEqual(['cancellation_reason'])
    }
  })

  it('with ["non_payment"]: 200, exactly the fields of rule 5, the stored dates and a request-phase notice', async () => {
    const { approve } = await cancelApproveSession()
    const answer = await approve('BR-20001', NON_PAYMENT)
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body!).sort()).toEqual(SUCCESS_KEYS)
    const body = success(answer.body)
    expect(body).toMatchObject({
      status: 'success',
      submission_number: 'BR-20001',
      transaction_id: 2,
      submission_status: 'Pending Cancellation',
      transportation_submission_id: 880001,
      effective_date_transaction: inDays(12),
      effective_date_transaction_al: inDays(12),
      effective_date_transaction_wc: null,
    })
    expect(body.cancellation_notice).toMatchObject({
      phase: 'request',
      state: 'TX',
      reason: 'non_payment',
      ground: 'non_payment',
      notice_minimum_required: true,
      floor_days: 10,
      days_in_force: 119,
      minimum_date: inDays(9),
      held: false,
      changes: {},
      enabled: false,
      historical_exempt: false,
      evaluated_at: new Date(NOW.getTime() - 86_400_000).toISOString(),
      stored_reason: 'non_payment',
      approved_reason: 'non_payment',
      preview_stale: false,
      date_role: 'proposal',
      wc_action: 'not_applicable',
      request_decision: { changes: {}, notice_minimum_required: true },
    })
    expect(body.cancellation_notice).not.toHaveProperty('hold_reason')
  })

  it('once approved it is no longer pending: 404 business rule, and the policy is Pending Cancellation', async () => {
    const { approve, sandbox } = await cancelApproveSession()
    expect((await approve('BR-20001', NON_PAYMENT)).status).toBe(200)
    const again = await approve('BR-20001', NON_PAYMENT)
    expect(again.status).toBe(404)
    expect(businessRuleBodySchema.parse(again.body).error).toContain('already been approved')
    expect(findSubmission(sandbox.store, 'BR-20001')?.status).toBe(5)
    expect(pendingCancellationOf(sandbox.store, 'BR-20001', 2)).toBeUndefined()
  })
})

describe('BR-20002: stored default, intake on', () => {
  it('an omitted reason defaults to the stored one: 200', async () => {
    const { approve } = await cancelApproveSession()
    const body = success((await approve('BR-20002', {})).body)
    expect(body.cancellation_notice).toMatchObject({ stored_reason: 'non_payment', approved_reason: 'non_payment', ground: 'non_payment' })
  })

  it('an explicit reason overrides the stored default', async () => {
    const { approve } = await cancelApproveSession()
    const body = success((await approve('BR-20002', { cancellation_reason: ['underwriting', 'non_payment'] })).body)
    expect(body.cancellation_notice).toMatchObject({ stored_reason: 'non_payment', approved_reason: 'underwriting,non_payment' })
  })

  it('with nothing stored and nothing sent: 422 on cancellation_reason', async () => {
    const { approve, sandbox } = await cancelApproveSession()
    pendingCancellationOf(sandbox.store, 'BR-20002', 2)!.storedExternalReason = []
    const answer = await approve('BR-20002', { cancellation_reason: null })
    expect(answer.status).toBe(422)
    expect(Object.keys((answer.body as { errors: object }).errors)).toEqual(['cancellation_reason'])
  })

  it('an omitted internal reason keeps the stored one; a list replaces it', async () => {
    const first = await cancelApproveSession()
    await first.approve('BR-20002', { internal_cancellation_reason: null })
    expect(ownedCancellation(first.sandbox.store, 101, 'BR-20002', 2)?.cancellation.storedInternalReason).toEqual(['premium_finance_notice'])
    const second = await cancelApproveSession()
    await second.approve('BR-20002', { internal_cancellation_reason: ['collections_exhausted'] })
    expect(ownedCancellation(second.sandbox.store, 101, 'BR-20002', 2)?.cancellation.storedInternalReason).toEqual(['collections_exhausted'])
  })
})

describe('BR-20003: enforcement lengthens dates', () => {
  it('moves the stored dates from today+3 to today+30 and says what moved', async () => {
    const { approve } = await cancelApproveSession()
    const body = success((await approve('BR-20003', {})).body)
    expect([body.effective_date_transaction, body.effective_date_transaction_al]).toEqual([inDays(30), inDays(30)])
    const notice = body.cancellation_notice
    expect(notice).toMatchObject({
      phase: 'approval',
      ground: 'other',
      reason: 'underwriting',
      notice_minimum_required: true,
      floor_days: 30,
      minimum_date: inDays(30),
      enabled: true,
      held: false,
      date_role: 'persisted',
      evaluated_at: expect.stringMatching(new RegExp(`^${TODAY}T15:00`)),
      current_dates: { effective_date_transaction: inDays(3), effective_date_transaction_al: inDays(3), effective_date_transaction_wc: null },
      persisted_dates: { effective_date_transaction: inDays(30), effective_date_transaction_al: inDays(30), effective_date_transaction_wc: null },
      effective_date_transaction: inDays(30),
    })
    expect(notice.changes).toEqual({
      effective_date_transaction: { from: inDays(3), to: inDays(30), reason: 'notice_minimum', floor_days: 30 },
      effective_date_transaction_al: { from: inDays(3), to: inDays(30), reason: 'notice_minimum', floor_days: 30 },
    })
    for (const change of Object.values(notice.changes!)) expect(noticeDateChangeSchema.safeParse(change).success).toBe(true)
    for (const measurement of Object.values(notice.date_measurements!)) expect(noticeDateMeasurementSchema.safeParse(measurement).success).toBe(true)
    expect(notice).not.toHaveProperty('preview_stale')
  })

  it('a delayed approval lengthens further, from the approval day', async () => {
    const { approve } = await approvalSessionDaysLater(5)
    expect(success((await approve('BR-20003', {})).body).effective_date_transaction).toBe(inDays(35))
  })

  it('an approved historical correction with an attributable exception keeps its dates', async () => {
    const { approve, sandbox } = await cancelApproveSession()
    pendingCancellationOf(sandbox.store, 'BR-20003', 2)!.historicalException = {
      actorId: 17,
      source: 'underwriting_desk',
      justification: 'Fleet sold; carrier confirmed.',
    }
    const body = success((await approve('BR-20003', {})).body)
    expect(body.effective_date_transaction).toBe(inDays(3))
    expect(body.cancellation_notice).toMatchObject({
      historical_exempt: true,
      historical_actor_id: 17,
      historical_source: 'underwriting_desk',
      historical_justification: 'Fleet sold; carrier confirmed.',
      changes: {},
    })
  })
})

describe('BR-20004: hold', () => {
  it('the minimum falls after expiration (today+20): 422 hold with the notice, nothing approved', async () => {
    const { approve, sandbox } = await cancelApproveSession()
    const answer = await approve('BR-20004', {})
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body!).sort()).toEqual(['cancellation_notice', 'error', 'errors', 'reason_code'])
    const body = cancellationHoldBodySchema.parse(answer.body)
    expect(body.reason_code).toBe('cancellation_notice_manual_review')
    expect(body.errors).toEqual({
      effective_date_transaction: [expect.stringContaining(`gives the minimum date ${inDays(30)}, after the policy expires on ${inDays(20)}`)],
      effective_date_transaction_al: [expect.any(String)],
    })
    expect(body.cancellation_notice).toMatchObject({
      phase: 'approval',
      held: true,
      hold_reason: 'minimum_after_expiration',
      minimum_date: inDays(30),
      floor_days: 30,
      changes: {},
      date_role: 'proposal',
      persisted_dates: { effective_date_transaction: inDays(5) },
    })
    expect(body.cancellation_notice).not.toHaveProperty('approved_reason')
    expect(pendingCancellationOf(sandbox.store, 'BR-20004', 2)?.dates.effective_date_transaction).toBe(inDays(5))
    expect(findSubmission(sandbox.store, 'BR-20004')?.status).toBe(1)
    expect((await approve('BR-20004', {})).status).toBe(422)
  })
})

describe('BR-20006: saved approval, notice handoff fails', () => {
  it('first approval: the 500 receipt of rule 8; a later one: 404 business rule', async () => {
    const { approve, sandbox } = await cancelApproveSession()
    const answer = await approve('BR-20006', {})
    expect(answer.status).toBe(500)
    expect(Object.keys(answer.body!).sort()).toEqual(SAVED_APPROVAL_KEYS)
    const receipt = savedApprovalBodySchema.parse(answer.body)
    expect(receipt).toMatchObject({
      reason_code: 'cancellation_notice_continuation_review',
      approval_saved: true,
      submission_number: 'BR-20006',
      transaction_id: 2,
      transportation_submission_id: 880006,
      submission_status: 'Pending Cancellation',
      notice_continuation: { id: 5001, phase: 'notice_handoff', reason_code: 'notice_handoff_failed' },
      effective_date_transaction: inDays(12),
      effective_date_transaction_al: inDays(12),
      effective_date_transaction_wc: null,
    })
    expect(receipt.cancellation_notice.approved_reason).toBe('non_payment')
    expect(findSubmission(sandbox.store, 'BR-20006')?.status).toBe(5)
    const again = await approve('BR-20006', {})
    expect(again.status).toBe(404)
    expect(businessRuleBodySchema.safeParse(again.body).success).toBe(true)
  })
})

describe('BR-20007 to BR-20009', () => {
  it('BR-20007, insured request on the whole policy: no minimum, dates kept', async () => {
    const { approve } = await cancelApproveSession()
    const body = success((await approve('BR-20007', {})).body)
    expect(body.cancellation_notice).toMatchObject({
      ground: 'insured_broker_request',
      notice_minimum_required: false,
      floor_days: null,
      minimum_date: null,
      held: false,
      changes: {},
    })
    expect(body.effective_date_transaction).toBe(inDays(1))
  })

  it("BR-20008, workers' compensation also canceled: wc_action cancel and the WC date", async () => {
    const { approve } = await cancelApproveSession()
    const body = success((await approve('BR-20008', {})).body)
    expect(body.effective_date_transaction_wc).toBe(inDays(12))
    expect(body.cancellation_notice.wc_action).toBe('cancel')
  })

  it('BR-20009, no stored AL date: null, never the requested date', async () => {
    const { approve } = await cancelApproveSession()
    const body = success((await approve('BR-20009', {})).body)
    expect(body.effective_date_transaction_al).toBeNull()
    expect(body.effective_date_transaction).toBe(inDays(12))
    expect(body.cancellation_notice.current_dates?.effective_date_transaction_al).toBeNull()
  })
})

describe('SM-20001 and scoping', () => {
  it('Summit approves its own SM-20001 like BR-20001', async () => {
    const { approve } = await cancelApproveSession(SUMMIT)
    expect((await approve('SM-20001', {})).status).toBe(422)
    const body = success((await approve('SM-20001', NON_PAYMENT)).body)
    expect(body).toMatchObject({ submission_number: 'SM-20001', transportation_submission_id: 880010 })
  })

  it('foreign, unknown and not-a-pending-cancellation: one 404, byte for byte, checked before the body', async () => {
    const { approveAs } = await cancelApproveSession(AGENT, SUMMIT)
    const answers = await Promise.all([
      approveAs(AGENT, 'SM-20001', NON_PAYMENT),
      approveAs(SUMMIT, 'BR-20001', NON_PAYMENT),
      approveAs(AGENT, 'BR-29999', NON_PAYMENT),
      approveAs(AGENT, 'BR-20001', NON_PAYMENT, 3),
      approveAs(AGENT, 'BR-20001', NON_PAYMENT, 1),
      approveAs(AGENT, 'BR-10001', NON_PAYMENT, 1),
      approveAs(AGENT, 'BR-20001', NON_PAYMENT, 'abc'),
      approveAs(AGENT, 'BR-20001', NON_PAYMENT, '02'),
      approveAs(AGENT, 'SM-20001', 'not json'),
    ])
    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(404))
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1)
    expect(answers[0]!.body).toEqual({ status: 'failed', error: 'No pending cancellation with this id.' })
  })

  it('401 without a token; 400 for a body that is not a JSON object', async () => {
    const { call, approve } = await cancelApproveSession()
    expect((await call('POST', '/v1/submission/BR-20001/2/cancel-approve', { body: NON_PAYMENT })).status).toBe(401)
    for (const body of ['not json', '[]', '"text"']) {
      const answer = await approve('BR-20001', body)
      expect(answer.status).toBe(400)
      expect(businessRuleBodySchema.safeParse(answer.body).success).toBe(true)
    }
  })
})

describe('limits (section 8)', () => {
  const tooLong = (count: number) => 'x'.repeat(count)

  it.each([
    [{ cancel_reason_others: tooLong(501) }, 'cancel_reason_others'],
    [{ cancellation_guard_approval_comment: tooLong(2001) }, 'cancellation_guard_approval_comment'],
    [{ cancellation_guard_id: 0 }, 'cancellation_guard_id'],
    [{ cancellation_guard_id: 1.5 }, 'cancellation_guard_id'],
    [{ cancellation_guard_id: '41' }, 'cancellation_guard_id'],
    [{ internal_cancellation_reason: [] }, 'internal_cancellation_reason'],
    [{ internal_cancellation_reason: [' '] }, 'internal_cancellation_reason.0'],
    [{ cancellation_reason: 'non_payment' }, 'cancellation_reason'],
    [{ cancellation_reason: [''] }, 'cancellation_reason.0'],
    [{ cancellation_guard_acknowledged: 'yes' }, 'cancellation_guard_acknowledged'],
  ])('%j: 422 on %s', async (fields, path) => {
    const { approve } = await cancelApproveSession()
    const answer = await approve('BR-20001', { ...NON_PAYMENT, ...fields })
    expect(answer.status).toBe(422)
    expect(Object.keys(fieldValidationBodySchema.parse(answer.body).errors)).toEqual([path])
  })

  it('accepts the limits themselves, counting characters as a person does (an emoji is one)', async () => {
    const { approve } = await cancelApproveSession()
    const answer = await approve('BR-20001', {
      ...NON_PAYMENT,
      cancel_reason_others: '🚚'.repeat(500),
      cancellation_guard_approval_comment: tooLong(2000),
      cancellation_guard_id: 1,
      internal_cancellation_reason: ['premium_finance_notice'],
    })
    expect(answer.status).toBe(200)
  })
})

describe('submission.pending_cancellation', () => {
  it('is published after an approval, with previous_status 1 and new_status 5, and not for a refusal or a hold', async () => {
    const { approve, sandbox } = await cancelApproveSession()
    const events: SubmissionEvent[] = []
    sandbox.events.subscribe((event) => events.push(event))
    await approve('BR-20001', {})
    await approve('BR-20004', {})
    await approve('BR-20002', {})
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(events).toEqual([
      {
        companyId: 101,
        payload: {
          payload_version: 1,
          event_type: 'submission.pending_cancellation',
          event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          display_id: 'BR-20002',
          transaction_id: '2',
          previous_status: 1,
          new_status: 5,
          occurred_at: expect.any(String),
        },
      },
    ])
  })
})

describe('the request-time decision when enforcement is off', () => {
  it('goes stale when a decision from the approval day would move a date', async () => {
    const { approve } = await approvalSessionDaysLater(10)
    const body = success((await approve('BR-20002', {})).body)
    expect(body.effective_date_transaction).toBe(inDays(12))
    expect(body.cancellation_notice).toMatchObject({ phase: 'request', preview_stale: true, date_role: 'proposal', changes: {} })
  })
})
