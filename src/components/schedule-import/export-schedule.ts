import { downloadFile } from '@/generic/download-file'
import { scheduleCsv } from '@/domain/schedules/export-csv'
import { SCHEDULES, type ScheduleName } from './schedules'

/** Form rows as a CSV file with the headers the importer reads back, downloaded as `<name>.csv`. */
export function downloadScheduleCsv(scheduleName: ScheduleName, rows: readonly Record<string, unknown>[], fileName = `${scheduleName}.csv`): void {
  const { link } = SCHEDULES[scheduleName]
  downloadFile(fileName, scheduleCsv(link.kind, rows.map(link.toScheduleRow)), 'text/csv;charset=utf-8')
}
