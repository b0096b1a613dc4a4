import { useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { useSession } from '@/api/session/use-session'
import { Alert } from '@/components/ui/alert'
import { Id } from '@/components/ui/id'
import { PageHeading } from '@/components/ui/page-heading'
import { keptOutcome, type ApprovalTarget, type SavedApproval } from '../kept-approvals'
import { ApprovalWorkbench } from './approval-workbench'
import { ApprovedView } from './approved-view'
import { ReceiptView } from './receipt-view'

/** Transaction ids are whole numbers from 1 (section 2.1), as the sandbox reads them. */
const TRANSACTION_ID = /^[1-9]\d{0,9}$/

/**
 * The page's heading says where the approval stands; when it changes, the heading takes the focus and is
 * announced. The page's title is its words (ADR 0145).
 */
function headingOf(saved: SavedApproval | null, { displayId, transactionId }: ApprovalTarget) {
  const heading = (lead: string) => ({
    title: `${lead}${displayId}, transaction ${transactionId}`,
    text: (
      <>
        {lead}
        <Id>{displayId}</Id>, transaction {transactionId}
      </>
    ),
  })
  // In the words of the workspace's list and the submission's page.
  if (saved?.kind === 'receipt') return heading('Cancellation approved, but the notice handoff did not finish: ')
  if (saved?.kind === 'approved') return heading('Cancellation approved: ')
  return heading('Approve the cancellation of ')
}

function TransactionApproval({ target }: { target: ApprovalTarget }) {
  const [saved, setSaved] = useState(() => keptOutcome(target))
  const heading = headingOf(saved, target)
  return (
    <>
      <PageHeading title={heading.title}>{heading.text}</PageHeading>
      {saved?.kind === 'receipt' && <ReceiptView record={saved.record} account={target.account} keptInBrowser={saved.kept} />}
      {saved?.kind === 'approved' && <ApprovedView approval={saved.approval} account={target.account} keptInBrowser={saved.kept} />}
      {!saved && <ApprovalWorkbench target={target} onSaved={setSaved} />}
    </>
  )
}

/** Section 4.7: approve the pending cancellation endorsement that is this transaction. */
export function CancelApprovePage() {
  const { displayId = '', transactionId = '' } = useParams()
  const account = useSession()?.username ?? null
  const validTransaction = TRANSACTION_ID.test(transactionId)
  const target = useMemo(
    () => (account && validTransaction ? { account, displayId, transactionId: Number(transactionId) } : null),
    [account, displayId, transactionId, validTransaction],
  )
  return (
    <div className="max-w-4xl">
      {!validTransaction && (
        <>
          <PageHeading title="No such transaction">No such transaction</PageHeading>
          <Alert tone="error" title="This address names no transaction">
            <p>A transaction id is a whole number, like 2. Open the cancellation from its submission.</p>
          </Alert>
        </>
      )}
      {target && <TransactionApproval key={`${target.account}/${displayId}/${transactionId}`} target={target} />}
    </div>
  )
}
