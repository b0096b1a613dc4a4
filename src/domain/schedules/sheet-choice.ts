import { DRIVER_SCHEDULE } from './driver-columns.ts'
import { headerScore } from './match-headers.ts'
import type { Columns, ScheduleKind } from './schedule-columns.ts'
import { toSheetTable, type SheetTable } from './sheet-table.ts'
import { TRAILER_SCHEDULE } from './trailer-columns.ts'
import { VEHICLE_SCHEDULE } from './vehicle-columns.ts'
import type { XlsxSheet } from './xlsx-rows.ts'

/** The schedules an insured's workbook holds, a sheet each: a sheet that is one of the others is not this one. */
const KINDS: readonly ScheduleKind<Columns>[] = [VEHICLE_SCHEDULE, TRAILER_SCHEDULE, DRIVER_SCHEDULE]

/** A sheet of a workbook as a table of the schedule being read (its header found under any titles). */
export interface WorkbookSheet {
  name: string
  table: SheetTable
}

/** Every sheet of a workbook, and the one chosen for the schedule. */
export interface SheetChoice {
  sheets: WorkbookSheet[]
  chosen: number
}

/** +2 when the name says this schedule (`Power Units` for vehicles), -2 when it says only another (`Trailers`), else 0. */
function nameSays(name: string, kind: ScheduleKind<Columns>): number {
  if (kind.sheetNames.test(name)) return 2
  return KINDS.some((other) => other !== kind && other.sheetNames.test(name)) ? -2 : 0
}

/** +1 when the header names columns of this schedule and no other schedule's more, -1 when it names none, else 0. */
function headersSay(header: readonly string[], kind: ScheduleKind<Columns>): number {
  const own = headerScore(kind)(header)
  if (own === 0) return -1
  return KINDS.some((other) => other !== kind && headerScore(other)(header) > own) ? 0 : 1
}

/**
 * The sheet of a workbook that holds this schedule, by its name and its headers together: two points
 * for a name that says the schedule, two less for one that says only another; a point for headers that
 * fit it best, one less for headers that name none of its columns. The most points wins, then the
 * header naming the most columns, then the first sheet; a sheet without rows under its header only
 * when no sheet has any. Power units and trailers share most headers (and `Type` is both a body type
 * and a trailer type), so the name weighs more: headers decide between sheets whose names say nothing,
 * or say the same. The import says which sheet it read and lets the person choose another.
 */
export function chooseSheet(sheets: readonly XlsxSheet[], kind: ScheduleKind<Columns>): SheetChoice {
  const score = headerScore(kind)
  const read = sheets.map(({ sheetName, rows }) => ({ name: sheetName, table: toSheetTable(rows, score) }))
  const ranks = read.map(({ name, table }) => [
    table.rows.length > 0 ? 1 : 0,
    nameSays(name, kind) + headersSay(table.header.cells, kind),
    score(table.header.cells),
  ])
  const chosen = ranks.reduce((best, each, index) => (ahead(each, ranks[best]!) ? index : best), 0)
  return { sheets: read, chosen }
}

/** Whether one rank is ahead of another: the first figure that differs decides. */
function ahead(rank: readonly number[], other: readonly number[]): boolean {
  const at = rank.findIndex((figure, index) => figure !== other[index])
  return at >= 0 && rank[at]! > other[at]!
}
