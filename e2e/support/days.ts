import { addDays, isoToUsDate, localToday } from '../../src/generic/dates.ts'

/** `days` after today in this process's time zone, which its browsers share, never a literal that rots: `2027-01-01`, `01/01/2027`, `01012027`. */
export function daysFromToday(days: number) {
  const iso = addDays(localToday(), days)
  const us = isoToUsDate(iso)
  return { iso, us, digits: us.replaceAll('/', '') }
}
