import { addDays, isoToUsDate, localToday } from '../../src/generic/dates.ts'

/**
 * A date from the run's own clock, never a literal that rots: `days` after today in this process's time
 * zone, which the browsers it starts share. As a test types or reads it: `2027-01-01`, `01/01/2027`, `01012027`.
 */
export function daysFromToday(days: number) {
  const iso = addDays(localToday(), days)
  const us = isoToUsDate(iso)
  return { iso, us, digits: us.replaceAll('/', '') }
}
