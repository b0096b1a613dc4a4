import { scheduleCsv } from '@/lib/schedules/export-csv'
import { SCHEDULES, type ScheduleName } from './schedules'

/** A CSV text downloaded as `fileName`. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.click()
  setTimeout(() => URL.revokeObjectURL(url))
}

/** Form rows as a CSV file with the headers the importer reads back, downloaded as `<name>.csv`. */
export function downloadScheduleCsv(scheduleName: ScheduleName, rows: readonly Record<string, unknown>[], fileName = `${scheduleName}.csv`): void {
  const { link } = SCHEDULES[scheduleName]
  downloadCsv(scheduleCsv(link.kind, rows.map(link.toRecord)), fileName)
}
