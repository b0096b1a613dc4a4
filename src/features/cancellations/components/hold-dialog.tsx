import { Link } from 'react-router'
import type { CancellationHoldBody } from '@/contract/cancel-approve'
import { Button, buttonClassName } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog } from '@/components/ui/dialog'
import { submissionPath } from '@/domain/paths'
import { holdSummaryText } from '../printout-text'
import { HoldDetails } from './hold-details'

export interface HoldDialogProps {
  open: boolean
  hold: CancellationHoldBody
  /** When the service held it (ISO instant). */
  at: string
  displayId: string
  transactionId: number
  onClose: () => void
}

/** Rule 6: nothing was approved, the dates need a person first. Short, with what to send them; it offers no way to approve. */
export function HoldDialog({ open, hold, at, displayId, transactionId, onClose }: HoldDialogProps) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title="Approval held for manual review"
      onDismiss={onClose}
      description={<p className="font-semibold">Nothing was approved: the notice dates need a person to review them first.</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} data-safe-choice>
            Close
          </Button>
          <Link to={submissionPath(displayId, transactionId)} className={buttonClassName('secondary')}>
            Back to the submission
          </Link>
        </>
      }
    >
      <HoldDetails hold={hold} />
      <p>
        <span className="font-semibold">Next step: </span>copy the summary and send it to the person who manages this policy’s term and dates. When they say the
        hold is resolved, come back and approve again.
      </p>
      <div>
        <CopyButton text={holdSummaryText({ hold, displayId, transactionId, at })} label="Copy the summary" />
      </div>
    </Dialog>
  )
}
