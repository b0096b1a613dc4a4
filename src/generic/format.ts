import { isoToUsDate, isRealIsoDate } from './dates.ts'

/*
 * The portal's one formatter of dates and moments for people to read (ADR 0068). A calendar date is
 * "December 1, 2026", the same in every time zone; a moment is "November 25, 2026 at 7:45 PM" in the
 * viewer's zone, or "7:45 PM" where the day goes without saying (a draft saved a moment ago). ISO text
 * is shown only where a machine value is shown as such (a header, a payload, a wire field). A month is
 * "December 2026" (ADR 0087); a count is text.ts's `formatCount`.
 */

const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' })
const timeOfDay = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' })

/** `2026-12-01` as `December 1, 2026`; text that is not a real date comes back as it was (a typed value, say). */
export function formatCalendarDate(isoDate: string): string {
  return isRealIsoDate(isoDate) ? calendarDate.format(new Date(`${isoDate}T00:00:00Z`)) : isoDate
}

/** `2027-01-01` as a person types it in a date box, `01/01/2027` (ADR 0067): for an example of what to type. */
export const formatAsTyped = (isoDate: string): string => isoToUsDate(isoDate)

function formatInstant(format: Intl.DateTimeFormat, isoText: string): string {
  const date = new Date(isoText)
  return Number.isNaN(date.getTime()) ? isoText : format.format(date)
}

/** An instant (`2026-11-25T19:45:00Z`) as `November 25, 2026 at 2:45 PM` in the viewer's zone. */
export const formatDateTime = (isoText: string): string => formatInstant(moment, isoText)

/** An instant as its time of day only, `2:45 PM`, where the day goes without saying. */
export const formatTimeOfDay = (isoText: string): string => formatInstant(timeOfDay, isoText)

const calendarMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A month, `2026-12` or a date in it (`2026-12-01`), as `December 2026`; never `12/2026`. Text that is not one comes back as it was. */
export function formatCalendarMonth(isoMonth: string): string {
  const day = `${isoMonth.slice(0, 7)}-01`
  return /^\d{4}-\d{2}/.test(isoMonth) && isRealIsoDate(day) ? calendarMonth.format(new Date(`${day}T00:00:00Z`)) : isoMonth
}
