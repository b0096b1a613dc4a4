import { useId, type ReactNode } from 'react'
import { OptionalFields, useFieldProblem } from './form-kit'
import { MessageText } from '@/components/ui/id'

export interface FieldsetProps {
  legend: ReactNode
  hint?: ReactNode
  /** The group's anchor: a problem of the whole group (a sum, "select at least one") is kept under it. */
  anchor?: string
  /** The legend as a heading of the page section, or a plain question. */
  size?: 'section' | 'question'
  /** Its words say every box may stay empty ("Leave a box empty for none."): none is required (OptionalFields). */
  optionalFields?: boolean
  /** A group of radios: a radiogroup, required unless the question may stay unanswered (RadioField). */
  radios?: 'required' | 'optional'
  className?: string
  children: ReactNode
}

/** A group of fields with its legend, hint and group-level problem (GOV.UK fieldset). */
export function Fieldset({ legend, hint, anchor, size = 'section', optionalFields = false, radios, className = '', children }: FieldsetProps) {
  const problem = useFieldProblem(anchor ?? '')
  const generatedId = useId()
  const hintId = `${anchor ?? generatedId}-hint`
  const errorId = anchor ? `${anchor}-error` : undefined
  const describedBy = [hint ? hintId : null, problem ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <fieldset
      id={anchor}
      tabIndex={anchor ? -1 : undefined}
      role={radios ? 'radiogroup' : undefined}
      aria-required={radios === 'required' || undefined}
      aria-describedby={describedBy}
      className={`min-w-0 ${problem ? 'border-l-4 border-red-700 pl-3' : ''} ${className}`}
    >
      <legend className={size === 'section' ? 'mb-3 text-xl font-bold text-slate-900' : 'mb-2 font-semibold text-slate-900'}>{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-2 mb-3 text-slate-700">
          {hint}
        </p>
      )}
      {problem && (
        <p id={errorId} className="mb-3 font-semibold text-red-700">
          <span className="sr-only">Error: </span>
          <MessageText>{problem.message}</MessageText>
        </p>
      )}
      <div className="flex flex-col gap-5">{optionalFields ? <OptionalFields>{children}</OptionalFields> : children}</div>
    </fieldset>
  )
}
