import { describe, expect, it } from 'vitest'
import { DRIVER_SCHEDULE } from '../driver-columns.ts'
import type { Columns, ScheduleKind } from '../schedule-columns.ts'
import { chooseSheet } from '../sheet-choice.ts'
import { TRAILER_SCHEDULE } from '../trailer-columns.ts'
import { VEHICLE_SCHEDULE } from '../vehicle-columns.ts'
import type { XlsxSheet } from '../xlsx-rows.ts'

const VEHICLES = VEHICLE_SCHEDULE as unknown as ScheduleKind<Columns>
const TRAILERS = TRAILER_SCHEDULE as unknown as ScheduleKind<Columns>
const DRIVERS = DRIVER_SCHEDULE as unknown as ScheduleKind<Columns>

const chosenName = (sheets: readonly XlsxSheet[], kind: ScheduleKind<Columns>) => {
  const choice = chooseSheet(sheets, kind)
  return choice.sheets[choice.chosen]?.name
}

/** The workbook of issue 18: the trailers' "Type" is a vehicle's body type too, so their header names one column more. */
const FLEET: XlsxSheet[] = [
  {
    sheetName: 'Power Units',
    rows: [
      ['Unit #', 'Year', 'Make', 'VIN', 'Stated Value'],
      ['101', '2019', 'Volvo', '4V4NC9EH0NN293012', '90000'],
    ],
  },
  {
    sheetName: 'Trailers',
    rows: [
      ['Unit #', 'Year', 'Make', 'VIN', 'Type', 'Stated Value'],
      ['201', '2019', 'Utility', '1UYVS2531KU123456', 'Reefer', '32000'],
    ],
  },
  {
    sheetName: 'Drivers',
    rows: [
      ['Driver Name', 'DOB', 'CDL #', 'Lic St'],
      ['Dana Whitfield', '01/10/1965', '054123987', 'GA'],
    ],
  },
]

describe('chooseSheet: by the sheet’s name and its headers together', () => {
  it('reads each page’s own sheet of a three-sheet workbook, though the trailers’ header names more vehicle columns', () => {
    expect(chosenName(FLEET, VEHICLES)).toBe('Power Units')
    expect(chosenName(FLEET, TRAILERS)).toBe('Trailers')
    expect(chosenName(FLEET, DRIVERS)).toBe('Drivers')
  })

  it('keeps every sheet, as a table of this schedule, for the person to choose another', () => {
    const choice = chooseSheet([{ sheetName: 'Trailers', rows: [['Trailer schedule'], ...FLEET[1]!.rows] }, FLEET[0]!], VEHICLES)
    expect(choice.chosen).toBe(1)
    expect(choice.sheets.map(({ name }) => name)).toEqual(['Trailers', 'Power Units'])
    expect(choice.sheets[0]!.table.header.cells).toContain('Type')
    expect(choice.sheets[0]!.table.above[0]!.cells[0]).toBe('Trailer schedule')
  })

  it('takes, between sheets of neutral names, the one whose headers fit the schedule best', () => {
    const sheets = [
      {
        sheetName: 'Sheet1',
        rows: [
          ['VIN', 'Year', 'Make', 'GVWR', 'Body'],
          ['4V4NC9EH0NN293012', '2019', 'Volvo', '80000', 'Tractor'],
        ],
      },
      {
        sheetName: 'Sheet2',
        rows: [
          ['VIN', 'Year', 'Make', 'Trailer type', 'Ownership'],
          ['1UYVS2531KU123456', '2019', 'Utility', 'Reefer', 'Owned'],
        ],
      },
    ]
    expect(chosenName(sheets, VEHICLES)).toBe('Sheet1')
    expect(chosenName(sheets, TRAILERS)).toBe('Sheet2')
  })

  it('prefers a sheet named for the schedule whose headers are unknown to one named for another schedule', () => {
    const sheets = [
      {
        sheetName: 'Trailers',
        rows: [
          ['VIN', 'Year', 'Make'],
          ['1UYVS2531KU123456', '2019', 'Utility'],
        ],
      },
      {
        sheetName: 'Vehicles',
        rows: [
          ['Tag', 'Description', 'Cost basis'],
          ['4V4NC9EH0NN293012', '2019', 'Volvo'],
        ],
      },
    ]
    expect(chosenName(sheets, VEHICLES)).toBe('Vehicles')
  })

  it('takes a sheet with rows over one without, and the first sheet when none names a column', () => {
    const template = { sheetName: 'Power Units', rows: [['Year', 'Make', 'VIN']] }
    const filled = {
      sheetName: 'Sheet1',
      rows: [
        ['Year', 'Make', 'VIN'],
        ['2019', 'Volvo', '4V4NC9EH0NN293012'],
      ],
    }
    expect(chosenName([template, filled], VEHICLES)).toBe('Sheet1')
    const notes = [
      { sheetName: 'Notes', rows: [['Notes'], ['call the insured']] },
      { sheetName: 'Sheet2', rows: [['More notes'], ['and more']] },
    ]
    expect(chosenName(notes, VEHICLES)).toBe('Notes')
    expect(chooseSheet([], VEHICLES)).toEqual({ sheets: [], chosen: 0 })
  })
})
