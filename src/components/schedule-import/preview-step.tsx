import { useId, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import type { ChoiceColumn } from '@/domain/fleet/one-answer-for-many'
import { isUndecided, liveLines, statusOf, type PreviewRow } from '@/domain/fleet/import-preview'
import { countOf } from '@/generic/text'
import { PreviewOneAnswerForMany } from './preview-one-answer-for-many'
import { DuplicatesBox } from './duplicates-box'
import { countsSentence, storageSentence } from './import-sentences'
import type { LineTools } from './preview-line'
import { PreviewTable } from './preview-table'
import type { Schedule } from './schedules'
import { StepHeading } from './step-heading'
import type { ScheduleImport } from './use-schedule-import'
import { LiveRegion } from '@/components/ui/live-region'

/** Ready rows up to this many are shown at once; more are summed up in a count, shown on request (as a long fleet list is, ADR 0042). */
const READY_SHOWN_UP_TO = 10

export interface PreviewStepProps {
  schedule: Schedule
  imported: ScheduleImport
  /** What was read, and a way to read another sheet. */
  source: ReactNode
  /** Added rows' place in the page: whether to keep the rows entered or replace them. */
  modeChoice: ReactNode
  /** The add button, when the page takes rows. */
  addButton: ReactNode
  choices: readonly ChoiceColumn[]
  onUse?: (row: PreviewRow<object>) => void
}

/**
 * The preview: what needs the person first (rows to fix, keys on more than one line, lines set aside),
 * then the ready rows, summed up when there are many. The actions come before the tables: a keyboard
 * reaches "Add" without passing two controls per row.
 */
export function PreviewStep({ schedule, imported, source, modeChoice, addButton, choices, onUse }: PreviewStepProps) {
  const { state, preview, counts, ready, dispatch } = imported
  const { loaded, mapping, skipped, chosen, selected } = state
  const [fixing, setFixing] = useState<number | null>(null)
  const [readyShown, setReadyShown] = useState(false)
  const id = useId()
  if (!loaded || !mapping) return null
  const header = loaded.table.header.cells
  const sheetRow = (line: number) => loaded.table.rows.find((row) => row.line === line) ?? loaded.table.above.find((row) => row.line === line)
  const tools: LineTools = {
    statusOf: (row) => statusOf(row, skipped),
    wordsOf: (row) =>
      (!row.setAside && schedule.describe(row.form as Record<string, unknown>)) || sheetRow(row.line)?.cells.filter(Boolean).join(' · ') || '(empty)',
    sheetRow,
    header,
    mapped: mapping.flatMap((key, index) => (key === null ? [] : [index])),
    choicesOf: (row) =>
      choices.map(({ key, label, options }) => {
        const cell = mapping.indexOf(key)
        return { key, label: cell >= 0 ? header[cell] || label : label, cell: cell >= 0 ? cell : null, options, value: row.values[key], written: row.raw[key] }
      }),
    fixing,
    setFixing,
    onSkip: (line) => dispatch({ type: 'skip toggled', line }),
    onFix: (line, cells, values) => dispatch({ type: 'line fixed', line, cells, values }),
    onReadAsRow: (line) => dispatch({ type: 'read as row', line }),
    onUse,
    selection: choices.length > 0 ? { selected, onToggle: (line) => dispatch({ type: 'selection toggled', line }) } : undefined,
    fixId: (line) => `${id}-fix-${line}`,
    headingId: `${id}-heading`,
  }
  const toFix = preview.rows.filter((row) => tools.statusOf(row) === 'to fix')
  const notAdded = preview.rows.filter((row) => tools.statusOf(row) === 'skipped' || tools.statusOf(row) === 'set aside')
  const undecided = preview.duplicates
    .filter((duplicate) => isUndecided(duplicate, skipped, state.duplicatesAllowed))
    .map((duplicate) => ({ ...duplicate, live: liveLines(duplicate, skipped) }))
  const storage = storageSentence({ importKept: imported.stored, mappingKept: state.mappingKept })
  const readyOpen = ready.length <= READY_SHOWN_UP_TO || readyShown
  return (
    <div className="flex flex-col gap-4">
      <StepHeading id={`${id}-heading`} focusKey={state.turn}>
        Check the rows, then add them
      </StepHeading>
      {source}
      <LiveRegion className="font-semibold text-green-800">{state.said}</LiveRegion>
      <p role="status" className="font-semibold text-slate-900">
        {countsSentence(counts)}
      </p>
      {storage && <p className="font-semibold text-red-700">{storage}</p>}
      {modeChoice}
      <div className="flex flex-wrap gap-3">
        {addButton}
        <Button variant="secondary" onClick={() => dispatch({ type: 'columns asked' })}>
          Change the columns
        </Button>
        <Button variant="secondary" onClick={() => dispatch({ type: 'started again' })}>
          Start again with other rows
        </Button>
      </div>
      {undecided.length > 0 && (
        <DuplicatesBox
          rowKey={schedule.link.key}
          duplicates={undecided}
          onSkip={(lines) => dispatch({ type: 'lines skipped', lines })}
          onAllow={(key) => dispatch({ type: 'duplicate allowed', key })}
        />
      )}
      {choices.length > 0 && counts.ready + counts['to fix'] > 0 && (
        <PreviewOneAnswerForMany
          columns={choices}
          rows={preview.rows}
          skipped={skipped}
          chosen={chosen}
          selected={selected}
          onSet={(lines, values) => dispatch({ type: 'set on lines', lines, values })}
        />
      )}
      {toFix.length > 0 && <PreviewTable caption={`Rows to fix (${toFix.length})`} about="Problems" rows={toFix} tools={tools} />}
      {notAdded.length > 0 && <PreviewTable caption={`Lines not added (${notAdded.length})`} about="Why" rows={notAdded} tools={tools} />}
      {ready.length > READY_SHOWN_UP_TO && (
        <div>
          <Button variant="secondary" aria-expanded={readyShown} aria-controls={`${id}-ready`} onClick={() => setReadyShown(!readyShown)}>
            {readyShown ? 'Hide the ready rows' : `Show the ${countOf(ready.length, 'ready rows', 'ready row')}`}
          </Button>
        </div>
      )}
      {ready.length > 0 && readyOpen && (
        <PreviewTable id={`${id}-ready`} caption={`Rows ready to add (${ready.length})`} about="Notes" rows={ready} tools={tools} />
      )}
    </div>
  )
}
