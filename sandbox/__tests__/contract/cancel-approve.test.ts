import { describe, expect, it } from 'vitest'
import { AGENT, SUMMIT, UNDERWRITER } from '../harness.ts'
import { contractClient, expectAuthenticationError, expectBusinessRule, expectFieldValidation, today, type Answer } from './client.ts'
import { SAVED_APPROVAL_KEYS } from './saved-approval-keys.ts'

/** Sections 2.8, 4.7 and 7 on the pending cancellations of sandbox-fixtures.md (BR-20001 to BR-20009, SM-20001). */

const approvePath = (displayId: string, transactionId: number | string = 2) => `/v1/submission/${displayId}/${transactionId}/cancel-approve`
const GUARD = {
  cancellation_guard_id: 41,
  cancellation_guard_acknowledged: true,
  cancellation_guard_approval_comment: 'Premium unpaid after two notices; approved.',
}
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** 4.7 rule 5: the success body, each field typed as the rule says. */
function expectApproved(answer: Answer, displayId: string) {
  expect(answer.status).toBe(200)
  const body = answer.body!
  expect(Object.keys(body).sort()).toEqual([
    'cancellation_notice',
    'effective_date_transaction',
    'effective_date_transaction_al',
    'effective_date_transaction_wc',
    'status',
    'submission_number',
    'submission_status',
    'transaction_id',
    'transportation_submission_id',
  ])
  expect(body).toMatchObject({ status: 'success', submission_number: displayId, transaction_id: 2, submission_status: expect.any(String) })
  expect(Number.isInteger(body.transportation_submission_id)).toBe(true)
  expect(body.effective_date_transaction).toMatch(DATE)
  for (const key of ['effective_date_transaction_al', 'effective_date_transaction_wc']) if (body[key] !== null) expect(body[key]).toMatch(DATE)
  expectNotice(body.cancellation_notice)
  return body
}

/** 2.8: the notice object; its properties vary by phase, but each one present has the type of the table. */
function expectNotice(notice: unknown) {
  const n = notice as Record<string, unknown>
  expect(typeof n).toBe('object')
  const types: Record<string, (value: unknown) => boolean> = {
    phase: (v) => typeof v === 'string',
    state: (v) => typeof v === 'string',
    reason: (v) => typeof v === 'string',
    notice_minimum_required: (v) => typeof v === 'boolean',
    ground: (v) => typeof v === 'string',
    floor_days: (v) => v === null || Number.isInteger(v),
    days_in_force: (v) => Number.isInteger(v),
    minimum_date: (v) => v === null || (typeof v === 'string' && DATE.test(v)),
    held: (v) => typeof v === 'boolean',
    hold_reason: (v) => typeof v === 'string',
    changes: isObject,
    date_measurements: isObject,
    current_dates: (v) => isObject(v) && hasDateKeys(v),
    enabled: (v) => typeof v === 'boolean',
    historical_exempt: (v) => typeof v === 'boolean',
    evaluated_at: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
    stored_reason: (v) => typeof v === 'string',
    approved_reason: (v) => typeof v === 'string',
    historical_actor_id: (v) => Number.isInteger(v),
    historical_source: (v) => typeof v === 'string',
    historical_justification: (v) => typeof v === 'string',
    preview_stale: (v) => typeof v === 'boolean',
    effective_date_transaction: isDateOrNull,
    effective_date_transaction_al: isDateOrNull,
    effective_date_transaction_wc: isDateOrNull,
    date_role: (v) => typeof v === 'string',
    wc_action: (v) => typeof v === 'string',
    persisted_dates: (v) => isObject(v) && hasDateKeys(v),
    request_decision: (v) =>
      isObject(v) && isObject((v as Record<string, unknown>).changes) && typeof (v as Record<string, unknown>).notice_minimum_required === 'boolean',
  }
  for (const [key, value] of Object.entries(n)) if (key in types) expect(types[key]!(value), `cancellation_notice.${key}`).toBe(true)
}
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
function isDateOrNull(value: unknown) {
  return value === null || (typeof value === 'string' && DATE.test(value))
}
function hasDateKeys(value: Record<string, unknown>) {
  return ['effective_date_transaction', 'effective_date_transaction_al', 'effective_date_transaction_wc'].every(
    (key) => key in value && isDateOrNull(value[key]),
  )
}

