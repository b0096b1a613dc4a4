// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readPreview, statusOf, type ImportForm } from '@/domain/fleet/import-preview'
import { emptyQuoteVehicle, vehicleIssues, type QuoteVehicleForm } from '@/domain/fleet/vehicle'
import { describeMapping, matchHeaders } from '@/domain/schedules/match-headers'
import { expectedVinCheckDigit } from '@/generic/vin'
import { handoffOf } from '../handoff'
import { importReducer, isFinished, newImport, type ImportEvent, type ImportState } from '../import-state'
import { restoredSentence } from '../import-sentences'
import { keptOf, stateOf } from '../kept-state'
import { tableFromText } from '../read-source'
import { SCHEDULES } from '../schedules'

const today = '2027-03-10'
const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${expectedVinCheckDigit(vin)}${vin.slice(9)}`
const KENWORTH = withCheckDigit('1XKYD49X0MJ412873')
const VOLVO = withCheckDigit('4V4NC9EH0NN293012')
const { link } = SCHEDULES.vehicles
const vehicles: ImportForm<QuoteVehicleForm> = { empty: emptyQuoteVehicle, issuesOf: (row, on) => vehicleIssues(row, 'row', on) }
const tsv = (...rows: string[][]) => rows.map((cells) => cells.join('\t')).join('\n')

/** Issue 18's way of sending a fleet: a title, a VIN twice, a VIN one short, a totals line. */
const PASTED = tsv(
  ['Fleet schedule, Peach State Freight'],
  ['VIN', 'Year', 'Make', 'GVW Class', 'Body'],
  [KENWORTH, '2021', 'Kenworth', '8', 'Tractor'],
  [VOLVO, '2022', 'Volvo', '8', ''],
  [KENWORTH, '2021', 'Kenworth', '8', 'Tractor'],
  [VOLVO.slice(0, 16), '2022', 'Volvo', '8', 'Tractor'],
  ['TOTAL UNITS: 4', '', '', '', ''],
)

const run = (...events: ImportEvent[]) => events.reduce(importReducer, newImport())
const read = (text = PASTED): ImportEvent => {
  const table = tableFromText(text, link.kind)
  return { type: 'read', source: { table, fileName: null, workbook: null }, match: matchHeaders(table.header.cells, link.kind) }
}
const previewOf = (state: ImportState) =>
  readPreview(state.loaded!.table, link, state.mapping!, vehicles, {
    today,
    skipped: state.skipped,
    chosen: state.chosen,
    readAsRows: state.readAsRows,
    duplicatesAllowed: state.duplicatesAllowed,
  })
const statuses = (state: ImportState) => Object.fromEntries(previewOf(state).rows.map((row) => [row.line, statusOf(row, state.skipped)]))

describe('the schedule import as data', () => {
  it('reads a paste into a table with its columns matched; a new table drops the choices made on the last', () => {
    const state = run(
      { type: 'pasted', text: PASTED },
      read(),
      { type: 'skip toggled', line: 3 },
      { type: 'set on lines', lines: [4], values: { bodyTypeKey: 'tractor' } },
    )
    expect(state.mapping).toEqual(['vin', 'year', 'make', 'classKey', 'bodyTypeKey'])
    expect(state.skipped).toEqual(new Set([3]))
    const again = importReducer(state, read(tsv(['VIN'], [KENWORTH])))
    expect(again).toMatchObject({ pasted: PASTED, skipped: new Set(), chosen: new Map(), mapping: ['vin'] })
  })

  it('holds back both lines of a duplicate VIN until the person chooses one line, or fixes one', () => {
    const opened = run(read())
    expect(statuses(opened)).toEqual({ 1: 'set aside', 3: 'to fix', 4: 'ready', 5: 'to fix', 6: 'to fix', 7: 'set aside' })
    expect(statuses(importReducer(opened, { type: 'lines skipped', lines: [5] }))).toMatchObject({ 3: 'ready', 5: 'skipped' })
    const fixed = importReducer(opened, {
      type: 'line fixed',
      line: 5,
      cells: [withCheckDigit('1XKYD49X0MJ412874'), '2021', 'Kenworth', '8', 'Tractor'],
      values: {},
    })
    expect(statuses(fixed)).toMatchObject({ 3: 'ready', 5: 'ready' })
  })

  it('a line fixed with a body type chosen from the list: set on the line, over what the sheet says', () => {
    const fixed = run(read(), { type: 'line fixed', line: 4, cells: [VOLVO, '2022', 'Volvo', '8', ''], values: { bodyTypeKey: 'straight_truck' } })
    expect(previewOf(fixed).rows.find((row) => row.line === 4)!.form).toMatchObject({ bodyType: 'straight_truck' })
  })

  it('hands over every line: the ready ones to send, the others held back with their line and problems, named by the sheet’s column', () => {
    const state = run(read(), { type: 'lines skipped', lines: [5] })
    const { forms, read: lines } = handoffOf(previewOf(state), state.loaded!.table, state.mapping!, state.skipped)
    expect(forms.map((form) => (form as QuoteVehicleForm).vin)).toEqual([KENWORTH, VOLVO])
    expect(lines.lines.map((line) => line.line)).toEqual([3, 4])
    expect(lines.heldBack).toEqual([
      { line: 1, cells: ['Fleet schedule, Peach State Freight', '', '', '', ''], status: 'set aside', problems: ['Above the header row (a title)'] },
      { line: 5, cells: [KENWORTH, '2021', 'Kenworth', '8', 'Tractor'], status: 'skipped', problems: [`VIN ${KENWORTH} is also on line 3`] },
      { line: 6, cells: [VOLVO.slice(0, 16), '2022', 'Volvo', '8', 'Tractor'], status: 'to fix', problems: [expect.stringMatching(/^VIN: .*16/)] },
      { line: 7, cells: ['TOTAL UNITS: 4', '', '', '', ''], status: 'set aside', problems: ['A totals row'] },
    ])
    expect(lines.lines.length + lines.heldBack.length).toBe(6)
    expect(lines.duplicates).toEqual([{ key: KENWORTH, words: `VIN ${KENWORTH}`, lines: [3, 5], entered: [] }])
  })

  it('an add takes the ready, skipped and set-aside lines; what is left is what needs fixing, then nothing', () => {
    const state = run(read(), { type: 'lines skipped', lines: [5] }, { type: 'taken', lines: [1, 3, 4, 5, 7], said: '2 vehicles added.' })
    expect(state.loaded!.table.rows.map((row) => row.line)).toEqual([6])
    expect(state).toMatchObject({ said: '2 vehicles added.', turn: 1 })
    expect(isFinished(state)).toBe(false)
    expect(isFinished(importReducer(state, { type: 'taken', lines: [6], said: '' }))).toBe(true)
    expect(isFinished(run({ type: 'pasted', text: '  ' }))).toBe(true)
  })

  it('keeps the table read, the columns and every choice; comes back the same, and says what it kept', () => {
    const state = run(
      { type: 'pasted', text: PASTED },
      read(),
      { type: 'set on lines', lines: [4], values: { bodyTypeKey: 'tractor' } },
      { type: 'skip toggled', line: 6 },
      { type: 'duplicate allowed', key: KENWORTH },
      { type: 'mode chosen', mode: 'replace' },
    )
    const kept = JSON.parse(JSON.stringify(keptOf(state))) as ReturnType<typeof keptOf>
    const back = stateOf(kept, (header, mapping) => describeMapping(header, link.kind, mapping ?? [], true))
    expect(back).toMatchObject({
      pasted: PASTED,
      mapping: state.mapping,
      skipped: state.skipped,
      chosen: state.chosen,
      duplicatesAllowed: state.duplicatesAllowed,
      mode: 'replace',
    })
    expect(statuses(back)).toEqual(statuses(state))
    expect(restoredSentence(kept)).toBe('Kept from before: the pasted rows, their columns and your choices.')
  })

  it('of a workbook, keeps the sheet read, not the file, and says so', () => {
    const table = tableFromText(tsv(['VIN'], [KENWORTH]), link.kind)
    const sheets = [
      { name: 'Power Units', table },
      { name: 'Trailers', table },
    ]
    const state = run({
      type: 'read',
      source: { table, fileName: 'fleet.xlsx', workbook: { sheets, chosen: 0 } },
      match: matchHeaders(table.header.cells, link.kind),
    })
    const kept = keptOf(state)
    expect(kept.source).toEqual({ table, fileName: 'fleet.xlsx', sheet: 'Power Units' })
    expect(stateOf(kept, () => state.loaded!.match).loaded!.workbook).toEqual({ sheets: [{ name: 'Power Units', table }], chosen: 0 })
    expect(restoredSentence(kept)).toBe(
      'Kept from before: the sheet “Power Units” of fleet.xlsx, their columns and your choices. To read another of its sheets, choose the file again.',
    )
  })
})
