import type { CoverageResult } from '../api/contract/quote.ts'
import { COVERAGE_CODES, type CoverageCode } from '../api/contract/quote-enums.ts'
import type { TaxCalculationRequest } from '../api/contract/tax.ts'
import { addAmounts } from './money.ts'
import type { TaxCalculatorPrefill } from './paths.ts'
import { toLocalRfc3339 } from './rfc3339.ts'

/**
 * What the insured is shown of one priced coverage. The contract returns a `totalCost` and a
 * `premium` (section 4.2) and no breakdown: the difference is the fees and charges the total includes
 * besides premium (in the sandbox a policy fee, filing fees on auto liability and the broker fee,
 * docs/rating-model.md), which the portal cannot split further (docs/api-assumptions.md, "Figures
 * from a quote"). Amounts are decimal strings, subtracted exactly.
 */
export interface CoverageFigures {
  premium: string
  /** Null when the total does not include the premium: an indication, priced before fees (`totalCost` 0). */
  feesAndCharges: string | null
  totalCost: string | null
}

const cents = (dollars: number) => dollars.toFixed(2)

export function coverageFigures({ premium, totalCost }: CoverageResult): CoverageFigures {
  const fees = addAmounts([cents(totalCost), `-${cents(premium)}`])
  if (totalCost <= 0 || fees.startsWith('-')) return { premium: cents(premium), feesAndCharges: null, totalCost: null }
  return { premium: cents(premium), feesAndCharges: fees, totalCost: cents(totalCost) }
}

export interface QuotedCoverage {
  /** `AL`, `APD`, ... */
  code: string
  result: CoverageResult
  garageState: string
  /** `YYYY-MM-DD` */
  effectiveDate: string
  /** When the service answered: the quote's creation moment, which some states' fees depend on. */
  receivedAt: string
}

/**
 * What the tax calculator is handed for one coverage: everything the total cost holds (premium, and
 * the fees and charges as the policy fee, ADR 0030), so that its "total with taxes and fees" is the
 * quote's total cost plus the taxes on it.
 */
export function coverageTaxPrefill({ code, result, garageState, effectiveDate, receivedAt }: QuotedCoverage): TaxCalculatorPrefill {
  const figures = coverageFigures(result)
  return {
    state: garageState,
    effectiveDate,
    coverageType: code,
    premium: figures.premium,
    fees: figures.feesAndCharges ?? undefined,
    quoteCreatedAt: receivedAt,
  }
}

const orderOf = (code: string) => {
  const index = COVERAGE_CODES.indexOf(code as CoverageCode)
  return index < 0 ? COVERAGE_CODES.length : index
}

/** The coverages a response priced, in the contract's order (AL, APD, MTC, TGL, NTL), codes in capitals. */
export function pricedCoverages(coverages: Record<string, CoverageResult>): { code: string; result: CoverageResult }[] {
  return Object.entries(coverages)
    .map(([key, result]) => ({ code: key.toUpperCase(), result }))
    .sort((a, b) => orderOf(a.code) - orderOf(b.code))
}

export const isCoverageCode = (code: string): code is CoverageCode => (COVERAGE_CODES as readonly string[]).includes(code)

/**
 * The tax calculation of one quoted coverage (null for a code the calculator does not take), as the calculator sends it when opened from that
 * coverage's link (coverageTaxPrefill): the same request, so the result page and the calculator
 * share one answer. The quote's creation moment is written in this browser's offset, as there.
 */
export function coverageTaxRequest(quoted: QuotedCoverage): TaxCalculationRequest | null {
  if (!isCoverageCode(quoted.code)) return null
  const prefill = coverageTaxPrefill(quoted)
  return {
    state: quoted.garageState,
    effective_date: quoted.effectiveDate,
    quote_created_at: toLocalRfc3339(new Date(quoted.receivedAt)),
    coverage_type: quoted.code,
    premium: prefill.premium ?? '0.00',
    policy_fee: prefill.fees ?? '0.00',
    underwriting_fee: '0.00',
  }
}
