import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import type { TaxCalculationRequest } from '@/contract/tax'
import type { SubmissionRecord } from '@/domain/recent-submissions'
import { taxCalculationQueryOptions, taxKeys } from '@/api/tax-calculation'
import type { TaxCalculationResult } from '@/domain/taxes/insured-totals'
import { coverageTaxedFees, coverageTaxRequest, isCoverageCode, type QuotedCoverage } from '@/domain/quote-figures'
import { quotedCoverages } from '../quoted-coverages'
import type { CoverageTaxes } from '../result-taxes'

/**
 * One calculation at a time, in the coverages' order (ADR 0037): the contract limits tax calculation
 * per quote scope without saying how far, so a result page never sends a burst; a 429 is waited out
 * by the transport and said by the taxes section.
 */
function useCoverageCalculations(requests: readonly TaxCalculationRequest[]) {
  const client = useQueryClient()
  const settled = (request: TaxCalculationRequest | undefined) => {
    const status = request ? client.getQueryState(taxKeys.calculation(request))?.status : 'success'
    return status === 'success' || status === 'error'
  }
  return useQueries({
    queries: requests.map((request, index) => ({ ...taxCalculationQueryOptions(request), enabled: settled(requests[index - 1]) })),
  })
}

export interface ResultTaxes {
  /** The priced coverages the calculator takes, in the contract's order. */
  quoted: QuotedCoverage[]
  calculations: UseQueryResult<TaxCalculationResult>[]
  /** Each coverage's calculation once answered, null until then. */
  done: (CoverageTaxes | null)[]
  answered: CoverageTaxes[]
}

/** The taxes of a result's coverages: the taxes section and the page for the insured read the same queries (one request each). */
export function useResultTaxes(record: SubmissionRecord): ResultTaxes {
  const quoted = quotedCoverages(record).filter(({ code }) => isCoverageCode(code))
  const calculations = useCoverageCalculations(quoted.flatMap((coverage) => coverageTaxRequest(coverage) ?? []))
  const done = calculations.map((calculation, index) => {
    const coverage = quoted[index]!
    const { brokerFee, treatment } = coverageTaxedFees(coverage)
    return calculation.data ? { code: coverage.code, calculation: calculation.data, brokerFee, feesUnsplit: treatment === 'unsplit' } : null
  })
  return { quoted, calculations, done, answered: done.filter((coverage): coverage is CoverageTaxes => coverage !== null) }
}
