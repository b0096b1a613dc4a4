// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CancellationHoldBody, CancellationNotice, CancelApproveSuccess } from '@/contract/cancel-approve'
import {
  explainNotice,
  heldDates,
  holdReasonText,
  measurementsOf,
  noticeFields,
  notStoredText,
  policyExpiryOf,
  reasonCodesText,
  withWrittenDates,
} from '../notice-explained'
import { holdRows, holdSummaryText, idRows, printoutText, storedDateRows } from '../printout-text'

/** BR-20003's notice as the sandbox sends it: enforcement on, the stored dates lengthened to the 30-day minimum. */
const lengthened: CancellationNotice = {
  phase: 'approval',
  state: 'TX',
  reason: 'underwriting',
  ground: 'other',
  notice_minimum_required: true,
  floor_days: 30,
  days_in_force: 120,
  minimum_date: '2026-12-31',
  held: false,
  changes: {
    effective_date_transaction: { from: '2026-12-04', to: '2026-12-31', reason: 'notice_minimum', floor_days: 30 },
    effective_date_transaction_al: { from: '2026-12-04', to: '2026-12-31', reason: 'notice_minimum', floor_days: 30 },
  },
  date_measurements: {
    effective_date_transaction: {
      date: '2026-12-04',
      days_after_evaluation: 3,
      floor_days: 30,
      minimum_date: '2026-12-31',
      meets_minimum: false,
      inside_term: true,
    },
  },
  evaluated_at: '2026-12-01T15:00:00.000Z',
  stored_reason: 'underwriting',
  approved_reason: 'underwriting',
  date_role: 'persisted',
  wc_action: 'not_applicable',
}
const stored = { effective_date_transaction: '2026-12-31', effective_date_transaction_al: '2026-12-31', effective_date_transaction_wc: null }

