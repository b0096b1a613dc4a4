import type { Ref, SelectHTMLAttributes } from 'react'
import { inputClassName } from './field'

export interface ChoiceSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'className'> {
  /** The first option's words: what choosing nothing does ("Keep as read", "Leave as it is"); its value is ''. */
  none: string
  options: readonly (readonly [string, string])[]
  ref?: Ref<HTMLSelectElement>
}

/** A select of fixed choices (a weight class, a body type) outside a form's own fields, whose first option changes nothing. */
export function ChoiceSelect({ none, options, ...select }: ChoiceSelectProps) {
  return (
    <select {...select} className={`${inputClassName} max-w-full`}>
      <option value="">{none}</option>
      {options.map(([option, label]) => (
        <option key={option} value={option}>
          {label}
        </option>
      ))}
    </select>
  )
}
