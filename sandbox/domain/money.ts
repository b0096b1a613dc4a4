import { Decimal } from 'decimal.js'

/** Money in the sandbox: Decimal while computing, rounded half up to cents at the edge. */

export function roundToCents(amount: Decimal.Value): Decimal {
  return new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export function formatUsd(amount: Decimal.Value): string {
  return usd.format(roundToCents(amount).toNumber())
}
