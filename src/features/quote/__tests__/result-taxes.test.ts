import { describe, expect, it } from 'vitest'
import type { SubmissionRecord } from '@/domain/recent-submissions'
import type { TaxCalculationLine } from '@/contract/tax'
import { quotedCoverages } from '../quoted-coverages'
import { brokerFeeNotes, coverageTotal, grandTotal, resultTaxesText, sharedAssumptions, type CoverageTaxes } from '../result-taxes'
import { insuredTotals } from '@/domain/taxes/insured-totals'
import { formatDateTime } from '@/generic/format'

const line = (label: string, rate: string, base: string, amount: string): TaxCalculationLine => ({
  code: label.toLowerCase().replaceAll(' ', '_'),
  label,
  calculation_type: 'percentage',
  rate,
  flat_amount: null,
  taxable_base: base,
  amount,
})

function coverage(
  code: 'AL' | 'MTC',
  premium: string,
  fee: string,
  lines: TaxCalculationLine[],
  total: string,
  assumptions: string[],
  brokerFee = '0.00',
): CoverageTaxes {
  const data = {
    state: 'GA',
    effective_date: '2026-12-01',
    quote_created_at: '2026-11-20T10:00:00-05:00',
    coverage_type: code,
    inputs: {},
    calculations: lines,
    total,
  }
  return {
    code,
    brokerFee,
    feesUnsplit: false,
    calculation: {
      request: {
        state: 'GA',
        effective_date: '2026-12-01',
        quote_created_at: '2026-11-20T10:00:00-05:00',
        coverage_type: code,
        premium,
        policy_fee: fee,
        underwriting_fee: '0.00',
      },
      response: { data, meta: { currency: 'USD', assumptions } },
    },
  }
}

const AL = coverage(
  'AL',
  '12000.00',
  '300.00',
  [line('Surplus lines tax', '0.04', '12300.00', '492.00')],
  '492.00',
  ['Georgia taxes the home state.', 'Rounded half-up.'],
  '250.00',
)
const MTC = coverage('MTC', '2500.10', '0.00', [line('Surplus lines tax', '0.04', '2500.10', '100.00')], '100.00', [
  'Georgia taxes the home state.',
  'Rounded half-up.',
])

const record: SubmissionRecord = {
  kind: 'quote',
  submissionNumber: 'BR-30007',
  status: 'Quoted',
  quotePdf: null,
  receivedAt: '2026-11-20T15:00:00Z',
  insuredName: 'Peach State Freight LLC',
  garageState: 'GA',
  effectiveDate: '2026-12-01',
  coverages: {
    al: { premium: 12000, totalCost: 12550, limit: 1_000_000, deductible: 0 },
    mtc: { premium: 2500.1, totalCost: 2500.1, limit: 100_000, deductible: 1000 },
  },
  brokerFees: { AL: '250.00' },
}

describe('the taxes of a quote for the insured', () => {
  it('taxes the premium and the insurer’s fees, and adds the taxes and the broker fee left out to them for each coverage', () => {
    expect(insuredTotals(AL.calculation).total).toBe('12792.00')
    expect(coverageTotal(AL)).toBe('13042.00')
  })

  it('says how the broker fee was treated: left out, or not told apart when unknown', () => {
    expect(brokerFeeNotes(quotedCoverages(record))).toEqual(['The broker fee is not taxed here: the tax calculation has no input for it.'])
    const kept = brokerFeeNotes(quotedCoverages({ ...record, brokerFees: undefined }))
    expect(kept).toEqual(['The fees of auto liability and motor truck cargo are not split, so all of them are taxed as the insurer’s.'])
    expect(brokerFeeNotes(quotedCoverages({ ...record, brokerFees: {} }))).toEqual([])
  })

  it('has a grand total only once every coverage has its figures, added exactly', () => {
    expect(grandTotal([AL, MTC])).toBe('15642.10')
    expect(grandTotal([AL, null])).toBeNull()
    expect(grandTotal([])).toBeNull()
  })

  it('names the fees of a coverage taxed whole, the broker fee in them, as such', () => {
    expect(resultTaxesText(record, [{ ...AL, brokerFee: '0.00', feesUnsplit: true }])).toContain(
      'Premium: $12,000.00\nFees and charges, broker fee included: $300.00\n',
    )
  })

  it('lists each assumption once', () => {
    expect(sharedAssumptions([AL, MTC])).toEqual(['Georgia taxes the home state.', 'Rounded half-up.'])
  })

  it('copies as text: the quote’s number and date, every coverage with its lines and total, the grand total, the assumptions, what the quote itself is', () => {
    expect(resultTaxesText(record, [AL, MTC])).toBe(
      [
        'Quote BR-30007 for Peach State Freight LLC',
        `Quote date: ${formatDateTime('2026-11-20T15:00:00Z')}`,
        'Taxes and fees of Georgia; policy effective December 1, 2026',
        brokerFeeNotes(quotedCoverages(record))[0],
        '',
        'Auto liability (AL)',
        'Premium: $12,000.00',
        'Insurer’s fees: $300.00',
        'Broker fee: $250.00',
        'Surplus lines tax (4% of $12,300.00): $492.00',
        'Taxes and fees: $492.00',
        'Total with taxes: $13,042.00',
        '',
        'Motor truck cargo (MTC)',
        'Premium: $2,500.10',
        'Surplus lines tax (4% of $2,500.10): $100.00',
        'Taxes and fees: $100.00',
        'Total with taxes: $2,600.10',
        '',
        'Total with taxes, all coverages: $15,642.10',
        '',
        'Assumptions:',
        '- Georgia taxes the home state.',
        '- Rounded half-up.',
        '',
        'The quote itself is the service’s PDF of quote BR-30007. These figures add the state’s taxes and fees to it.',
      ].join('\n'),
    )
  })
})
