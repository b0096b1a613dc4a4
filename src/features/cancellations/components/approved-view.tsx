import { Alert } from '@/components/ui/alert'
import { FreeText } from '@/components/ui/free-text'
import { NOT_THE_NOTICES } from '../approval-words'
import type { KeptApproval } from '../kept-approvals'
import { ApprovalPrintout } from './approval-printout'
import { BackToSubmission } from './back-to-submission'

/** A successful approval (rule 5), just received or kept from before: the form is never offered again. */
export function ApprovedView({ approval, account, keptInBrowser }: { approval: KeptApproval; account: string; keptInBrowser: boolean }) {
  const { response, receivedAt, reasonLeftEmpty } = approval
  return (
    <div className="flex flex-col gap-6">
      {/* The page's heading says it is approved; this says what that means. */}
      <Alert tone="success">
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
      <ApprovalPrintout title="Approved cancellation" facts={response} receivedAt={receivedAt} account={account} reasonLeftEmpty={reasonLeftEmpty} />
      <p>
        <BackToSubmission displayId={response.submission_number} transactionId={response.transaction_id} />
      </p>
    </div>
  )
}
