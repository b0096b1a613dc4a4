import { describe, expect, it } from 'vitest'
import type { SubmissionRecord } from '@/api/recent-submissions'
import type { TaxCalculationLine } from '@/api/contract/tax'
import { grandTotal, resultTaxesText, sharedAssumptions, taxedAmount, type CoverageTaxes } from '../result-taxes'
import { insuredTotals } from '@/lib/taxes/insured-totals'

const line = (label: string, rate: string, base: string, amount: string): TaxCalculationLine => ({
  code: label.toLowerCase().replaceAll(' ', '_'),
  label,
  calculation_type: 'percentage',
  rate,
  flat_amount: null,
  taxable_base: base,
  amount,
})

function coverage(code: 'AL' | 'MTC', premium: string, fee: string, lines: TaxCalculationLine[], total: string, assumptions: string[]): CoverageTaxes {
  const data = { state: 'GA', effective_date: '2026-12-01', quote_created_at: '2026-11-20T10:00:00-05:00', coverage_type: code, inputs: {}, calculations: lines, total }
  return {
    code,
    calculation: {
      request: { state: 'GA', effective_date: '2026-12-01', quote_created_at: '2026-11-20T10:00:00-05:00', coverage_type: code, premium, policy_fee: fee, underwriting_fee: '0.00' },
      response: { data, meta: { currency: 'USD', assumptions } },
    },
  }
}

const AL = coverage('AL', '12000.00', '300.00', [line('Surplus lines tax', '0.04', '12300.00', '492.00')], '492.00', ['Georgia taxes the home state.', 'Rounded half-up.'])
const MTC = coverage('MTC', '2500.10', '0.00', [line('Surplus lines tax', '0.04', '2500.10', '100.00')], '100.00', ['Georgia taxes the home state.', 'Rounded half-up.'])

const record: SubmissionRecord = {
  kind: 'quote',
  submissionNumber: 'BR-30007',
  status: 'Quoted',
  coverages: {},
  quotePdf: null,
  receivedAt: '2026-11-20T15:00:00Z',
  insuredName: 'Peach State Freight LLC',
  garageState: 'GA',
  effectiveDate: '2026-12-01',
}

describe('the taxes of a quote for the insured', () => {
  it('taxes the premium and its fees, and adds the taxes to them for each coverage', () => {
    expect(taxedAmount(insuredTotals(AL.calculation))).toBe('12300.00')
    expect(insuredTotals(AL.calculation).total).toBe('12792.00')
  })

  it('has a grand total only once every coverage has its figures, added exactly', () => {
    expect(grandTotal([AL, MTC])).toBe('15392.10')
    expect(grandTotal([AL, null])).toBeNull()
    expect(grandTotal([])).toBeNull()
  })

  it('lists each assumption once', () => {
    expect(sharedAssumptions([AL, MTC])).toEqual(['Georgia taxes the home state.', 'Rounded half-up.'])
  })

  it('copies as text: every coverage with its lines and total, the grand total, the assumptions', () => {
    expect(resultTaxesText(record, [AL, MTC])).toBe(
      [
        'Quote BR-30007 for Peach State Freight LLC',
        'Taxes and fees of Georgia; policy effective 12/01/2026',
        '',
        'Auto liability (AL)',
        'Premium: $12,000.00',
        'Fees and charges: $300.00',
        'Surplus lines tax (4% of $12,300.00): $492.00',
        'Taxes and fees: $492.00',
        'Total for auto liability: $12,792.00',
        '',
        'Motor truck cargo (MTC)',
        'Premium: $2,500.10',
        'Surplus lines tax (4% of $2,500.10): $100.00',
        'Taxes and fees: $100.00',
        'Total for motor truck cargo: $2,600.10',
        '',
        'Grand total for the insured: $15,392.10',
        '',
        'Assumptions:',
        '- Georgia taxes the home state.',
        '- Rounded half-up.',
      ].join('\n'),
    )
  })
})
