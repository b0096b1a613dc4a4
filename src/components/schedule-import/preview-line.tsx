import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { StackLabel, STACKED } from '@/components/ui/stacked-table'
import { problemsByCell, problemWords, type PreviewRow, type RowStatus } from '@/domain/fleet/import-preview'
import type { SheetRow } from '@/domain/schedules/sheet-table'
import { RowFixer, type FixChoice } from './row-fixer'

/** What every line of the preview's tables shares: how to read it, and what the person may do with it. */
export interface LineTools {
  statusOf: (row: PreviewRow<object>) => RowStatus
  /** A row in a few words; a line with nothing the schedule reads, as the sheet has it. */
  wordsOf: (row: PreviewRow<object>) => string
  sheetRow: (line: number) => SheetRow | undefined
  header: readonly string[]
  /** The header indexes of the columns read. */
  mapped: readonly number[]
  /** The columns of fixed choices a line is fixed with (weight class, body type), with the line's value. */
  choicesOf: (row: PreviewRow<object>) => FixChoice[]
  /** The line whose cells are open to fix, one at a time. */
  fixing: number | null
  setFixing: (line: number | null) => void
  onSkip: (line: number) => void
  onFix: (line: number, cells: string[], values: Record<string, unknown>) => void
  /** Reads a line set aside by a guess (a total, a note) as a row after all. */
  onReadAsRow: (line: number) => void
  /** A form of one row: each ready row has a button that puts it in the form. */
  onUse?: (row: PreviewRow<object>) => void
  /** Rows ticked to set one answer on (preview-one-answer-for-many.tsx), where the schedule has such answers. */
  selection?: { selected: ReadonlySet<number>; onToggle: (line: number) => void }
  /** The id of a line's Fix button, to give it the focus back. */
  fixId: (line: number) => string
  /** Where the focus goes when a line fixed or read as a row has moved out of sight (to the ready rows, summed up): the step's heading. */
  headingId: string
}

/** After the line's cells close, the focus goes back to its Fix button, or to the step's heading when the line moved out of sight. */
const backToLine = (tools: LineTools, line: number) =>
  setTimeout(() => (document.getElementById(tools.fixId(line)) ?? document.getElementById(tools.headingId))?.focus())

/** The row's line in an action's name for a screen reader; on screen the Line column (or card heading) says it, so the actions stay one word and do not wrap. */
function LineName({ line }: { line: number }) {
  return <span className="sr-only"> line {line}</span>
}

/** What the third column says of a line: its problems, its notes, or why it is not added; nothing when there is nothing to say. */
function About({ row, status }: { row: PreviewRow<object>; status: RowStatus }): ReactNode {
  if (row.setAside) return <p className="free-text text-slate-800">{row.setAside.message}: not added.</p>
  if (status === 'skipped') return <p className="text-slate-800">Skipped: not added.</p>
  const said = [
    ...row.refusals.map((problem) => ({ text: problemWords(problem), className: 'text-red-800' })),
    ...(status === 'ready' && row.toComplete.length > 0
      ? [{ text: `To fill in after adding: ${row.toComplete.join('; ')}`, className: 'text-slate-800' }]
      : []),
    ...row.notes.map((note) => ({ text: note, className: 'text-amber-900' })),
  ]
  if (said.length === 0) return null
  return (
    <ul className="free-text flex flex-col gap-1">
      {said.map(({ text, className }) => (
        <li key={text} className={className}>
          {text}
        </li>
      ))}
    </ul>
  )
}

function Actions({ row, status, tools }: { row: PreviewRow<object>; status: RowStatus; tools: LineTools }) {
  const { selection, onUse } = tools
  if (row.setAside) {
    return (
      row.setAside.mayRead && (
        <Button
          variant="secondary"
          size="small"
          className="text-left"
          onClick={() => {
            tools.onReadAsRow(row.line)
            backToLine(tools, row.line)
          }}
        >
          Read line {row.line} as a row
        </Button>
      )
    )
  }
  return (
    <div className="flex flex-wrap items-start gap-x-5 gap-y-2 sm:flex-col">
      {selection && status !== 'skipped' && (
        <label className="flex items-center gap-2 whitespace-nowrap">
          <input type="checkbox" checked={selection.selected.has(row.line)} onChange={() => selection.onToggle(row.line)} className="size-5 accent-brand-700" />
          Select
          <LineName line={row.line} />
        </label>
      )}
      <label className="flex items-center gap-2 whitespace-nowrap">
        <input type="checkbox" checked={status === 'skipped'} onChange={() => tools.onSkip(row.line)} className="size-5 accent-brand-700" />
        Skip
        <LineName line={row.line} />
      </label>
      <Button id={tools.fixId(row.line)} variant="secondary" size="small" onClick={() => tools.setFixing(row.line)}>
        Fix
        <LineName line={row.line} />
      </Button>
      {onUse && status === 'ready' && (
        <Button variant="secondary" size="small" onClick={() => onUse(row)}>
          Use
          <LineName line={row.line} />
        </Button>
      )}
    </div>
  )
}

/** One line of the preview: its number, the row in words, what is said of it, and what the person may do; then its cells while they are fixed. */
export function PreviewLine({ row, tools }: { row: PreviewRow<object>; tools: LineTools }) {
  const status = tools.statusOf(row)
  const source = tools.sheetRow(row.line)
  const close = () => {
    tools.setFixing(null)
    backToLine(tools, row.line)
  }
  return (
    <>
      <tr {...STACKED.row} className="border-t border-slate-200 align-top">
        <th {...STACKED.rowheader} className="p-2 font-mono max-sm:font-sans max-sm:text-base">
          <StackLabel>Line </StackLabel>
          {row.line}
        </th>
        <td {...STACKED.cell} className="free-text stack-block p-2">
          {tools.wordsOf(row)}
        </td>
        {/* Left empty when there is nothing to say: a phone's card then leaves the cell out (td:empty). */}
        <td {...STACKED.cell} className="stack-block p-2">
          <About row={row} status={status} />
        </td>
        <td {...STACKED.cell} className="stack-block p-2">
          <Actions row={row} status={status} tools={tools} />
        </td>
      </tr>
      {tools.fixing === row.line && source && (
        <tr {...STACKED.row}>
          <td {...STACKED.cell} colSpan={4} className="stack-block bg-slate-50">
            <RowFixer
              row={source}
              header={tools.header}
              mapped={tools.mapped}
              messages={problemsByCell(row.refusals)}
              choices={tools.choicesOf(row)}
              onSave={(cells, values) => {
                tools.onFix(row.line, cells, values)
                close()
              }}
              onCancel={close}
            />
          </td>
        </tr>
      )}
    </>
  )
}
