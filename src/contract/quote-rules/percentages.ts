/** Shares of a whole (commodities, radius), compared exactly in hundredths. */

/** A decimal text ("12.5") in hundredths (1250), so sums compare exactly. */
export function hundredths(value: string): number {
  const [whole = '0', fraction = ''] = value.trim().split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
}

export function percentagesSumTo100(values: readonly string[]): boolean {
  return values.reduce((sum, value) => sum + hundredths(value || '0'), 0) === 100_00
}

export function formatHundredths(total: number): string {
  return (total / 100).toFixed(2).replace(/\.?0+$/, '')
}

export function percentageTotal(values: readonly string[]): string {
  return formatHundredths(values.reduce((sum, value) => sum + hundredths(value || '0'), 0))
}
