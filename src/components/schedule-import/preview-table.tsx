import { useId } from 'react'
import { STACKED } from '@/components/ui/stacked-table'
import type { PreviewRow } from '@/domain/fleet/import-preview'
import { PreviewLine, type LineTools } from './preview-line'

export interface PreviewTableProps {
  /** What the lines are: "Rows to fix", "Rows ready to add". */
  caption: string
  /** The heading of what is said of each line: "Problems", "Notes". */
  about: string
  rows: readonly PreviewRow<object>[]
  tools: LineTools
  id?: string
}

/**
 * Lines of the preview that stand alike, each with what is said of it and its actions. On a narrow
 * screen each line is a card (the stacked table of styles.css): nothing sits off to the side.
 */
export function PreviewTable({ caption, about, rows, tools, id }: PreviewTableProps) {
  const captionId = useId()
  return (
    <div id={id} className="max-w-full rounded-md border border-slate-300">
      <table {...STACKED.table} aria-labelledby={captionId} className="stacked-table w-full border-collapse text-left text-sm">
        <caption id={captionId} className="p-2 text-left font-semibold text-slate-900 max-sm:block">
          {caption}
        </caption>
        <thead {...STACKED.rowgroup} className="bg-slate-100">
          <tr {...STACKED.row}>
            {['Line', 'Row', about, 'Actions'].map((name) => (
              <th key={name} {...STACKED.columnheader} className="p-2">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...STACKED.rowgroup}>
          {rows.map((row) => (
            <PreviewLine key={row.line} row={row} tools={tools} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
