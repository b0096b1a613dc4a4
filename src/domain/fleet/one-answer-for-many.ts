import { normalizeName } from '../schedules/names.ts'
import type { Columns } from '../schedules/schedule-columns.ts'
import { statusOf, type PreviewRow } from './import-preview.ts'
import type { ScheduleLink } from './schedule-links.ts'

/**
 * One answer on many rows of an import preview: the columns of fixed choices (a weight class, a body
 * type) a person sets on the rows selected or on every row without one, and what the sheet's own words
 * were read as, said once per column, so that nothing is read silently.
 */

export interface ChoiceColumn {
  key: string
  label: string
  options: readonly (readonly [string, string])[]
}

/** Lines and, per line, the values the person set by column key. */
export type Chosen = ReadonlyMap<number, Readonly<Record<string, unknown>>>

/** The columns of a schedule with fixed choices that the form has a field for. */
export function choiceColumns<C extends Columns>(link: ScheduleLink<C>, emptyForm: object): ChoiceColumn[] {
  return Object.entries(link.kind.columns).flatMap(([key, spec]) => {
    const field = link.fieldOf[key as keyof C & string]
    return spec.options && field && field in emptyForm ? [{ key, label: spec.label, options: spec.options }] : []
  })
}

/** The lines to add (neither skipped nor set aside) that have no value for the column: empty, or not read. */
export function linesWithout(rows: readonly PreviewRow<object>[], column: string, skipped: ReadonlySet<number>): number[] {
  return rows.flatMap((row) => {
    const status = statusOf(row, skipped)
    return (status === 'ready' || status === 'to fix') && row.values[column] === undefined ? [row.line] : []
  })
}

/** The person's values set on each of `lines`, over what they set before. */
export function choose(chosen: Chosen, lines: readonly number[], values: Readonly<Record<string, unknown>>): Chosen {
  const next = new Map(chosen)
  for (const line of lines) next.set(line, { ...next.get(line), ...values })
  return next
}

export interface Reading {
  /** The label of the value read. */
  label: string
  /** The sheet's words read as it, each with the number of rows that had them. */
  texts: { text: string; rows: number }[]
}

/**
 * What a column's cells were read as, where the sheet's words are not the label itself (`Sleeper` as
 * Tractor, `80,000` as Class 8): one entry per value, in the options' order. Rows the person set are
 * left out: they say what the person chose.
 */
export function readingsOf(rows: readonly PreviewRow<object>[], column: ChoiceColumn, chosen: Chosen): Reading[] {
  const byValue = new Map<string, Map<string, number>>()
  for (const row of rows) {
    const text = row.raw[column.key]?.trim()
    const value = row.values[column.key]
    if (row.setAside || !text || typeof value !== 'string' || chosen.get(row.line)?.[column.key] !== undefined) continue
    const label = column.options.find(([key]) => key === value)?.[1] ?? value
    if ([value, label].some((name) => normalizeName(name) === normalizeName(text))) continue
    const texts = byValue.get(value) ?? new Map<string, number>()
    texts.set(text, (texts.get(text) ?? 0) + 1)
    byValue.set(value, texts)
  }
  return column.options.flatMap(([key, label]) => {
    const texts = byValue.get(key)
    return texts ? [{ label, texts: [...texts].map(([text, count]) => ({ text, rows: count })) }] : []
  })
}
