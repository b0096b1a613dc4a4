import { choose, type Chosen } from '@/domain/fleet/one-answer-for-many'
import type { ColumnMapping, HeaderMatch } from '@/domain/schedules/match-headers'
import type { SheetTable } from '@/domain/schedules/sheet-table'
import type { ScheduleSource } from './read-source'

/**
 * One schedule import as data (docs/decisions/0091-the-schedule-import-as-data.md): what was pasted,
 * the table read and its column mapping, and every choice the person made on its lines. A pure
 * reducer: what reads the browser (remembered mappings, kept imports) happens before an event is
 * dispatched, and the event carries it.
 */

export type AddMode = 'append' | 'replace'

/** What was read (the table, as the person fixes it, and where it came from) and its headers' match. */
export interface Loaded extends ScheduleSource {
  match: HeaderMatch<string>
}

export interface ImportState {
  /** The paste box's text. */
  pasted: string
  loaded: Loaded | null
  /** The column of each header; null while the person is asked to match them. */
  mapping: ColumnMapping | null
  skipped: ReadonlySet<number>
  /** Lines set aside by a guess (a total, a note) that the person reads as rows after all. */
  readAsRows: ReadonlySet<number>
  /** What the person set on lines (one answer on many rows, or a line's fix), over what was read. */
  chosen: Chosen
  /** The lines ticked to set one answer on. */
  selected: ReadonlySet<number>
  mode: AddMode
  /** Duplicate keys the person chose to add on every line that holds them. */
  duplicatesAllowed: ReadonlySet<string>
  /** False when the browser refused to remember the person's mapping (storage full or turned off). */
  mappingKept: boolean
  /** What the last event did, said once: the rows added, a line put in the form, what was restored. */
  said: string
  /** Bumped when the step's heading should take the focus again (after an add, another sheet read). */
  turn: number
}

export type ImportEvent =
  | { type: 'pasted'; text: string }
  /** A table read (pasted, a file, or another sheet of the workbook), with its headers matched; `mapping` when no header needs asking. */
  | { type: 'read'; source: ScheduleSource; match: HeaderMatch<string>; anotherSheet?: boolean }
  | { type: 'columns chosen'; match: HeaderMatch<string>; kept: boolean }
  | { type: 'columns asked' }
  /** A line's cells as the person corrected them, and the fixed choices they set on it (weight class, body type). */
  | { type: 'line fixed'; line: number; cells: string[]; values: Readonly<Record<string, unknown>> }
  | { type: 'skip toggled'; line: number }
  | { type: 'selection toggled'; line: number }
  | { type: 'set on lines'; lines: readonly number[]; values: Readonly<Record<string, unknown>> }
  | { type: 'read as row'; line: number }
  | { type: 'mode chosen'; mode: AddMode }
  /** A duplicate settled: every line of it goes in (`allow`), or the lines named are skipped. */
  | { type: 'duplicate allowed'; key: string }
  | { type: 'lines skipped'; lines: readonly number[] }
  /** The rows added took these lines away (added, skipped and set aside); `said` is what the add did. */
  | { type: 'taken'; lines: readonly number[]; said: string }
  | { type: 'said'; said: string }
  | { type: 'started again' }

export const newImport = (): ImportState => ({
  pasted: '',
  loaded: null,
  mapping: null,
  skipped: new Set(),
  readAsRows: new Set(),
  chosen: new Map(),
  selected: new Set(),
  mode: 'append',
  duplicatesAllowed: new Set(),
  mappingKept: true,
  said: '',
  turn: 0,
})

function toggled(lines: ReadonlySet<number>, line: number): ReadonlySet<number> {
  const next = new Set(lines)
  if (!next.delete(line)) next.add(line)
  return next
}

const without = (rows: SheetTable['rows'], gone: ReadonlySet<number>) => rows.filter((row) => !gone.has(row.line))

function withTable(state: ImportState, table: (before: SheetTable) => SheetTable): ImportState {
  return state.loaded ? { ...state, loaded: { ...state.loaded, table: table(state.loaded.table) } } : state
}

export function importReducer(state: ImportState, event: ImportEvent): ImportState {
  switch (event.type) {
    case 'pasted':
      return { ...state, pasted: event.text }
    case 'read':
      // A new table: every choice made on the lines of another one goes.
      return {
        ...newImport(),
        pasted: state.pasted,
        mode: state.mode,
        mappingKept: state.mappingKept,
        loaded: { ...event.source, match: event.match },
        mapping: event.match.unrecognised.length === 0 ? event.match.mapping : null,
        turn: event.anotherSheet ? state.turn + 1 : state.turn,
      }
    case 'columns chosen':
      return state.loaded ? { ...state, loaded: { ...state.loaded, match: event.match }, mapping: event.match.mapping, mappingKept: event.kept } : state
    case 'columns asked':
      return { ...state, mapping: null }
    case 'line fixed':
      return {
        ...withTable(state, (table) => ({
          ...table,
          rows: table.rows.map((row) => (row.line === event.line ? { line: event.line, cells: event.cells } : row)),
        })),
        chosen: Object.keys(event.values).length > 0 ? choose(state.chosen, [event.line], event.values) : state.chosen,
      }
    case 'skip toggled':
      return { ...state, skipped: toggled(state.skipped, event.line) }
    case 'selection toggled':
      return { ...state, selected: toggled(state.selected, event.line) }
    case 'set on lines':
      return { ...state, chosen: choose(state.chosen, event.lines, event.values), selected: new Set() }
    case 'read as row':
      return { ...state, readAsRows: new Set([...state.readAsRows, event.line]) }
    case 'mode chosen':
      return { ...state, mode: event.mode }
    case 'duplicate allowed':
      return { ...state, duplicatesAllowed: new Set([...state.duplicatesAllowed, event.key]) }
    case 'lines skipped':
      return { ...state, skipped: new Set([...state.skipped, ...event.lines]) }
    case 'taken': {
      const gone = new Set(event.lines)
      const left = withTable(state, (table) => ({ ...table, rows: without(table.rows, gone), above: without(table.above, gone) }))
      return { ...left, said: event.said, turn: state.turn + 1 }
    }
    case 'said':
      return { ...state, said: event.said }
    case 'started again':
      return { ...newImport(), mode: state.mode, mappingKept: state.mappingKept }
  }
}

/** Nothing left to keep: no text pasted, or a table read whose every line was taken. */
export const isFinished = ({ pasted, loaded }: ImportState) =>
  loaded ? loaded.table.rows.length === 0 && loaded.table.above.length === 0 : pasted.trim() === ''
