import { Decimal } from 'decimal.js'
import { formatUsd } from '../../src/generic/money.ts'

/**
 * Money in the sandbox: exact decimals while computing (the money patterns have no upper bound, so the
 * precision never rounds a sum or a product), rounded half up to cents only at the edge.
 */
export const Exact = Decimal.clone({ precision: 1e9, rounding: Decimal.ROUND_HALF_UP })

export function roundToCents(amount: Decimal.Value): Decimal {
  return new Exact(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
}

/** `$1,234.50` */
export function formatDollars(amount: Decimal.Value): string {
  return formatUsd(roundToCents(amount).toFixed(2))
}
