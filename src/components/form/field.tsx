import { useId, type ReactElement, type ReactNode } from 'react'
import { MessageText } from '@/components/ui/id'

export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  /**
   * Every field that is not "(optional)" is required, and says so to a screen reader as the label says it
   * to the eye. Not the `required` attribute: an empty select would be "invalid" before anyone touched it.
   */
  'aria-required'?: true
}

export interface FieldProps {
  label: ReactNode
  hint?: ReactNode
  error?: string
  /**
   * `true`: "(optional)" after the label, and not required. `'unmarked'`: not required, without the mark,
   * for a group whose words say its boxes may stay empty (OptionalFields). Else the field is required.
   */
  optional?: boolean | 'unmarked'
  /** The id the control gets, so an error summary can link to it. Generated when omitted. */
  id?: string
  className?: string
  children: (control: FieldControlProps) => ReactElement
}

/**
 * A labelled control with its hint and its error, wired for assistive technology (GOV.UK pattern).
 * The kit's bound fields draw themselves with it; a form without react-hook-form (sign-in) uses it alone.
 */
export function Field({ label, hint, error, optional, id, className = '', children }: FieldProps) {
  const generatedId = useId()
  const controlId = id ?? generatedId
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`flex flex-col gap-1 ${error ? 'border-l-4 border-red-700 pl-3' : ''} ${className}`}>
      <label htmlFor={controlId} className="font-semibold text-slate-900">
        {label}
        {optional === true && <span className="font-normal text-slate-700"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          <span className="sr-only">Error: </span>
          <MessageText>{error}</MessageText>
        </p>
      )}
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, 'aria-required': optional ? undefined : true })}
    </div>
  )
}

export const inputClassName =
  'w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 min-h-11 aria-[invalid=true]:border-red-700 aria-[invalid=true]:border-2'

/** How wide a box may grow: short codes and counts should look short (GOV.UK input widths). */
export const FIELD_WIDTHS = {
  xs: 'max-w-28',
  sm: 'max-w-44',
  /** Reset codes and amounts in a narrow column. */
  code: 'max-w-48',
  date: 'max-w-56',
  /** Submission and note ids. */
  id: 'max-w-64',
  md: 'max-w-72',
  lg: 'max-w-md',
  full: '',
} as const
export type FieldWidth = keyof typeof FIELD_WIDTHS
