import { useId, useState } from 'react'
import { inputClassName } from '@/components/form/field'
import { Button } from '@/components/ui/button'
import { XlsxReadError } from '@/domain/schedules/xlsx-rows'
import type { Schedule } from './schedules'
import { sourceFromFile, tableFromText, type ScheduleSource } from './read-source'
import { LiveRegion } from '@/components/ui/live-region'

export interface SourceStepProps {
  schedule: Schedule
  noun: string
  /** The paste box's text, kept with the import. */
  text: string
  onText: (text: string) => void
  onRead: (source: ScheduleSource) => void
  /** What the last step did (rows added, an import kept from before), said once. */
  said: string
  /** What the browser refused to keep, or null. */
  storage: string | null
}

/** Where the rows come from: text pasted from a spreadsheet, or a CSV or XLSX file. */
export function SourceStep({ schedule, noun, text, onText, onRead, said, storage }: SourceStepProps) {
  const [problem, setProblem] = useState<string | null>(null)
  const pasteId = useId()
  const fileId = useId()
  const problemId = useId()
  const kind = schedule.link.kind

  function take(source: ScheduleSource) {
    if (source.table.rows.length === 0)
      setProblem(
        source.workbook
          ? 'No sheet of this workbook has rows under a header row.'
          : 'No rows were found under a header row. Copy the header row and the rows under it.',
      )
    else {
      setProblem(null)
      onRead(source)
    }
  }

  async function readFile(file: File | undefined) {
    if (!file) return
    try {
      take(await sourceFromFile(file, kind))
    } catch (error) {
      setProblem(error instanceof XlsxReadError ? error.message : 'This file could not be read. Save it as CSV or Excel (.xlsx) and try again.')
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <LiveRegion className="font-semibold text-green-800">{said}</LiveRegion>
      {storage && <p className="font-semibold text-red-700">{storage}</p>}
      <div className="flex flex-col gap-2">
        <label htmlFor={pasteId} className="font-semibold text-slate-900">
          Paste the {noun} from your spreadsheet, with the header row
        </label>
        <p className="text-slate-700">Select the cells in Excel, Google Sheets or LibreOffice, copy them, and paste here.</p>
        <textarea
          id={pasteId}
          value={text}
          onChange={(event) => onText(event.target.value)}
          rows={6}
          spellCheck={false}
          aria-describedby={problem ? problemId : undefined}
          className={`${inputClassName} font-mono text-sm whitespace-pre`}
        />
        <div>
          <Button variant="secondary" onClick={() => take({ table: tableFromText(text, kind), fileName: null, workbook: null })}>
            Read the pasted rows
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={fileId} className="font-semibold text-slate-900">
          Or choose a file (CSV or Excel .xlsx)
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => void readFile(event.target.files?.[0])}
          className="max-w-full text-base"
        />
      </div>
      <LiveRegion>
        {problem && (
          <p id={problemId} className="font-semibold text-red-700">
            {problem}
          </p>
        )}
      </LiveRegion>
    </div>
  )
}
