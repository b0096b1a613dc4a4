import type { ColumnMapping } from './match-headers.ts'
import type { Columns, ReadContext, ScheduleKind, ScheduleValues } from './schedule-columns.ts'
import { setAsideOf, TITLE_ROW, type SetAside } from './set-aside.ts'
import type { SheetTable } from './sheet-table.ts'

/** A problem with one cell, in words for the person who wrote it. */
export interface CellProblem<Key extends string> {
  column: Key
  message: string
}

/**
 * One data row, independent of any form: the text of each mapped cell (`raw`), what was read from it
 * (`values`; a cell that could not be read has a problem instead), and where it came from.
 */
export interface ScheduleRow<C extends Columns> {
  /** The 1-based line (spreadsheet row) it was on. */
  line: number
  raw: Partial<Record<keyof C & string, string>>
  values: ScheduleValues<C>
  problems: CellProblem<keyof C & string>[]
  /** Why the line is not a row of the schedule (a title, a total, a note), or null: set-aside.ts. */
  setAside: SetAside | null
}

/** A CSV export guards cells that a spreadsheet would run as a formula with a leading `'` (export-csv.ts). */
const GUARDED_FORMULA = /^'(?=[=+\-@\t\r])/

/**
 * Every line of a table but its header, read with a mapping: each mapped, non-empty cell through its
 * column's reader. Empty cells are left out of `raw` and `values` (the form decides what empty means);
 * cells of unmapped headers are ignored. The titles above the header, and the lines under it that are
 * not rows of the schedule, come with the reason they are set aside.
 */
export function readSchedule<C extends Columns>(
  table: SheetTable,
  kind: ScheduleKind<C>,
  mapping: ColumnMapping<keyof C & string>,
  context: ReadContext,
): ScheduleRow<C>[] {
  const mapped = mapping.flatMap((key, index) => (key === null ? [] : [{ key, index, read: kind.columns[key]!.read }]))
  const titles = table.above.map(({ line }): ScheduleRow<C> => ({ line, raw: {}, values: {}, problems: [], setAside: TITLE_ROW }))
  const rows = table.rows.map((row) => {
    const { line, cells } = row
    const raw: Partial<Record<keyof C & string, string>> = {}
    const values: Record<string, unknown> = {}
    const problems: CellProblem<keyof C & string>[] = []
    for (const { key, index, read } of mapped) {
      const text = (cells[index] ?? '').replace(GUARDED_FORMULA, '')
      if (text === '') continue
      raw[key] = text
      const result = read(text, context)
      if ('value' in result) values[key] = result.value
      else problems.push({ column: key, message: result.problem })
    }
    const read = values as ScheduleValues<C>
    return { line, raw, values: kind.complete ? kind.complete(read) : read, problems, setAside: setAsideOf(row, table.header, mapping) }
  })
  return [...titles, ...rows]
}
