import { forgetSubmissions } from '@/domain/recent-submissions'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FreeText } from '@/components/ui/free-text'
import { forgetDrafts } from '@/domain/wizard-drafts'

export interface ForgetAccountDialogProps {
  open: boolean
  account: string
  /** `refused`: the browser would not delete them (storage turned off). */
  onClose: (outcome: 'deleted' | 'kept' | 'refused') => void
}

/** Asks, then deletes the account's drafts and recent results from this browser (loaded only when asked). */
export function ForgetAccountDialog({ open, account, onClose }: ForgetAccountDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete your drafts and results from this browser?"
      tone="danger"
      confirmLabel="Delete them"
      cancelLabel="Keep them"
      onConfirm={() => onClose([forgetDrafts(account), forgetSubmissions(account)].every(Boolean) ? 'deleted' : 'refused')}
      onCancel={() => onClose('kept')}
    >
      <p>
        Every unfinished quote and indication and every recent result of <FreeText>{account}</FreeText> is deleted from this browser. Quotes already sent stay
        with the service. This cannot be undone.
      </p>
    </ConfirmDialog>
  )
}
