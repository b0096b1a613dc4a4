/**
 * RFC 3339 (section 5.6) text: a `full-date` such as `2026-12-01`, and a `date-time` with `Z` or an
 * explicit offset and optional fractional seconds, such as `2026-11-20T14:03:11.5-05:00`. `T` and `Z`
 * may be lower case, as the RFC allows. Years 0000 to 9999 in the proleptic Gregorian calendar. A leap
 * second (`:60`) is refused: JavaScript dates cannot hold one, and none has been inserted since 2016.
 */

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

export function isRfc3339Date(text: string): boolean {
  const match = FULL_DATE.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

export interface Rfc3339DateTime {
  /** The calendar date as written, at the text's own offset. */
  date: string
  /** The same text with `T` and `Z` in capitals. */
  normalized: string
}

export function parseRfc3339DateTime(text: string): Rfc3339DateTime | null {
  const match = DATE_TIME.exec(text)
  if (!match) return null
  const [, date = '', hour, minute, second, , offsetHour = '00', offsetMinute = '00'] = match
  const inRange = (value: string | undefined, max: number) => Number(value) <= max
  const valid =
    isRfc3339Date(date) &&
    inRange(hour, 23) &&
    inRange(minute, 59) &&
    inRange(second, 59) &&
    inRange(offsetHour, 23) &&
    inRange(offsetMinute, 59)
  return valid ? { date, normalized: text.toUpperCase() } : null
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** An instant as RFC 3339 in this browser's time zone, to the second: `2026-11-20T14:03:11-05:00`. */
export function toLocalRfc3339(instant: Date): string {
  const offsetMinutes = -instant.getTimezoneOffset()
  const sign = offsetMinutes < 0 ? '-' : '+'
  const offset = `${sign}${twoDigits(Math.floor(Math.abs(offsetMinutes) / 60))}:${twoDigits(Math.abs(offsetMinutes) % 60)}`
  const date = `${String(instant.getFullYear()).padStart(4, '0')}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`
  const time = `${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}:${twoDigits(instant.getSeconds())}`
  return `${date}T${time}${offset}`
}
