import { ChoiceSelect } from '@/components/form/choice-select'
import { useId, useState } from 'react'
import { useValueUnder } from '@/components/form/edited-values'
import { useFormKit } from '@/components/form/form-kit'
import type { SelectOptions } from '@/components/form/select-field'
import { Button } from '@/components/ui/button'
import { countOf } from '@/generic/text'

export interface ManyChoice {
  /** The row's field: `classKey` of `vehicles.3.classKey`. */
  field: string
  label: string
  options: SelectOptions
}

type Rows = readonly Record<string, unknown>[] | undefined

const lacking = (rows: Rows, field: string) => (rows ?? []).flatMap((row, index) => (row[field] === '' || row[field] === undefined ? [index] : []))

/**
 * One answer on every row of a list that has none (a weight class, a body type on 12 vehicles), instead
 * of opening each row. Shown while two rows or more lack one. It counts again when a choice is made in
 * a row or the list changes (a row added or removed, an import), never on a key typed in a row.
 */
export function SetForMany({ list, noun, choices }: { list: string; noun: string; choices: readonly ManyChoice[] }) {
  const { form } = useFormKit()
  const rows = useValueUnder<Rows>(list, 'change')
  const [values, setValues] = useState<Record<string, string>>({})
  const [said, setSaid] = useState('')
  const id = useId()
  const counts = choices.map(({ field }) => lacking(rows, field).length)
  if (Math.max(...counts) < 2 && !said) return null

  function apply() {
    const done = choices.flatMap(({ field, options }) => {
      const value = values[field]
      if (!value) return []
      const indexes = lacking(rows, field)
      for (const index of indexes) form.setValue(`${list}.${index}.${field}`, value, { shouldDirty: true })
      return [`${options.find(([option]) => option === value)?.[1] ?? value} set on ${countOf(indexes.length, noun)}`]
    })
    setSaid(done.length === 0 ? 'Choose a value first.' : `${done.join('; ')}.`)
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 font-semibold text-slate-900">One answer for many {noun}</legend>
      <p className="text-slate-800">{choices.map(({ label }, index) => `${label}: ${countOf(counts[index] ?? 0, noun)} without one`).join('. ')}.</p>
      <div className="flex flex-wrap items-end gap-3">
        {choices.map(({ field, label, options }) => (
          <div key={field} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-${field}`} className="font-semibold text-slate-900">
              {label}
            </label>
            <ChoiceSelect
              id={`${id}-${field}`}
              none="Leave as it is"
              options={options}
              value={values[field] ?? ''}
              onChange={(event) => setValues((before) => ({ ...before, [field]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      <div>
        <Button variant="secondary" onClick={apply}>
          Set on every {noun.replace(/s$/, '')} without one
        </Button>
      </div>
      <p role="status" className="font-semibold text-green-800">
        {said}
      </p>
    </fieldset>
  )
}
