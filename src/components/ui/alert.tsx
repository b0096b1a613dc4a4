import type { ReactNode } from 'react'

const TONES = {
  info: 'border-brand-600 bg-brand-50',
  success: 'border-green-700 bg-green-50',
  warning: 'border-amber-600 bg-amber-50',
  error: 'border-red-700 bg-red-50',
} as const

export interface AlertProps {
  tone?: keyof typeof TONES
  title?: ReactNode
  children?: ReactNode
  /** `alert` interrupts a screen reader; use it only for what must be heard at once. */
  role?: 'alert' | 'status'
  /** For a page heading that it describes (PageHeading's `describedBy`). */
  id?: string
  className?: string
}

export function Alert({ tone = 'info', title, children, role, id, className = '' }: AlertProps) {
  return (
    <div role={role} id={id} className={`rounded-md border-l-4 p-4 break-words text-slate-900 ${TONES[tone]} ${className}`}>
      {title && <p className="font-bold">{title}</p>}
      {children && <div className={title ? 'mt-1' : ''}>{children}</div>}
    </div>
  )
}
