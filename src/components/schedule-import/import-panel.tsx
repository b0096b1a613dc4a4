import { useId, useMemo } from 'react'
import { Button } from '@/components/ui/button'
import { choiceColumns } from '@/domain/fleet/one-answer-for-many'
import type { ImportForm } from '@/domain/fleet/import-preview'
import { countOf } from '@/generic/text'
import type { ReadyLines } from './handoff'
import { addedSentence, emptyRowsHint, storageSentence, type EnteredRows } from './import-sentences'
import type { AddMode } from './import-state'
import { MappingStep } from './mapping-step'
import { PreviewStep } from './preview-step'
import { SCHEDULES, type ScheduleName } from './schedules'
import { SourceNote } from './source-note'
import { SourceStep } from './source-step'
import { StepHeadingLevel } from './step-heading'
import { useScheduleImport } from './use-schedule-import'

export type { ReadyLines } from './handoff'

export interface ImportPanelProps {
  scheduleName: ScheduleName
  /** The rows' name in the page's words: "vehicles", "drivers". */
  noun: string
  account: string
  today: string
  target: ImportForm<object>
  /** The rows the page has now, each with where it is ("vehicle 3"): imported rows must not repeat their VINs or licenses. By mode: with "replace", the list replaced does not count. */
  enteredRows?: (mode: AddMode) => { where: string; form: object }[]
  /** The rows of the page's list: a choice to add to them or replace them when some are filled in. */
  entered: () => EnteredRows
  /** A list: the ready rows go in at once, with every line of the sheet (ready or held back) as `ReadyLines` says. */
  onAdd?: (rows: object[], mode: AddMode, read: ReadyLines) => void
  /** The add button's words for `count` ready rows; "Add 3 vehicles" by default. */
  addLabel?: (count: number) => string
  /** The add hands every line over (the ready rows to send, the others held back): the import ends with it. */
  takesEveryLine?: boolean
  /** A form of one row: the person picks the row. */
  onUse?: (row: object) => void
  /** Where this import is kept in the browser across a reload, per account (`quote/3f9c…/vehicles`); without it nothing is kept. */
  keepAs?: string
  /** 2 when the panel sits right under the page's h1; 3 (by default) under a section's h2. */
  headingLevel?: 2 | 3
}

const noRows = () => []

/**
 * Paste or choose a schedule, match its columns, see each row with its problems, skip or fix rows, then
 * add the ready ones (to the rows entered, or in their place). Refused rows stay to be fixed. It says
 * what it read (the file, the sheet) and sets aside, saying why, the lines that are not rows; every
 * count it shows is counted from the rows it shows. What the person did is kept across a reload.
 */
export default function ImportPanel({ headingLevel = 3, ...props }: ImportPanelProps) {
  return (
    <StepHeadingLevel value={headingLevel}>
      <ImportSteps {...props} />
    </StepHeadingLevel>
  )
}

function ImportSteps(props: Omit<ImportPanelProps, 'headingLevel'>) {
  const { scheduleName, noun, account, today, target, enteredRows = noRows, entered, onAdd, addLabel, takesEveryLine = false, onUse, keepAs } = props
  const schedule = SCHEDULES[scheduleName]
  const imported = useScheduleImport({ schedule, account, today, target, enteredRows, keepAs: keepAs ?? null })
  const { state, ready, counts, dispatch } = imported
  const modeName = useId()
  const rows = entered()
  const emptyHint = emptyRowsHint(rows)
  const choices = useMemo(() => choiceColumns(schedule.link, target.empty()), [schedule, target])
  const storage = storageSentence({ importKept: imported.stored, mappingKept: state.mappingKept })

  function add() {
    const handoff = imported.handoff()
    if (!onAdd || !handoff) return
    onAdd(handoff.forms, state.mode, handoff.read)
    imported.taken(addedSentence(noun, counts), takesEveryLine)
  }

  if (!state.loaded) {
    return (
      <SourceStep
        schedule={schedule}
        noun={noun}
        text={state.pasted}
        onText={(text) => dispatch({ type: 'pasted', text })}
        onRead={(source) => imported.read(source)}
        said={state.said}
        storage={storage}
      />
    )
  }
  const source = <SourceNote loaded={state.loaded} onReadSheet={imported.readSheet} />
  if (!state.mapping) {
    return <MappingStep key={state.turn} schedule={schedule} loaded={state.loaded} source={source} storage={storage} onChoose={imported.chooseMapping} />
  }
  return (
    <PreviewStep
      schedule={schedule}
      imported={imported}
      source={source}
      choices={choices}
      modeChoice={
        onAdd &&
        rows.filled > 0 &&
        counts.ready + counts['to fix'] > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="font-semibold text-slate-900">The {countOf(rows.filled, noun)} already entered</legend>
            {emptyHint && <p className="text-slate-700">{emptyHint}</p>}
            {(['append', 'replace'] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={modeName}
                  checked={state.mode === mode}
                  onChange={() => dispatch({ type: 'mode chosen', mode })}
                  className="size-5 shrink-0 accent-brand-700"
                />
                {mode === 'append' ? 'Keep them and add these after them' : 'Replace them with these'}
              </label>
            ))}
          </fieldset>
        )
      }
      addButton={onAdd && ready.length > 0 && <Button onClick={add}>{addLabel ? addLabel(ready.length) : `Add ${countOf(ready.length, noun)}`}</Button>}
      onUse={
        onUse &&
        ((row) => {
          onUse(row.form)
          dispatch({ type: 'said', said: `Line ${row.line} is in the form below. Check it, then add it.` })
        })
      }
    />
  )
}
