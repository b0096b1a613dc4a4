const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function formatDateTime(isoText: string): string {
  const date = new Date(isoText)
  return Number.isNaN(date.getTime()) ? isoText : dateTimeFormat.format(date)
}
