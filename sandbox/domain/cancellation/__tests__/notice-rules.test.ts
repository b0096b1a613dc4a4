import { describe, expect, it } from 'vitest'
import { US_STATE_CODES } from '../../../../src/generic/us-states.ts'
import { BASELINE_MINIMUMS, minimumsFor, STATE_NOTICE_RULES, type DayTier } from '../notice-rules.ts'

const daysAt = (tiers: readonly DayTier[], daysInForce: number) =>
  tiers.find((tier) => tier.whileInForceUnder === undefined || daysInForce < tier.whileInForceUnder)!.days

describe('the notice rules data', () => {
  it('has one record per state and DC, each with its sources', () => {
    expect(STATE_NOTICE_RULES.map((rules) => rules.state).sort()).toEqual([...US_STATE_CODES].sort())
    for (const rules of STATE_NOTICE_RULES) expect(rules.sources.length, rules.state).toBeGreaterThan(0)
  })

  it('gives a state its own minimums only where its rules reach surplus lines', () => {
    for (const rules of STATE_NOTICE_RULES) {
      if (rules.minimums) expect(rules.surplusLines, rules.state).toBe('applies')
      if (rules.surplusLines !== 'applies' || !rules.minimums) expect(minimumsFor(rules.state), rules.state).toBe(BASELINE_MINIMUMS)
    }
  })

  it('ends every list of tiers open-ended, with thresholds rising, and never asks less for other grounds than for non-payment', () => {
    for (const minimums of [BASELINE_MINIMUMS, ...STATE_NOTICE_RULES.flatMap((rules) => (rules.minimums ? [rules.minimums] : []))]) {
      expect(minimums.insured_broker_request).toBeNull()
      for (const tiers of [minimums.non_payment!, minimums.other!]) {
        expect(tiers.at(-1)?.whileInForceUnder).toBeUndefined()
        const thresholds = tiers.slice(0, -1).map((tier) => tier.whileInForceUnder!)
        expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b))
      }
      for (const daysInForce of [0, 30, 59, 60, 89, 90, 365]) {
        expect(daysAt(minimums.other!, daysInForce)).toBeGreaterThanOrEqual(daysAt(minimums.non_payment!, daysInForce))
      }
    }
  })

  it('reads Texas as sandbox-fixtures.md does: silent on surplus lines, so 30 days for underwriting (BR-20003, BR-20004)', () => {
    expect(STATE_NOTICE_RULES.find((rules) => rules.state === 'TX')?.surplusLines).toBe('silent')
    expect(daysAt(minimumsFor('TX').other!, 120)).toBe(30)
    expect(daysAt(minimumsFor('TX').non_payment!, 120)).toBe(10)
  })

  it('marks a verify note wherever the baseline stands in for rules the research does not settle', () => {
    for (const rules of STATE_NOTICE_RULES.filter(
      (candidate) => candidate.surplusLines === 'silent' || (candidate.surplusLines === 'applies' && !candidate.minimums),
    )) {
      expect(
        rules.notes?.some((note) => note.verify),
        rules.state,
      ).toBe(true)
    }
  })
})
