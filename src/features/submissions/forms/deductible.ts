import { SUBMISSION_EDIT_LIMITS } from '@/api/contract/submission-edits'
import { numberProblem } from '@/lib/form-checks'
import type { FormIssue } from '@/lib/form-issues'
import type { NumberValue } from '@/lib/number-input'

/** A custom deductible (sections 2.4 and 2.5): optional, dollars and cents, within the contract's cap. */
export function deductibleIssues(deductible: NumberValue, path: string): FormIssue[] {
  const problem = numberProblem(deductible, { name: 'the deductible', min: 0, max: SUBMISSION_EDIT_LIMITS.maxDeductible, whole: false }, false)
  return problem ? [{ path, message: problem }] : []
}
