const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function formatDateTime(isoText: string): string {
  const date = new Date(isoText)
  return Number.isNaN(date.getTime()) ? isoText : dateTimeFormat.format(date)
}

const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** `2026-12-01` as `December 1, 2026`, the same in every time zone. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? isoDate : calendarDate.format(date)
}
