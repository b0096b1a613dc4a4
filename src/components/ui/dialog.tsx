import { useEffect, useId, useRef, type ReactNode } from 'react'

export interface DialogProps {
  open: boolean
  title: ReactNode
  children?: ReactNode
  /** The buttons, in a row under the body. The one marked `data-safe-choice` gets the focus on opening. */
  actions: ReactNode
  /** Escape, or the person's way out: the dialog closes only when `open` turns false. */
  onDismiss: () => void
  /** `alertdialog` for a consequence the person must take in (an approval that starts notice clocks). */
  role?: 'dialog' | 'alertdialog'
  /** Wider dialogs for receipts and forms; the default suits a question. */
  size?: 'question' | 'wide'
}

const WIDTHS = { question: 'w-[min(32rem,calc(100%-2rem))]', wide: 'w-[min(44rem,calc(100%-2rem))]' } as const

/**
 * A modal on the native <dialog>: the page behind is inert (so focus stays inside), Escape dismisses,
 * focus goes to the safe choice when there is one and back to where it was when the dialog closes.
 */
export function Dialog({ open, title, children, actions, onDismiss, role = 'dialog', size = 'question' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const bodyId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      dialog.querySelector<HTMLElement>('[data-safe-choice]')?.focus()
    }
    if (!open && dialog.open) {
      dialog.close()
      if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus()
    }
  }, [open])
  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        onDismiss()
      }}
      className={`m-auto max-h-[calc(100%-2rem)] overflow-y-auto rounded-md border border-slate-300 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60 ${WIDTHS[size]}`}
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      {children && (
        <div id={bodyId} className="mt-3 space-y-2">
          {children}
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
    </dialog>
  )
}
