import { paths } from './paths.ts'

/**
 * What a quote result hands to the tax calculator; every field optional. Apart from paths.ts, which the
 * first load carries: only the result page builds this address.
 */
export interface TaxCalculatorPrefill {
  state?: string
  /** `YYYY-MM-DD` */
  effectiveDate?: string
  coverageType?: string
  /** A decimal string, e.g. `12500.00` */
  premium?: string
  /**
   * The insurer's fees of a quote: what its total cost adds to its premium less the broker fee the request
   * carried, as a decimal string: the calculator's policy fee (ADR 0052).
   */
  insurerFees?: string
  /** A quote's fees and charges whole, in place of the insurer's fees, when the broker fee in them cannot be told apart (`unsplit`). */
  feesAndCharges?: string
  /** The broker fee left out of those fees: the calculator names it, having no input for it. */
  brokerFee?: string
  /** RFC 3339: when the quote was created (some states' fees depend on it). */
  quoteCreatedAt?: string
}

/** The calculator's address with its fields filled in, as query parameters (no secrets in them). */
export function taxCalculatorPath(prefill: TaxCalculatorPrefill = {}): string {
  const query = new URLSearchParams()
  if (prefill.state) query.set('state', prefill.state)
  if (prefill.effectiveDate) query.set('effective_date', prefill.effectiveDate)
  if (prefill.coverageType) query.set('coverage_type', prefill.coverageType)
  if (prefill.premium) query.set('premium', prefill.premium)
  if (prefill.insurerFees) query.set('insurer_fees', prefill.insurerFees)
  if (prefill.feesAndCharges) query.set('fees_and_charges', prefill.feesAndCharges)
  if (prefill.brokerFee) query.set('broker_fee', prefill.brokerFee)
  if (prefill.quoteCreatedAt) query.set('quote_created_at', prefill.quoteCreatedAt)
  const search = query.toString()
  return search ? `${paths.taxCalculator}?${search}` : paths.taxCalculator
}
