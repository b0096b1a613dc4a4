import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { FreeText } from '@/components/ui/free-text'
import { Id } from '@/components/ui/id'
import { submissionPath } from '@/domain/paths'
import { NOT_THE_NOTICES } from '../approval-words'
import type { KeptApproval } from '../kept-approvals'
import { ApprovalRecord } from './approval-record'

/** A successful approval (rule 5), just received or kept from before: the form is never offered again. */
export function ApprovedView({ approval, account, keptInBrowser }: { approval: KeptApproval; account: string; keptInBrowser: boolean }) {
  const { response, receivedAt, reasonLeftEmpty } = approval
  return (
    <div className="flex flex-col gap-6">
      <Alert tone="success" title="This cancellation is approved">
        <div className="space-y-2">
          <p>
            The policy’s status is now{' '}
            <strong>
              <FreeText>{response.submission_status}</FreeText>
            </strong>
            .
          </p>
          <p>{NOT_THE_NOTICES}</p>
        </div>
      </Alert>
      {!keptInBrowser && (
        <Alert tone="warning" role="alert" title="Not kept in this browser">
          <p>This browser refused to keep the result (its storage is full or turned off). Print it or copy it now.</p>
        </Alert>
      )}
      <ApprovalRecord title="Approved cancellation" facts={response} receivedAt={receivedAt} account={account} reasonLeftEmpty={reasonLeftEmpty} />
      <p>
        <Link to={submissionPath(response.submission_number, response.transaction_id)}>
          Back to submission <Id>{response.submission_number}</Id>
        </Link>
      </p>
    </div>
  )
}
