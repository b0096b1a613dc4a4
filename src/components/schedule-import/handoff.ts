import type { Duplicate } from '@/domain/fleet/duplicate-keys'
import { elsewhere, problemWords, statusOf, type Preview, type RowStatus } from '@/domain/fleet/import-preview'
import type { ColumnMapping } from '@/domain/schedules/match-headers'
import type { SheetRow, SheetTable } from '@/domain/schedules/sheet-table'

/**
 * What the preview hands to whoever takes its rows (the wizard's list, an endorsement run): every line
 * of the sheet, once, in one of two lists, with the sheet's line number
 * (docs/decisions/0091-the-schedule-import-as-data.md).
 */
export interface ReadyLines {
  /** The sheet's header row, and the schedule's column each header fills (null: left out). */
  header: string[]
  mapping: ColumnMapping
  /** The lines to send, in the sheet's order, as the sheet has them after any fix; the form rows handed beside them are theirs, in the same order. */
  lines: SheetRow[]
  /** Every other line of the preview, in the sheet's order, with why it stays out. */
  heldBack: HeldBackLine[]
  /** Keys (a VIN, a license) held by more than one line or by a row already entered, skipped lines included. */
  duplicates: Duplicate[]
}

export interface HeldBackLine {
  line: number
  cells: string[]
  /** "to fix": refused until fixed; "skipped" by the person; "set aside": not a row (a title, a total, a note). */
  status: Exclude<RowStatus, 'ready'>
  /** Why, each named by the sheet's column ("DOB: ..."), or the reason a line was set aside. */
  problems: string[]
}

/** The ready rows' forms, and the lines as `ReadyLines` says. */
export function handoffOf<Form extends object>(
  { rows, duplicates }: Preview<Form>,
  table: SheetTable,
  mapping: ColumnMapping,
  skipped: ReadonlySet<number>,
): { forms: Form[]; read: ReadyLines } {
  const sheetLines = new Map([...table.above, ...table.rows].map((row) => [row.line, row]))
  const cellsOf = (line: number) => [...(sheetLines.get(line)?.cells ?? [])]
  const forms: Form[] = []
  const lines: SheetRow[] = []
  const heldBack: HeldBackLine[] = []
  for (const row of rows) {
    const status = statusOf(row, skipped)
    if (status === 'ready') {
      forms.push(row.form)
      lines.push({ line: row.line, cells: cellsOf(row.line) })
      continue
    }
    const shared = status === 'skipped' ? duplicates.filter((duplicate) => duplicate.lines.includes(row.line)) : []
    const problems = row.setAside
      ? [row.setAside.message]
      : [...row.refusals.map(problemWords), ...shared.map((duplicate) => `${duplicate.words} is ${elsewhere(duplicate, row.line, skipped)}`)]
    heldBack.push({ line: row.line, cells: cellsOf(row.line), status, problems })
  }
  return { forms, read: { header: [...table.header.cells], mapping: [...mapping], lines, heldBack, duplicates } }
}
