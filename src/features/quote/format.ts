import { formatUsd } from '@/lib/money'
import type { NumberValue } from './form/model'

/** Dollars for people: `$85,000`, `$72,500.50`; with `cents`, always two decimals (premiums in a column). */
export function usd(value: number, { cents = false } = {}): string {
  return formatUsd(cents || !Number.isInteger(value) ? value.toFixed(2) : String(value))
}

export const usdOrNone = (value: NumberValue) => (value === null || Number.isNaN(value) ? 'None' : usd(value))

/** A sum of dollar amounts in whole cents, so 0.1 + 0.2 is 0.3. */
export function sumDollars(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100
}
