/**
 * What says that two rows are the same unit or the same person: a VIN for power units and trailers, a
 * license (its state and number) for drivers. A schedule that holds a key twice, or a key already
 * entered, is said in the preview with the lines that share it, and nothing goes in twice unless the
 * person says so (docs/decisions/0092-duplicate-keys-in-a-schedule.md).
 */
export interface RowKey {
  /** What the key is called: "VIN", "license". */
  name: string
  /** The schedule's columns the key is read from, the one that names it in a message first. */
  columns: readonly string[]
  /** The key of a form row, compared without case, spaces or dashes; null when the row has none. */
  of: (form: Readonly<Record<string, unknown>>) => string | null
  /** The key in words: "VIN 1XKYD49X9MJ412873", "license GA D1234567". */
  words: (form: Readonly<Record<string, unknown>>) => string
  /** The page refuses a repeat (a VIN is on a quote or a transaction once): adding both is not offered. */
  repeatRefused: boolean
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const compared = (value: string) => value.toUpperCase().replace(/[\s-]+/g, '')

export const VIN_KEY: RowKey = {
  name: 'VIN',
  columns: ['vin'],
  of: (form) => compared(text(form.vin)) || null,
  words: (form) => `VIN ${compared(text(form.vin))}`,
  repeatRefused: true,
}

/** A license number is one state's: the same number of two states is two licenses. */
export const LICENSE_KEY: RowKey = {
  name: 'license',
  columns: ['licenseNumber', 'licenseState'],
  of: (form) => {
    const number = compared(text(form.licenseNumber))
    return number ? `${text(form.licenseState).toUpperCase()} ${number}` : null
  },
  words: (form) => ['license', text(form.licenseState).toUpperCase(), compared(text(form.licenseNumber))].filter(Boolean).join(' '),
  repeatRefused: false,
}

/** The key of a row the page already has, and where that row is in words ("vehicle 3"). */
export interface EnteredKey {
  where: string
  key: string | null
}

/** A key held by more than one line of the schedule, or by a line and a row already entered. */
export interface Duplicate {
  /** The key as compared. */
  key: string
  /** The key in words, as the first line holding it has it. */
  words: string
  /** The lines that hold it, in the sheet's order. */
  lines: number[]
  /** Where the rows already entered hold it ("vehicle 3"). */
  entered: string[]
}

/** Every key held twice or more among `rows` and the rows entered, in the order of the lines that first hold it. */
export function findDuplicates(rowKey: RowKey, rows: readonly { line: number; form: object }[], entered: readonly EnteredKey[] = []): Duplicate[] {
  const keyOf = (form: object) => rowKey.of(form as Record<string, unknown>)
  const enteredAt = new Map<string, string[]>()
  for (const { where, key } of entered) if (key) enteredAt.set(key, [...(enteredAt.get(key) ?? []), where])
  const byKey = new Map<string, Duplicate>()
  for (const { line, form } of rows) {
    const key = keyOf(form)
    if (!key) continue
    const repeat = byKey.get(key) ?? { key, words: rowKey.words(form as Record<string, unknown>), lines: [], entered: enteredAt.get(key) ?? [] }
    repeat.lines.push(line)
    byKey.set(key, repeat)
  }
  return [...byKey.values()].filter((repeat) => repeat.lines.length + repeat.entered.length > 1)
}
