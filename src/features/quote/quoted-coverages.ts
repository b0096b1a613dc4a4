import type { QuoteRequestInput } from '@/contract/quote'
import { COVERAGE_CODES } from '@/contract/quote-enums'
import type { SubmissionRecord } from '@/domain/recent-submissions'
import { pricedCoverages, type QuotedCoverage } from '@/domain/quote-figures'

/** The broker fee the request carried, per coverage code, in dollars and cents; a coverage without one is absent. */
export function requestedBrokerFees(coverage: QuoteRequestInput['coverage']): Record<string, string> {
  return Object.fromEntries(
    COVERAGE_CODES.flatMap((code) => {
      const fee = coverage[`brokerFee${code}`]
      return fee === undefined ? [] : [[code, fee.toFixed(2)]]
    }),
  )
}

/** The priced coverages of a kept result, each with what its taxes need; a result kept without its broker fees has them unknown. */
export function quotedCoverages(record: SubmissionRecord): QuotedCoverage[] {
  return pricedCoverages(record.coverages).map(({ code, result }) => ({
    code,
    result,
    garageState: record.garageState,
    effectiveDate: record.effectiveDate,
    receivedAt: record.receivedAt,
    brokerFee: record.brokerFees === undefined ? undefined : (record.brokerFees[code] ?? '0.00'),
  }))
}
