import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'

export interface DialogProps {
  open: boolean
  title: ReactNode
  /**
   * Read out with the title as the dialog opens, whole: words only, never a control (its name would be read
   * twice) nor a secret (read aloud unasked).
   */
  description?: ReactNode
  /** The rest of the body, under the description: what a person reads or uses at their own pace. */
  children?: ReactNode
  /** The buttons, in a row under the body. The one marked `data-safe-choice` gets the focus on opening. */
  actions: ReactNode
  /**
   * Escape, or the person's way out: the dialog closes only when `open` turns false. A dialog that must
   * be acknowledged first (the signing secret's) keeps `open` and stays, whatever the browser does.
   */
  onDismiss: () => void
  /** `alertdialog` for a consequence the person must take in (an approval that starts notice clocks). */
  role?: 'dialog' | 'alertdialog'
  /** Wider dialogs for receipts and forms; the default suits a question. */
  size?: 'question' | 'wide'
}

/** Where the focus goes when the control that opened a dialog is gone: the page's heading, never the document. */
const focusTheHeading = () => document.querySelector<HTMLElement>('main h1')?.focus()

const WIDTHS = { question: 'w-[min(32rem,calc(100%-2rem))]', wide: 'w-[min(44rem,calc(100%-2rem))]' } as const

/**
 * Shows the dialog on its safe choice: marked `autofocus` first, so the browser's opening focuses it
 * directly. Focused after `showModal` instead, the focus stopped on the dialog's first control on the
 * way, and a screen reader said that one first ("Approve and start the notice clocks"). The focus
 * call remains for a browser whose dialog does not focus at all (jsdom).
 */
function showOnSafeChoice(dialog: HTMLDialogElement) {
  const safeChoice = dialog.querySelector<HTMLElement>('[data-safe-choice]')
  safeChoice?.setAttribute('autofocus', '')
  dialog.showModal()
  safeChoice?.focus()
}

/**
 * A modal on the native <dialog>: the page behind is inert (so focus stays inside), Escape dismisses,
 * focus goes to the safe choice when there is one and back to where it was when the dialog closes (to
 * the page's heading if that is gone).
 * It is open exactly while `open` says so (ADR 0101): Escape is the owner's to answer, and a dialog the
 * browser closes on its own (a close request it does not let the page refuse) is shown again, the owner
 * hearing of it as a dismissal.
 */
export function Dialog({ open, title, description, children, actions, onDismiss, role = 'dialog', size = 'question' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  /** What the owner last asked for, read when the browser closes the dialog. */
  const wanted = useRef(open)
  const titleId = useId()
  const descriptionId = useId()
  // Opened in the commit that draws its content: a screen reader never meets the content in a closed dialog.
  useLayoutEffect(() => {
    wanted.current = open
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      showOnSafeChoice(dialog)
    }
    if (!open && dialog.open) {
      dialog.close()
      // The control that opened it may be gone with its answer: the page's heading then, never the
      // document, where a screen reader loses its place and Tab starts at the top.
      if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus()
      else focusTheHeading()
    }
  }, [open])
  // Taken away open, with what it asked about (a list replaced by its report): once the page is drawn
  // anew, the focus left on nothing goes to the heading.
  useLayoutEffect(() => {
    const dialog = ref.current
    return () => {
      if (!dialog?.open) return
      queueMicrotask(() => {
        if (!document.activeElement || document.activeElement === document.body) focusTheHeading()
      })
    }
  }, [])
  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={(event) => {
        // Escape is answered here, before it becomes the browser's close request: a second request with no
        // click between cannot be refused (its `cancel` event is not cancelable), and the dialog would close.
        if (event.key !== 'Escape' || event.nativeEvent.isComposing) return
        event.preventDefault()
        onDismiss()
      }}
      onCancel={(event) => {
        // Any other close request (a phone's Back).
        event.preventDefault()
        onDismiss()
      }}
      onClose={(event) => {
        // Closed by the browser, not by `open`: shown again, then dismissed as Escape would be (the owner closes it, or keeps it).
        if (!wanted.current) return
        showOnSafeChoice(event.currentTarget)
        onDismiss()
      }}
      className={`m-auto max-h-[calc(100%-2rem)] overflow-y-auto rounded-md border border-slate-300 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60 ${WIDTHS[size]}`}
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      {(description || children) && (
        <div className="mt-3 space-y-2">
          {description && (
            <div id={descriptionId} className="space-y-2">
              {description}
            </div>
          )}
          {children}
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
    </dialog>
  )
}
