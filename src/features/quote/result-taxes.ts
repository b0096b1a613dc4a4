import type { SubmissionRecord } from '@/domain/recent-submissions'
import { formatCalendarDate, formatDateTime } from '@/generic/format'
import { addAmounts, formatUsd } from '@/generic/money'
import { insuredTotals, UNSPLIT_FEES, type TaxCalculationResult } from '@/domain/taxes/insured-totals'
import { taxLineText } from '@/domain/taxes/tax-line-text'
import { coverageTaxedFees, FIGURE_COLUMNS, type BrokerFeeTreatment, type QuotedCoverage } from '@/domain/quote-figures'
import { usStateName } from '@/generic/us-states'
import { coverageLabel, coverageName } from './components/labels'
import { quotedCoverages } from './quoted-coverages'

/** The words of the result's taxes, the same on the page and in its copied text. */
export const TAX_WORDS = { taxes: 'Taxes and fees', withTaxes: 'Total with taxes', allCoverages: 'All coverages' } as const

/** One priced coverage with its calculation (section 4.3), once the service answered. */
export interface CoverageTaxes {
  code: string
  calculation: TaxCalculationResult
  /** The broker fee left out of the calculation (`0.00` when none was), which the insured pays on top (ADR 0052). */
  brokerFee: string
  /** The fees taxed are the fees and charges whole, the broker fee in them (`unsplit`). */
  feesUnsplit: boolean
}

/** What the insured pays for one coverage: the calculation's total and the broker fee left out of it, untaxed here. */
export const coverageTotal = ({ calculation, brokerFee }: CoverageTaxes): string => addAmounts([insuredTotals(calculation).total, brokerFee])

/** What the insured pays for every coverage, with taxes and fees: null until each coverage has its figures. */
export function grandTotal(coverages: readonly (CoverageTaxes | null)[]): string | null {
  if (coverages.length === 0 || coverages.some((coverage) => coverage === null)) return null
  return addAmounts(coverages.map((coverage) => coverageTotal(coverage!)))
}

const namesOf = (quoted: readonly QuotedCoverage[]) => {
  const names = quoted.map(({ code }) => coverageLabel(code).toLowerCase())
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
}

/** How the broker fee the request carried was treated, in words for the result and its copied text (ADR 0052). */
export function brokerFeeNotes(quoted: readonly QuotedCoverage[]): string[] {
  const treated = (treatment: BrokerFeeTreatment) => quoted.filter((coverage) => coverageTaxedFees(coverage).treatment === treatment)
  const leftOut = treated('left-out')
  const unsplit = treated('unsplit')
  return [
    ...(leftOut.length > 0 ? [`The broker fee is not taxed here: the tax calculation has no input for it.`] : []),
    ...(unsplit.length > 0 ? [`The fees of ${namesOf(unsplit)} are not split, so all of them are taxed as the insurer’s.`] : []),
  ]
}

/** Each assumption once, in the order the calculations first give it (most are the state's, alike for every coverage). */
export function sharedAssumptions(coverages: readonly CoverageTaxes[]): string[] {
  return [...new Set(coverages.flatMap(({ calculation }) => calculation.response.meta.assumptions))]
}

function coverageText(coverage: CoverageTaxes): string[] {
  const { code, calculation, brokerFee, feesUnsplit } = coverage
  const totals = insuredTotals(calculation)
  const feesLabel = feesUnsplit ? UNSPLIT_FEES : FIGURE_COLUMNS.insurerFees
  return [
    coverageName(code),
    `${FIGURE_COLUMNS.premium}: ${formatUsd(totals.premium)}`,
    ...(Number(totals.fees) > 0 ? [`${feesLabel}: ${formatUsd(totals.fees)}`] : []),
    ...(Number(brokerFee) > 0 ? [`${FIGURE_COLUMNS.brokerFee}: ${formatUsd(brokerFee)}`] : []),
    ...calculation.response.data.calculations.map(taxLineText),
    `${TAX_WORDS.taxes}: ${formatUsd(totals.taxesAndFees)}`,
    `${TAX_WORDS.withTaxes}: ${formatUsd(coverageTotal(coverage))}`,
    '',
  ]
}

/** "Quote date", "Indication date": when the service answered, as the page for the insured and the copied text name it. */
export const dateLabel = (record: Pick<SubmissionRecord, 'kind'>) => `${record.kind === 'quote' ? 'Quote' : 'Indication'} date`

/**
 * What the figures for the insured are beside the service's document, on the page for the insured and
 * in the copied text (issue 39): the quote itself is its PDF; an indication is no offer.
 */
export function documentNote(record: Pick<SubmissionRecord, 'kind' | 'submissionNumber'>): string {
  return record.kind === 'quote'
    ? `The quote itself is the service’s PDF of quote ${record.submissionNumber}. These figures add the state’s taxes and fees to it.`
    : 'An indication is priced before fees. It is not an offer.'
}

/** The result's taxes as plain text, for an e-mail to the insured: every coverage, the grand total, the assumptions, what the quote itself is. */
export function resultTaxesText(record: SubmissionRecord, coverages: readonly CoverageTaxes[]): string {
  const noun = record.kind === 'quote' ? 'Quote' : 'Indication'
  const total = grandTotal(coverages)
  const notes = brokerFeeNotes(quotedCoverages(record))
  return [
    `${noun} ${record.submissionNumber} for ${record.insuredName}`,
    `${dateLabel(record)}: ${formatDateTime(record.receivedAt)}`,
    `Taxes and fees of ${usStateName(record.garageState) ?? record.garageState}; policy effective ${formatCalendarDate(record.effectiveDate)}`,
    ...notes,
    '',
    ...coverages.flatMap(coverageText),
    ...(total === null ? [] : [`${TAX_WORDS.withTaxes}, ${TAX_WORDS.allCoverages.toLowerCase()}: ${formatUsd(total)}`, '']),
    'Assumptions:',
    ...sharedAssumptions(coverages).map((assumption) => `- ${assumption}`),
    '',
    documentNote(record),
  ].join('\n')
}
