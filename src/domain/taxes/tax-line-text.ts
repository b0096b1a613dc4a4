import type { TaxCalculationLine } from '../../contract/tax.ts'
import { formatUsd } from '../../generic/money.ts'

/** `"0.0485"` (the wire's fraction) as `4.85%`, by moving the decimal point: no floating point. */
export function rateAsPercent(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.')
  const padded = fraction.padEnd(2, '0')
  const percentWhole = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '')
  const percentFraction = padded.slice(2).replace(/0+$/, '')
  return `${percentWhole}${percentFraction ? `.${percentFraction}` : ''}%`
}

/** One line of a calculation as plain text: `Surplus lines tax (4.85% of $12,500.00): $606.25`. */
export function taxLineText(line: TaxCalculationLine): string {
  const how = line.rate !== null && line.taxable_base !== null ? ` (${rateAsPercent(line.rate)} of ${formatUsd(line.taxable_base)})` : ' (flat fee)'
  return `${line.label}${how}: ${formatUsd(line.amount)}`
}
