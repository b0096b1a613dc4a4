import type { ButtonHTMLAttributes } from 'react'

/** `aria-disabled` looks like `disabled`: a busy button keeps its place in the tab order but reads as unavailable. */
const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400 aria-disabled:bg-slate-400',
  secondary: 'bg-white text-brand-800 border border-slate-500 hover:bg-slate-100 disabled:text-slate-500 aria-disabled:text-slate-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400 aria-disabled:bg-slate-400',
} as const

const SIZES = {
  regular: { box: 'min-h-11 py-2 text-base', sides: 'px-4' },
  small: { box: 'min-h-9 py-1 text-sm', sides: 'px-3' },
} as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows the work in progress and keeps a second click from sending twice; the button keeps the focus. */
  busy?: boolean
}

/**
 * Padding lives here, per size, so a caller's class never has to fight it. A link drawn as a button (a
 * page's main way on, a card's Edit) takes these classes too: `no-underline` undoes the underline every
 * link gets, so it looks like the buttons beside it (ADR 0069).
 */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'regular'): string {
  const { box, sides } = SIZES[size]
  return `inline-flex items-center justify-center gap-2 rounded-md font-semibold no-underline disabled:cursor-not-allowed aria-disabled:cursor-wait ${box} ${sides} ${VARIANTS[variant]}`
}

/**
 * A busy button is `aria-disabled`, not `disabled`: a disabled button that has the focus drops it to
 * the page, so a keyboard or screen-reader user would be sent back to the top while waiting. Its
 * clicks (and Enter in a form, which clicks the submit button) are ignored until the work is done.
 * The second click of a double click (`detail` 2, by the system's double-click time) is the same
 * gesture as the first and is ignored too, drawn or not; what keeps a send to one request whatever
 * has been drawn is its latch (docs/decisions/0049-once-per-intent.md).
 */
export function Button({ variant = 'primary', size = 'regular', busy = false, type = 'button', className = '', children, onClick, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClassName(variant, size)} ${className}`}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy || event.detail > 1) return event.preventDefault()
        onClick?.(event)
      }}
      {...rest}
    >
      {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {children}
    </button>
  )
}
