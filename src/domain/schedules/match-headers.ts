import { normalizeName } from './names.ts'
import type { Columns, ScheduleKind } from './schedule-columns.ts'

/** Column keys of a kind, one per header cell (`null`: not a column of the schedule, or left out). */
export type ColumnMapping<Key extends string = string> = (Key | null)[]

export interface HeaderMatch<Key extends string> {
  mapping: ColumnMapping<Key>
  /** Headers no column was found for (or whose column an earlier header took): a person should map them. */
  unrecognised: { index: number; header: string }[]
  /** Columns of the kind that no header maps to. */
  missing: Key[]
  /** Whether the mapping came from a remembered one (remembered-mappings.ts). */
  remembered: boolean
}

/** Words that only say whose column it is: `Vehicle year`, `Trailer VIN`, `Driver DOB` read as `Year`, `VIN`, `DOB`. */
const QUALIFIERS = /^(vehicle|veh|truck|tractor|unit|trailer|trl|driver|drivers|drv|employee|emp|insured)(?=.)/

const indexes = new WeakMap<object, Map<string, string>>()

function headerIndex(kind: ScheduleKind<Columns>): Map<string, string> {
  let index = indexes.get(kind)
  if (!index) {
    index = new Map()
    for (const [key, spec] of Object.entries(kind.columns)) {
      for (const name of [key, spec.label, ...spec.synonyms]) if (!index.has(normalizeName(name))) index.set(normalizeName(name), key)
    }
    indexes.set(kind, index)
  }
  return index
}

/** The column a header names, or null. Case, spaces and punctuation do not matter. */
export function columnForHeader<C extends Columns>(header: string, kind: ScheduleKind<C>): (keyof C & string) | null {
  const index = headerIndex(kind)
  const name = normalizeName(header)
  return (index.get(name) ?? index.get(name.replace(QUALIFIERS, '')) ?? null) as (keyof C & string) | null
}

/** How many cells of a row are headers of the kind: to find the header row under a title (sheet-table.ts). */
export const headerScore =
  <C extends Columns>(kind: ScheduleKind<C>) =>
  (cells: readonly string[]) =>
    cells.filter((cell) => cell !== '' && columnForHeader(cell, kind) !== null).length

/** A mapping checked against the kind: keys it does not have are dropped, and each column is taken once. */
export function describeMapping<C extends Columns>(
  header: readonly string[],
  kind: ScheduleKind<C>,
  proposed: readonly (string | null)[],
  remembered = false,
): HeaderMatch<keyof C & string> {
  const taken = new Set<string>()
  const unrecognised: { index: number; header: string }[] = []
  const mapping = header.map((cell, index) => {
    const key = proposed[index] ?? null
    const usable = key !== null && Object.hasOwn(kind.columns, key) && !taken.has(key)
    if (usable) taken.add(key)
    else if (cell !== '' && !(remembered && key === null)) unrecognised.push({ index, header: cell })
    return usable ? (key as keyof C & string) : null
  })
  const missing = Object.keys(kind.columns).filter((key) => !taken.has(key)) as (keyof C & string)[]
  return { mapping, unrecognised, missing, remembered }
}

/** Each header matched by name and synonym; a header whose column an earlier one took is left to the person. */
export function matchHeaders<C extends Columns>(header: readonly string[], kind: ScheduleKind<C>): HeaderMatch<keyof C & string> {
  return describeMapping(
    header,
    kind,
    header.map((cell) => (cell === '' ? null : columnForHeader(cell, kind))),
  )
}
