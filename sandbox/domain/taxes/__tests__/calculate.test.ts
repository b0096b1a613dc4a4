import { describe, expect, it } from 'vitest'
import type { TaxCalculationRequest } from '../../../../src/contract/tax.ts'
import { calculateTaxes } from '../calculate.ts'

/**
 * Hand-checked cases. Unless a case says otherwise: premium 10000.00 + policy fee 250.00 + underwriting
 * fee 100.00 = a taxable base of 10350.00. Rates from surplus-lines-taxes.md; amounts half-up to cents.
 */
const request = (overrides: Partial<TaxCalculationRequest>): TaxCalculationRequest => ({
  state: 'TX',
  effective_date: '2026-03-01',
  quote_created_at: '2026-02-10T09:30:00-06:00',
  coverage_type: 'AL',
  premium: '10000.00',
  policy_fee: '250.00',
  underwriting_fee: '100.00',
  ...overrides,
})

interface Case {
  name: string
  input: Partial<TaxCalculationRequest>
  /** code -> [rate or flat amount, taxable base or null, amount] */
  lines: Record<string, [string, string | null, string]>
  total: string
}

const CASES: Case[] = [
  {
    // SLTX: 4.85% tax; stamping 0.04% for policies incepting 2024 on. 10350 x 0.0485 = 501.975 -> 501.98 (half-up); 10350 x 0.0004 = 4.14.
    name: 'TX 2024',
    input: { effective_date: '2024-06-01', quote_created_at: '2024-05-20T10:00:00Z' },
    lines: { surplus_lines_tax: ['0.0485', '10350.00', '501.98'], stamping_fee: ['0.0004', '10350.00', '4.14'] },
    total: '506.12',
  },
  {
    // sltx.org: 0.04% stamping for policies incepting 2024 on, unchanged in 2026; 4.85% tax: as TX 2024.
    name: 'TX 2026 (same rates as 2024)',
    input: {},
    lines: { surplus_lines_tax: ['0.0485', '10350.00', '501.98'], stamping_fee: ['0.0004', '10350.00', '4.14'] },
    total: '506.12',
  },
  {
    // Stamping 0.075% for 2021-2023: 10350 x 0.00075 = 7.7625 -> 7.76.
    name: 'TX 2023',
    input: { effective_date: '2023-12-31', quote_created_at: '2023-12-01T10:00:00Z' },
    lines: { surplus_lines_tax: ['0.0485', '10350.00', '501.98'], stamping_fee: ['0.00075', '10350.00', '7.76'] },
    total: '509.74',
  },
  {
    // FSLSO: 4.94% from 2020-07-01: 10350 x 0.0494 = 511.29; service fee 0.06%: 10350 x 0.0006 = 6.21.
    name: 'FL 2024',
    input: { state: 'FL', effective_date: '2024-02-01', quote_created_at: '2024-01-15T12:00:00-05:00' },
    lines: { surplus_lines_tax: ['0.0494', '10350.00', '511.29'], service_fee: ['0.0006', '10350.00', '6.21'] },
    total: '517.50',
  },
  {
    // fslso.com: 4.94% and the 0.06% service fee are unchanged in 2026: as FL 2024.
    name: 'FL 2026',
    input: { state: 'FL' },
    lines: { surplus_lines_tax: ['0.0494', '10350.00', '511.29'], service_fee: ['0.0006', '10350.00', '6.21'] },
    total: '517.50',
  },
  {
    // 5% before 2020-07-01: 10350 x 0.05 = 517.50.
    name: 'FL the day before the 4.94% rate',
    input: { state: 'FL', effective_date: '2020-06-30', quote_created_at: '2020-06-01T12:00:00-04:00' },
    lines: { surplus_lines_tax: ['0.05', '10350.00', '517.50'], service_fee: ['0.0006', '10350.00', '6.21'] },
    total: '523.71',
  },
  {
    // 3% tax: 310.50; SLA stamping 0.18% from 2023: 10350 x 0.0018 = 18.63.
    name: 'CA 2024',
    input: { state: 'CA', effective_date: '2024-09-15' },
    lines: { surplus_lines_tax: ['0.03', '10350.00', '310.50'], stamping_fee: ['0.0018', '10350.00', '18.63'] },
    total: '329.13',
  },
  {
    // slt.arqu.com 2026: 3% tax and the 0.18% SLA stamping fee still apply: as CA 2024.
    name: 'CA 2026',
    input: { state: 'CA' },
    lines: { surplus_lines_tax: ['0.03', '10350.00', '310.50'], stamping_fee: ['0.0018', '10350.00', '18.63'] },
    total: '329.13',
  },
  {
    // Stamping 0.25% in 2020-22: 10350 x 0.0025 = 25.875 -> 25.88.
    name: 'CA 2022',
    input: { state: 'CA', effective_date: '2022-12-31' },
    lines: { surplus_lines_tax: ['0.03', '10350.00', '310.50'], stamping_fee: ['0.0025', '10350.00', '25.88'] },
    total: '336.38',
  },
  {
    // 3.6%: 372.60; ELANY stamping taken as 0.15%: 10350 x 0.0015 = 15.525 -> 15.53.
    name: 'NY 2024',
    input: { state: 'NY', effective_date: '2024-04-01' },
    lines: { surplus_lines_tax: ['0.036', '10350.00', '372.60'], stamping_fee: ['0.0015', '10350.00', '15.53'] },
    total: '388.13',
  },
  {
    // Locke Lord appendix A: 3.6% tax; the stamping fee taken as 0.15% (to verify) in every year: as NY 2024.
    name: 'NY 2026',
    input: { state: 'NY' },
    lines: { surplus_lines_tax: ['0.036', '10350.00', '372.60'], stamping_fee: ['0.0015', '10350.00', '15.53'] },
    total: '388.13',
  },
  {
    // KRS 304.10-180: 3% = 310.50; 1.8% surcharge = 186.30; both on premium and fees; local tax only as an assumption.
    name: 'KY 2024',
    input: { state: 'KY', effective_date: '2024-07-01' },
    lines: { surplus_lines_tax: ['0.03', '10350.00', '310.50'], premium_surcharge: ['0.018', '10350.00', '186.30'] },
    total: '496.80',
  },
  {
    // KRS 304.10-180: no change of rates by year: as KY 2024 (local tax still an assumption line only).
    name: 'KY 2026',
    input: { state: 'KY' },
    lines: { surplus_lines_tax: ['0.03', '10350.00', '310.50'], premium_surcharge: ['0.018', '10350.00', '186.30'] },
    total: '496.80',
  },
  {
    // 0.975% in 2024: 10350 x 0.00975 = 100.9125 -> 100.91.
    name: 'IA 2024',
    input: { state: 'IA', effective_date: '2024-01-01' },
    lines: { surplus_lines_tax: ['0.00975', '10350.00', '100.91'] },
    total: '100.91',
  },
  {
    // 0.95% in 2025: 10350 x 0.0095 = 98.325 -> 98.33.
    name: 'IA 2025',
    input: { state: 'IA', effective_date: '2025-12-31' },
    lines: { surplus_lines_tax: ['0.0095', '10350.00', '98.33'] },
    total: '98.33',
  },
  {
    // 0.925% in 2026: 10350 x 0.00925 = 95.7375 -> 95.74.
    name: 'IA 2026',
    input: { state: 'IA' },
    lines: { surplus_lines_tax: ['0.00925', '10350.00', '95.74'] },
    total: '95.74',
  },
  {
    // 0.9% from 2027: 10350 x 0.009 = 93.15.
    name: 'IA 2027',
    input: { state: 'IA', effective_date: '2027-01-01' },
    lines: { surplus_lines_tax: ['0.009', '10350.00', '93.15'] },
    total: '93.15',
  },
  {
    // csimt.gov: 2.75% = 284.625 -> 284.63; created 2025-12-31 (Montana time): no SLIP+ fee.
    name: 'MT, quote created before the SLIP+ cohort',
    input: { state: 'MT', quote_created_at: '2025-12-31T23:59:59-07:00' },
    lines: { surplus_lines_tax: ['0.0275', '10350.00', '284.63'] },
    total: '284.63',
  },
  {
    // Created 2026-01-01: SLIP+ transaction fee 0.175%: 10350 x 0.00175 = 18.1125 -> 18.11.
    name: 'MT, quote created on the first day of the SLIP+ cohort',
    input: { state: 'MT', quote_created_at: '2026-01-01T00:00:00-07:00' },
    lines: { surplus_lines_tax: ['0.0275', '10350.00', '284.63'], slip_plus_transaction_fee: ['0.00175', '10350.00', '18.11'] },
    total: '302.74',
  },
  {
    // 2025-12-31 23:30 at -05:00 is 21:30 in Montana (-07:00): still 2025 there, so no SLIP+ fee.
    name: 'MT, the moment decides the cohort: 2025-12-31 late evening in the East is still 2025 in Montana',
    input: { state: 'MT', quote_created_at: '2025-12-31T23:30:00-05:00' },
    lines: { surplus_lines_tax: ['0.0275', '10350.00', '284.63'] },
    total: '284.63',
  },
  {
    // 2026-01-01 01:30 at -05:00 is 2025-12-31 23:30 in Montana: before the cohort, whatever the date as written.
    name: 'MT, a 2026 date written in the East can still be 2025 in Montana',
    input: { state: 'MT', quote_created_at: '2026-01-01T01:30:00-05:00' },
    lines: { surplus_lines_tax: ['0.0275', '10350.00', '284.63'] },
    total: '284.63',
  },
  {
    // 2026-01-01T07:00:00Z is midnight in Montana: the first moment of the cohort. 18.11 as above.
    name: 'MT, midnight Montana time written in UTC is inside the cohort',
    input: { state: 'MT', quote_created_at: '2026-01-01T07:00:00Z' },
    lines: { surplus_lines_tax: ['0.0275', '10350.00', '284.63'], slip_plus_transaction_fee: ['0.00175', '10350.00', '18.11'] },
    total: '302.74',
  },
  {
    // 2.5% = 258.75; SLIP+ 18.11; physical damage: FOT 0.1% = 10.35.
    name: 'SD physical damage in the SLIP+ cohort',
    input: { state: 'SD', coverage_type: 'APD' },
    lines: {
      surplus_lines_tax: ['0.025', '10350.00', '258.75'],
      slip_plus_transaction_fee: ['0.00175', '10350.00', '18.11'],
      fire_other_tax: ['0.001', '10350.00', '10.35'],
    },
    total: '287.21',
  },
  {
    // 3% = 310.50 plus the PSLA's flat $20 per filing.
    name: 'PA flat stamping fee',
    input: { state: 'PA' },
    lines: { surplus_lines_tax: ['0.03', '10350.00', '310.50'], stamping_fee: ['20.00', null, '20.00'] },
    total: '330.50',
  },
  {
    // Any rate times a base of 0.00 is 0.00: nothing to round, a total of 0.00.
    name: 'zero premium and fees (TX)',
    input: { premium: '0', policy_fee: '0', underwriting_fee: '0' },
    lines: { surplus_lines_tax: ['0.0485', '0.00', '0.00'], stamping_fee: ['0.0004', '0.00', '0.00'] },
    total: '0.00',
  },
  {
    // ilsainc.com: the PSLA's $20 stamping fee is per filing, not per dollar: 0.00 tax + 20.00.
    name: 'zero premium still pays a flat fee (PA)',
    input: { state: 'PA', premium: '0.00', policy_fee: '0', underwriting_fee: '0' },
    lines: { surplus_lines_tax: ['0.03', '0.00', '0.00'], stamping_fee: ['20.00', null, '20.00'] },
    total: '20.00',
  },
  {
    // Ohio taxes the insurer's policy fee, not an MGA's underwriting fee: (10000 + 250) x 0.05 = 512.50.
    name: 'OH leaves the underwriting fee out',
    input: { state: 'OH' },
    lines: { surplus_lines_tax: ['0.05', '10250.00', '512.50'] },
    total: '512.50',
  },
  {
    // Filing fee 1% = 103.50, then 2.7% of (10350 + 103.50) = 282.2445 -> 282.24.
    name: 'AK taxes its filing fee',
    input: { state: 'AK' },
    lines: { filing_fee: ['0.01', '10350.00', '103.50'], surplus_lines_tax: ['0.027', '10453.50', '282.24'] },
    total: '385.74',
  },
  {
    // 6% before 2024: 621.00; 3% from 2024: 310.50.
    name: 'KS 2023',
    input: { state: 'KS', effective_date: '2023-12-31' },
    lines: { surplus_lines_tax: ['0.06', '10350.00', '621.00'] },
    total: '621.00',
  },
  {
    // 2% = 207.00; fire marshal 0.3% = 31.05; SLAO $10 per policy.
    name: 'OR percentage and flat lines',
    input: { state: 'OR' },
    lines: {
      surplus_lines_tax: ['0.02', '10350.00', '207.00'],
      fire_marshal_tax: ['0.003', '10350.00', '31.05'],
      sla_service_charge: ['10.00', null, '10.00'],
    },
    total: '248.05',
  },
  {
    // Cents in the inputs: 1234.56 + 78.90 + 0.01 = 1313.47; x 0.0485 = 63.703295 -> 63.70; x 0.0004 = 0.525388 -> 0.53.
    name: 'TX with cents',
    input: { premium: '1234.56', policy_fee: '78.9', underwriting_fee: '0.01' },
    lines: { surplus_lines_tax: ['0.0485', '1313.47', '63.70'], stamping_fee: ['0.0004', '1313.47', '0.53'] },
    total: '64.23',
  },
]