describe('the notice decision in words', () => {
  it('says how the decision was made, the minimum, and which dates moved and why', () => {
    expect(explainNotice(lengthened).sentences).toEqual([
      'Approval enforcement is on: the service worked the notice minimum out again from the approval day (December 1, 2026) and applied it to the stored dates.',
      'A notice minimum applies: 30 days’ notice for a reason other than non-payment (the longer, conservative minimum) under the rules of Texas. The earliest date the notice allows is December 31, 2026: no stored cancellation date may fall before it.',
      'The policy had been in force 120 days on the day the decision was made from (December 1, 2026).',
      'Requested cancellation date and auto liability (AL) cancellation date, December 4, 2026, moved to December 31, 2026, now the stored dates: Lengthened to the state notice minimum (30 days).',
      'Approved with the reason Underwriting reasons (underwriting).',
    ])
    // The service measured the request-time date: it is named so; the minimum and the stored date are said above it, not again.
    expect(measurementsOf(lengthened, stored)).toEqual([
      { label: 'Requested cancellation date', day: 'December 4, 2026', daysAfter: '3 days', minimum: 'Not met', term: 'Inside' },
    ])
  })

  it('says each fact once: dates that measure alike share a row, and a date’s own minimum only where it differs from the notice’s (BR-20006)', () => {
    const measured = { days_after_evaluation: 13, floor_days: 10, minimum_date: '2026-12-06', meets_minimum: true, inside_term: true }
    const requestTime: CancellationNotice = {
      phase: 'request',
      notice_minimum_required: true,
      floor_days: 10,
      minimum_date: '2026-12-06',
      changes: {},
      date_measurements: {
        effective_date_transaction: { date: '2026-12-09', ...measured },
        effective_date_transaction_al: { date: '2026-12-09', ...measured },
        effective_date_transaction_wc: { date: '2026-12-09', ...measured, floor_days: 35, minimum_date: '2027-01-01', meets_minimum: false },
      },
      evaluated_at: '2026-11-26T15:00:00.000Z',
      date_role: 'proposal',
    }
    const dates = { effective_date_transaction: '2026-12-09', effective_date_transaction_al: '2026-12-09', effective_date_transaction_wc: '2026-12-09' }
    expect(measurementsOf(requestTime, dates)).toEqual([
      {
        label: 'Stored cancellation date and auto liability (AL) cancellation date',
        day: 'December 9, 2026',
        daysAfter: '13 days',
        minimum: 'Met',
        term: 'Inside',
      },
      {
        label: 'Stored workers’ compensation (WC) cancellation date',
        day: 'December 9, 2026',
        daysAfter: '13 days',
        minimum: 'Not met: its own is 35 days, January 1, 2027',
        term: 'Inside',
      },
    ])
    expect(explainNotice(requestTime).sentences.join(' ')).not.toMatch(/Minimum:|minimum date is/)
  })

  it('names a requested date that was not moved with the date stored under its name', () => {
    const notMoved: CancellationNotice = { ...lengthened, changes: {} }
    expect(measurementsOf(notMoved, stored)[0]?.day).toBe('December 4, 2026 (stored: December 31, 2026)')
    expect(measurementsOf(notMoved, {})[0]?.day).toBe('December 4, 2026 (nothing stored under this name)')
  })

  it('says when there is no minimum (rule 4), when nothing moved, and when the reason was the stored default', () => {
    const insuredRequest: CancellationNotice = {
      phase: 'request',
      ground: 'insured_broker_request',
      notice_minimum_required: false,
      floor_days: null,
      minimum_date: null,
      changes: {},
      stored_reason: 'non_payment',
      approved_reason: 'non_payment',
      evaluated_at: '2026-11-30T15:00:00.000Z',
      date_role: 'persisted',
    }
    expect(explainNotice(insuredRequest, { reasonLeftEmpty: true }).sentences).toEqual([
      'Approval enforcement is off: this is the decision made when the cancellation was requested (November 30, 2026). The service did not work the minimum out again at approval.',
      'No statutory notice minimum applies for a whole-policy cancellation requested by the insured or the broker. The dates were still checked to lie inside the policy term.',
      'No date was moved.',
      'You left the reason empty, so the service used the reason stored on the cancellation: Non-payment of premium (non_payment).',
    ])
  })

  it('says a day in the singular, and measures a date with no minimum without calling it met (BR-20007)', () => {
    const insuredRequest: CancellationNotice = {
      phase: 'approval',
      ground: 'insured_broker_request',
      notice_minimum_required: false,
      floor_days: null,
      minimum_date: null,
      days_in_force: 1,
      changes: {},
      date_measurements: {
        effective_date_transaction: {
          date: '2026-12-02',
          days_after_evaluation: 1,
          floor_days: null,
          minimum_date: null,
          meets_minimum: true,
          inside_term: true,
        },
      },
      evaluated_at: '2026-12-01T15:00:00.000Z',
      date_role: 'persisted',
    }
    expect(explainNotice(insuredRequest).sentences).toContain('The policy had been in force 1 day on the day the decision was made from (December 1, 2026).')
    expect(measurementsOf(insuredRequest, { effective_date_transaction: '2026-12-02' })).toEqual([
      { label: 'Stored cancellation date', day: 'December 2, 2026', daysAfter: '1 day', minimum: 'None applies', term: 'Inside' },
    ])
    expect(explainNotice({ notice_minimum_required: true, floor_days: 1 }).sentences[1]).toBe('A notice minimum applies: 1 day’s notice.')
  })

  it('never guesses: what is missing is said to be missing, a proposal is not a move, and what cannot be read is shown as it came', () => {
    const sparse: CancellationNotice = { changes: { effective_date_transaction: { moved: 'yes' } }, date_measurements: { effective_date_transaction_al: 7 } }
    expect(explainNotice(sparse).sentences).toEqual([
      'The answer does not say when or how the notice decision was made.',
      'The answer does not say whether a notice minimum applies.',
      'Requested cancellation date: the service reports a change the portal cannot read: {"moved":"yes"}',
    ])
    expect(measurementsOf(sparse, {})).toEqual([
      { label: 'Requested auto liability (AL) cancellation date', day: 'As sent: 7', daysAfter: 'Not given', minimum: 'Not given', term: 'Not given' },
    ])
    const proposed = explainNotice({ ...lengthened, date_role: 'proposal' }).sentences[3]
    expect(proposed).toBe(
      'Requested cancellation date, December 4, 2026, would move to December 31, 2026 (Lengthened to the state notice minimum (30 days)), but this was not applied: the stored date stands.',
    )
  })

  it('asks the person to check a stale request-time decision and names a historical correction', () => {
    const { warnings } = explainNotice({
      preview_stale: true,
      historical_exempt: true,
      historical_actor_id: 7,
      historical_source: 'audit',
      historical_justification: 'court order',
    })
    expect(warnings).toEqual([
      'A decision made today would differ from the one made at request time: the stored dates may fall short of today’s notice minimum. Check them before the notices go out.',
      'An approved historical correction keeps these dates (actor 7; source: audit; justification: court order).',
    ])
  })

  it('reads reason codes and hold reasons, and lists the held dates', () => {
    expect(reasonCodesText('underwriting,fraud')).toBe('Underwriting reasons (underwriting), fraud')
    expect(holdReasonText('minimum_after_expiration')).toBe('The notice minimum falls after the policy expires')
    expect(holdReasonText('unheard_of')).toBe('The service gives the reason “unheard_of”')
    expect(heldDates({ effective_date_transaction: ['After expiry on 2026-12-21.'], effective_date_transaction_wc: 'one' })).toEqual([
      { key: 'effective_date_transaction', label: 'Stored cancellation date', messages: ['After expiry on December 21, 2026.'] },
      { key: 'effective_date_transaction_wc', label: 'Stored workers’ compensation (WC) cancellation date', messages: ['one'] },
    ])
  })

  it('says a hold in a few facts, and as a summary to send with one date format', () => {
    const hold: CancellationHoldBody = {
      error: 'Approval held for manual review: the minimum date 2026-12-26 falls after the policy expires on 2026-12-16.',
      errors: { effective_date_transaction: ['The minimum date 2026-12-26 falls after the policy expires on 2026-12-16.'] },
      reason_code: 'cancellation_notice_manual_review',
      cancellation_notice: {
        hold_reason: 'minimum_after_expiration',
        floor_days: 30,
        minimum_date: '2026-12-26',
        current_dates: { effective_date_transaction: '2026-12-01' },
      },
    }
    expect(holdRows(hold)).toEqual([
      { label: 'Earliest date the notice allows', value: 'December 26, 2026 (30 days’ notice)', isoDate: '2026-12-26' },
      { label: 'Policy expires', value: 'December 16, 2026', isoDate: '2026-12-16' },
      { label: 'Stored cancellation date', value: 'December 1, 2026, held as it is', isoDate: '2026-12-01' },
    ])
    const summary = holdSummaryText({ hold, displayId: 'BR-20004', transactionId: 2, at: '2026-11-26T10:00:00.000Z' })
    expect(summary).toContain('Cancellation approval held for manual review: BR-20004, transaction 2')
    expect(summary).toContain('Why: The notice minimum falls after the policy expires.')
    expect(summary).toContain(
      'The service said: Approval held for manual review: the minimum date December 26, 2026 falls after the policy expires on December 16, 2026.',
    )
    expect(summary).toContain('Asked of you: resolve the hold')
    expect(summary).not.toMatch(/\d{4}-\d{2}-\d{2}/)
  })

  it('reads the policy’s expiry from the service’s words on a hold, the only place it is given', () => {
    const hold = (message: string) => ({ error: 'Approval held for manual review.', errors: { effective_date_transaction: [message] } })
    expect(policyExpiryOf(hold('The minimum date 2026-12-26 falls after the policy expires on 2026-12-16.'))).toBe('2026-12-16')
    expect(policyExpiryOf(hold('The stored date 2027-01-05 lies outside the policy term, 2025-12-16 to 2026-12-16.'))).toBe('2026-12-16')
    expect(policyExpiryOf(hold('Held for a reason the portal does not know.'))).toBeNull()
  })

  it('says each of the service’s sentences on a hold once in the summary, however many dates repeat it', () => {
    const sentence = 'The stored date 2026-12-01 is held for review, not shortened.'
    const hold: CancellationHoldBody = {
      error: `Approval held for manual review: ${sentence} Nothing was approved.`,
      errors: { effective_date_transaction: [sentence, 'Checked against the term.'], effective_date_transaction_al: [sentence, 'Checked against the term.'] },
      reason_code: 'cancellation_notice_manual_review',
      cancellation_notice: {
        hold_reason: 'minimum_after_expiration',
        current_dates: { effective_date_transaction: '2026-12-01', effective_date_transaction_al: '2026-12-01' },
      },
    }
    const summary = holdSummaryText({ hold, displayId: 'BR-20004', transactionId: 2, at: '2026-11-26T10:00:00.000Z' })
    expect(summary.match(/held for review, not shortened/g)).toHaveLength(1)
    expect(summary).toContain('Stored cancellation date and Stored auto liability (AL) cancellation date, the service says: Checked against the term.')
    expect(summary).toContain(
      'The service said: Approval held for manual review: The stored date December 1, 2026 is held for review, not shortened. Nothing was approved.',
    )
  })
})

