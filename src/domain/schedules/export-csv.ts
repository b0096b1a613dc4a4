import type { Columns, ScheduleKind } from './schedule-columns.ts'

/**
 * Rows as CSV (RFC 4180): comma-separated, CRLF line ends, a cell quoted when it holds a comma, a
 * quote or a line break, and a UTF-8 byte order mark first so Excel reads accents right. A cell that
 * a spreadsheet would run as a formula (starting `=`, `+`, `-`, `@`, a tab or CR) gets a leading `'`
 * (OWASP's advice against CSV injection); the importer takes it off again (read-schedule.ts).
 */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`
}

function csvCell(text: string): string {
  const guarded = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded
}

/**
 * A schedule as CSV with the headers the importer recognises (each column's label): the columns given,
 * by default every column of the kind except those only imported. Each row holds the text of its
 * cells by column key (the portal writes its form rows this way); a missing cell is empty.
 */
export function scheduleCsv<C extends Columns>(
  kind: ScheduleKind<C>,
  rows: readonly Partial<Record<keyof C & string, string>>[],
  keys: readonly (keyof C & string)[] = (Object.keys(kind.columns) as (keyof C & string)[]).filter((key) => !kind.columns[key]!.importOnly),
): string {
  return writeCsv([keys.map((key) => kind.columns[key]!.label), ...rows.map((row) => keys.map((key) => row[key] ?? ''))])
}
