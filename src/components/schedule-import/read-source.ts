import { parseDelimitedText } from '@/lib/schedules/delimited-text'
import { headerScore } from '@/lib/schedules/match-headers'
import type { Columns, ScheduleKind } from '@/lib/schedules/schedule-columns'
import { toSheetTable, type SheetTable } from '@/lib/schedules/sheet-table'
import { readXlsxRows } from '@/lib/schedules/xlsx-rows'

const isWorkbook = (file: File) => /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Pasted text (tab-separated from a spreadsheet, or CSV) as a table, its header found under any title rows. */
export const tableFromText = (text: string, kind: ScheduleKind<Columns>): SheetTable => toSheetTable(parseDelimitedText(text), headerScore(kind))

/** A CSV or text file read as text; an `.xlsx` workbook's first sheet through the XLSX reader, loaded now (ADR 0022). */
export async function tableFromFile(file: File, kind: ScheduleKind<Columns>): Promise<SheetTable> {
  if (isWorkbook(file)) return toSheetTable((await readXlsxRows(file)).rows, headerScore(kind))
  return tableFromText(await file.text(), kind)
}
