import type { ComponentType } from 'react'
import type { SubmissionRef } from '../forms/submission-ref'
import { NotASubmission } from './not-a-submission'
import { useSubmissionParams } from './use-submission-params'

/**
 * A screen of one submission transaction, from its address. Another transaction's address is another
 * screen (`key`), so no state of one carries over to the next.
 */
export function forSubmission(Screen: ComponentType<{ submission: SubmissionRef }>) {
  return function SubmissionScreen() {
    const submission = useSubmissionParams()
    if (!submission) return <NotASubmission />
    return <Screen key={`${submission.displayId}/${submission.transactionId}`} submission={submission} />
  }
}