describe('stored dates and the record as text', () => {
  const approved: CancelApproveSuccess = {
    status: 'success',
    submission_number: 'BR-20009',
    transaction_id: 2,
    submission_status: 'Pending Cancellation',
    transportation_submission_id: 880009,
    effective_date_transaction: '2026-12-13',
    effective_date_transaction_al: null,
    effective_date_transaction_wc: null,
    cancellation_notice: { ...lengthened, wc_action: 'not_applicable' },
  }

  it('shows a null date as not stored, never as no coverage (rule 5)', () => {
    const rows = storedDateRows(approved)
    expect(rows[0]).toEqual({ label: 'Stored cancellation date', value: 'December 13, 2026', isoDate: '2026-12-13' })
    expect(rows[1]?.value).toMatch(/^Not stored: the service holds no such date for this cancellation\. That is not proof that the coverage is absent/)
    expect(rows.map((row) => row.value).join(' ')).not.toMatch(/no coverage/i)
    expect(notStoredText('effective_date_transaction_wc', 'cancel')).toMatch(/^Not stored: the service holds no such date/)
  })

  it('says the workers’ compensation date only where the policy has it: stored, canceled or kept (issue 39)', () => {
    const labels = (wcAction: string | undefined, wcDate: string | null) =>
      storedDateRows({ ...approved, effective_date_transaction_wc: wcDate, cancellation_notice: { ...lengthened, wc_action: wcAction } }).map(
        ({ label }) => label,
      )
    const WC = 'Stored workers’ compensation (WC) cancellation date'
    expect(labels('not_applicable', null)).not.toContain(WC)
    expect(labels(undefined, null)).not.toContain(WC)
    expect(labels('cancel', '2026-12-13')).toContain(WC)
    expect(storedDateRows({ ...approved, cancellation_notice: { ...lengthened, wc_action: 'retain' } }).at(-1)?.value).toBe(
      'Not stored: workers’ compensation is kept, not canceled.',
    )
  })

  it('copies every field: ids, continuation, dates, the decision and the notice as sent', () => {
    const continuation = { id: 5001, phase: 'notice_handoff', reason_code: 'notice_handoff_failed' }
    const receipt = { error: 'Keep this receipt.', reason_code: 'cancellation_notice_continuation_review' as const, notice_continuation: continuation }
    expect(idRows(approved, receipt).map((row) => row.label)).toEqual([
      'Submission number',
      'Transaction id',
      'Transportation submission id',
      'Submission status',
      'Reason code',
      'Notice continuation id',
      'Notice continuation phase',
      'Notice continuation reason code',
      'Service message',
    ])
    const text = printoutText({
      title: 'Saved-approval receipt',
      facts: approved,
      receipt,
      receivedAt: '2026-12-01T15:00:00.000Z',
      account: 'underwriter@blueridge.example',
    })
    expect(text).toContain('Transportation submission id: 880009')
    expect(text).toContain('Notice continuation phase: notice_handoff')
    expect(text).toContain('Stored cancellation date: December 13, 2026')
    expect(text).toMatch(/^Received December 1, 2026 at \d{1,2}:\d{2} [AP]M by underwriter@blueridge.example$/m)
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(text).toContain('Stored auto liability (AL) cancellation date: Not stored')
    expect(text).toContain('Requested cancellation date: December 4, 2026; 3 days after the decision day; notice minimum: not met; policy term: inside.')
    expect(text).toContain('Service message: Keep this receipt.')
    expect(text).toContain('Notice decision:\nApproval enforcement is on')
    expect(text).toContain('All the notice’s fields:\nPhase: approval')
    expect(text).toContain('Earliest date the notice allows: December 31, 2026')
    expect(text).not.toContain('{')
  })
})

