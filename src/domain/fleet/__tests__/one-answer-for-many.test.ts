import { describe, expect, it } from 'vitest'
import { expectedVinCheckDigit } from '../../../generic/vin.ts'
import { parseDelimitedText } from '../../schedules/delimited-text.ts'
import { headerScore, matchHeaders } from '../../schedules/match-headers.ts'
import { toSheetTable } from '../../schedules/sheet-table.ts'
import { choiceColumns, choose, linesWithout, readingsOf, type Chosen } from '../one-answer-for-many.ts'
import { previewRows, statusOf, type ImportForm } from '../import-preview.ts'
import { TRAILER_LINK, VEHICLE_LINK } from '../schedule-links.ts'
import { emptyTrailer } from '../trailer.ts'
import { emptyQuoteVehicle, vehicleIssues, type QuoteVehicleForm } from '../vehicle.ts'

const today = '2027-03-10'
const vin = (serial: number) => {
  const stem = `1XKYD49X0MJ4128${String(serial).padStart(2, '0')}`
  return `${stem.slice(0, 8)}${expectedVinCheckDigit(stem)}${stem.slice(9)}`
}
const vehicles: ImportForm<QuoteVehicleForm> = { empty: emptyQuoteVehicle, issuesOf: (row, on) => vehicleIssues(row, 'row', on) }

/** Twelve trucks as an insured writes them: a type in its own words, a weight that is sometimes a range. */
const SHEET = [
  ['VIN', 'Year', 'Make', 'Model', 'Value', 'Unit type', 'GVW'],
  ...['Sleeper', 'Sleeper', 'Day cab', 'Box truck', 'Dump', 'Flatbed'].map((type, index) => [
    vin(index),
    '2021',
    'Kenworth',
    'T680',
    '90000',
    type,
    index < 3 ? '26,001+ lbs' : '80,000',
  ]),
  [vin(7), '2021', 'Kenworth', 'T680', '90000', '', ''],
]
  .map((cells) => cells.join('\t'))
  .join('\n')

function preview(chosen: Chosen = new Map()) {
  const table = toSheetTable(parseDelimitedText(SHEET), headerScore(VEHICLE_LINK.kind))
  const { mapping } = matchHeaders(table.header.cells, VEHICLE_LINK.kind)
  return previewRows(table, VEHICLE_LINK, mapping, vehicles, { today, chosen })
}

describe('one answer on many rows of an import', () => {
  const [classColumn, bodyColumn] = choiceColumns(VEHICLE_LINK, emptyQuoteVehicle())

  it('offers the columns of fixed choices the form has', () => {
    expect([classColumn?.key, bodyColumn?.key]).toEqual(['classKey', 'bodyTypeKey'])
    // A quote's trailer has no ownership to set.
    expect(choiceColumns(TRAILER_LINK, emptyTrailer()).map(({ key }) => key)).toEqual(['bodyTypeKey'])
  })

  it('finds the rows without a value, empty or not read, and not those skipped', () => {
    const rows = preview()
    expect(linesWithout(rows, 'classKey', new Set())).toEqual([2, 3, 4, 8])
    expect(linesWithout(rows, 'classKey', new Set([8]))).toEqual([2, 3, 4])
    expect(linesWithout(rows, 'bodyTypeKey', new Set())).toEqual([8])
  })

  it('says what the sheet’s words were read as, once per value', () => {
    expect(readingsOf(preview(), bodyColumn!, new Map())).toEqual([
      {
        label: 'Tractor',
        texts: [
          { text: 'Sleeper', rows: 2 },
          { text: 'Day cab', rows: 1 },
        ],
      },
      { label: 'Straight truck', texts: [{ text: 'Flatbed', rows: 1 }] },
      { label: 'Dump truck', texts: [{ text: 'Dump', rows: 1 }] },
    ])
  })

  it('sets a value over what was read and clears the cell’s problem: the rows become ready', () => {
    const before = preview()
    expect(statusOf(before[0]!, new Set())).toBe('to fix')
    const chosen = choose(choose(new Map(), [2, 3, 4, 8], { classKey: '8' }), [8], { bodyTypeKey: 'tractor' })
    const after = preview(chosen)
    expect(after.map((row) => statusOf(row, new Set()))).toEqual(Array(7).fill('ready'))
    expect(after[6]!.form).toMatchObject({ classKey: '8', bodyType: 'tractor' })
    expect(readingsOf(after, classColumn!, chosen)).toEqual([{ label: 'Class 8 (over 33,000 lb)', texts: [{ text: '80,000', rows: 3 }] }])
  })
})
