import type { ColumnMapping } from './match-headers.ts'
import { normalizeName } from './names.ts'
import type { SheetRow } from './sheet-table.ts'

/** Why a line of a sheet is not read as a row of the schedule. */
export type SetAsideReason = 'title' | 'header' | 'total' | 'nothing' | 'note'

export interface SetAside {
  reason: SetAsideReason
  /** The reason in words, for the person. */
  message: string
  /** A guess from the line's words (a total, a note) about a line with values: the person may read it as a row after all. */
  mayRead: boolean
}

const MESSAGES: Record<SetAsideReason, string> = {
  title: 'Above the header row (a title)',
  header: 'The header row again',
  total: 'A totals row',
  nothing: 'Nothing under the columns read',
  note: 'A note or a heading: one cell of words',
}

const setAside = (reason: SetAsideReason, mayRead = false): SetAside => ({ reason, message: MESSAGES[reason], mayRead })

/** A title above the header row (sheet-table.ts keeps those rows apart). */
export const TITLE_ROW = setAside('title')

/** `Total`, `Totals`, `TOTAL UNITS: 12`, `Grand total`, `Subtotal`, as the first filled cell of a line. */
const TOTAL = /^(grand\s*|sub\s*-?\s*)?totals?\b/i
/** A line that says it is a note: `*sold unit 98`, `Note: ...`, `N.B.: ...`, `Comments: ...`. */
const NOTE_MARK = /^(\*|notes?\s*:|n\.?\s*b\.?\s*:|comments?\s*:)/i
const WORD = /^\(?[a-z]{2,}[.,;:!?)]*$/i

/** Two words or more of letters only: a sentence or a heading, not a VIN in groups (`1FU JGLDR3 CLBP8834`) or a value. */
const isWords = (text: string) => text.split(/\s+/).filter((word) => WORD.test(word)).length >= 2

const sameCells = (row: readonly string[], header: readonly string[]) => row.every((cell, index) => normalizeName(cell) === normalizeName(header[index] ?? ''))

/**
 * Whether a data line of a sheet is set aside rather than read as a row, and why: the header row
 * repeated (a printed schedule repeats it on each page), a totals line, a line with nothing under the
 * columns read (a note beside the schedule, a unit number alone), or, in a table of two columns or
 * more, a line of a single cell of words or marked as a note (`*sold unit 98 in Oct`, `Leased units`).
 * Agencies' schedules carry all of these; none is a vehicle, a trailer or a driver.
 */
export function setAsideOf(row: SheetRow, header: SheetRow, mapping: ColumnMapping): SetAside | null {
  const filled = row.cells.filter((cell) => cell !== '')
  const first = filled[0] ?? ''
  const mappedValues = mapping.filter((key, index) => key !== null && row.cells[index] !== '').length
  if (sameCells(row.cells, header.cells)) return setAside('header')
  if (TOTAL.test(first)) return setAside('total', mappedValues > 0)
  if (mappedValues === 0) return setAside('nothing')
  const lone = filled.length === 1 && mapping.filter((key) => key !== null).length >= 2
  return /^notes?\s*:/i.test(first) || (lone && (NOTE_MARK.test(first) || isWords(first))) ? setAside('note', true) : null
}
