/** Calendar dates as `YYYY-MM-DD` strings in UTC, so that a date never shifts with the viewer's zone. */

export function toIsoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

/**
 * Today as a span of dates. A person has one date (`todayOn(localToday())`); the service serves every US state
 * at once (`todayInUsStates`), from Hawaii's date, the last to begin, to the Atlantic's (Puerto Rico all year, the
 * East in summer), the first. A rule that refuses the past reads `earliest`; one that refuses the future, or
 * counts days ahead, reads `latest`: a date that is today for anyone in the US is today for the service.
 */
export interface Today {
  earliest: string
  latest: string
}

export const todayOn = (isoDate: string): Today => ({ earliest: isoDate, latest: isoDate })

const dateAtUtcOffset = (instant: Date, hours: number) => toIsoDate(new Date(instant.getTime() + hours * 3_600_000))

/** Hawaii (UTC-10) begins a day last; the Atlantic (UTC-4) first. */
export const todayInUsStates = (instant: Date): Today => ({ earliest: dateAtUtcOffset(instant, -10), latest: dateAtUtcOffset(instant, -4) })

/**
 * The calendar's rule as regular expressions, so the OpenAPI document can state it as a `pattern`:
 * months of 31 and 30 days, February's 28, and its 29th in leap years (every fourth year, a century
 * only every fourth century; years 0000 to 9999, proleptic Gregorian).
 */
const LEAP_YEAR = '(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)'
const monthDay = (separator: string) =>
  `(?:(?:0[13578]|1[02])${separator}(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)${separator}(?:0[1-9]|[12]\\d|30)|02${separator}(?:0[1-9]|1\\d|2[0-8]))`

/** A real date written `YYYY-MM-DD`, without anchors (RFC 3339's `full-date`). */
export const ISO_DATE_SOURCE = `(?:\\d{4}-${monthDay('-')}|${LEAP_YEAR}-02-29)`
export const ISO_DATE_PATTERN = new RegExp(`^${ISO_DATE_SOURCE}$`)
/** A real date written `MM/DD/YYYY` (the quote contract's date text). */
export const US_DATE_PATTERN = new RegExp(`^(?:${monthDay('/')}/\\d{4}|02/29/${LEAP_YEAR})$`)

export const isRealIsoDate = (text: string): boolean => ISO_DATE_PATTERN.test(text)

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return toIsoDate(date)
}

/** The first day of the month after `isoDate`'s. */
export function firstOfNextMonth(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}

export function daysBetween(fromIsoDate: string, toIsoDateText: string): number {
  const from = Date.parse(`${fromIsoDate}T00:00:00Z`)
  const to = Date.parse(`${toIsoDateText}T00:00:00Z`)
  return Math.round((to - from) / 86_400_000)
}

/** `MM/DD/YYYY` (the quote contract's date text) to `YYYY-MM-DD`, or null when it is not a real date. */
export function usDateToIso(text: string): string | null {
  if (!US_DATE_PATTERN.test(text)) return null
  const [month, day, year] = text.split('/')
  return `${year}-${month}-${day}`
}

export function isoToUsDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${month}/${day}/${year}`
}

/** A date some months later (or earlier, when negative), on the same day or, in a shorter month, its last: 2028-03-31 less 1 month is 2028-02-29. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1 + months, 1)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return toIsoDate(date)
}

/** Whole months from one date to another: 2000-01-31 to 2000-02-29 is 0, to 2000-03-31 is 2. */
export function wholeMonthsBetween(fromIsoDate: string, toIsoDateText: string): number {
  const [fromYear, fromMonth, fromDay] = fromIsoDate.split('-').map(Number) as [number, number, number]
  const [toYear, toMonth, toDay] = toIsoDateText.split('-').map(Number) as [number, number, number]
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) - (toDay < fromDay ? 1 : 0)
}

/** Whole years from one date to another (an age on a given day). */
export function wholeYearsBetween(fromIsoDate: string, toIsoDateText: string): number {
  return Math.floor(wholeMonthsBetween(fromIsoDate, toIsoDateText) / 12)
}

/** Today as `YYYY-MM-DD` in the person's own time zone: a quote written at 8 pm in Atlanta is for Atlanta's date. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
