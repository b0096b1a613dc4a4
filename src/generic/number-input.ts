import { formatUsd, parseMoneyBox, parseMoneyInput, type MoneyInput } from './money.ts'

/**
 * A number box's value: null while empty, a number once what was typed reads as one, and otherwise
 * the text as typed ("12,50"), kept so that the box shows it again next to its error.
 */
export type NumberValue = number | null | string

/** A percentage box may have its sign typed in: "55%". */
export const withoutPercentSign = (text: string) => text.replace(/%\s*$/, '')

/**
 * A number box's text as the form keeps it, read by the portal's one reader of typed amounts
 * (`parseMoneyInput`: a `$` allowed, commas only between thousands, at most 2 decimals): empty is
 * null, "125,000" and "$125,000" are 125000, and anything else stays the text as typed.
 * react-hook-form also passes the value it already holds (a number, or null) when a box appears.
 */
export const parseNumberInput = (text: unknown): NumberValue => numberValueOf(text, (typed) => parseMoneyInput(withoutPercentSign(typed)))

/** A money box's text as the form keeps it: as `parseNumberInput`, and the shorthand `52k` and `1.2m` too (`parseMoneyBox`). */
export const parseMoneyNumberInput = (text: unknown): NumberValue => numberValueOf(text, parseMoneyBox)

function numberValueOf(text: unknown, read: (typed: string) => MoneyInput): NumberValue {
  if (typeof text !== 'string') return typeof text === 'number' ? text : null
  const parsed = read(text)
  if (parsed.ok) return Number(parsed.value)
  return parsed.problem === 'empty' ? null : text
}

/** A number box's value as dollars, `72500.5` as `$72,500.50`; what is not an amount as it was typed. */
export function dollarsOf(value: NumberValue): string {
  const amount = value === null ? '' : String(value)
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) return amount
  const [whole, cents] = amount.split('.')
  return formatUsd(cents === undefined ? amount : `${whole}.${cents.padEnd(2, '0')}`)
}
