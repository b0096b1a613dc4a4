import { Fragment, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { statusOf, type PreviewRow, type RowStatus } from '@/lib/fleet/import-preview'
import type { SheetTable } from '@/lib/schedules/sheet-table'
import { RowFixer } from './row-fixer'

export interface PreviewTableProps<Form extends object> {
  rows: readonly PreviewRow<Form>[]
  table: SheetTable
  mapping: readonly (string | null)[]
  skipped: ReadonlySet<number>
  describe: (row: Record<string, unknown>) => string
  onSkip: (line: number) => void
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
 * was set aside; scrolls inside itself on a narrow screen.
 */
export function PreviewTable<Form extends object>({ rows, table, mapping, skipped, describe, onSkip, onFix, onReadAsRow, onUse }: PreviewTableProps<Form>) {
  const [fixing, setFixing] = useState<number | null>(null)
  const captionId = useId()
  const mapped = mapping.flatMap((key, index) => (key === null ? [] : [index]))
  const sheetRow = (line: number) => table.rows.find((row) => row.line === line) ?? table.above.find((row) => row.line === line)
  /** A row in a few words; a line with nothing the schedule reads, as the sheet has it. */
  const wordsOf = (row: PreviewRow<Form>) =>
    (!row.setAside && describe(row.form as Record<string, unknown>)) || sheetRow(row.line)?.cells.filter(Boolean).join(' · ') || '(empty)'
  const backToFix = (line: number) => setTimeout(() => document.getElementById(`${captionId}-fix-${line}`)?.focus())
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="max-w-full overflow-x-auto rounded-md border border-slate-300">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption id={captionId} className="p-2 text-left font-semibold text-slate-900">
          Rows read
        </caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="p-2">Line</th>
            <th scope="col" className="p-2">Row</th>
            <th scope="col" className="p-2">Status</th>
            <th scope="col" className="p-2">Problems and notes</th>
            <th scope="col" className="p-2">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const status = statusOf(row, skipped)
            const source = sheetRow(row.line)
            return (
              <Fragment key={row.line}>
                <tr className="border-t border-slate-200 align-top">
                  <th scope="row" className="p-2 font-mono">{row.line}</th>
                  <td className="free-text p-2">{wordsOf(row)}</td>
                  <td className="p-2"><span className={STATUSES[status].className}>{STATUSES[status].label}</span></td>
                  <td className="p-2">
                    {row.setAside ? (
                      <p className="free-text text-slate-800">{row.setAside.message}: not added.</p>
                    ) : (
                      <ul className="free-text flex flex-col gap-1">
                        {row.refusals.map((message) => <li key={message} className="text-red-800">{message}</li>)}
                        {row.toComplete.length > 0 && <li className="text-slate-800">To fill in after adding: {row.toComplete.join('; ')}</li>}
                        {row.notes.map((message) => <li key={message} className="text-amber-900">{message}</li>)}
                      </ul>
                    )}
                  </td>
                  <td className="p-2">
                    {row.setAside ? (
                      row.setAside.mayRead && (
                        <Button variant="link" size="small" className="text-left" onClick={() => {
                            onReadAsRow(row.line)
                            backToFix(row.line)
                          }}>
                          Read line {row.line} as a row
                        </Button>
                      )
                    ) : (
                      <div className="flex flex-col items-start gap-2">
                        <label className="flex items-center gap-2">
                          <input type="checkbox" checked={status === 'skipped'} onChange={() => onSkip(row.line)} className="size-5 accent-brand-700" />
                          Skip line {row.line}
                        </label>
                        <Button id={`${captionId}-fix-${row.line}`} variant="link" size="small" onClick={() => setFixing(row.line)}>
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
                  <tr>
                    <td colSpan={5} className="bg-slate-50">
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
