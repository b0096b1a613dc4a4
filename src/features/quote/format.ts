import { addAmounts, formatUsd } from '@/generic/money'
import type { NumberValue } from '@/generic/number-input'

/** Dollars for people: `$85,000`, `$72,500.50`; with `cents`, always two decimals (premiums in a column). */
export function usd(value: number, { cents = false } = {}): string {
  return formatUsd(cents || !Number.isInteger(value) ? value.toFixed(2) : String(value))
}

/** A box's amount as the check page shows it: "None" when empty, what was typed when it is not a number. */
export const usdOrNone = (value: NumberValue) => (value === null ? 'None' : typeof value === 'string' ? value : usd(value))

/** The exact total of dollar amounts, as decimal text: added in cents by money.ts, so 0.1 + 0.2 is 0.30. */
export const totalDollars = (values: readonly number[]): string => addAmounts(values.map((value) => value.toFixed(2)))
