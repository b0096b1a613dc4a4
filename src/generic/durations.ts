import { countOf } from './text.ts'

/** A time in whole months, as people say it: `21 years and 2 months`, `2 years`, `5 months`, `0 months`. */
export function yearsAndMonths(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12)
  const months = totalMonths % 12
  if (years === 0) return countOf(months, 'months')
  return months === 0 ? countOf(years, 'years') : `${countOf(years, 'years')} and ${countOf(months, 'months')}`
}
