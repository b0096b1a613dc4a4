import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FreeText } from '@/components/ui/free-text'
import { formatDateTime } from '@/generic/format'
import type { PlainAnswer } from '../approval-state'

/** Said at once (an alert), above the form, which keeps everything entered. */
export function PlainAnswerAlert({ answer, onTryAgain }: { answer: PlainAnswer; onTryAgain: () => void }) {
  if (answer.kind === 'rate-limited') {
    return (
      <Alert tone="warning" role="alert" title="The service was too busy to take the approval">
        <p>It answered that it had too many requests: nothing was approved, and the portal did not send it again. Wait a moment, then try again.</p>
        <Button variant="secondary" className="mt-3" onClick={onTryAgain}>
          Try again…
        </Button>
      </Alert>
    )
  }
  if (answer.kind === 'offline') {
    return (
      <Alert tone="warning" role="alert" title="You are offline: the approval was not sent">
        <p>Nothing was approved, and the portal will not send it by itself when the connection is back. What you entered is kept.</p>
        <Button variant="secondary" className="mt-3" onClick={onTryAgain}>
          Try again…
        </Button>
      </Alert>
    )
  }
  if (answer.kind === 'already-approved') {
    return (
      <Alert tone="info" role="alert" title="Already approved">
        <p>
          <FreeText>{answer.message}</FreeText>
        </p>
        {answer.sentAt && <p className="mt-2">It may be the approval sent from this browser on {formatDateTime(answer.sentAt)}, whose answer never came.</p>}
      </Alert>
    )
  }
  return (
    <Alert tone="error" role="alert" title="The service did not approve it">
      <p>
        <FreeText>{answer.message}</FreeText>
      </p>
      {answer.maybeSavedBefore && <p className="mt-2">An earlier approval from this browser got no clear answer: this refusal may mean that one was saved.</p>}
    </Alert>
  )
}
