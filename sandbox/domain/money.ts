import { Decimal } from 'decimal.js'
import { formatUsd } from '../../src/lib/money.ts'

/** Money in the sandbox: Decimal while computing, rounded half up to cents at the edge. */

export function roundToCents(amount: Decimal.Value): Decimal {
  return new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
}

/** `$1,234.50` */
export function formatDollars(amount: Decimal.Value): string {
  return formatUsd(roundToCents(amount).toFixed(2))
}