describe('fixtures: the pending cancellation scenarios', () => {
  it('BR-20001 plain: without cancellation_reason 422 on cancellation_reason; with ["non_payment"] 200', async () => {
    const client = contractClient()
    // 4.7 rule 1 "With both controls off, a non-empty cancellation_reason is required"
    expectFieldValidation(await client.agent('POST', approvePath('BR-20001'), {}), 'cancellation_reason')
    expectFieldValidation(await client.agent('POST', approvePath('BR-20001'), { cancellation_reason: [] }), 'cancellation_reason')
    expectFieldValidation(await client.agent('POST', approvePath('BR-20001'), { cancellation_reason: null }), 'cancellation_reason')
    const approved = expectApproved(await client.agent('POST', approvePath('BR-20001'), { cancellation_reason: ['non_payment'] }), 'BR-20001')
    // After approval: "approving again gets 404 (business rule)"
    expect(approved.submission_status).toEqual(expect.any(String))
    expectBusinessRule(await client.agent('POST', approvePath('BR-20001'), { cancellation_reason: ['non_payment'] }), 404)
  })

  it('BR-20002 stored default: an omitted reason defaults to the stored one (intake on)', async () => {
    // 4.7 rule 1 "an omitted, null or empty cancellation_reason defaults to the stored reason"
    for (const body of [{}, { cancellation_reason: null }, { cancellation_reason: [] }]) {
      const client = contractClient()
      const approved = expectApproved(await client.agent('POST', approvePath('BR-20002'), body), 'BR-20002')
      expect((approved.cancellation_notice as Record<string, unknown>).reason ?? 'non_payment').toContain('non_payment')
    }
    // No body at all: every field is optional
    const client = contractClient()
    const bare = await client.call('POST', approvePath('BR-20002'), { headers: { AccessToken: await client.tokenOf(AGENT) } })
    expectApproved(bare, 'BR-20002')
  })

  it('BR-20003 enforcement lengthens the requested today+3 to today+30, and cancellation_notice.changes says what moved', async () => {
    const client = contractClient()
    const approved = expectApproved(await client.agent('POST', approvePath('BR-20003'), {}), 'BR-20003')
    // Fixtures: "the minimum (30 days) moves the stored dates to today+30"
    expect(approved.effective_date_transaction).toBe(today(30))
    expect(approved.effective_date_transaction_al).toBe(today(30))
    const notice = approved.cancellation_notice as Record<string, unknown>
    const changes = notice.changes as Record<string, { from?: string; to?: string }>
    expect(Object.keys(changes)).toContain('effective_date_transaction')
    expect(JSON.stringify(changes.effective_date_transaction)).toContain(today(3))
    expect(JSON.stringify(changes.effective_date_transaction)).toContain(today(30))
    expect(notice.notice_minimum_required).toBe(true)
    expect(notice.floor_days).toBe(30)
    expect(notice.minimum_date).toBe(today(30))
  })

  it('BR-20004 hold: 422 {error, errors, reason_code: cancellation_notice_manual_review, cancellation_notice}', async () => {
    const client = contractClient()
    const held = await client.agent('POST', approvePath('BR-20004'), {})
    // 4.7 rule 6; section 7 "Cancellation hold (422)"
    expect(held.status).toBe(422)
    expect(Object.keys(held.body!).sort()).toEqual(['cancellation_notice', 'error', 'errors', 'reason_code'])
    expect(held.body).toMatchObject({ error: expect.any(String), reason_code: 'cancellation_notice_manual_review' })
    expect(isObject(held.body!.errors)).toBe(true)
    expectNotice(held.body!.cancellation_notice)
    expect((held.body!.cancellation_notice as Record<string, unknown>).held).toBe(true)
    // "The hold is resolved before approval is tried again": it stays held
    expect((await client.agent('POST', approvePath('BR-20004'), {})).status).toBe(422)
  })

  it('BR-20005 guarded, guard id 41: agent 403; wrong id or acknowledgement not true 409; missing id or comment 422; underwriter 200', async () => {
    const client = contractClient()
    const reason = { cancellation_reason: ['non_payment'] }
    // Fixtures: "agent@blueridge: 403"; 4.7 rule 7 "Guard authority ... failures can return 403"
    expect((await client.as(AGENT, 'POST', approvePath('BR-20005'), { ...reason, ...GUARD })).status).toBe(403)
    expect((await client.as(AGENT, 'POST', approvePath('BR-20005'), {})).status).toBe(403)
    // "wrong guard id or acknowledgement not true: 409"
    expect((await client.as(UNDERWRITER, 'POST', approvePath('BR-20005'), { ...reason, ...GUARD, cancellation_guard_id: 42 })).status).toBe(409)
    expect((await client.as(UNDERWRITER, 'POST', approvePath('BR-20005'), { ...reason, ...GUARD, cancellation_guard_acknowledged: false })).status).toBe(409)
    const { cancellation_guard_acknowledged: _ack, ...unacknowledged } = GUARD
    expect((await client.as(UNDERWRITER, 'POST', approvePath('BR-20005'), { ...reason, ...unacknowledged })).status).toBe(409)
    // "missing guard id or comment: 422"; 4.7 body "required when the cancellation is guarded"
    const { cancellation_guard_id: _id, ...withoutId } = GUARD
    expectFieldValidation(await client.as(UNDERWRITER, 'POST', approvePath('BR-20005'), { ...reason, ...withoutId }), 'cancellation_guard_id')
    const { cancellation_guard_approval_comment: _comment, ...withoutComment } = GUARD
    expectFieldValidation(
      await client.as(UNDERWRITER, 'POST', approvePath('BR-20005'), { ...reason, ...withoutComment }),
      'cancellation_guard_approval_comment',
    )
    // 4.7 body: "cancellation_guard_id integer, at least 1"
    expectFieldValidation(
      await client.as(UNDERWRITER, 'POST', approvePath('BR-20005'), { ...reason, ...GUARD, cancellation_guard_id: 0 }),
      'cancellation_guard_id',
    )
    // "underwriter with id 41, true, and a comment: 200"
    expectApproved(await client.as(UNDERWRITER, 'POST', approvePath('BR-20005'), { ...reason, ...GUARD }), 'BR-20005')
  })

  it('BR-20006 saved approval: the first approval is the 500 continuation receipt of rule 8, a later one the 404 business rule', async () => {
    const client = contractClient()
    const receipt = await client.agent('POST', approvePath('BR-20006'), {})
    // 4.7 rule 8
    expect(receipt.status).toBe(500)
    const body = receipt.body!
    expect(Object.keys(body).sort()).toEqual(SAVED_APPROVAL_KEYS)
    expect(body).toMatchObject({
      error: expect.any(String),
      reason_code: 'cancellation_notice_continuation_review',
      approval_saved: true,
      submission_number: 'BR-20006',
      transaction_id: 2,
      submission_status: expect.any(String),
      notice_continuation: { id: expect.any(Number), phase: expect.any(String), reason_code: expect.any(String) },
    })
    // "It has no status: success"
    expect(body).not.toHaveProperty('status')
    expect(Number.isInteger(body.transportation_submission_id)).toBe(true)
    expect(Number.isInteger((body.notice_continuation as { id: number }).id)).toBe(true)
    expect(Object.keys(body.notice_continuation as object).sort()).toEqual(['id', 'phase', 'reason_code'])
    expect(body.effective_date_transaction).toMatch(DATE)
    expectNotice(body.cancellation_notice)
    // Fixtures: "a later approval: 404 business rule (no longer pending)"
    expectBusinessRule(await client.agent('POST', approvePath('BR-20006'), {}), 404)
  })

  it('BR-20007 insured request, whole policy: notice_minimum_required false, floor_days and minimum_date null', async () => {
    const approved = expectApproved(await contractClient().agent('POST', approvePath('BR-20007'), {}), 'BR-20007')
    // 4.7 rule 4; fixtures row BR-20007
    expect(approved.cancellation_notice).toMatchObject({ notice_minimum_required: false, floor_days: null, minimum_date: null })
  })

  it("BR-20008 workers' compensation also canceled: wc_action cancel, effective_date_transaction_wc set", async () => {
    const approved = expectApproved(await contractClient().agent('POST', approvePath('BR-20008'), {}), 'BR-20008')
    // 4.7 rule 5 "the WC date is set only when wc_action is cancel"; fixtures row BR-20008
    expect(approved.effective_date_transaction_wc).toMatch(DATE)
    expect((approved.cancellation_notice as Record<string, unknown>).wc_action).toBe('cancel')
  })

  it('BR-20009 no stored AL date: effective_date_transaction_al null', async () => {
    const approved = expectApproved(await contractClient().agent('POST', approvePath('BR-20009'), {}), 'BR-20009')
    // 4.7 rule 5 "the AL date is null when no stored date exists"
    expect(approved.effective_date_transaction_al).toBeNull()
    // ... and the WC date is null when WC is not canceled
    expect(approved.effective_date_transaction_wc).toBeNull()
  })

  it('SM-20001 plain, Summit: as BR-20001, for agent@summit', async () => {
    const client = contractClient()
    expectFieldValidation(await client.as(SUMMIT, 'POST', approvePath('SM-20001'), {}), 'cancellation_reason')
    expectApproved(await client.as(SUMMIT, 'POST', approvePath('SM-20001'), { cancellation_reason: ['non_payment'] }), 'SM-20001')
    expectBusinessRule(await client.as(SUMMIT, 'POST', approvePath('SM-20001'), { cancellation_reason: ['non_payment'] }), 404)
  })

  it("keeps each agency's cancellations to itself: the foreign one is as unknown as a missing one", async () => {
    const client = contractClient()
    // Section 1 scoping; section 7 "404 Submission not found or not owned by the account"
    const foreign = await client.as(AGENT, 'POST', approvePath('SM-20001'), { cancellation_reason: ['non_payment'] })
    expectBusinessRule(foreign, 404)
    expect(foreign.text).toBe((await client.as(AGENT, 'POST', approvePath('BR-29999'), { cancellation_reason: ['non_payment'] })).text)
    const other = await client.as(SUMMIT, 'POST', approvePath('BR-20001'), { cancellation_reason: ['non_payment'] })
    expectBusinessRule(other, 404)
    expect(other.text).toBe((await client.as(SUMMIT, 'POST', approvePath('SM-29999'), { cancellation_reason: ['non_payment'] })).text)
  })
})

