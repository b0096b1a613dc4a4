import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '@/api/client'
import { quoteResponseSchema } from '@/api/contract/quote'
import { taxCalculationResponseSchema } from '@/api/contract/tax'
import { signIn } from '@/api/session/sign-in'
import { addAmounts } from '@/lib/money'
import { taxCalculatorPath } from '@/lib/paths'
import { coverageFigures, coverageTaxPrefill, coverageTaxRequest } from '@/lib/quote-figures'
import { installSandboxFetch } from '@/test/sandbox-fetch'
import { texasFleetQuote } from '../../../../sandbox/__tests__/quote-fixture'
import { toTaxCalculationRequest } from '../form'
import { insuredTotals } from '@/lib/taxes/insured-totals'
import { taxCalculatorStart } from '../prefill'

beforeEach(async () => {
  installSandboxFetch()
  await signIn('agent@blueridge.example', 'Sandbox-Pass-1')
})
afterEach(() => vi.unstubAllGlobals())

/**
 * The sandbox's Texas fleet quoted, then each coverage's "Calculate taxes" address opened in the
 * calculator as the portal does, for the home state given (the calculator's rules differ by state).
 */
async function quoteThenCalculator(garageState: string) {
  const now = new Date()
  const quote = await apiRequest({ method: 'POST', path: '/quote', body: texasFleetQuote(now), responseSchema: quoteResponseSchema })
  return Promise.all(
    Object.entries(quote.coverages).map(async ([key, result]) => {
      const path = taxCalculatorPath(coverageTaxPrefill({ code: key.toUpperCase(), result, garageState, effectiveDate: '2026-12-01', receivedAt: now.toISOString() }))
      const start = taxCalculatorStart(new URL(path, 'http://portal.test').searchParams, now)
      const request = toTaxCalculationRequest(start.values, start.timeOfDay)
      if (!request) throw new Error(`The calculator cannot send what ${path} fills in`)
      const response = await apiRequest({ method: 'POST', path: '/submission/tax-calculations', body: request, responseSchema: taxCalculationResponseSchema })
      // The result page asks for exactly what the calculator sends, so both show one cached answer.
      expect(coverageTaxRequest({ code: key.toUpperCase(), result, garageState, effectiveDate: '2026-12-01', receivedAt: now.toISOString() })).toEqual(request)
      return { key, result, response, totals: insuredTotals({ request, response }) }
    }),
  )
}

describe('a quote handed to the tax calculator', () => {
  it.each(['TX', 'OH', 'NC'])('shows the quote’s total cost plus the taxes on it, to the cent (%s)', async (state) => {
    const lines = await quoteThenCalculator(state)
    expect(lines.map(({ key }) => key).sort()).toEqual(['al', 'apd', 'mtc'])
    for (const { result, response, totals } of lines) {
      const figures = coverageFigures(result)
      // The sandbox's totals include fees: policy fees, AL's federal filing, the fixture's broker fees.
      expect(Number(figures.feesAndCharges)).toBeGreaterThan(0)
      expect(addAmounts([totals.premium, totals.policyFee, totals.underwritingFee])).toBe(result.totalCost.toFixed(2))
      expect(totals.total).toBe(addAmounts([result.totalCost.toFixed(2), response.data.total]))
      // Every state taxes what the policy fee input holds, so the surplus lines tax is on the whole total cost.
      const surplusLinesTax = response.data.calculations.find((line) => line.code === 'surplus_lines_tax')
      expect(surplusLinesTax?.taxable_base).toBe(result.totalCost.toFixed(2))
    }
  })

  it('hands an indication’s premium alone: it is priced before fees', () => {
    const result = { premium: 13910.8, totalCost: 0, limit: 1_000_000, deductible: 0 }
    expect(coverageFigures(result)).toEqual({ premium: '13910.80', feesAndCharges: null, totalCost: null })
    const prefill = coverageTaxPrefill({ code: 'AL', result, garageState: 'GA', effectiveDate: '2026-12-01', receivedAt: '2026-11-21T10:00:00Z' })
    expect(coverageTaxRequest({ code: 'AL', result, garageState: 'GA', effectiveDate: '2026-12-01', receivedAt: '2026-11-21T10:00:00Z' })).toMatchObject({
      premium: '13910.80',
      policy_fee: '0.00',
      underwriting_fee: '0.00',
    })
    expect(taxCalculatorPath(prefill)).toBe('/tax-calculator?state=GA&effective_date=2026-12-01&coverage_type=AL&premium=13910.80&quote_created_at=2026-11-21T10%3A00%3A00Z')
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
