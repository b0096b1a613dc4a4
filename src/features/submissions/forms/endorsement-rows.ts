import { SCHEDULES } from '@/components/schedule-import/schedules'
import { previewRows, problemWords } from '@/domain/fleet/import-preview'
import type { EndorsementPayload } from '../endorsement-records'
import { ENDORSEMENT_KINDS, type EndorsementKind } from './endorsement-kinds'

/** A row of the import, ready, as the run sends it: its cells, the body they make, it in words. */
export function payloadOf(kind: EndorsementKind, form: object, cells: readonly string[]): EndorsementPayload {
  const { body, recordId, described } = ENDORSEMENT_KINDS[kind].toRequest(form)
  return { cells: [...cells], body, described, ...(recordId === undefined ? {} : { recordId }) }
}

/**
 * A row fixed in place, read as the import reads a line (the same columns, the same checks): the new
 * payload, or what still keeps it out.
 */
export function readFixedRow(
  kind: EndorsementKind,
  sheet: { header: readonly string[]; mapping: readonly (string | null)[] },
  cells: readonly string[],
  today: string,
): { payload: EndorsementPayload } | { refusals: string[] } {
  const of = ENDORSEMENT_KINDS[kind]
  const table = { header: { line: 1, cells: [...sheet.header] }, rows: [{ line: 2, cells: [...cells] }], above: [] }
  const [row] = previewRows(table, SCHEDULES[of.schedule].link, [...sheet.mapping], of.target, { today })
  if (!row) return { refusals: ['The line is empty.'] }
  const refusals = [...row.refusals.map(problemWords), ...row.toComplete, ...(row.setAside ? [row.setAside.message] : [])]
  return refusals.length > 0 ? { refusals } : { payload: payloadOf(kind, row.form, cells) }
}

/** The sheet's column a 422's wire path is about (`name_first`: the first-name column), if one is. */
function columnOfWirePath(kind: EndorsementKind, wirePath: string): string | undefined {
  const of = ENDORSEMENT_KINDS[kind]
  const field = of.fieldOf(wirePath)
  return Object.entries(SCHEDULES[of.schedule].link.fieldOf).find(([, formField]) => formField === field)?.[0]
}

/** The schedule's name for what a 422's wire path is about ("First name" for `name_first`), or the path itself. */
export function cellLabelOf(kind: EndorsementKind, wirePath: string): string {
  const column = columnOfWirePath(kind, wirePath)
  return (column === undefined ? undefined : SCHEDULES[ENDORSEMENT_KINDS[kind].schedule].link.kind.columns[column]?.label) ?? wirePath
}

/** The service's 422 messages on the cells they are about, by the sheet's column (the row's own list shows them all). */
export function messagesByCell(kind: EndorsementKind, mapping: readonly (string | null)[], fields: Record<string, string[]>): Record<number, string[]> {
  const cells: Record<number, string[]> = {}
  for (const [wirePath, messages] of Object.entries(fields)) {
    const column = columnOfWirePath(kind, wirePath)
    const index = column === undefined ? -1 : mapping.indexOf(column)
    if (index >= 0) cells[index] = [...(cells[index] ?? []), ...messages]
  }
  return cells
}
