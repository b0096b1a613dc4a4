import { isRealIsoDate } from '@/generic/dates'
import { formatCalendarMonth } from '@/generic/format'
import { COVERAGE_CODES, type CoverageCode } from '@/contract/quote-enums'
import type { CoverageForm } from './model'

/**
 * Loss years are policy periods counted back from the new policy's effective date: the first (the
 * contract's entry "0") is the year that ends when this policy starts, the term it replaces, and each
 * next one ends a year earlier (docs/api-assumptions.md, "Loss years"). Named by the month and year
 * they end, as loss runs name them.
 */
export function lossYearName(index: number, effectiveDate: string): string {
  if (!isRealIsoDate(effectiveDate)) return `Year ${index + 1}`
  const [year, month] = effectiveDate.split('-')
  return `Policy year ending ${formatCalendarMonth(`${Number(year) - index}-${month}`)}`
}

/** The coverages whose loss lines a year asks and sends: only those requested. */
export const requestedLossLines = (coverage: Pick<CoverageForm, 'requested'>): CoverageCode[] => COVERAGE_CODES.filter((code) => coverage.requested[code])
