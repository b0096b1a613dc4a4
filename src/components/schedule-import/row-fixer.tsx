import { useEffect, useId, useRef, useState } from 'react'
import { ChoiceSelect } from '@/components/form/choice-select'
import { inputClassName } from '@/components/form/field'
import { Button } from '@/components/ui/button'
import type { SheetRow } from '@/domain/schedules/sheet-table'

/** A column of fixed choices (weight class, body type) the line is fixed with by choosing, whether or not the sheet has a cell for it. */
export interface FixChoice {
  key: string
  /** The sheet's header for it, or the schedule's name when the sheet has no such column. */
  label: string
  /** The header's index when the sheet has the column: its cell is then chosen, not typed. */
  cell: number | null
  options: readonly (readonly [string, string])[]
  /** The value the line has now (read or chosen before), or undefined. */
  value: unknown
  /** What the sheet's cell says, when it says something. */
  written?: string
}

/**
 * The cells of one line as the sheet had them, under the sheet's headers, to correct before adding. It
 * sits inside the page's own form, so it is a group, not a form: Enter saves the line instead of
 * submitting the page.
 */
export interface RowFixerProps {
  row: SheetRow
  header: readonly string[]
  mapped: readonly number[]
  /** What is wrong with each cell (by column index), shown under it. */
  messages?: Readonly<Record<number, readonly string[]>>
  /** Columns chosen from a list rather than typed; saved as values by column key. */
  choices?: readonly FixChoice[]
  /** What the button does, as the link that opened the form promised ("Send line 59"); "Save line 59" by default. */
  saveLabel?: string
  /** The button sends, and its send control is busy (ADR 0049): it takes no press until it settles. */
  busy?: boolean
  onSave: (cells: string[], values: Record<string, unknown>) => void
  onCancel: () => void
}

const AS_WRITTEN = ''

/**
 * The box the form opens on: the first, in the order drawn, with a problem on it (the line is being fixed
 * for it), else the first box (issue 39).
 */
function firstToFix(typed: readonly number[], choices: readonly FixChoice[], messages: Readonly<Record<number, readonly string[]>>): string {
  const typedWithProblem = typed.find((index) => messages[index]?.length)
  if (typedWithProblem !== undefined) return String(typedWithProblem)
  const chosenWithProblem = choices.find(({ cell }) => cell !== null && messages[cell]?.length)
  if (chosenWithProblem) return chosenWithProblem.key
  return typed.length > 0 ? String(typed[0]) : (choices[0]?.key ?? '')
}

export function RowFixer({ row, header, mapped, messages = {}, choices = [], saveLabel, busy = false, onSave, onCancel }: RowFixerProps) {
  const [cells, setCells] = useState(row.cells)
  const [initial] = useState<Record<string, string>>(() =>
    Object.fromEntries(choices.map(({ key, value, options }) => [key, options.some(([option]) => option === value) ? String(value) : AS_WRITTEN])),
  )
  const [picked, setPicked] = useState(initial)
  const first = useRef<HTMLInputElement & HTMLSelectElement>(null)
  const id = useId()
  useEffect(() => first.current?.focus(), [])
  const chosenCells = new Set(choices.flatMap(({ cell }) => (cell === null ? [] : [cell])))
  const typed = mapped.filter((index) => !chosenCells.has(index))
  const [opensOn] = useState(() => firstToFix(typed, choices, messages))
  // Only what the person changed is set: an untouched box leaves the cell to be read as written.
  const save = () => onSave(cells, Object.fromEntries(Object.entries(picked).filter(([key, value]) => value !== AS_WRITTEN && value !== initial[key])))
  const said = (key: string, lines: readonly string[] | undefined) =>
    lines && (
      <ul id={`${id}-${key}-said`} className="free-text font-semibold text-red-800">
        {lines.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    )
  return (
    <div
      role="group"
      aria-label={`Fix line ${row.line}`}
      // The sweeps find a fix form by it, and check it opened on the box with the problem (e2e/support/fix-form-focus.ts).
      data-fix-form=""
      className="flex flex-col gap-3 p-2"
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
        event.preventDefault()
        save()
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {typed.map((index) => (
          <div key={index} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-${index}`} className="free-text font-semibold text-slate-900">
              {header[index]}
            </label>
            {said(String(index), messages[index])}
            <input
              id={`${id}-${index}`}
              aria-describedby={messages[index] ? `${id}-${index}-said` : undefined}
              aria-invalid={messages[index] ? true : undefined}
              ref={String(index) === opensOn ? first : undefined}
              value={cells[index] ?? ''}
              spellCheck={false}
              onChange={(event) => setCells((before) => before.map((cell, at) => (at === index ? event.target.value : cell)))}
              className={inputClassName}
            />
          </div>
        ))}
        {choices.map(({ key, label, cell, options, written }) => {
          const lines = cell === null ? undefined : messages[cell]
          return (
            <div key={key} className="flex min-w-0 flex-col gap-1">
              <label htmlFor={`${id}-${key}`} className="free-text font-semibold text-slate-900">
                {label}
              </label>
              {said(key, lines)}
              <ChoiceSelect
                id={`${id}-${key}`}
                ref={key === opensOn ? first : undefined}
                none={written ? `As written: “${written}”` : 'None'}
                options={options}
                aria-describedby={lines ? `${id}-${key}-said` : undefined}
                aria-invalid={lines ? true : undefined}
                value={picked[key] ?? AS_WRITTEN}
                onChange={(event) => setPicked((before) => ({ ...before, [key]: event.target.value }))}
              />
            </div>
          )
        })}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={save} busy={busy}>
          {saveLabel ?? `Save line ${row.line}`}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  )
}
