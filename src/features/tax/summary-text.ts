import { COVERAGE_LABELS, type CoverageCode } from '@/contract/quote-enums'
import { formatUsd } from '@/generic/money'
import { insuredTotals, type TaxCalculationResult } from '@/domain/taxes/insured-totals'
import { taxLineText } from '@/domain/taxes/tax-line-text'
import { usStateName } from '@/generic/us-states'
import { formatCalendarDate } from '@/generic/format'
import { BROKER_FEE_LABEL, totalWithBrokerFee } from './broker-fee'
import { AMOUNT_NAMES, feesLabel } from './form'

export function coverageLabel(code: string): string {
  return COVERAGE_LABELS[code as CoverageCode] ?? code
}

export function calculationTitle({ response }: TaxCalculationResult): string {
  const { state, coverage_type } = response.data
  return `Taxes and fees: ${usStateName(state) ?? state}, ${coverageLabel(coverage_type)}`
}

/** The result in one sentence that stands alone, as a screen reader says it when it arrives: where, what, and what the insured pays. */
export function resultSentence(result: TaxCalculationResult, brokerFee: string | null): string {
  const { state, coverage_type } = result.response.data
  return `${usStateName(state) ?? state}, ${coverageLabel(coverage_type)}: total with taxes and fees ${formatUsd(totalWithBrokerFee(insuredTotals(result), brokerFee))}.`
}

export function calculationDates({ response }: TaxCalculationResult): string {
  const { effective_date, quote_created_at } = response.data
  return `Policy effective ${formatCalendarDate(effective_date)}; quote created ${formatCalendarDate(quote_created_at.slice(0, 10))}`
}

/** The calculation as plain text, for pasting into an e-mail to the insured, with the quote's broker fee left out of it. */
export function summaryText(result: TaxCalculationResult, brokerFee: string | null, feesUnsplit = false): string {
  const totals = insuredTotals(result)
  return [
    calculationTitle(result),
    calculationDates(result),
    '',
    ...result.response.data.calculations.map(taxLineText),
    `Taxes and fees total: ${formatUsd(totals.taxesAndFees)}`,
    '',
    `${AMOUNT_NAMES.premium.label}: ${formatUsd(totals.premium)}`,
    `${feesLabel(feesUnsplit)}: ${formatUsd(totals.fees)}`,
    `${AMOUNT_NAMES.underwritingFee.label}: ${formatUsd(totals.underwritingFee)}`,
    ...(brokerFee ? [`${BROKER_FEE_LABEL}: ${formatUsd(brokerFee)}`] : []),
    `Total with taxes and fees: ${formatUsd(totalWithBrokerFee(totals, brokerFee))}`,
    '',
    'Assumptions:',
    ...result.response.meta.assumptions.map((assumption) => `- ${assumption}`),
  ].join('\n')
}
