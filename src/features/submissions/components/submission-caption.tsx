import { Id } from '@/components/ui/id'
import type { SubmissionRef } from '../forms/submission-ref'

/** The line above a submission screen's heading: which submission and transaction it is about. */
export function SubmissionCaption({ submission }: { submission: SubmissionRef }) {
  return (
    <p className="mb-1 text-lg text-slate-700">
      Submission <Id className="font-mono font-semibold text-slate-900">{submission.displayId}</Id>, transaction {submission.transactionId}
    </p>
  )
}
