import { useSignedInIdentity } from '@/api/session/use-session'
import { Alert } from '@/components/ui/alert'
import { PageHeading } from '@/components/ui/page-heading'
import { useApprovalBatch } from '../batch/use-approval-batch'
import { ApprovalListForm } from './approval-list-form'
import { BatchReport } from './batch-report'
import './approval-print.css'

/** "Approve several": a day's approvals in one pass (docs/decisions/0065-approve-several.md). */
export function ApproveSeveralPage() {
  const account = useSignedInIdentity()?.email ?? ''
  const { batch, notKept, begin, pause, resume, clear } = useApprovalBatch(account)
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeading title="Approve several cancellations">Approve several cancellations</PageHeading>
      {notKept && (
        <Alert tone="warning" role="alert" title="Not kept in this browser">
          <p>Keep this page open until the batch is done.</p>
        </Alert>
      )}
      {batch ? <BatchReport batch={batch} onPause={pause} onResume={resume} onNewList={clear} /> : <ApprovalListForm account={account} onConfirmed={begin} />}
    </div>
  )
}
