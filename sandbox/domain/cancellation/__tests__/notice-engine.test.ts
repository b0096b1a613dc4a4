import { describe, expect, it } from 'vitest'
import { groundOf } from '../ground.ts'
import { decideNotice, type NoticeInput } from '../notice-engine.ts'

const TERM = { effectiveDate: '2027-06-01', expirationDate: '2028-06-01' }

function input(overrides: Partial<NoticeInput> & { date?: string } = {}): NoticeInput {
  const { date = '2028-02-01', ...rest } = overrides
  return {
    evaluationDay: '2028-01-30',
    state: 'TX',
    reasons: ['underwriting'],
    wholePolicy: true,
    term: TERM,
    alFederalFiling: false,
    dates: { effective_date_transaction: date, effective_date_transaction_al: date, effective_date_transaction_wc: null },
    historicalException: null,
    ...rest,
  }
}

describe('the notice decision across month ends and leap days', () => {
  it('approval on 2028-01-30 + 30 days is 2028-02-29 (leap year), and an earlier date moves there', () => {
    const decision = decideNotice(input())
    expect(decision.minimumDate).toBe('2028-02-29')
    expect(decision.dates.effective_date_transaction).toBe('2028-02-29')
    expect(decision.changes.effective_date_transaction).toEqual({ from: '2028-02-01', to: '2028-02-29', reason: 'notice_minimum', floor_days: 30 })
    expect(decision.measurements.effective_date_transaction).toEqual({
      date: '2028-02-01',
      days_after_evaluation: 2,
      floor_days: 30,
      minimum_date: '2028-02-29',
      meets_minimum: false,
      inside_term: true,
    })
  })

  it('approval on the leap day itself: 30 days is 2028-03-30, 10 days 2028-03-10', () => {
    expect(decideNotice(input({ evaluationDay: '2028-02-29' })).minimumDate).toBe('2028-03-30')
    expect(decideNotice(input({ evaluationDay: '2028-02-29', reasons: ['non_payment'] })).minimumDate).toBe('2028-03-10')
  })

  it('a month end in a common year: 2027-01-31 + 30 days is 2027-03-02', () => {
    const decision = decideNotice(
      input({ evaluationDay: '2027-01-31', term: { effectiveDate: '2026-06-01', expirationDate: '2027-06-01' }, date: '2027-02-10' }),
    )
    expect(decision.minimumDate).toBe('2027-03-02')
  })

  it('a term ending on a leap day: a minimum on the expiration day passes, one day later holds', () => {
    const term = { effectiveDate: '2027-02-28', expirationDate: '2028-02-29' }
    const onExpiration = decideNotice(input({ term }))
    expect(onExpiration.hold).toBeNull()
    expect(onExpiration.dates.effective_date_transaction).toBe('2028-02-29')
    const dayLater = decideNotice(input({ term, evaluationDay: '2028-01-31' }))
    expect(dayLater.minimumDate).toBe('2028-03-01')
    expect(dayLater.hold?.reason).toBe('minimum_after_expiration')
    expect(dayLater.changes).toEqual({})
    expect(dayLater.dates.effective_date_transaction).toBe('2028-02-01')
  })

  it('counts days in force across the leap day', () => {
    expect(
      decideNotice(input({ evaluationDay: '2028-03-01', term: { effectiveDate: '2028-02-01', expirationDate: '2029-02-01' }, date: '2028-05-01' })).daysInForce,
    ).toBe(29)
  })
})

