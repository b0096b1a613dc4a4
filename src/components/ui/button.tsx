import type { ButtonHTMLAttributes } from 'react'

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'bg-white text-brand-800 border border-slate-400 hover:bg-slate-100 disabled:text-slate-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
  link: 'bg-transparent text-brand-700 underline underline-offset-2 hover:text-brand-900 px-0',
} as const

export type ButtonVariant = keyof typeof VARIANTS

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  /** Shows the work in progress and keeps a second click from sending twice. */
  busy?: boolean
}

export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-base font-semibold min-h-11 disabled:cursor-not-allowed ${VARIANTS[variant]}`
}

export function Button({ variant = 'primary', busy = false, type = 'button', className = '', children, disabled, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClassName(variant)} ${className}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {children}
    </button>
  )
}
