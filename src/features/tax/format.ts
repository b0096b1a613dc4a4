/** `"0.0485"` (the wire's fraction) as `4.85%`, by moving the decimal point: no floating point. */
export function rateAsPercent(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.')
  const padded = fraction.padEnd(2, '0')
  const percentWhole = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '')
  const percentFraction = padded.slice(2).replace(/0+$/, '')
  return `${percentWhole}${percentFraction ? `.${percentFraction}` : ''}%`
}
