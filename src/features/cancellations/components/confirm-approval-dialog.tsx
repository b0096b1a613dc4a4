import type { CancelApproveRequest } from '@/contract/cancel-approve'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Id } from '@/components/ui/id'
import { NOT_THE_NOTICES, STORED_DATES_RULE } from '../approval-words'
import { LEFT_EMPTY_REASON } from '../form'
import { reasonCodesText } from '../notice-explained'
import { FactList } from './fact-list'

/** What the request sends, in words; an empty field says what the service does instead (rules 1 and 2). */
function sentRows(request: CancelApproveRequest) {
  const rows = [
    { label: 'Cancellation reason', value: request.cancellation_reason ? reasonCodesText(request.cancellation_reason.join(',')) : LEFT_EMPTY_REASON },
    {
      label: 'Internal reasons',
      value: request.internal_cancellation_reason
        ? request.internal_cancellation_reason.join(', ')
        : 'Left empty: the internal reason stored on the cancellation is kept.',
    },
    { label: 'Reason given by the broker', value: request.cancellation_reason_broker ?? 'None' },
    { label: 'Other reason', value: request.cancel_reason_others ?? 'None' },
  ]
  if (request.cancellation_guard_id != null) {
    rows.push({ label: 'Guard', value: `Guard ${request.cancellation_guard_id}, acknowledged, with your comment` })
  }
  return rows
}

export interface ConfirmApprovalDialogProps {
  open: boolean
  displayId: string
  transactionId: number
  request: CancelApproveRequest
  onConfirm: () => void
  onCancel: () => void
}

/** The last word before the legal clock starts: what is sent, what approval does, and what it does not do (rule 9). */
export function ConfirmApprovalDialog({ open, displayId, transactionId, request, onConfirm, onCancel }: ConfirmApprovalDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      role="alertdialog"
      size="wide"
      tone="danger"
      title={
        <>
          Approve the cancellation of <Id>{displayId}</Id>, transaction {transactionId}?
        </>
      }
      confirmLabel="Approve and start the notice clocks"
      cancelLabel="Go back"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="font-semibold">Approving starts the notice clocks on this policy and cannot be undone from the portal.</p>
      <p>The policy moves to Pending Cancellation. {STORED_DATES_RULE}</p>
      <p>{NOT_THE_NOTICES}</p>
      <p className="font-semibold">You send:</p>
      <FactList rows={sentRows(request)} stacked />
    </ConfirmDialog>
  )
}
