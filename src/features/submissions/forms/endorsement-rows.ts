import { SCHEDULES } from '@/components/schedule-import/schedules'
import { previewRows, problemsByCell, problemWords } from '@/domain/fleet/import-preview'
import { readSchedule } from '@/domain/schedules/read-schedule'
import type { EndorsementPayload } from '../endorsement-records'
import { ENDORSEMENT_KINDS, type EndorsementKind } from './endorsement-kinds'

/** A row of the import, ready, as the run sends it: its cells, the body they make, it in words. */
export function payloadOf(kind: EndorsementKind, form: object, cells: readonly string[]): EndorsementPayload {
  const { body, recordId, described } = ENDORSEMENT_KINDS[kind].toRequest(form)
  return { cells: [...cells], body, described, ...(recordId === undefined ? {} : { recordId }) }
}

/** The sheet's header and the column each of its cells fills. */
export interface Sheet {
  header: readonly string[]
  mapping: readonly (string | null)[]
}

/** One line of a run's sheet, read as the import reads it (the same columns, the same checks). */
function readLine(kind: EndorsementKind, sheet: Sheet, cells: readonly string[], today: string) {
  const of = ENDORSEMENT_KINDS[kind]
  const table = { header: { line: 1, cells: [...sheet.header] }, rows: [{ line: 2, cells: [...cells] }], above: [] }
  return previewRows(table, SCHEDULES[of.schedule].link, [...sheet.mapping], of.target, { today })[0]
}

/**
 * A row fixed in place, read as the import reads a line: the new payload, or what still keeps it out.
 */
export function readFixedRow(
  kind: EndorsementKind,
  sheet: Sheet,
  cells: readonly string[],
  today: string,
): { payload: EndorsementPayload } | { refusals: string[] } {
  const row = readLine(kind, sheet, cells, today)
  if (!row) return { refusals: ['The line is empty.'] }
  const refusals = [...row.refusals.map(problemWords), ...row.toComplete, ...(row.setAside ? [row.setAside.message] : [])]
  return refusals.length > 0 ? { refusals } : { payload: payloadOf(kind, row.form, cells) }
}

/** A line not sent in a few words, as the preview said it: what its cells read as (the cells themselves when nothing reads). */
export function lineInWords(kind: EndorsementKind, { header, mapping }: Sheet, cells: readonly string[], today: string): string {
  const schedule = SCHEDULES[ENDORSEMENT_KINDS[kind].schedule]
  const table = { header: { line: 1, cells: [...header] }, rows: [{ line: 2, cells: [...cells] }], above: [] }
  const [read] = readSchedule(table, schedule.link.kind, [...mapping], { today })
  return (read && schedule.describe(read.values as Record<string, unknown>)) || cells.filter((cell) => cell.trim()).join(' ')
}

/**
 * The schedule's column a 422's wire path is about (`name_first`: the first-name column), if one is: of
 * the columns that fill its field (a last name, or a full name), the one this sheet has.
 */
function columnOfWirePath(kind: EndorsementKind, sheet: Sheet, wirePath: string): string | undefined {
  const of = ENDORSEMENT_KINDS[kind]
  const field = of.fieldOf(wirePath)
  const columns = Object.entries(SCHEDULES[of.schedule].link.fieldOf).flatMap(([column, formField]) => (formField === field ? [column] : []))
  return columns.find((column) => sheet.mapping.includes(column)) ?? columns[0]
}

/**
 * What a 422's wire path is called: the sheet's own header for it ("DOB" for `driver_date_of_birth`), the
 * schedule's name for a column the sheet does not have, or the path itself.
 */
export function columnNameOf(kind: EndorsementKind, sheet: Sheet, wirePath: string): string {
  const column = columnOfWirePath(kind, sheet, wirePath)
  if (column === undefined) return wirePath
  const inSheet = sheet.header[sheet.mapping.indexOf(column)]?.trim()
  return inSheet || (SCHEDULES[ENDORSEMENT_KINDS[kind].schedule].link.kind.columns[column]?.label ?? wirePath)
}

/** A held line's problems as the import read them, on the cells they are about (the row's own list shows them all). */
export function lineProblemsByCell(kind: EndorsementKind, sheet: Sheet, cells: readonly string[], today: string): Record<number, string[]> {
  return problemsByCell(readLine(kind, sheet, cells, today)?.refusals ?? [])
}

/** The service's 422 messages on the cells they are about, by the sheet's column (the row's own list shows them all). */
export function messagesByCell(kind: EndorsementKind, sheet: Sheet, fields: Record<string, string[]>): Record<number, string[]> {
  const cells: Record<number, string[]> = {}
  for (const [wirePath, messages] of Object.entries(fields)) {
    const column = columnOfWirePath(kind, sheet, wirePath)
    const index = column === undefined ? -1 : sheet.mapping.indexOf(column)
    if (index >= 0) cells[index] = [...(cells[index] ?? []), ...messages]
  }
  return cells
}