describe('calculateTaxes: hand-checked cases', () => {
  it.each(CASES)('$name', ({ input, lines, total }) => {
    const { data } = calculateTaxes(request(input))
    const actual = Object.fromEntries(data.calculations.map((line) => [line.code, [line.rate ?? line.flat_amount, line.taxable_base, line.amount]]))
    expect(actual).toEqual(lines)
    expect(data.total).toBe(total)
  })

  it('writes percentage and flat lines in their two shapes', () => {
    const [tax, flat] = calculateTaxes(request({ state: 'PA' })).data.calculations
    expect(tax).toMatchObject({ calculation_type: 'percentage', flat_amount: null })
    expect(tax?.rate).not.toBeNull()
    expect(tax?.taxable_base).not.toBeNull()
    expect(flat).toMatchObject({ calculation_type: 'flat', rate: null, taxable_base: null, flat_amount: '20.00', amount: '20.00' })
  })

  it('echoes the inputs normalized', () => {
    const { data, meta } = calculateTaxes(request({ premium: '0012.5', policy_fee: '7', quote_created_at: '2026-02-10t09:30:00.123z' }))
    expect(data.inputs).toEqual({
      state: 'TX',
      effective_date: '2026-03-01',
      quote_created_at: '2026-02-10T09:30:00.123Z',
      coverage_type: 'AL',
      premium: '12.50',
      policy_fee: '7.00',
      underwriting_fee: '100.00',
    })
    expect(data.quote_created_at).toBe('2026-02-10T09:30:00.123Z')
    expect(meta.currency).toBe('USD')
  })

  it('computes exactly beyond the range of JavaScript numbers', () => {
    // 123456789012345678901.99 x 0.03 = 3703703670370370367.0597 -> ...367.06
    const { data } = calculateTaxes(request({ state: 'CO', premium: '123456789012345678901.99', policy_fee: '0', underwriting_fee: '0' }))
    expect(data.calculations[0]?.amount).toBe('3703703670370370367.06')
  })
})