describe('the notice’s fields in words', () => {
  it('names each property, writes dates and yes or no, and lists an object’s entries one per line', () => {
    const fields = noticeFields({
      phase: 'approval',
      notice_minimum_required: true,
      floor_days: null,
      minimum_date: '2026-12-31',
      evaluated_at: '2026-12-01T15:00:00.000Z',
      current_dates: { effective_date_transaction: '2026-12-13', effective_date_transaction_wc: null },
      changes: {},
      extra_from_a_newer_api: ['a', 'b'],
    })
    expect(fields.map(({ label, lines }) => [label, lines])).toEqual([
      ['Phase', ['approval']],
      ['Notice minimum required', ['Yes']],
      ['Minimum notice, days', ['None']],
      ['Earliest date the notice allows', ['December 31, 2026']],
      ['Decided', [expect.stringMatching(/^December 1, 2026/)]],
      ['Current dates', ['Cancellation date: December 13, 2026', 'Workers’ compensation (WC) cancellation date: Not stored']],
      ['Changes', ['None']],
      ['Extra from a newer api', ['a, b']],
    ])
  })

  it('reads a null date of the notice, at its top or in its date objects, as not stored, never as none (rule 5)', () => {
    const fields = noticeFields({
      effective_date_transaction_al: null,
      effective_date_transaction_wc: null,
      persisted_dates: { effective_date_transaction: '2026-12-13', effective_date_transaction_al: null, effective_date_transaction_wc: null },
    })
    expect(fields.map(({ lines }) => lines)).toEqual([
      ['Not stored'],
      ['Not stored'],
      ['Cancellation date: December 13, 2026', 'Auto liability (AL) cancellation date: Not stored', 'Workers’ compensation (WC) cancellation date: Not stored'],
    ])
  })

  it('writes the dates inside the service’s words as the portal does', () => {
    expect(withWrittenDates('the minimum date 2026-12-26, after the policy expires on 2026-12-16;')).toBe(
      'the minimum date December 26, 2026, after the policy expires on December 16, 2026;',
    )
  })
})
