import { Link } from 'react-router'
import type { CancellationHoldBody } from '@/contract/cancel-approve'
import { Button, buttonClassName } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { submissionPath } from '@/domain/paths'
import { HoldDetails } from './hold-details'

export interface HoldDialogProps {
  open: boolean
  hold: CancellationHoldBody
  displayId: string
  transactionId: number
  onClose: () => void
}

/** Rule 6: nothing was approved, the dates need a person first. It offers no way to approve. */
export function HoldDialog({ open, hold, displayId, transactionId, onClose }: HoldDialogProps) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      size="wide"
      title="Approval held for manual review"
      onDismiss={onClose}
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
      <p className="font-semibold">Nothing was approved: the notice dates need a person to review them first.</p>
      <HoldDetails hold={hold} />
      <p>
        The hold is resolved outside this portal, by whoever looks after the policy’s dates and term. You can leave this page and come back: once the
        hold is resolved, approve again from here.
      </p>
    </Dialog>
  )
}
