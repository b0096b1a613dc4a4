import type { FormIssue } from '../../generic/form-issues.ts'
import { listOf } from '../../generic/text.ts'
import type { ColumnMapping } from '../schedules/match-headers.ts'
import { readSchedule } from '../schedules/read-schedule.ts'
import type { Columns } from '../schedules/schedule-columns.ts'
import type { SetAside } from '../schedules/set-aside.ts'
import type { SheetTable } from '../schedules/sheet-table.ts'
import { findDuplicates, type EnteredKey, type Duplicate } from './duplicate-keys.ts'
import { fitTo, type ScheduleLink } from './schedule-links.ts'

/** The form a schedule goes into: its empty row and its own checks (the same as the form's, on `row`). */
export interface ImportForm<Form extends object> {
  empty: () => Form
  /** The form's problems for one row under the path `row` (`row.vin`). */
  issuesOf: (row: Form, today: string) => FormIssue[]
  /** No form follows (a run that sends each row as it is): an empty field the form asks for refuses the row. */
  refusesEmpty?: true
}

/** A problem of one line, named by the sheet's own column. */
export interface LineProblem {
  /** The sheet's header of the column (`DOB`); for a field the sheet has no column for, the schedule's name of it (`Date of birth`); '' for the whole line. */
  column: string
  /** The column's index in the sheet's header, or null when the sheet has none. */
  cell: number | null
  message: string
}

/** The problems on a cell of the sheet, by the cell's column index, for a form that fixes the line (one about no cell is left out). */
export function problemsByCell(problems: readonly LineProblem[]): Record<number, string[]> {
  const cells: Record<number, string[]> = {}
  for (const { cell, message } of problems) if (cell !== null) cells[cell] = [...(cells[cell] ?? []), message]
  return cells
}

/** A problem as one line of words: "DOB: “13/45/1990” is not a date"; one about the whole line (no column) as it is. */
export const problemWords = ({ column, message }: LineProblem) => (column ? `${column}: ${message}` : message)

export interface PreviewRow<Form> {
  /** The spreadsheet line, which identifies the row. */
  line: number
  form: Form
  /** What keeps the row out until it is fixed or skipped: cells that could not be read, rule breaches, repeated keys. */
  refusals: LineProblem[]
  /** Empty fields the form still asks for: the row goes in, and the form asks for them. */
  toComplete: string[]
  /** What the VIN decoding filled in or suggests, warnings the form will ask to confirm, a repeat the person allowed. */
  notes: string[]
  /** Why the line is not a row to add (a title, a total, a note), or null. */
  setAside: SetAside | null
  /** The text of each column's cell, by column key, as the sheet had it. */
  raw: Readonly<Partial<Record<string, string>>>
  /** What was read from each column, by column key, with the person's choices (`chosen`) over it. */
  values: Readonly<Record<string, unknown>>
}

export interface PreviewContext {
  today: string
  /** The keys (VINs, licenses) of the rows the page already has, which the imported rows must not repeat. */
  entered?: readonly EnteredKey[]
  /** Lines set aside by a guess (a total, a note) that the person has chosen to read as rows after all. */
  readAsRows?: ReadonlySet<number>
  /** Values the person set on lines (one answer on many rows: one-answer-for-many.ts), by line, then column key: over what was read. */
  chosen?: ReadonlyMap<number, Readonly<Record<string, unknown>>>
  /** Lines the person skips: a key they share with one other line no longer holds that line back. */
  skipped?: ReadonlySet<number>
  /** Repeated keys the person chose to add on every line that holds them. */
  duplicatesAllowed?: ReadonlySet<string>
}

/** Every line as a row with its problems, and the keys held more than once (by lines not set aside, skipped ones too). */
export interface Preview<Form> {
  rows: PreviewRow<Form>[]
  duplicates: Duplicate[]
}

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined

/** Names a problem by the sheet's column: the header the person wrote, or, without one, the schedule's name for it. */
function namer<C extends Columns>(link: ScheduleLink<C>, header: readonly string[], mapping: ColumnMapping<keyof C & string>) {
  const ofColumns = (keys: readonly (keyof C & string)[]): Omit<LineProblem, 'message'> => {
    const cell = keys.map((key) => mapping.indexOf(key)).find((index) => index >= 0)
    if (cell !== undefined) return { column: header[cell] || link.kind.columns[mapping[cell]!]!.label, cell }
    return { column: keys[0] ? link.kind.columns[keys[0]]!.label : '', cell: null }
  }
  const columnsOfField = (field: string) =>
    link.sources?.[field] ?? (Object.keys(link.fieldOf) as (keyof C & string)[]).filter((key) => link.fieldOf[key] === field)
  return {
    column: (key: keyof C & string, message: string): LineProblem => ({ ...ofColumns([key]), message }),
    field: (field: string, message: string): LineProblem => ({ ...ofColumns(columnsOfField(field)), message }),
  }
}

/** A duplicate's lines that go in: those the person does not skip. */
export const liveLines = ({ lines }: Duplicate, skipped: ReadonlySet<number>) => lines.filter((line) => !skipped.has(line))

