import { describe, expect, it } from 'vitest'
import { insuredTotals, type TaxCalculationResult } from '@/domain/taxes/insured-totals'
import { rateAsPercent } from '@/domain/taxes/tax-line-text'
import { summaryText } from '../summary-text'

describe('rateAsPercent', () => {
  it.each([
    ['0.0485', '4.85%'],
    ['0.0004', '0.04%'],
    ['0.00175', '0.175%'],
    ['0.06', '6%'],
    ['0.03003', '3.003%'],
    ['0.1', '10%'],
    ['1', '100%'],
    ['0', '0%'],
  ])('writes %s as %s', (rate, percent) => {
    expect(rateAsPercent(rate)).toBe(percent)
  })
})

const RESULT: TaxCalculationResult = {
  request: {
    state: 'PA',
    effective_date: '2026-12-01',
    quote_created_at: '2026-11-20T09:03:11-05:00',
    coverage_type: 'AL',
    premium: '12500.00',
    policy_fee: '150.00',
    underwriting_fee: '0.00',
  },
  response: {
    data: {
      state: 'PA',
      effective_date: '2026-12-01',
      quote_created_at: '2026-11-20T09:03:11-05:00',
      coverage_type: 'AL',
      inputs: {},
      calculations: [
        {
          code: 'surplus_lines_tax',
          label: 'Surplus lines tax',
          calculation_type: 'percentage',
          rate: '0.03',
          flat_amount: null,
          taxable_base: '12650.00',
          amount: '379.50',
        },
        {
          code: 'stamping_fee',
          label: 'Stamping fee (PSLA), per filing',
          calculation_type: 'flat',
          rate: null,
          flat_amount: '20.00',
          taxable_base: null,
          amount: '20.00',
        },
      ],
      total: '399.50',
    },
    meta: { currency: 'USD', assumptions: ['Taxed by the home state.', 'To verify: fees taxed.'] },
  },
}

describe('insuredTotals', () => {
  it('adds premium, fees and taxes exactly', () => {
    expect(insuredTotals(RESULT)).toEqual({ premium: '12500.00', fees: '150.00', underwritingFee: '0.00', taxesAndFees: '399.50', total: '13049.50' })
  })
})

describe('summaryText', () => {
  it('is a plain-text version of the calculation for the insured', () => {
    expect(summaryText(RESULT, null)).toBe(
      [
        'Taxes and fees: Pennsylvania, Auto liability',
        'Policy effective December 1, 2026; quote created November 20, 2026',
        '',
        'Surplus lines tax (3% of $12,650.00): $379.50',
        'Stamping fee (PSLA), per filing (flat fee): $20.00',
        'Taxes and fees total: $399.50',
        '',
        'Premium: $12,500.00',
        'Insurer’s fees and charges: $150.00',
        'Underwriting fee: $0.00',
        'Total with taxes and fees: $13,049.50',
        '',
        'Assumptions:',
        '- Taxed by the home state.',
        '- To verify: fees taxed.',
      ].join('\n'),
    )
  })

  it('names the broker fee of the quote it came from, untaxed, and adds it to the total (ADR 0052)', () => {
    const text = summaryText(RESULT, '250.00')
    expect(text).toContain('Underwriting fee: $0.00\nBroker fee from the quote, not taxed here: $250.00\nTotal with taxes and fees: $13,299.50')
  })

  it('names a quote’s fees and charges handed over whole as holding its broker fee', () => {
    expect(summaryText(RESULT, null, true)).toContain('Premium: $12,500.00\nFees and charges, broker fee included: $150.00\n')
  })
})
