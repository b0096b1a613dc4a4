import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Button } from './button'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  children?: ReactNode
  confirmLabel: string
  cancelLabel: string
  /** `danger` for what cannot be undone; the safe choice then has the focus. */
  tone?: 'primary' | 'danger'
  onConfirm: () => void
  onCancel: () => void
}

/** A modal question on the native <dialog>: focus moves in and back, Escape cancels, the page behind is inert. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, tone = 'primary', onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const safeChoice = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const bodyId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // showModal focuses the first button; for what cannot be undone, the way back gets the focus.
      if (tone === 'danger') safeChoice.current?.querySelector<HTMLButtonElement>('[data-safe-choice]')?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open, tone])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-md border border-slate-300 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      {children && (
        <div id={bodyId} className="mt-3 space-y-2">
          {children}
        </div>
      )}
      <div ref={safeChoice} className="mt-6 flex flex-wrap gap-3">
        <Button variant={tone} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} data-safe-choice>
          {cancelLabel}
        </Button>
      </div>
    </dialog>
  )
}
