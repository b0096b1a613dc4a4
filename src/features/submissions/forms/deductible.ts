import { SUBMISSION_EDIT_LIMITS } from '@/contract/submission-edits'
import { numberProblem } from '@/domain/form-checks'
import type { FormIssue } from '@/generic/form-issues'
import type { NumberValue } from '@/generic/number-input'

/** A custom deductible (sections 2.4 and 2.5): optional, dollars and cents, within the contract's cap. */
export function deductibleIssues(deductible: NumberValue, path: string): FormIssue[] {
  const problem = numberProblem(deductible, { name: 'the deductible', min: 0, max: SUBMISSION_EDIT_LIMITS.maxDeductible, whole: false, money: true }, false)
  return problem ? [{ path, message: problem }] : []
}
