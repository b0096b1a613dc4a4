import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { cancelApproveRequestSchema } from '@/contract/cancel-approve'
import {
  approvalFieldOf,
  approvalFormSchema,
  emptyApprovalForm,
  emptyGuardForm,
  guardFieldOf,
  guardFormSchema,
  isGuardPath,
  RULE_1_EMPTY_REASON,
  toApprovalRequest,
  type ApprovalForm,
} from '../form'

const form = (changes: Partial<ApprovalForm> = {}): ApprovalForm => ({ ...emptyApprovalForm(), ...changes })
/** What goes on the wire: JSON, where an omitted field is absent, not null. */
const wire = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

describe('the approval form as the request of section 4.7', () => {
  it('leaves every empty field out, so the service defaults the reason (rule 1) and keeps the internal one (rule 2)', () => {
    const request = toApprovalRequest(form({ brokerReason: '   ', otherReason: '' }), null)
    expect(request).toEqual({})
    expect(wire(request)).toEqual({})
  })

  it('sends what was given: ticked codes in the list’s order, the extra code, trimmed internal codes, free text as typed', () => {
    const request = toApprovalRequest(
      form({
        reasons: { non_payment: true, underwriting: true, insured_broker_request: false },
        otherReasonCode: ' fraud ',
        internalReasons: [{ code: ' premium_finance_notice ' }, { code: 'second' }],
        brokerReason: 'Insured moved',
        otherReason: '  Two notices returned.',
      }),
      null,
    )
    expect(request).toEqual({
      cancellation_reason: ['non_payment', 'underwriting', 'fraud'],
      internal_cancellation_reason: ['premium_finance_notice', 'second'],
      cancellation_reason_broker: 'Insured moved',
      cancel_reason_others: '  Two notices returned.',
    })
    expect(z.safeParse(cancelApproveRequestSchema, request).success).toBe(true)
  })

  it('does not send a code twice when the extra one repeats a ticked one', () => {
    expect(toApprovalRequest(form({ reasons: { non_payment: true }, otherReasonCode: 'non_payment' }), null).cancellation_reason).toEqual(['non_payment'])
  })

  it('sends the guard details only once the service asked for them', () => {
    expect(toApprovalRequest(form(), null)).not.toHaveProperty('cancellation_guard_id')
    expect(toApprovalRequest(form(), { guardId: 41, acknowledged: true, comment: 'Checked with the insured.' })).toEqual({
      cancellation_guard_id: 41,
      cancellation_guard_acknowledged: true,
      cancellation_guard_approval_comment: 'Checked with the insured.',
    })
    expect(toApprovalRequest(form(), { guardId: 'forty', acknowledged: false, comment: ' ' })).toEqual({ cancellation_guard_acknowledged: false })
  })

  it('says rule 1 in the words of the brief', () => {
    expect(RULE_1_EMPTY_REASON).toBe('Leave it empty to use the reason stored on the cancellation, if the service can; otherwise it asks you for one.')
  })
})

describe('the form’s checks', () => {
  it('refuses a blank internal reason row and an other reason over 500 characters (as a person counts them)', () => {
    expect(z.safeParse(approvalFormSchema, form({ otherReason: '🚚'.repeat(500) })).success).toBe(true)
    const result = z.safeParse(approvalFormSchema, form({ internalReasons: [{ code: ' ' }], otherReason: 'x'.repeat(501) }))
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['internalReasons.0.code', 'Enter the internal reason code, or remove this row'],
      ['otherReason', 'The other reason can be at most 500 characters'],
    ])
  })

  it('asks the guard dialog for a whole guard id from 1, the acknowledgement and a comment of at most 2,000 characters', () => {
    const result = z.safeParse(guardFormSchema, { ...emptyGuardForm(), comment: 'x'.repeat(2001) })
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['guardId', 'Enter the guard id'],
      ['acknowledged', 'Tick the box to acknowledge the guard: the service refuses a guarded approval without it'],
      ['comment', 'The comment can be at most 2,000 characters'],
    ])
    expect(z.safeParse(guardFormSchema, { guardId: 0, acknowledged: true, comment: 'ok' }).error?.issues[0]?.message).toMatch(/^Enter the guard id from 1/)
    expect(z.safeParse(guardFormSchema, { guardId: 41, acknowledged: true, comment: 'ok' }).success).toBe(true)
  })
})

describe('a 422’s paths on the forms', () => {
  it.each([
    ['cancellation_reason', 'reasons'],
    ['cancellation_reason.2', 'reasons'],
    ['internal_cancellation_reason', 'internalReasons'],
    ['internal_cancellation_reason.1', 'internalReasons.1.code'],
    ['cancellation_reason_broker', 'brokerReason'],
    ['cancel_reason_others', 'otherReason'],
    ['cancellation_guard_id', null],
    ['_body', null],
  ])('%s goes on %s of the reasons', (wirePath, field) => {
    expect(approvalFieldOf(wirePath)).toBe(field)
  })

  it('sends the guard’s paths to the guard dialog', () => {
    expect(['cancellation_guard_id', 'cancellation_guard_acknowledged', 'cancellation_guard_approval_comment'].map(isGuardPath)).toEqual([true, true, true])
    expect(isGuardPath('cancellation_reason')).toBe(false)
    expect(guardFieldOf('cancellation_guard_approval_comment')).toBe('comment')
    expect(guardFieldOf('cancellation_guard_acknowledged')).toBe('acknowledged')
  })
})
