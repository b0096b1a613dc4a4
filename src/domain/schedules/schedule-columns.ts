import type { ReadResult } from './read-result.ts'

/** What a value reader may need besides the text: today's date (`YYYY-MM-DD`) for two-digit years. */
export interface ReadContext {
  today: string
}

/** One column a schedule can have: its header, the other headers agents write for it, and its reader. */
export interface ColumnSpec<Value> {
  /** The header a CSV export writes and a mapping step shows. */
  label: string
  /** Other headers meaning this column; compared as normalized names (names.ts), like the label. */
  synonyms: readonly string[]
  read: (text: string, context: ReadContext) => ReadResult<Value>
  /** Left out of a CSV export by default (a column only read, like a driver's full name). */
  importOnly?: true
  /** A column of one of a fixed set of keys, each with its label: a person can set one on many rows at once. */
  options?: readonly (readonly [string, string])[]
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column of any value type
export type Columns = Record<string, ColumnSpec<any>>

export type ValueOf<Column> = Column extends ColumnSpec<infer Value> ? Value : never
export type ScheduleValues<C extends Columns> = { [Key in keyof C]?: ValueOf<C[Key]> }

/** A kind of schedule: its columns and, where some columns stand for others, how they are filled. */
export interface ScheduleKind<C extends Columns> {
  name: string
  columns: C
  /** Words of a workbook sheet's name that say it holds this schedule (`Power Units`, `Trailers`): sheet-choice.ts. */
  sheetNames: RegExp
  /** Fills columns from others after reading (a driver's first and last name from a full name). */
  complete?(values: ScheduleValues<C>): ScheduleValues<C>
}

export const column = <Value>(
  label: string,
  synonyms: readonly string[],
  read: ColumnSpec<Value>['read'],
  options: Pick<ColumnSpec<Value>, 'importOnly' | 'options'> = {},
): ColumnSpec<Value> => ({ label, synonyms, read, ...options })