describe('what the decision keeps, lengthens and holds', () => {
  it('keeps dates already later than the minimum', () => {
    const decision = decideNotice(input({ date: '2028-04-15' }))
    expect(decision.changes).toEqual({})
    expect(decision.dates.effective_date_transaction).toBe('2028-04-15')
    expect(decision.measurements.effective_date_transaction?.meets_minimum).toBe(true)
  })

  it('gives the AL date 35 days when the policy has a federal filing, the others the state minimum', () => {
    const decision = decideNotice(input({ alFederalFiling: true, reasons: ['non_payment'] }))
    expect(decision.dates.effective_date_transaction).toBe('2028-02-09')
    expect(decision.dates.effective_date_transaction_al).toBe('2028-03-05')
    expect(decision.changes.effective_date_transaction_al).toMatchObject({ reason: 'federal_filing_minimum', floor_days: 35 })
    expect(decision.floorDays).toBe(10)
  })

  it('lengthens a canceled WC date like the general one, and measures only the dates there are', () => {
    const decision = decideNotice(
      input({ dates: { effective_date_transaction: '2028-02-01', effective_date_transaction_al: null, effective_date_transaction_wc: '2028-02-02' } }),
    )
    expect(decision.dates).toEqual({
      effective_date_transaction: '2028-02-29',
      effective_date_transaction_al: null,
      effective_date_transaction_wc: '2028-02-29',
    })
    expect(Object.keys(decision.measurements)).toEqual(['effective_date_transaction', 'effective_date_transaction_wc'])
  })

  it('a pure whole-policy insured request has no minimum, but its dates must lie inside the term', () => {
    const inside = decideNotice(input({ reasons: ['insured_broker_request'] }))
    expect(inside).toMatchObject({
      ground: 'insured_broker_request',
      noticeMinimumRequired: false,
      floorDays: null,
      minimumDate: null,
      hold: null,
      changes: {},
    })
    expect(inside.measurements.effective_date_transaction).toMatchObject({ floor_days: null, minimum_date: null, meets_minimum: true })
    const outside = decideNotice(input({ reasons: ['insured_broker_request'], date: '2028-07-01' }))
    expect(outside.hold?.reason).toBe('date_outside_term')
    expect(outside.hold?.problems.effective_date_transaction?.[0]).toContain('outside the policy term')
    expect(decideNotice(input({ reasons: ['insured_broker_request'], date: '2027-05-31' })).hold?.reason).toBe('date_outside_term')
  })

  it('mixed, unknown and partial insured requests keep the conservative minimum', () => {
    expect(groundOf(['insured_broker_request', 'non_payment'], true)).toBe('other')
    expect(groundOf(['insured_broker_request'], false)).toBe('other')
    expect(groundOf(['something_new'], true)).toBe('other')
    expect(groundOf([], true)).toBe('other')
    expect(groundOf(['non_payment', 'non_payment'], true)).toBe('non_payment')
    expect(decideNotice(input({ reasons: ['insured_broker_request', 'non_payment'] })).floorDays).toBe(30)
  })

  it('a minimum after expiration is a hold on every date it reaches, never a clamp', () => {
    const decision = decideNotice(input({ term: { effectiveDate: '2027-03-01', expirationDate: '2028-02-20' } }))
    expect(decision.hold?.reason).toBe('minimum_after_expiration')
    expect(Object.keys(decision.hold!.problems)).toEqual(['effective_date_transaction', 'effective_date_transaction_al'])
    expect(decision.dates.effective_date_transaction).toBe('2028-02-01')
  })
})

describe('states whose rules reach surplus lines', () => {
  it('Florida: 20 days in the first 90 days in force, 45 after; non-payment 10', () => {
    const young = { effectiveDate: '2027-12-01', expirationDate: '2028-12-01' }
    expect(decideNotice(input({ state: 'FL', term: young })).floorDays).toBe(20)
    expect(decideNotice(input({ state: 'FL' })).floorDays).toBe(45)
    expect(decideNotice(input({ state: 'FL', reasons: ['non_payment'] })).floorDays).toBe(10)
  })

  it('Pennsylvania: non-payment 15, other 60; an exempt or silent state, the policy conditions', () => {
    expect(decideNotice(input({ state: 'PA', reasons: ['non_payment'] })).floorDays).toBe(15)
    expect(decideNotice(input({ state: 'PA' })).floorDays).toBe(60)
    expect(decideNotice(input({ state: 'NY' })).floorDays).toBe(30)
    expect(decideNotice(input({ state: 'GA', reasons: ['non_payment'] })).floorDays).toBe(10)
    expect(decideNotice(input({ state: 'XX' })).floorDays).toBe(30)
  })
})

describe('approved historical corrections', () => {
  const exception = { actorId: 17, source: 'underwriting_desk', justification: 'Insured sold the fleet on 2028-02-01; carrier confirmed.' }

  it('keep their dates when the exception is attributable', () => {
    const decision = decideNotice(input({ historicalException: exception }))
    expect(decision.historicalExempt).toBe(true)
    expect(decision.changes).toEqual({})
    expect(decision.dates.effective_date_transaction).toBe('2028-02-01')
    expect(decision.measurements.effective_date_transaction?.meets_minimum).toBe(false)
  })

  it('are still held when a date lies outside the term', () => {
    expect(decideNotice(input({ historicalException: exception, date: '2028-07-01' })).hold?.reason).toBe('date_outside_term')
  })

  it('get the minimum when the exception names no one or gives no reason', () => {
    for (const partial of [
      { ...exception, actorId: 0 },
      { ...exception, justification: '  ' },
      { ...exception, source: '' },
    ]) {
      const decision = decideNotice(input({ historicalException: partial }))
      expect(decision.historicalExempt).toBe(false)
      expect(decision.dates.effective_date_transaction).toBe('2028-02-29')
    }
  })
})
