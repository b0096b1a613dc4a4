import type { ReactNode } from 'react'
import { Button } from './button'
import { Dialog, type DialogProps } from './dialog'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  /** What answering does, in words: read out with the title as the dialog opens (no control, no secret). */
  children?: ReactNode
  confirmLabel: string
  cancelLabel: string
  /** `danger` for what cannot be undone; the safe choice then has the focus. */
  tone?: 'primary' | 'danger'
  /** `alertdialog` when the consequence must be taken in before answering. */
  role?: 'dialog' | 'alertdialog'
  /** `wide` when the question carries a summary to check (an approval's request). */
  size?: DialogProps['size']
  /** The answer is being carried out: the confirm button shows it and ignores more clicks. */
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** A yes-or-no question in a modal dialog; Escape answers no. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  role,
  size,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      role={role}
      size={size}
      description={children}
      onDismiss={onCancel}
      actions={
        <>
          <Button variant={tone} busy={busy} onClick={onConfirm} data-safe-choice={tone === 'primary' ? true : undefined}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel} data-safe-choice={tone === 'danger' ? true : undefined}>
            {cancelLabel}
          </Button>
        </>
      }
    />
  )
}
