import { parseDelimitedText } from '@/lib/schedules/delimited-text'
import { headerScore } from '@/lib/schedules/match-headers'
import type { Columns, ScheduleKind } from '@/lib/schedules/schedule-columns'
import { toSheetTable, type SheetTable } from '@/lib/schedules/sheet-table'
import { readXlsxSheets, type XlsxSheet } from '@/lib/schedules/xlsx-rows'

const isWorkbook = (file: File) => /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Pasted text (tab-separated from a spreadsheet, or CSV) as a table, its header found under any title rows. */
export const tableFromText = (text: string, kind: ScheduleKind<Columns>): SheetTable => toSheetTable(parseDelimitedText(text), headerScore(kind))

/** Words of a sheet's name that say which schedule it holds, to choose between sheets whose headers tie. */
const SHEET_NAME_WORDS: Record<string, RegExp> = { vehicles: /vehicle|power unit|truck|tractor|auto/i, trailers: /trailer/i, drivers: /driver/i }

/**
 * The sheet of a workbook that is this schedule: the one whose header names the most of its columns;
 * on a tie (trailers and power units share most headers) the one whose name says it, else the first.
 * An insured's workbook often holds the power units, trailers and drivers on sheets of their own, so
 * each page takes the same file (ADR 0044).
 */
export function tableOfWorkbook(sheets: readonly XlsxSheet[], kind: ScheduleKind<Columns>): SheetTable {
  const score = headerScore(kind)
  const named = SHEET_NAME_WORDS[kind.name]
  const ranked = sheets.map(({ sheetName, rows }) => {
    const table = toSheetTable(rows, score)
    return { table, rank: score(table.header.cells) * 2 + (named?.test(sheetName) ? 1 : 0) }
  })
  return ranked.reduce<(typeof ranked)[number] | undefined>((best, each) => (best && best.rank >= each.rank ? best : each), undefined)?.table ?? toSheetTable([])
}

/** A CSV or text file read as text; an `.xlsx` workbook through the XLSX reader, loaded now (ADR 0022). */
export async function tableFromFile(file: File, kind: ScheduleKind<Columns>): Promise<SheetTable> {
  if (isWorkbook(file)) return tableOfWorkbook(await readXlsxSheets(file), kind)
  return tableFromText(await file.text(), kind)
}
