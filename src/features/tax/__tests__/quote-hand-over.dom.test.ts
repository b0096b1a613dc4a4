import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '@/api/client'
import { quoteResponseSchema } from '@/contract/quote'
import { taxCalculationResponseSchema } from '@/contract/tax'
import { signIn } from '@/api/session/sign-in'
import { addAmounts } from '@/generic/money'
import { taxCalculatorPath } from '@/domain/tax-calculator-path'
import { coverageFigures, coverageTaxPrefill, coverageTaxRequest, taxedFees } from '@/domain/quote-figures'
import { installSandboxFetch } from '@/test/sandbox-fetch'
import { texasFleetQuote } from '../../../../sandbox/__tests__/quote-fixture'
import { toTaxCalculationRequest } from '../form'
import { insuredTotals } from '@/domain/taxes/insured-totals'
import { totalWithBrokerFee } from '../broker-fee'
import { taxCalculatorStart } from '../prefill'

beforeEach(async () => {
  installSandboxFetch()
  await signIn('agent@blueridge.example', 'Sandbox-Pass-1')
})
afterEach(() => vi.unstubAllGlobals())

/** The broker fees of the Texas fleet's request (sandbox/__tests__/quote-fixture.ts). */
const FIXTURE_BROKER_FEES: Record<string, string> = { AL: '350.00', APD: '150.00', MTC: '100.00' }

/**
 * The sandbox's Texas fleet quoted, then each coverage's "Calculate taxes" address opened in the
 * calculator as the portal does, for the home state given (the calculator's rules differ by state).
 */
async function quoteThenCalculator(garageState: string) {
  const now = new Date()
  const quote = await apiRequest({ method: 'POST', path: '/quote', body: texasFleetQuote(now), responseSchema: quoteResponseSchema })
  return Promise.all(
    Object.entries(quote.coverages).map(async ([key, result]) => {
      const code = key.toUpperCase()
      const quoted = { code, result, garageState, effectiveDate: '2026-12-01', receivedAt: now.toISOString(), brokerFee: FIXTURE_BROKER_FEES[code] }
      const path = taxCalculatorPath(coverageTaxPrefill(quoted))
      const start = taxCalculatorStart(new URL(path, 'http://portal.test').searchParams, now)
      const request = toTaxCalculationRequest(start.values, start.timeOfDay)
      if (!request) throw new Error(`The calculator cannot send what ${path} fills in`)
      const response = await apiRequest({ method: 'POST', path: '/submission/tax-calculations', body: request, responseSchema: taxCalculationResponseSchema })
      // The result page asks for exactly what the calculator sends, so both show one cached answer.
      expect(coverageTaxRequest(quoted)).toEqual(request)
      return { key, result, response, brokerFee: start.brokerFee, totals: insuredTotals({ request, response }) }
    }),
  )
}

