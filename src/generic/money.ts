/**
 * Money as decimal strings of dollars, never JavaScript numbers: what people type becomes the
 * contract's text (`1,250.5` -> `1250.50`), sums are exact (BigInt), and display adds `$` and commas.
 */

export type MoneyInputProblem = 'empty' | 'negative' | 'too-many-decimals' | 'not-an-amount'
export type MoneyInput = { ok: true; value: string } | { ok: false; problem: MoneyInputProblem }

/** Digits with commas only between thousands (so `12,50` is refused rather than read as 1250). */
const TYPED_AMOUNT = /^\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/

/** What a person typed as an amount, as dollars with two decimals. */
export function parseMoneyInput(text: string): MoneyInput {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, problem: 'empty' }
  if (/^-\$?\d/.test(trimmed) || /^\$-\d/.test(trimmed)) return { ok: false, problem: 'negative' }
  const match = TYPED_AMOUNT.exec(trimmed)
  const dollars = match?.[1]?.replaceAll(',', '') ?? ''
  const cents = match?.[2] ?? ''
  if (!match || (dollars === '' && cents === '')) return { ok: false, problem: 'not-an-amount' }
  if (cents.length > 2) return { ok: false, problem: 'too-many-decimals' }
  return { ok: true, value: `${dollars.replace(/^0+(?=\d)/, '') || '0'}.${cents.padEnd(2, '0')}` }
}

/** What a person may type after an amount for thousands and millions: `52k`, `52K`, `1.2m`, `1.2 M`. */
const SHORTHAND = /^(\$?\s*(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d*)?)\s*([kKmM])$/
const SHORTHAND_ZEROS = { k: 3, m: 6 } as const

/** `digits.fraction` times 10^zeros, written out: `1.2` and 6 zeros is `1200000.`, `1.2345` and 3 is `1234.5`. */
function shiftDecimalPoint(amount: string, zeros: number): string {
  const [whole = '', fraction = ''] = amount.replace(/[$,\s]/g, '').split('.')
  return `${whole}${fraction.padEnd(zeros, '0').slice(0, zeros)}.${fraction.slice(zeros)}`
}

/**
 * What a person typed in a money box, as dollars with two decimals: all `parseMoneyInput` reads, and
 * the shorthand of thousands and millions (`52k` is 52,000.00, `1.2m` is 1,200,000.00). `shorthand` says
 * the box holds such a figure, so the box can say what it read.
 */
export function parseMoneyBox(text: string): MoneyInput & { shorthand?: true } {
  const match = SHORTHAND.exec(text.trim())
  if (!match || !/\d/.test(match[1]!)) return parseMoneyInput(text)
  const zeros = SHORTHAND_ZEROS[match[2]!.toLowerCase() as keyof typeof SHORTHAND_ZEROS]
  const parsed = parseMoneyInput(shiftDecimalPoint(match[1]!, zeros))
  return parsed.ok ? { ...parsed, shorthand: true } : parsed
}

/** `12500.5` -> `$12,500.5`: adds the sign and thousands separators, keeps the decimals as given. */
export function formatUsd(amount: string): string {
  const negative = amount.startsWith('-')
  const [whole = '', fraction] = (negative ? amount.slice(1) : amount).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}$${grouped}${fraction === undefined ? '' : `.${fraction}`}`
}

/**
 * An amount as a money box shows it when the box opens on it (a limit set in advance, a draft read
 * again, a figure handed over): `1000000` as `1,000,000`, `72500.5` as `72,500.50`, the decimal string
 * `13910.80` as `13,910.80`; the box draws the `$` itself (ADR 0086, issue 39).
 */
export function moneyBoxText(amount: number | string): string {
  const written = typeof amount === 'string' || Number.isInteger(amount) ? String(amount) : amount.toFixed(2)
  return formatUsd(written).slice(1)
}

function toScaledInteger(amount: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(`${whole}${fraction.padEnd(scale, '0')}`)
}

/** The exact sum of decimal strings, with as many decimals as the most precise of them. */
export function addAmounts(amounts: readonly string[]): string {
  const scale = Math.max(0, ...amounts.map((amount) => amount.split('.')[1]?.length ?? 0))
  const total = amounts.reduce((sum, amount) => sum + toScaledInteger(amount, scale), 0n)
  const digits = (total < 0n ? -total : total).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : ''
  return `${total < 0n ? '-' : ''}${whole}${fraction}`
}
