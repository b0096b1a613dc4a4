import type { FormIssue } from '../../generic/form-issues.ts'
import { duplicateVinRows, vinKey } from '../schedules/duplicate-vins.ts'
import type { ColumnMapping } from '../schedules/match-headers.ts'
import { readSchedule } from '../schedules/read-schedule.ts'
import type { Columns } from '../schedules/schedule-columns.ts'
import type { SetAside } from '../schedules/set-aside.ts'
import type { SheetTable } from '../schedules/sheet-table.ts'
import { fitTo, type ScheduleLink } from './schedule-links.ts'

/** The form a schedule goes into: its empty row and its own checks (the same as the form's, on `row`). */
export interface ImportForm<Form extends object> {
  empty: () => Form
  /** The form's problems for one row under the path `row` (`row.vin`). */
  issuesOf: (row: Form, today: string) => FormIssue[]
  /** No form follows (a run that sends each row as it is): an empty field the form asks for refuses the row. */
  refusesEmpty?: true
}

export interface PreviewRow<Form> {
  /** The spreadsheet line, which identifies the row. */
  line: number
  form: Form
  /** What keeps the row out until it is fixed or skipped: cells that could not be read, rule breaches, repeated VINs. */
  refusals: string[]
  /** Empty fields the form still asks for: the row goes in, and the form asks for them. */
  toComplete: string[]
  /** What the VIN decoding filled in or suggests, and warnings the form will ask to confirm. */
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
  /** VINs of the rows already entered that the imported rows must not repeat. */
  enteredVins: readonly string[]
  /** Lines set aside by a guess (a total, a note) that the person has chosen to read as rows after all. */
  readAsRows?: ReadonlySet<number>
  /** Values the person set on lines (one answer on many rows: bulk-choices.ts), by line, then column key: over what was read. */
  chosen?: ReadonlyMap<number, Readonly<Record<string, unknown>>>
}

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined

/**
 * Every line of a table but its header as the form row it becomes, with its problems: the form's own
 * rules, each cell that could not be read (named by its column), and VINs repeated within the file or
 * already entered. A problem on a field the sheet left empty does not refuse the row: the form asks for
 * it afterwards. Lines that are not rows (titles, totals, notes) are set aside, and say why.
 */
export function previewRows<C extends Columns, Form extends object>(
  table: SheetTable,
  link: ScheduleLink<C>,
  mapping: ColumnMapping<keyof C & string>,
  target: ImportForm<Form>,
  { today, enteredVins, readAsRows = new Set(), chosen = new Map() }: PreviewContext,
): PreviewRow<Form>[] {
  const read = readSchedule(table, link.kind, mapping, { today })
  const rows = read.map(({ line, raw, values: readValues, problems: readProblems, setAside: guessed }) => {
    const setAside = guessed && !(guessed.mayRead && readAsRows.has(line)) ? guessed : null
    const choices = chosen.get(line) ?? {}
    const values = { ...readValues, ...choices }
    const problems = readProblems.filter(({ column }) => !(column in choices))
    const { fields, notes } = link.toForm(values, today)
    const form = fitTo(target.empty(), fields)
    const unreadable = new Set(problems.map(({ column }) => link.fieldOf[column]))
    const refusals = problems.map(({ column, message }) => `${link.kind.columns[column]!.label}: ${message}`)
    const toComplete: string[] = []
    for (const issue of target.issuesOf(form, today)) {
      const field = issue.path.split('.').pop() ?? ''
      if (unreadable.has(field)) continue
      if (issue.warning) notes.push(issue.message)
      else if (!target.refusesEmpty && isEmpty((form as Record<string, unknown>)[field])) toComplete.push(issue.message)
      else refusals.push(issue.message)
    }
    return { line, form, refusals, toComplete, notes, setAside, raw, values }
  })
  const vins = rows.map(({ form, setAside }) => (setAside ? undefined : (form as { vin?: unknown }).vin))
  const entered = new Set(enteredVins.map(vinKey))
  for (const [index, vin] of duplicateVinRows(
    vins.map((vin) => (typeof vin === 'string' ? vin : undefined)),
    enteredVins,
  )) {
    rows[index]!.refusals.push(entered.has(vin) ? `VIN ${vin} is already entered` : `VIN ${vin} is on an earlier line of this schedule`)
  }
  return rows
}

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