describe('4.7 the request body', () => {
  it('applies the limits of the body table and section 8', async () => {
    const client = contractClient()
    // "cancel_reason_others: free text, at most 500 characters"
    expectFieldValidation(await client.agent('POST', approvePath('BR-20002'), { cancel_reason_others: 'x'.repeat(501) }), 'cancel_reason_others')
    // "internal_cancellation_reason: at least 1 item when supplied"
    expectFieldValidation(await client.agent('POST', approvePath('BR-20002'), { internal_cancellation_reason: [] }), 'internal_cancellation_reason')
    // "cancellation_guard_approval_comment: at most 2000 characters"
    expectFieldValidation(
      await client.as(UNDERWRITER, 'POST', approvePath('BR-20005'), {
        cancellation_reason: ['non_payment'],
        ...GUARD,
        cancellation_guard_approval_comment: 'y'.repeat(2001),
      }),
      'cancellation_guard_approval_comment',
    )
    // "cancellation_reason: array of string"
    expectFieldValidation(await client.agent('POST', approvePath('BR-20001'), { cancellation_reason: 'non_payment' }), 'cancellation_reason')
  })

  it('takes every optional field at its limit', async () => {
    const answer = await contractClient().agent('POST', approvePath('BR-20001'), {
      cancellation_reason: ['non_payment'],
      internal_cancellation_reason: ['premium_finance_notice'],
      cancellation_reason_broker: 'Insured stopped paying the finance company.',
      cancel_reason_others: 'x'.repeat(500),
    })
    expectApproved(answer, 'BR-20001')
  })

  it('answers 401 first, and 404 for an id that is no pending cancellation', async () => {
    const client = contractClient()
    expectAuthenticationError(await client.call('POST', approvePath('BR-20001'), { body: { cancellation_reason: ['non_payment'] } }), 401)
    expectAuthenticationError(await client.call('POST', approvePath('SM-99999'), { body: '{' }), 401)
    // Section 7 "404 Submission not found ..." in the business-rule format
    expectBusinessRule(await client.agent('POST', approvePath('BR-20001', 1), { cancellation_reason: ['non_payment'] }), 404)
    expectBusinessRule(await client.agent('POST', approvePath('BR-10002', 1), { cancellation_reason: ['non_payment'] }), 404)
  })
})

describe('fixtures: dates are computed from the clock at reset', () => {
  it('BR-20003 lands on today+30 of whatever day the sandbox was reset on', async () => {
    const client = contractClient()
    // Fixtures: "every fixture date is computed from the sandbox clock at reset (today below)"; "POST /__sandbox/reset: clock kept"
    await client.call('POST', '/__sandbox/clock', { body: { now: '2031-07-04T23:30:00Z' } })
    await client.reset()
    const approved = expectApproved(await client.agent('POST', approvePath('BR-20003'), {}), 'BR-20003')
    expect(approved.effective_date_transaction).toBe(today(30, '2031-07-04'))
    const held = await client.agent('POST', approvePath('BR-20004'), {})
    expect(held.body!.reason_code).toBe('cancellation_notice_manual_review')
  })
})
