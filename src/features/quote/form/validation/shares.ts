import { percentagesSumTo100, percentageTotal } from '@/contract/quote-rules/percentages'
import type { NumberValue } from '@/generic/number-input'
import type { FormIssue } from '@/generic/form-issues'
import { numberProblem } from '@/domain/form-checks'

const PERCENTAGE = { name: 'a percentage', min: 0, max: 100, whole: false } as const

/** Percentages as the contract's decimal text, so the shared rule adds them exactly (no float sums). */
const percentText = (value: NumberValue) => (value === null ? '0' : String(value))

/** Shares of a whole (radius buckets, commodities): each box from 0 to 100 (empty is 0 unless `required`); together exactly 100. */
export function sharesIssues(entries: readonly { path: string; value: NumberValue }[], groupPath: string, what: string, required = false): FormIssue[] {
  const issues = entries.flatMap(({ path, value }) => {
    const message = numberProblem(value, PERCENTAGE, required)
    return message ? [{ path, message }] : []
  })
  const texts = entries.map(({ value }) => percentText(value))
  if (issues.length === 0 && !percentagesSumTo100(texts)) {
    issues.push({ path: groupPath, message: `The ${what} percentages must add up to 100; they add up to ${percentageTotal(texts)}` })
  }
  return issues
}
