import type { QuoteRequest } from '../../../src/contract/quote.ts'
import { countOf } from '../../../src/generic/text.ts'
import { formatDollars } from '../money.ts'
import { allLinesLossTotals } from './loss-history.ts'

/**
 * Business-rule declines (400). A prior cancellation or non-renewal alone is rated with a surcharge;
 * together with any of these red flags the program does not write the risk (docs/api-assumptions.md).
 */
const DECLINE_THRESHOLDS = {
  minYearsInBusiness: 3,
  maxLossCount: 4,
  maxLossPaid: 100_000,
} as const

function priorCancellationRedFlags(request: QuoteRequest): string[] {
  const { minYearsInBusiness, maxLossCount, maxLossPaid } = DECLINE_THRESHOLDS
  const losses = allLinesLossTotals(request.losses)
  const flags: string[] = []
  if (Number(request.insuredInformation.yearsInBusiness) < minYearsInBusiness) {
    flags.push(`the business has been running for less than ${countOf(minYearsInBusiness, 'years')}`)
  }
  if (request.drivers.some((driver) => Number(driver.suspensions_total) > 0)) flags.push('a driver has had a license suspension')
  if (losses.count >= maxLossCount) flags.push(`${countOf(losses.count, 'losses', 'loss')} ${losses.count === 1 ? 'was' : 'were'} reported`)
  if (losses.paid.gte(maxLossPaid)) flags.push(`losses paid come to ${formatDollars(losses.paid)}`)
  return flags
}

/** Why the program will not quote this risk, in words for the agent, or null when it will. */
export function declineReason(request: QuoteRequest): string | null {
  if (request.operations.ineligibleOperations === 'Y') {
    return 'We cannot offer coverage: the insured runs operations this program does not insure (ineligible operations was answered yes).'
  }
  if (request.operations.priorInsuranceCancelledNonrenewed === 'Y') {
    const flags = priorCancellationRedFlags(request)
    if (flags.length > 0) {
      return `We cannot offer coverage: the insured's prior insurance was canceled or non-renewed, and ${flags.join(', and ')}.`
    }
  }
  return null
}
