import { isRealIsoDate, usDateToIso, wholeMonthsBetween } from '../../generic/dates.ts'

/**
 * A census date as `YYYY-MM-DD`, or null when there is none or it is not a real date. The Company
 * Census File writes `YYYYMMDD` (its `add_date` and `mcs150_date`); the out-of-service orders' format
 * is read as Socrata writes a date column (`2026-05-01T00:00:00.000`) or as `MM/DD/YYYY`, the two other
 * forms FMCSA's datasets use (docs/carrier-census.md, "Dates").
 */
export function censusDateToIso(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? ''
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed)
  const iso = compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : (/^(\d{4}-\d{2}-\d{2})(T[\d:.]+)?$/.exec(trimmed)?.[1] ?? usDateToIso(trimmed))
  return iso && isRealIsoDate(iso) ? iso : null
}

/** `YYYY-MM-DD` as the census writes it: `YYYYMMDD`. */
export const isoToCensusDate = (isoDate: string) => isoDate.replaceAll('-', '')

/** Whole years and the months beyond them from a date to `today`; null when the date is after today. */
export function yearsAndMonthsSince(isoDate: string, today: string): { years: number; months: number } | null {
  const months = wholeMonthsBetween(isoDate, today)
  return months < 0 ? null : { years: Math.floor(months / 12), months: months % 12 }
}
