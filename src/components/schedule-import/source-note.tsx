import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { WorkbookSheet } from '@/domain/schedules/sheet-choice'
import { sourceSentence } from './import-sentences'
import type { Loaded } from './import-state'

const HEADERS_SHOWN = 6

function headersOf({ table }: WorkbookSheet): string {
  const headers = table.header.cells.filter(Boolean)
  if (headers.length === 0) return 'An empty sheet.'
  const more = headers.length > HEADERS_SHOWN ? `, and ${headers.length - HEADERS_SHOWN} more` : ''
  return `Headers: ${headers.slice(0, HEADERS_SHOWN).join(', ')}${more}.`
}

/**
 * What the import read (the file and, of a workbook, the sheet), and, when the workbook has other
 * sheets, a way to read one of them instead: the sheet is chosen by a guess (sheet-choice.ts).
 */
export function SourceNote({ loaded, onReadSheet }: { loaded: Loaded; onReadSheet: (index: number) => void }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const sentence = sourceSentence(loaded)
  const { workbook } = loaded
  if (!sentence) return null
  return (
    <div className="flex flex-col items-start gap-2">
      <p role="status" className="text-slate-900">
        {sentence}
      </p>
      {workbook && workbook.sheets.length > 1 && (
        <Button variant="secondary" size="small" aria-expanded={open} aria-controls={`${id}-sheets`} onClick={() => setOpen(!open)}>
          Read another sheet
        </Button>
      )}
      {workbook && open && (
        <ul id={`${id}-sheets`} aria-label="The other sheets" className="flex flex-col gap-3 border-l-4 border-slate-300 pl-3">
          {workbook.sheets.map((sheet, index) =>
            index === workbook.chosen ? null : (
              <li key={index} className="flex flex-col items-start">
                <Button
                  variant="secondary"
                  size="small"
                  aria-describedby={`${id}-${index}`}
                  onClick={() => {
                    setOpen(false)
                    onReadSheet(index)
                  }}
                >
                  Read the sheet “{sheet.name}”
                </Button>
                <span id={`${id}-${index}`} className="text-sm break-words text-slate-700">
                  {headersOf(sheet)}
                </span>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  )
}
