import { parseDelimitedText } from '@/domain/schedules/delimited-text'
import { headerScore } from '@/domain/schedules/match-headers'
import type { Columns, ScheduleKind } from '@/domain/schedules/schedule-columns'
import { chooseSheet, type SheetChoice } from '@/domain/schedules/sheet-choice'
import { toSheetTable, type SheetTable } from '@/domain/schedules/sheet-table'
import { readXlsxSheets } from '@/domain/schedules/xlsx-rows'

/** What an import read: the table, and where it came from, to say so (and, of a workbook, to read another sheet). */
export interface ScheduleSource {
  table: SheetTable
  /** The file's name; null for pasted text. */
  fileName: string | null
  /** A workbook's sheets and the one read; null for text and CSV. */
  workbook: SheetChoice | null
}

const isWorkbook = (file: File) => /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Pasted text (tab-separated from a spreadsheet, or CSV) as a table, its header found under any title rows. */
export const tableFromText = (text: string, kind: ScheduleKind<Columns>): SheetTable => toSheetTable(parseDelimitedText(text), headerScore(kind))

/**
 * A CSV or text file read as text; an `.xlsx` workbook through the XLSX reader, loaded now (ADR 0022),
 * every sheet read and the one that holds this schedule chosen (sheet-choice.ts): an insured's workbook
 * often holds the power units, trailers and drivers on sheets of their own, so each page takes the same file.
 */
export async function sourceFromFile(file: File, kind: ScheduleKind<Columns>): Promise<ScheduleSource> {
  if (!isWorkbook(file)) return { table: tableFromText(await file.text(), kind), fileName: file.name, workbook: null }
  const workbook = chooseSheet(await readXlsxSheets(file), kind)
  return { table: workbook.sheets[workbook.chosen]?.table ?? toSheetTable([]), fileName: file.name, workbook }
}
