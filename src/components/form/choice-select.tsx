import { useId, useState, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react'
import { Button } from '@/components/ui/button'
import type { ChoiceColumn } from '@/domain/fleet/one-answer-for-many'
import { inputClassName } from './field'
import { LiveRegion } from '@/components/ui/live-region'

/**
 * Selects of fixed choices outside a form's own fields: one alone (a line's fix in the schedule import),
 * and the box of them that sets one answer on many rows. One file, so that the wizard, the import and
 * the line's fix share one chunk of them.
 */

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

/** A way to set the values chosen: its button's words, and what it does with them, said back in a sentence. */
export interface SetAction {
  label: string
  set: (picked: Readonly<Record<string, string>>) => string
}

/**
 * The box "One answer for many …" (ADR 0066): a value per column of fixed choices (a weight class, a
 * body type), buttons that set the chosen values on many rows, and what they did, said in a status. What
 * it says of the rows first (`children`) and where a value goes are its user's: the schedule import's
 * preview (`PreviewOneAnswerForMany`) and the wizard's long lists (`ListOneAnswerForMany`).
 */
export function OneAnswerForMany({
  noun,
  none,
  columns,
  actions,
  children,
}: {
  /** Plural: "rows", "vehicles". */
  noun: string
  /** What choosing nothing does: "Keep as read", "Leave as it is". */
  none: string
  columns: readonly ChoiceColumn[]
  actions: readonly SetAction[]
  children: ReactNode
}) {
  const [values, setValues] = useState<Record<string, string>>({})
  const [said, setSaid] = useState('')
  const id = useId()

  function run({ set }: SetAction) {
    const picked = Object.fromEntries(columns.flatMap(({ key }) => (values[key] ? [[key, values[key]]] : [])))
    setSaid(Object.keys(picked).length === 0 ? 'Choose a value first.' : set(picked))
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 font-semibold text-slate-900">One answer for many {noun}</legend>
      {children}
      <div className="flex flex-wrap items-end gap-3">
        {columns.map(({ key, label, options }) => (
          <div key={key} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-${key}`} className="font-semibold text-slate-900">
              {label}
            </label>
            <ChoiceSelect
              id={`${id}-${key}`}
              none={none}
              options={options}
              value={values[key] ?? ''}
              onChange={(event) => setValues((before) => ({ ...before, [key]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        {actions.map((action, index) => (
          <Button key={index} variant="secondary" onClick={() => run(action)}>
            {action.label}
          </Button>
        ))}
      </div>
      <LiveRegion className="font-semibold text-green-800">{said}</LiveRegion>
    </fieldset>
  )
}

/** The label of each value picked, by column: "Class 8 and Tractor". */
export const pickedLabels = (columns: readonly ChoiceColumn[], picked: Readonly<Record<string, string>>) =>
  columns.flatMap(({ key, options }) => (picked[key] ? [options.find(([option]) => option === picked[key])?.[1] ?? picked[key]] : [])).join(' and ')
