import { useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { choiceColumns } from '@/domain/fleet/bulk-choices'
import { statusOf, type ImportForm, type RowStatus } from '@/domain/fleet/import-preview'
import type { SheetRow } from '@/domain/schedules/sheet-table'
import { countOf } from '@/generic/text'
import { BulkChoices } from './bulk-choices'
import { addedSentence, countsSentence, emptyRowsHint, type EnteredRows } from './import-sentences'
import { MappingStep } from './mapping-step'
import { PreviewTable } from './preview-table'
import { SCHEDULES, type ScheduleName } from './schedules'
import { SourceNote } from './source-note'
import { SourceStep } from './source-step'
import { StepHeading } from './step-heading'
import { useScheduleImport, type AddMode } from './use-schedule-import'

export interface ImportPanelProps {
  scheduleName: ScheduleName
  /** The rows' name in the page's words: "vehicles", "drivers". */
  noun: string
  account: string
  today: string
  target: ImportForm<object>
  enteredVins: (mode: AddMode) => string[]
  /** The rows the page has now: a choice to add to them or replace them when some are filled in. */
  entered: () => EnteredRows
  /** A list: the ready rows go in at once (with the lines they came from, as the sheet has them). */
  onAdd?: (rows: object[], mode: AddMode, read: ReadyLines) => void
  /** The add button's words for `count` ready rows; "Add 3 vehicles" by default. */
  addLabel?: (count: number) => string
  /** A form of one row: the person picks the row. */
  onUse?: (row: object) => void
}

/** The ready rows' lines as the sheet has them, its header, the column each cell fills, and every other line of the preview with why it stays out. */
export interface ReadyLines {
  lines: SheetRow[]
  header: string[]
  mapping: (string | null)[]
  heldBack: { line: number; cells: string[]; status: Exclude<RowStatus, 'ready'>; problems: string[] }[]
}

/**
 * Paste or choose a schedule, match its columns, see each row with its problems, skip or fix rows, then
 * add the ready ones (to the rows entered, or in their place). Refused rows stay to be fixed. It says
 * what it read (the file, the sheet) and sets aside, saying why, the lines that are not rows; every
 * count it shows is counted from the rows it shows.
 */
export default function ImportPanel({ scheduleName, noun, account, today, target, enteredVins, entered, onAdd, addLabel, onUse }: ImportPanelProps) {
  const schedule = SCHEDULES[scheduleName]
  const state = useScheduleImport({ schedule, account, today, target, enteredVins })
  const [said, setSaid] = useState('')
  /** Moves the focus back to the step's heading: after an add, or another sheet read. */
  const [turn, setTurn] = useState(0)
  const modeName = useId()
  const { loaded, mapping, preview, ready, counts } = state
  const rows = entered()
  const emptyHint = emptyRowsHint(rows)
  const choices = useMemo(() => choiceColumns(schedule.link, target.empty()), [schedule, target])

  function add() {
    if (!onAdd || !loaded || !mapping) return
    const lines = ready.flatMap((row) => loaded.table.rows.filter((line) => line.line === row.line))
    const cellsOf = (line: number) => [...loaded.table.above, ...loaded.table.rows].find((row) => row.line === line)?.cells ?? []
    const heldBack = preview.flatMap((row) => {
      const status = statusOf(row, state.skipped)
      const problems = row.setAside ? [row.setAside.message] : row.refusals
      return status === 'ready' ? [] : [{ line: row.line, cells: [...cellsOf(row.line)], status, problems }]
    })
    onAdd(
      ready.map((row) => row.form),
      state.mode,
      { lines, header: loaded.table.header.cells, mapping, heldBack },
    )
    state.taken(preview.flatMap((row) => (statusOf(row, state.skipped) === 'to fix' ? [] : [row.line])))
    setTurn((count) => count + 1)
    setSaid(addedSentence(noun, counts))
  }

  function readSheet(index: number) {
    setSaid('')
    state.readSheet(index)
    setTurn((count) => count + 1)
  }

  if (!loaded) {
    return (
      <>
        <SourceStep
          schedule={schedule}
          noun={noun}
          onRead={(source) => {
            setSaid('')
            state.load(source)
          }}
        />
        <p role="status" className="mt-4 font-semibold text-green-800">
          {said}
        </p>
      </>
    )
  }
  const source = <SourceNote loaded={loaded} onReadSheet={readSheet} />
  if (!mapping) return <MappingStep key={turn} schedule={schedule} loaded={loaded} source={source} onChoose={state.chooseMapping} />

  // The actions come before the table: a keyboard reaches "Add" without passing two controls per row.
  return (
    <div className="flex flex-col gap-4">
      <StepHeading focusKey={turn}>Check the rows, then add them</StepHeading>
      {source}
      {said && (
        <p role="status" className="font-semibold text-green-800">
          {said}
        </p>
      )}
      <p role="status" className="font-semibold text-slate-900">
        {countsSentence(counts)}
      </p>
      {!state.mappingKept && (
        <p className="font-semibold text-red-700">
          This browser refused to remember these columns (its storage is full or turned off): the next schedule with the same headers asks again.
        </p>
      )}
      {onAdd && rows.filled > 0 && ready.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold text-slate-900">The {countOf(rows.filled, noun)} already entered</legend>
          {emptyHint && <p className="text-slate-700">{emptyHint}</p>}
          {(['append', 'replace'] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-2">
              <input
                type="radio"
                name={modeName}
                checked={state.mode === mode}
                onChange={() => state.setMode(mode)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {mode === 'append' ? 'Keep them and add these after them' : 'Replace them with these'}
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-3">
        {onAdd && ready.length > 0 && <Button onClick={add}>{addLabel ? addLabel(ready.length) : `Add ${countOf(ready.length, noun)}`}</Button>}
        <Button variant="secondary" onClick={state.editMapping}>
          Change the columns
        </Button>
        <Button variant="secondary" onClick={state.reset}>
          Start again with other rows
        </Button>
      </div>
      {choices.length > 0 && counts.ready + counts['to fix'] > 0 && (
        <BulkChoices columns={choices} rows={preview} skipped={state.skipped} chosen={state.chosen} selected={state.selected} onSet={state.setOnLines} />
      )}
      {preview.length > 0 && (
        <PreviewTable
          rows={preview}
          table={loaded.table}
          mapping={mapping}
          skipped={state.skipped}
          describe={schedule.describe}
          onSkip={state.toggleSkip}
          selection={choices.length > 0 ? { selected: state.selected, onToggle: state.toggleSelected } : undefined}
          onFix={state.editCells}
          onReadAsRow={state.readAsRow}
          onUse={
            onUse &&
            ((row) => {
              onUse(row.form)
              setSaid(`Line ${row.line} is in the form below. Check it, then add it.`)
            })
          }
        />
      )}
    </div>
  )
}
