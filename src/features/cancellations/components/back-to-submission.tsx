import { Link } from 'react-router'
import { Id } from '@/components/ui/id'
import { submissionPath } from '@/domain/paths'

/** The way back from an approval to its submission's page, in the same words on every outcome. */
export function BackToSubmission({ displayId, transactionId }: { displayId: string; transactionId: number }) {
  return (
    <Link to={submissionPath(displayId, transactionId)}>
      Back to submission <Id>{displayId}</Id>
    </Link>
  )
}
