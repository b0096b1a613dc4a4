import type { SubmissionRecord } from '@/api/recent-submissions'
import { isoToUsDate } from '@/lib/dates'
import { addAmounts, formatUsd } from '@/lib/money'
import { insuredTotals, type InsuredTotals, type TaxCalculationResult } from '@/lib/taxes/insured-totals'
import { taxLineText } from '@/lib/taxes/tax-line-text'
import { usStateName } from '@/lib/us-states'
import { coverageLabel, coverageName } from './components/labels'

/** One priced coverage with its calculation (section 4.3), once the service answered. */
export interface CoverageTaxes {
  code: string
  calculation: TaxCalculationResult
}

/** What the taxes were calculated on: the premium and the fees charged with it. */
export const taxedAmount = ({ premium, policyFee, underwritingFee }: InsuredTotals): string => addAmounts([premium, policyFee, underwritingFee])

/** What the insured pays for every coverage, with taxes and fees: null until each coverage has its figures. */
export function grandTotal(coverages: readonly (CoverageTaxes | null)[]): string | null {
  if (coverages.length === 0 || coverages.some((coverage) => coverage === null)) return null
  return addAmounts(coverages.map((coverage) => insuredTotals(coverage!.calculation).total))
}

/** Each assumption once, in the order the calculations first give it (most are the state's, alike for every coverage). */
export function sharedAssumptions(coverages: readonly CoverageTaxes[]): string[] {
  return [...new Set(coverages.flatMap(({ calculation }) => calculation.response.meta.assumptions))]
}

function coverageText({ code, calculation }: CoverageTaxes): string[] {
  const totals = insuredTotals(calculation)
  return [
    coverageName(code),
    `Premium: ${formatUsd(totals.premium)}`,
    ...(Number(totals.policyFee) > 0 ? [`Fees and charges: ${formatUsd(totals.policyFee)}`] : []),
    ...calculation.response.data.calculations.map(taxLineText),
    `Taxes and fees: ${formatUsd(totals.taxesAndFees)}`,
    `Total for ${coverageLabel(code).toLowerCase()}: ${formatUsd(totals.total)}`,
    '',
  ]
}

/** The result's taxes as plain text, for an e-mail to the insured: every coverage, the grand total, the assumptions. */
export function resultTaxesText(record: SubmissionRecord, coverages: readonly CoverageTaxes[]): string {
  const noun = record.kind === 'quote' ? 'Quote' : 'Indication'
  const total = grandTotal(coverages)
  return [
    `${noun} ${record.submissionNumber} for ${record.insuredName}`,
    `Taxes and fees of ${usStateName(record.garageState) ?? record.garageState}; policy effective ${isoToUsDate(record.effectiveDate)}`,
    '',
    ...coverages.flatMap(coverageText),
    ...(total === null ? [] : [`Grand total for the insured: ${formatUsd(total)}`, '']),
    'Assumptions:',
    ...sharedAssumptions(coverages).map((assumption) => `- ${assumption}`),
  ].join('\n')
}
