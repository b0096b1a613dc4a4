import type { CoverageResult } from '../contract/quote.ts'
import { COVERAGE_CODES, type CoverageCode } from '../contract/quote-enums.ts'
import type { TaxCalculationRequest } from '../contract/tax.ts'
import { addAmounts } from '../generic/money.ts'
import type { TaxCalculatorPrefill } from './paths.ts'
import { toLocalRfc3339 } from '../generic/rfc3339.ts'

/**
 * What the insured is shown of one priced coverage. The contract returns a `totalCost` and a
 * `premium` (section 4.2) and no breakdown: the difference is the fees and charges the total includes
 * besides premium (in the sandbox a policy fee, filing fees on auto liability and the broker fee,
 * docs/rating-model.md). The one part of it the portal knows is the broker fee its own request
 * carried; the rest is the insurer's (ADR 0052). Amounts are decimal strings, subtracted exactly.
 */
export interface CoverageFigures {
  premium: string
  /** Null when the total does not include the premium: an indication, priced before fees (`totalCost` 0). */
  feesAndCharges: string | null
  totalCost: string | null
}

/**
 * How the broker fee the request carried goes to the tax calculation, which has no input for one
 * (section 4.3: `policy_fee` is the insurer's fee): `left-out`, subtracted from the fees and charges and
 * not sent; `none`, there is none (or no fees, an indication); `unsplit`, the portal cannot tell it apart
 * (a result kept without its broker fees, or a total that adds less than the broker fee), so the fees and
 * charges are sent whole.
 */
export type BrokerFeeTreatment = 'left-out' | 'none' | 'unsplit'

export interface TaxedFees {
  /** What the tax calculation is sent as its policy fee; null for an indication. */
  insurerFees: string | null
  treatment: BrokerFeeTreatment
  /** The broker fee left out of the calculation (`0.00` unless `left-out`): the insured pays it on top. */
  brokerFee: string
}

const cents = (dollars: number) => dollars.toFixed(2)
const ZERO = '0.00'

export function coverageFigures({ premium, totalCost }: CoverageResult): CoverageFigures {
  const fees = addAmounts([cents(totalCost), `-${cents(premium)}`])
  if (totalCost <= 0 || fees.startsWith('-')) return { premium: cents(premium), feesAndCharges: null, totalCost: null }
  return { premium: cents(premium), feesAndCharges: fees, totalCost: cents(totalCost) }
}

/** The insurer's fees: the fees and charges less the broker fee requested (undefined: not known). */
export function taxedFees(figures: CoverageFigures, brokerFee: string | undefined): TaxedFees {
  const fees = figures.feesAndCharges
  if (fees === null) return { insurerFees: null, treatment: 'none', brokerFee: ZERO }
  if (brokerFee === undefined) return { insurerFees: fees, treatment: 'unsplit', brokerFee: ZERO }
  if (Number(brokerFee) === 0) return { insurerFees: fees, treatment: 'none', brokerFee: ZERO }
  const insurerFees = addAmounts([fees, `-${brokerFee}`])
  if (insurerFees.startsWith('-')) return { insurerFees: fees, treatment: 'unsplit', brokerFee: ZERO }
  return { insurerFees, treatment: 'left-out', brokerFee }
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
  /** The broker fee the request carried for this coverage (`0.00` when none); undefined when not known. */
  brokerFee: string | undefined
}

export const coverageTaxedFees = (quoted: QuotedCoverage) => taxedFees(coverageFigures(quoted.result), quoted.brokerFee)

/**
 * What the tax calculator is handed for one coverage: the premium and the insurer's fees as the policy
 * fee, and the broker fee left out, which it only names (ADR 0052).
 */
export function coverageTaxPrefill(quoted: QuotedCoverage): TaxCalculatorPrefill {
  const { code, result, garageState, effectiveDate, receivedAt } = quoted
  const { insurerFees, treatment, brokerFee } = coverageTaxedFees(quoted)
  return {
    state: garageState,
    effectiveDate,
    coverageType: code,
    premium: coverageFigures(result).premium,
    fees: insurerFees ?? undefined,
    brokerFee: treatment === 'left-out' ? brokerFee : undefined,
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
    premium: prefill.premium ?? ZERO,
    policy_fee: prefill.fees ?? ZERO,
    underwriting_fee: ZERO,
  }
}
