/** Calendar dates as `YYYY-MM-DD` strings in UTC, so that a date never shifts with the viewer's zone. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function toIsoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

export function isRealIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return toIsoDate(date)
}

export function daysBetween(fromIsoDate: string, toIsoDateText: string): number {
  const from = Date.parse(`${fromIsoDate}T00:00:00Z`)
  const to = Date.parse(`${toIsoDateText}T00:00:00Z`)
  return Math.round((to - from) / 86_400_000)
}
