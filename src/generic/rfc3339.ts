/**
 * RFC 3339 (section 5.6) text: a `full-date` such as `2026-12-01`, and a `date-time` with `Z` or an
 * explicit offset and optional fractional seconds, such as `2026-11-20T14:03:11.5-05:00`. `T` and `Z`
 * may be lower case, as the RFC allows. Years 0000 to 9999 in the proleptic Gregorian calendar. A leap
 * second (`:60`) is refused: JavaScript dates cannot hold one, and none has been inserted since 2016.
 */

import { ISO_DATE_SOURCE, isRealIsoDate } from './dates.ts'

const HOUR = '([01]\\d|2[0-3])'
const MINUTE = '([0-5]\\d)'
/**
 * RFC 3339's `date-time` with Z or an offset, every part in its range: the rule, as the OpenAPI
 * document states it, and what the parser below reads its parts with.
 */
export const RFC3339_DATE_TIME_PATTERN = new RegExp(`^(${ISO_DATE_SOURCE})[Tt]${HOUR}:${MINUTE}:${MINUTE}(\\.\\d+)?(?:[Zz]|([+-])${HOUR}:${MINUTE})$`)

/** An RFC 3339 `full-date` is exactly a real `YYYY-MM-DD` date. */
export const isRfc3339Date = isRealIsoDate

export interface Rfc3339DateTime {
  /** The calendar date as written, at the text's own offset. */
  date: string
  /** The same text with `T` and `Z` in capitals. */
  normalized: string
  /** The moment it names, in epoch milliseconds (fractions beyond milliseconds dropped). */
  instant: number
}

export function parseRfc3339DateTime(text: string): Rfc3339DateTime | null {
  const match = RFC3339_DATE_TIME_PATTERN.exec(text)
  if (!match) return null
  const [, date = '', hour = '', minute = '', second = '', fraction = '', sign = '+', offsetHour = '00', offsetMinute = '00'] = match
  const wallClock = Date.parse(`${date}T${hour}:${minute}:${second}${fraction.slice(0, 4)}Z`)
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(offsetHour) * 60 + Number(offsetMinute)) * 60_000
  return { date, normalized: text.toUpperCase(), instant: wallClock - offsetMs }
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * A calendar day at the wall-clock time of `timeOfDay`, as RFC 3339 in this browser's time zone. The
 * offset is the one in force on that day, so a date across a daylight-saving change is still right.
 */
export function localRfc3339OnDay(isoDate: string, timeOfDay: Date): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const onDay = new Date(timeOfDay)
  onDay.setFullYear(year, month - 1, day)
  return toLocalRfc3339(onDay)
}

/** An instant as RFC 3339 in this browser's time zone, to the second: `2026-11-20T14:03:11-05:00`. */
export function toLocalRfc3339(instant: Date): string {
  const offsetMinutes = -instant.getTimezoneOffset()
  const sign = offsetMinutes < 0 ? '-' : '+'
  const offset = `${sign}${twoDigits(Math.floor(Math.abs(offsetMinutes) / 60))}:${twoDigits(Math.abs(offsetMinutes) % 60)}`
  const date = `${String(instant.getFullYear()).padStart(4, '0')}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`
  const time = `${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}:${twoDigits(instant.getSeconds())}`
  return `${date}T${time}${offset}`
}
