/** `"0.0485"` (the wire's fraction) as `4.85%`, by moving the decimal point: no floating point. */
export function rateAsPercent(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.')
  const padded = fraction.padEnd(2, '0')
  const percentWhole = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '')
  const percentFraction = padded.slice(2).replace(/0+$/, '')
  return `${percentWhole}${percentFraction ? `.${percentFraction}` : ''}%`
}

const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** `2026-12-01` as `December 1, 2026`, the same in every time zone. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? isoDate : calendarDate.format(date)
}
