import { QUOTE_LIMITS } from '@/contract/quote-rules/limits'
import { requestedLossLines } from '../loss-years'
import type { QuoteForm } from '../model'
import type { FormIssue } from '@/generic/form-issues'
import { numberProblem } from '@/domain/form-checks'

const COUNT = { name: 'the number of claims', min: 0, max: 999 }
const PAID = { name: 'the amount paid in dollars', min: 0, max: 100_000_000, whole: false, money: true }

/** At most 5 years; every box of a requested coverage is optional (empty is none) but must hold a number when filled. */
export function lossIssues({ losses, coverage }: QuoteForm): FormIssue[] {
  if (losses.length > QUOTE_LIMITS.maxLossEntries) {
    return [{ path: 'losses', message: `Enter at most ${QUOTE_LIMITS.maxLossEntries} years of losses: remove ${losses.length - QUOTE_LIMITS.maxLossEntries}` }]
  }
  const lines = requestedLossLines(coverage)
  return losses.flatMap((year, index) =>
    lines.flatMap((code) => {
      const count = numberProblem(year[`${code}Count`], COUNT, false)
      const paid = numberProblem(year[`${code}Paid`], PAID, false)
      return [
        ...(count ? [{ path: `losses.${index}.${code}Count`, message: count }] : []),
        ...(paid ? [{ path: `losses.${index}.${code}Paid`, message: paid }] : []),
      ]
    }),
  )
}
