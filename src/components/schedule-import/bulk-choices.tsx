import { ChoiceSelect } from '@/components/form/choice-select'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { linesWithout, readingsOf, type ChoiceColumn, type Chosen } from '@/domain/fleet/bulk-choices'
import type { PreviewRow } from '@/domain/fleet/import-preview'
import { countOf } from '@/generic/text'

export interface BulkChoicesProps {
  columns: readonly ChoiceColumn[]
  rows: readonly PreviewRow<object>[]
  skipped: ReadonlySet<number>
  chosen: Chosen
  /** The lines ticked in the table. */
  selected: ReadonlySet<number>
  onSet: (lines: readonly number[], values: Readonly<Record<string, unknown>>) => void
}

const KEEP = ''
const quoted = ({ text, rows }: { text: string; rows: number }) => `“${text}” (${countOf(rows, 'rows')})`

/**
 * One answer on many rows: a value per column of fixed choices (weight class, body type), set on the
 * rows ticked in the table or on every row without one. It says first what the sheet's words were read
 * as and which rows have none, so that the person sees every reading and corrects any.
 */
export function BulkChoices({ columns, rows, skipped, chosen, selected, onSet }: BulkChoicesProps) {
  const [values, setValues] = useState<Record<string, string>>({})
  const [said, setSaid] = useState('')
  const id = useId()
  const picked = columns.filter(({ key }) => (values[key] ?? KEEP) !== KEEP)
  const lacking = columns.map((column) => ({ column, lines: linesWithout(rows, column.key, skipped) }))

  function labelsOf(columnsSet: readonly ChoiceColumn[]) {
    return columnsSet.map(({ key, options }) => options.find(([option]) => option === values[key])?.[1] ?? '').join(' and ')
  }

  function setOnSelected() {
    if (picked.length === 0) return setSaid('Choose a value first.')
    onSet([...selected], Object.fromEntries(picked.map(({ key }) => [key, values[key]])))
    setSaid(`${labelsOf(picked)} set on ${countOf(selected.size, 'rows')}.`)
  }

  function setOnRowsWithout() {
    if (picked.length === 0) return setSaid('Choose a value first.')
    const done = picked.map((column) => {
      const lines = linesWithout(rows, column.key, skipped)
      if (lines.length > 0) onSet(lines, { [column.key]: values[column.key] })
      return `${labelsOf([column])} set on ${countOf(lines.length, 'rows')}`
    })
    setSaid(`${done.join('; ')}.`)
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 font-semibold text-slate-900">One answer for many rows</legend>
      <ul className="free-text flex flex-col gap-1 text-slate-800">
        {lacking.map(({ column, lines }) => (
          <li key={column.key}>
            {column.label}: {lines.length === 0 ? 'every row has one' : `${countOf(lines.length, 'rows')} without one (line ${lines.join(', ')})`}
            {readingsOf(rows, column, chosen)
              .map(({ label, texts }) => `; ${texts.map(quoted).join(', ')} read as ${label}`)
              .join('')}
            .
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-3">
        {columns.map(({ key, label, options }) => (
          <div key={key} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-${key}`} className="font-semibold text-slate-900">
              {label}
            </label>
            <ChoiceSelect
              id={`${id}-${key}`}
              none="Keep as read"
              options={options}
              value={values[key] ?? KEEP}
              onChange={(event) => setValues((before) => ({ ...before, [key]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={setOnRowsWithout}>
          Set on every row without one
        </Button>
        {selected.size > 0 && (
          <Button variant="secondary" onClick={setOnSelected}>
            Set on the {countOf(selected.size, 'rows')} selected
          </Button>
        )}
      </div>
      <p role="status" className="font-semibold text-green-800">
        {said}
      </p>
    </fieldset>
  )
}
