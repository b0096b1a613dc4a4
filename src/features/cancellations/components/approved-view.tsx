import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { FreeText } from '@/components/ui/free-text'
import { Id } from '@/components/ui/id'
import { submissionPath } from '@/lib/paths'
import type { KeptApproval } from '../kept-approvals'
import { ApprovalRecord } from './approval-record'

/** What rule 9 says a success does not establish, said wherever an approval is shown. */
export function NotNoticesYet() {
  return (
    <p>
      Approval does not mean the notices are ready, printed or delivered: generating and sending them is a separate step, and the cancellation is
      finalized separately too, which may wait until the notices are ready.
    </p>
  )
}

/** A successful approval (rule 5), just received or kept from before: the form is never offered again. */
export function ApprovedView({ approval, account, keptInBrowser }: { approval: KeptApproval; account: string; keptInBrowser: boolean }) {
  const { response, receivedAt, reasonLeftEmpty } = approval
  return (
    <div className="flex flex-col gap-6">
      <Alert tone="success" title="This cancellation is approved">
        <div className="space-y-2">
          <p>
          The service saved the approval, and the policy’s status is now{' '}
          <strong>
            <FreeText>{response.submission_status}</FreeText>
          </strong>
          . It cannot be approved again, so this page does not offer it.
        </p>
        <NotNoticesYet />
          <p>Final premiums are not part of this answer: read them from the submission’s details.</p>
        </div>
      </Alert>
      {!keptInBrowser && (
        <Alert tone="warning" role="alert" title="Not kept in this browser">
          <p>This browser refused to keep the result (its storage is full or turned off). Print it or copy it now.</p>
        </Alert>
      )}
      <ApprovalRecord title="Approved cancellation" facts={response} receivedAt={receivedAt} account={account} reasonLeftEmpty={reasonLeftEmpty}>
        <p>The approval was saved by the service. Keep the transportation submission id with the transaction id: together they name this cancellation.</p>
      </ApprovalRecord>
      <p>
        <Link to={submissionPath(response.submission_number, response.transaction_id)}>
          Back to submission <Id>{response.submission_number}</Id>
        </Link>
      </p>
    </div>
  )
}
