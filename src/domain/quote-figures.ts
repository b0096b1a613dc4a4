import type { CoverageResult } from '../contract/quote.ts'
import { COVERAGE_CODES, COVERAGE_LABELS, type CoverageCode } from '../contract/quote-enums.ts'
import type { TaxCalculationRequest } from '../contract/tax.ts'
import { addAmounts, formatUsd } from '../generic/money.ts'
import type { TaxCalculatorPrefill } from './tax-calculator-path.ts'
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
  /**
   * What the tax calculation is sent as its policy fee: the insurer's fees, or the fees and charges whole
   * when `unsplit` (the broker fee in them); null for an indication.
   */
  fees: string | null
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

/** The fees taxed: the fees and charges less the broker fee requested (undefined: not known), or whole when they cannot be split. */
export function taxedFees(figures: CoverageFigures, brokerFee: string | undefined): TaxedFees {
  const fees = figures.feesAndCharges
  if (fees === null) return { fees: null, treatment: 'none', brokerFee: ZERO }
  if (brokerFee === undefined) return { fees, treatment: 'unsplit', brokerFee: ZERO }
  if (Number(brokerFee) === 0) return { fees, treatment: 'none', brokerFee: ZERO }
  const insurerFees = addAmounts([fees, `-${brokerFee}`])
  if (insurerFees.startsWith('-')) return { fees, treatment: 'unsplit', brokerFee: ZERO }
  return { fees: insurerFees, treatment: 'left-out', brokerFee }
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
 * fee, and the broker fee left out, which it only names (ADR 0052); or, unsplit, the fees and charges
 * whole, which it names as such.
 */
export function coverageTaxPrefill(quoted: QuotedCoverage): TaxCalculatorPrefill {
  const { code, result, garageState, effectiveDate, receivedAt } = quoted
  const { fees, treatment, brokerFee } = coverageTaxedFees(quoted)
  return {
    state: garageState,
    effectiveDate,
    coverageType: code,
    premium: coverageFigures(result).premium,
    ...(treatment === 'unsplit' ? { feesAndCharges: fees ?? undefined } : { insurerFees: fees ?? undefined }),
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
    policy_fee: coverageTaxedFees(quoted).fees ?? ZERO,
    underwriting_fee: ZERO,
  }
}

/** "Auto liability" for `al` or `AL`; a code the contract does not list is shown as the service sent it. */
export const coverageLabel = (code: string): string => COVERAGE_LABELS[code.toUpperCase() as CoverageCode] ?? code

/** "Auto liability (AL)" */
export const coverageName = (code: string): string => `${coverageLabel(code)} (${code.toUpperCase()})`

/**
 * The words of a quote's figures, as the result page and the quote PDF both show them (ADR 0085): the
 * same heading, columns and sentence, so a page and its PDF never disagree.
 */
export const FIGURE_WORDS = {
  heading: 'Premiums and fees',
  /** An indication's, priced before fees. */
  headingBeforeFees: 'Premiums',
  coverage: 'Coverage',
  total: 'Total',
  totalCostMeans: 'Total cost is the premium, the insurer’s fees and the broker fee. It does not include surplus lines taxes and state fees.',
} as const

export const FIGURE_COLUMNS = {
  premium: 'Premium',
  insurerFees: 'Insurer’s fees',
  brokerFee: 'Broker fee',
  totalCost: 'Total cost',
  limit: 'Limit',
  deductible: 'Deductible',
} as const
export type FigureColumn = keyof typeof FIGURE_COLUMNS

/** The columns of a quote, and of an indication, which is priced before fees. */
const PRICED: readonly FigureColumn[] = ['premium', 'insurerFees', 'brokerFee', 'totalCost', 'limit', 'deductible']
const BEFORE_FEES: readonly FigureColumn[] = ['premium', 'limit', 'deductible']
const SUMMED: readonly FigureColumn[] = ['premium', 'insurerFees', 'brokerFee', 'totalCost']

/** A figure as shown: `$22,598.06`, or null where it is not known (an older result's fees, not split). */
export type FigureCells = Partial<Record<FigureColumn, string | null>>

export interface FigureTable {
  columns: readonly FigureColumn[]
  rows: { code: string; coverage: string; cells: FigureCells }[]
  /** The sum of each money column; the limit and deductible are not summed. */
  total: FigureCells
}

/** Whole dollars for terms (`$1,000,000`), dollars and cents for what is paid (`$22,598.06`). */
const wholeDollars = (amount: number) => formatUsd(Number.isInteger(amount) ? String(amount) : amount.toFixed(2))

/**
 * The figures of every priced coverage as shown, from what the response said and the broker fee the
 * request carried: the insurer's fees are the total cost less the premium and the broker fee. When
 * the broker fee is not known (`taxedFees`' `unsplit`), neither fee is shown.
 */
export function figureTable(coverages: readonly Pick<QuotedCoverage, 'code' | 'result' | 'brokerFee'>[]): FigureTable {
  const amounts = coverages.map(({ code, result, brokerFee }) => {
    const figures = coverageFigures(result)
    const fees = taxedFees(figures, brokerFee)
    const split = fees.treatment !== 'unsplit'
    const values: Partial<Record<FigureColumn, string | null>> = {
      premium: figures.premium,
      insurerFees: split ? fees.fees : null,
      brokerFee: split ? fees.brokerFee : null,
      totalCost: figures.totalCost,
    }
    return { code, result, values }
  })
  const priced = amounts.some(({ values }) => values.totalCost !== null)
  const columns = priced ? PRICED : BEFORE_FEES
  const shown = (amount: string | null | undefined) => (amount == null ? null : formatUsd(amount))
  const rows = amounts.map(({ code, result, values }) => ({
    code,
    coverage: coverageName(code),
    cells: {
      ...Object.fromEntries(SUMMED.filter((column) => columns.includes(column)).map((column) => [column, shown(values[column])])),
      limit: wholeDollars(result.limit),
      deductible: wholeDollars(result.deductible),
    },
  }))
  const sum = (column: FigureColumn) =>
    amounts.some(({ values }) => values[column] == null) ? null : formatUsd(addAmounts(amounts.map(({ values }) => values[column]!)))
  const total = Object.fromEntries(SUMMED.filter((column) => columns.includes(column)).map((column) => [column, sum(column)]))
  return { columns, rows, total }
}