/** A duplicate still waiting for the person: more than one of its lines goes in (or one, and the key is entered), and they have not allowed it. */
export const isUndecided = (duplicate: Duplicate, skipped: ReadonlySet<number>, allowed: ReadonlySet<string>) =>
  !allowed.has(duplicate.key) && liveLines(duplicate, skipped).length + duplicate.entered.length > 1

/** Where else a line's key is: "also on line 5, and already entered for vehicle 3"; a skipped line is said as skipped. */
export function elsewhere({ lines, entered }: Duplicate, line: number, skipped: ReadonlySet<number> = new Set()): string {
  const others = lines.filter((other) => other !== line).map((other) => (skipped.has(other) ? `${other} (skipped)` : String(other)))
  const parts = [
    others.length > 0 && `also on ${others.length === 1 ? 'line' : 'lines'} ${listOf(others)}`,
    entered.length > 0 && `already entered for ${listOf(entered)}`,
  ].filter((part): part is string => Boolean(part))
  return parts.join(', and ')
}

/**
 * Every line of a table but its header as the form row it becomes, with its problems, each named by
 * the sheet's column: the form's own rules, each cell that could not be read, and a key (a VIN, a
 * license) held by another line or by a row already entered, until the person chooses. A problem on a
 * field the sheet left empty does not refuse the row: the form asks for it afterwards. Lines that are
 * not rows (titles, totals, notes) are set aside, and say why.
 */
export function readPreview<C extends Columns, Form extends object>(
  table: SheetTable,
  link: ScheduleLink<C>,
  mapping: ColumnMapping<keyof C & string>,
  target: ImportForm<Form>,
  { today, entered = [], readAsRows = new Set(), chosen = new Map(), skipped = new Set(), duplicatesAllowed = new Set() }: PreviewContext,
): Preview<Form> {
  const name = namer(link, table.header.cells, mapping)
  const read = readSchedule(table, link.kind, mapping, { today })
  const rows = read.map(({ line, raw, values: readValues, problems: readProblems, setAside: guessed }): PreviewRow<Form> => {
    const setAside = guessed && !(guessed.mayRead && readAsRows.has(line)) ? guessed : null
    const choices = chosen.get(line) ?? {}
    const values = { ...readValues, ...choices }
    const problems = readProblems.filter(({ column }) => !(column in choices))
    const { fields, notes } = link.toForm(values, today)
    const form = fitTo(target.empty(), fields)
    const unreadable = new Set(problems.map(({ column }) => link.fieldOf[column]))
    const refusals = problems.map(({ column, message }) => name.column(column, message))
    const toComplete: string[] = []
    for (const issue of target.issuesOf(form, today)) {
      const field = issue.path.split('.').pop() ?? ''
      if (unreadable.has(field)) continue
      if (issue.warning) notes.push(issue.message)
      else if (!target.refusesEmpty && isEmpty((form as Record<string, unknown>)[field])) toComplete.push(issue.message)
      else refusals.push(name.field(field, issue.message))
    }
    return { line, form, refusals, toComplete, notes, setAside, raw, values }
  })
  const duplicates = findDuplicates(
    link.key,
    rows.filter((row) => !row.setAside),
    entered,
  )
  const byLine = new Map(rows.map((row) => [row.line, row]))
  for (const duplicate of duplicates) {
    const undecided = isUndecided(duplicate, skipped, duplicatesAllowed)
    for (const line of liveLines(duplicate, skipped)) {
      const row = byLine.get(line)!
      const where = elsewhere(duplicate, line, skipped)
      if (undecided) row.refusals.push(name.column(link.key.columns[0] as keyof C & string, where))
      else row.notes.push(`${duplicate.words} is ${where}${duplicatesAllowed.has(duplicate.key) ? ': added on each, as you chose' : ''}.`)
    }
  }
  return { rows, duplicates }
}

/** The rows alone, for one line read again (a fixed row of a run). */
export const previewRows = <C extends Columns, Form extends object>(...args: Parameters<typeof readPreview<C, Form>>): PreviewRow<Form>[] =>
  readPreview(...args).rows

export type RowStatus = 'ready' | 'to fix' | 'skipped' | 'set aside'

/** Where a line of the preview stands: the one rule behind its status and every count of the import. */
export function statusOf(row: PreviewRow<object>, skipped: ReadonlySet<number>): RowStatus {
  if (row.setAside) return 'set aside'
  if (skipped.has(row.line)) return 'skipped'
  return row.refusals.length > 0 ? 'to fix' : 'ready'
}

/** How many lines of the preview stand where. */
export function countStatuses(rows: readonly PreviewRow<object>[], skipped: ReadonlySet<number>): Record<RowStatus, number> {
  const counts: Record<RowStatus, number> = { ready: 0, 'to fix': 0, skipped: 0, 'set aside': 0 }
  for (const row of rows) counts[statusOf(row, skipped)] += 1
  return counts
}