describe('a quote handed to the tax calculator', () => {
  it.each(['TX', 'OH', 'NC'])(
    'sends the premium and the insurer’s fees, names the broker fee, and shows the total cost plus the taxes, to the cent (%s)',
    async (state) => {
      const lines = await quoteThenCalculator(state)
      expect(lines.map(({ key }) => key).sort()).toEqual(['al', 'apd', 'mtc'])
      for (const { key, result, response, totals, brokerFee } of lines) {
        const figures = coverageFigures(result)
        // The sandbox's totals include fees: policy fees, AL's federal filing, the fixture's broker fees.
        expect(brokerFee).toBe(FIXTURE_BROKER_FEES[key.toUpperCase()])
        expect(totals.fees).toBe(addAmounts([figures.feesAndCharges!, `-${brokerFee}`]))
        expect(Number(totals.fees)).toBeGreaterThan(0)
        expect(addAmounts([totals.premium, totals.fees, totals.underwritingFee, brokerFee!])).toBe(result.totalCost.toFixed(2))
        expect(totalWithBrokerFee(totals, brokerFee)).toBe(addAmounts([result.totalCost.toFixed(2), response.data.total]))
        // The surplus lines tax is on the total cost less the broker fee: the contract's policy fee is the insurer's.
        const surplusLinesTax = response.data.calculations.find((line) => line.code === 'surplus_lines_tax')
        expect(surplusLinesTax?.taxable_base).toBe(addAmounts([result.totalCost.toFixed(2), `-${brokerFee}`]))
      }
    },
  )

  it('no longer taxes a $250 broker fee in North Carolina ($13.25 too much before: 5% tax and 0.3% stamping)', async () => {
    const taxesOn = async (insurerFees: string) => {
      const request = {
        state: 'NC',
        effective_date: '2026-12-01',
        quote_created_at: '2026-11-20T10:00:00Z',
        coverage_type: 'AL',
        premium: '10000.00',
        policy_fee: insurerFees,
        underwriting_fee: '0.00',
      }
      return (await apiRequest({ method: 'POST', path: '/submission/tax-calculations', body: request, responseSchema: taxCalculationResponseSchema })).data
        .total
    }
    const result = { premium: 10000, totalCost: 10500, limit: 1_000_000, deductible: 0 }
    const quoted = { code: 'AL', result, garageState: 'NC', effectiveDate: '2026-12-01', receivedAt: '2026-11-20T10:00:00Z', brokerFee: '250.00' }
    expect(coverageTaxRequest(quoted)).toMatchObject({ premium: '10000.00', policy_fee: '250.00' })
    expect(addAmounts([await taxesOn('500.00'), `-${await taxesOn('250.00')}`])).toBe('13.25')
  })

  it('sends the fees whole when the broker fee cannot be told apart: unknown, or more than the total adds', () => {
    const result = { premium: 10000, totalCost: 10300, limit: 1_000_000, deductible: 0 }
    const quoted = { code: 'AL', result, garageState: 'NC', effectiveDate: '2026-12-01', receivedAt: '2026-11-20T10:00:00Z' }
    expect(taxedFees(coverageFigures(result), undefined)).toEqual({ fees: '300.00', treatment: 'unsplit', brokerFee: '0.00' })
    expect(taxedFees(coverageFigures(result), '400.00')).toEqual({ fees: '300.00', treatment: 'unsplit', brokerFee: '0.00' })
    expect(taxedFees(coverageFigures(result), '0.00')).toEqual({ fees: '300.00', treatment: 'none', brokerFee: '0.00' })
    expect(taxCalculatorPath(coverageTaxPrefill({ ...quoted, brokerFee: '100.00' }))).toContain('&insurer_fees=200.00&broker_fee=100.00&')
    const unsplit = taxCalculatorPath(coverageTaxPrefill({ ...quoted, brokerFee: undefined }))
    expect(unsplit).not.toContain('broker_fee')
    expect(unsplit).toContain('&fees_and_charges=300.00&')
    expect(unsplit).not.toContain('insurer_fees')
  })

  it('hands an indication’s premium alone: it is priced before fees', () => {
    const result = { premium: 13910.8, totalCost: 0, limit: 1_000_000, deductible: 0 }
    expect(coverageFigures(result)).toEqual({ premium: '13910.80', feesAndCharges: null, totalCost: null })
    const quoted = { code: 'AL', result, garageState: 'GA', effectiveDate: '2026-12-01', receivedAt: '2026-11-21T10:00:00Z', brokerFee: '250.00' }
    const prefill = coverageTaxPrefill(quoted)
    expect(coverageTaxRequest(quoted)).toMatchObject({
      premium: '13910.80',
      policy_fee: '0.00',
      underwriting_fee: '0.00',
    })
    expect(taxCalculatorPath(prefill)).toBe(
      '/tax-calculator?state=GA&effective_date=2026-12-01&coverage_type=AL&premium=13910.80&quote_created_at=2026-11-21T10%3A00%3A00Z',
    )
  })

  it('subtracts exactly: the issue’s quote hands $300.00 of fees and charges, not $299.99', () => {
    expect(coverageFigures({ premium: 13910.8, totalCost: 14210.8, limit: 1_000_000, deductible: 0 })).toEqual({
      premium: '13910.80',
      feesAndCharges: '300.00',
      totalCost: '14210.80',
    })
    expect(coverageFigures({ premium: 0.1, totalCost: 0.3, limit: 0, deductible: 0 }).feesAndCharges).toBe('0.20')
  })
})
