import { useEffect, useRef, useState } from 'react'
import type { ApprovalReceipt } from '@/domain/approval-receipts'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FreeText } from '@/components/ui/free-text'
import { deleteReceipt } from '../kept-approvals'
import { ApprovalPrintout } from './approval-printout'
import { BackToSubmission } from './back-to-submission'

/**
 * The rule-8 receipt: the approval is saved although the notice handoff failed. Shown with every
 * field, printable and copyable, kept until the person deletes it, and the transaction is never
 * offered for approval again.
 */
export function ReceiptView({ record, account, keptInBrowser }: { record: ApprovalReceipt; account: string; keptInBrowser: boolean }) {
  const { receipt, receivedAt, displayId, transactionId } = record
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [deleted, setDeleted] = useState(false)
  const [deleteRefused, setDeleteRefused] = useState(false)
  const deletedNote = useRef<HTMLParagraphElement>(null)
  // The delete button is gone with the receipt: the focus goes to what happened instead of to the page.
  useEffect(() => {
    if (deleted) deletedNote.current?.focus()
  }, [deleted])
  const { notice_continuation: continuation } = receipt
  return (
    <div className="flex flex-col gap-6">
      {/* The page's heading says what happened; this says what it means. */}
      <Alert tone="warning" role="alert">
        <div className="space-y-2">
          <p>
            The policy’s status is now{' '}
            <strong>
              <FreeText>{receipt.submission_status}</FreeText>
            </strong>
            . Notice continuation {continuation.id} is open for review: the notice goes on from there, not from a new approval.
          </p>
          <p className="font-semibold">Do not approve this cancellation again.</p>
        </div>
      </Alert>
      {deleted ? (
        <p ref={deletedNote} tabIndex={-1} role="status">
          This receipt is deleted from this browser. The approval stays saved with the service.
        </p>
      ) : keptInBrowser ? (
        <p>This receipt is kept in this browser until you delete it.</p>
      ) : (
        <Alert tone="error" role="alert" title="Not kept in this browser">
          <p>
            This browser refused to keep the receipt (its storage is full or turned off). Print it or copy it now: it is your proof that the approval was saved.
          </p>
        </Alert>
      )}
      <ApprovalPrintout title="Saved-approval receipt" facts={receipt} receipt={receipt} receivedAt={receivedAt} account={account} />
      <div className="flex flex-wrap items-center gap-4">
        <BackToSubmission displayId={displayId} transactionId={transactionId} />
        {keptInBrowser && !deleted && (
          <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
            Delete this receipt from this browser…
          </Button>
        )}
      </div>
      {deleteRefused && (
        <Alert tone="error" role="alert">
          <p>This browser refused to delete the receipt. Try again, or clear it in the browser’s settings.</p>
        </Alert>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this receipt?"
        tone="danger"
        confirmLabel="Delete the receipt"
        cancelLabel="Keep it"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false)
          const removed = deleteReceipt({ account, displayId, transactionId })
          setDeleted(removed)
          setDeleteRefused(!removed)
        }}
      >
        <p>The approval stays saved with the service; only this browser forgets the receipt, your proof of it. Print it or copy it first if you need it.</p>
      </ConfirmDialog>
    </div>
  )
}
