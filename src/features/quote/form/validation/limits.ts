import { QUOTE_LIMITS } from '@/contract/quote-rules/limits'
import type { NumberValue } from '@/generic/number-input'
import type { QuoteForm } from '../model'
import type { FormIssue } from '@/generic/form-issues'
import { numberProblem } from '@/domain/form-checks'

const money = (name: string, min = 0) => ({ name, min, max: 100_000_000, whole: false, money: true })

/** The contract's range, so that what the box says of an amount it cannot read lies inside it (issue 39). */
const AL_LIMIT = { ...money('the auto liability limit'), min: QUOTE_LIMITS.minALLimit, max: QUOTE_LIMITS.maxALLimit }

const alLimitIssue = (limit: NumberValue) => numberProblem(limit, AL_LIMIT)

/** The indication's rating basis: units, values and limits. */
export function limitsIssues({ limits, coverage }: QuoteForm): FormIssue[] {
  const problems: [keyof typeof limits, string | null][] = [
    ['trailerInterchangeLimit', limits.trailerInterchange ? numberProblem(limits.trailerInterchangeLimit, money('the trailer interchange limit', 1)) : null],
    ['towingStorageLimit', numberProblem(limits.towingStorageLimit, money('the towing and storage limit'), false)],
    ['trucks', numberProblem(limits.trucks, { name: 'the number of trucks', min: 1, max: 10_000 })],
    ['trucksValue', numberProblem(limits.trucksValue, money('the total value of the trucks'))],
    ['trailers', numberProblem(limits.trailers, { name: 'the number of trailers', min: 0, max: 10_000 }, false)],
    ['trailersValue', numberProblem(limits.trailersValue, money('the total value of the trailers'), false)],
    ['ALLimit', coverage.requested.AL ? alLimitIssue(limits.ALLimit) : null],
  ]
  return problems.flatMap(([key, message]) => (message ? [{ path: `limits.${key}`, message }] : []))
}
