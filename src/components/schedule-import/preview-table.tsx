import { Fragment, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { StackLabel, STACKED } from '@/components/ui/stacked-table'
import { statusOf, type PreviewRow, type RowStatus } from '@/domain/fleet/import-preview'
import type { SheetTable } from '@/domain/schedules/sheet-table'
import { RowFixer } from './row-fixer'

export interface PreviewTableProps<Form extends object> {
  rows: readonly PreviewRow<Form>[]
  table: SheetTable
  mapping: readonly (string | null)[]
  skipped: ReadonlySet<number>
  describe: (row: Record<string, unknown>) => string
  onSkip: (line: number) => void
  /** Rows ticked to set one answer on (bulk-choices.tsx), where the schedule has such answers. */
  selection?: { selected: ReadonlySet<number>; onToggle: (line: number) => void }
  onFix: (line: number, cells: string[]) => void
  /** Reads a line set aside by a guess (a total, a note) as a row after all. */
  onReadAsRow: (line: number) => void
  /** A form of one row: each ready row has a button that puts it in the form. */
  onUse?: (row: PreviewRow<Form>) => void
}

const STATUSES: Record<RowStatus, { label: string; className: string }> = {
  ready: { label: 'Ready', className: 'font-semibold text-green-800' },
  'to fix': { label: 'Needs fixing', className: 'font-semibold text-red-700' },
  skipped: { label: 'Skipped', className: 'text-slate-700' },
  'set aside': { label: 'Set aside', className: 'text-slate-700' },
}

/**
 * Every line read under (and above) the header, its status and problems, with skip and fix, or why it
 * was set aside. On a narrow screen each line is a card with its actions (the stacked table of
 * styles.css): nothing sits off to the side.
 */
export function PreviewTable<Form extends object>({
  rows,
  table,
  mapping,
  skipped,
  describe,
  onSkip,
  selection,
  onFix,
  onReadAsRow,
  onUse,
}: PreviewTableProps<Form>) {
  const [fixing, setFixing] = useState<number | null>(null)
  const captionId = useId()
  const mapped = mapping.flatMap((key, index) => (key === null ? [] : [index]))
  const sheetRow = (line: number) => table.rows.find((row) => row.line === line) ?? table.above.find((row) => row.line === line)
  /** A row in a few words; a line with nothing the schedule reads, as the sheet has it. */
  const wordsOf = (row: PreviewRow<Form>) =>
    (!row.setAside && describe(row.form as Record<string, unknown>)) || sheetRow(row.line)?.cells.filter(Boolean).join(' · ') || '(empty)'
  const backToFix = (line: number) => setTimeout(() => document.getElementById(`${captionId}-fix-${line}`)?.focus())
  return (
    <div className="max-w-full rounded-md border border-slate-300">
      <table {...STACKED.table} aria-labelledby={captionId} className="stacked-table w-full border-collapse text-left text-sm">
        <caption id={captionId} className="p-2 text-left font-semibold text-slate-900 max-sm:block">
          Rows read
        </caption>
        <thead {...STACKED.rowgroup} className="bg-slate-100">
          <tr {...STACKED.row}>
            <th {...STACKED.columnheader} className="p-2">
              Line
            </th>
            <th {...STACKED.columnheader} className="p-2">
              Row
            </th>
            <th {...STACKED.columnheader} className="p-2">
              Status
            </th>
            <th {...STACKED.columnheader} className="p-2">
              Problems and notes
            </th>
            <th {...STACKED.columnheader} className="p-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody {...STACKED.rowgroup}>
          {rows.map((row) => {
            const status = statusOf(row, skipped)
            const source = sheetRow(row.line)
            return (
              <Fragment key={row.line}>
                <tr {...STACKED.row} className="border-t border-slate-200 align-top">
                  <th {...STACKED.rowheader} className="p-2 font-mono max-sm:font-sans max-sm:text-base">
                    <StackLabel>Line </StackLabel>
                    {row.line}
                  </th>
                  <td {...STACKED.cell} className="free-text stack-block p-2">
                    <StackLabel>Row</StackLabel>
                    {wordsOf(row)}
                  </td>
                  <td {...STACKED.cell} className="p-2">
                    <StackLabel>Status</StackLabel>
                    <span className={STATUSES[status].className}>{STATUSES[status].label}</span>
                  </td>
                  <td {...STACKED.cell} className="stack-block p-2">
                    <StackLabel>Problems and notes</StackLabel>
                    {row.setAside ? (
                      <p className="free-text text-slate-800">{row.setAside.message}: not added.</p>
                    ) : (
                      <ul className="free-text flex flex-col gap-1">
                        {row.refusals.map((message) => (
                          <li key={message} className="text-red-800">
                            {message}
                          </li>
                        ))}
                        {row.toComplete.length > 0 && <li className="text-slate-800">To fill in after adding: {row.toComplete.join('; ')}</li>}
                        {row.notes.map((message) => (
                          <li key={message} className="text-amber-900">
                            {message}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td {...STACKED.cell} className="stack-block p-2">
                    <StackLabel>Actions</StackLabel>
                    {row.setAside ? (
                      row.setAside.mayRead && (
                        <Button
                          variant="secondary"
                          size="small"
                          className="text-left"
                          onClick={() => {
                            onReadAsRow(row.line)
                            backToFix(row.line)
                          }}
                        >
                          Read line {row.line} as a row
                        </Button>
                      )
                    ) : (
                      <div className="flex flex-wrap items-start gap-x-5 gap-y-2 sm:flex-col">
                        {selection && status !== 'skipped' && (
                          <label className="flex items-center gap-2">
                            <input
                              type="checkbox"
                              checked={selection.selected.has(row.line)}
                              onChange={() => selection.onToggle(row.line)}
                              className="size-5 accent-brand-700"
                            />
                            Select line {row.line}
                          </label>
                        )}
                        <label className="flex items-center gap-2">
                          <input type="checkbox" checked={status === 'skipped'} onChange={() => onSkip(row.line)} className="size-5 accent-brand-700" />
                          Skip line {row.line}
                        </label>
                        <Button id={`${captionId}-fix-${row.line}`} variant="secondary" size="small" onClick={() => setFixing(row.line)}>
                          Fix line {row.line}
                        </Button>
                        {onUse && status === 'ready' && (
                          <Button variant="secondary" size="small" onClick={() => onUse(row)}>
                            Use line {row.line}
                          </Button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
                {fixing === row.line && source && (
                  <tr {...STACKED.row}>
                    <td {...STACKED.cell} colSpan={5} className="stack-block bg-slate-50">
                      <RowFixer
                        row={source}
                        header={table.header.cells}
                        mapped={mapped}
                        onSave={(cells) => {
                          onFix(row.line, cells)
                          setFixing(null)
                          backToFix(row.line)
                        }}
                        onCancel={() => {
                          setFixing(null)
                          backToFix(row.line)
                        }}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