describe('calculateTaxes: assumptions', () => {
  const assumptions = (input: Partial<TaxCalculationRequest>) => calculateTaxes(request(input)).meta.assumptions

  it('names Kentucky’s local tax instead of leaving it out silently', () => {
    expect(assumptions({ state: 'KY' }).some((text) => text.includes('local government premium tax is NOT included'))).toBe(true)
  })

  it('says why the Montana SLIP+ fee does or does not apply', () => {
    expect(assumptions({ state: 'MT', quote_created_at: '2025-06-01T10:00:00Z' })).toContain(
      'The quote was created at 2025-06-01T10:00:00Z, before 2026-01-01T00:00:00-07:00: no SLIP+ transaction fee.',
    )
    expect(assumptions({ state: 'MT', quote_created_at: '2026-02-10T09:00:00-07:00' })).toContain(
      'The quote was created at 2026-02-10T09:00:00-07:00, at or after 2026-01-01T00:00:00-07:00: the SLIP+ transaction fee applies.',
    )
  })

  it('marks choices to verify and keeps coverage-specific notes to their coverage', () => {
    expect(assumptions({ coverage_type: 'AL' }).some((text) => text.startsWith('To verify: The Texas motor vehicle crime'))).toBe(true)
    expect(assumptions({ coverage_type: 'MTC' }).some((text) => text.includes('crime prevention fee'))).toBe(false)
  })

  it('says how each fee is treated', () => {
    const ohio = assumptions({ state: 'OH' })
    expect(ohio).toContain("Policy fee: taxed like premium, in every line's taxable base.")
    expect(ohio).toContain("Underwriting fee: not taxed (outside every line's taxable base).")
    expect(assumptions({ state: 'TX' })).toContain("Policy and underwriting fees: taxed like premium, in every line's taxable base.")
  })
})
