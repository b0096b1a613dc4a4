import { isRealIsoDate } from '@/generic/dates'
import { formatCalendarMonth } from '@/generic/format'
import { COVERAGE_CODES, type CoverageCode } from '@/contract/quote-enums'
import { emptyLossYear, type CoverageForm, type InsuredForm, type LossYearForm, type QuoteForm } from './model'

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

/** The years of losses the contract wants (section 2.7: "the last 3 years"). */
export const WANTED_LOSS_YEARS = 3

/**
 * How many of the last 3 policy years the business ran: its time in business rounded up to whole
 * years (4 months is a year), or all 3 while that is not known.
 */
export function lossYearsWanted({ yearsInBusiness, monthsInBusiness }: Pick<InsuredForm, 'yearsInBusiness' | 'monthsInBusiness'>): number {
  if (typeof yearsInBusiness !== 'number') return WANTED_LOSS_YEARS
  const months = yearsInBusiness * 12 + (typeof monthsInBusiness === 'number' ? monthsInBusiness : 0)
  return Math.min(WANTED_LOSS_YEARS, Math.ceil(months / 12))
}

/**
 * The loss years sent: those entered, then, for each of the last 3 years the business ran that was not
 * entered, a year of no claims, so that a year left out counts as clean, as the loss history step says
 * (issue 39; docs/api-assumptions.md, "Loss years").
 */
export function lossYearsSent(values: Pick<QuoteForm, 'losses' | 'insured'>): LossYearForm[] {
  return [...values.losses, ...Array.from({ length: lossYearsNotEntered(values) }, emptyLossYear)]
}

/** How many of the last 3 years the business ran have no year entered: each is sent as no claims. */
export const lossYearsNotEntered = ({ losses, insured }: Pick<QuoteForm, 'losses' | 'insured'>): number => Math.max(0, lossYearsWanted(insured) - losses.length)

/** What the step and the check page say of the years not entered; null when every year wanted is entered. */
export function yearsNotEnteredSentence(wanted: number): string | null {
  if (wanted === 0) return null
  return wanted === 1 ? 'The latest year, if not entered, is sent as no claims.' : `Of the last ${wanted} years, those not entered are sent as no claims.`
}
