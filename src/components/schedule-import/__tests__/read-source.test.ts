import { describe, expect, it } from 'vitest'
import { DRIVER_SCHEDULE } from '@/lib/schedules/driver-columns'
import type { Columns, ScheduleKind } from '@/lib/schedules/schedule-columns'
import { TRAILER_SCHEDULE } from '@/lib/schedules/trailer-columns'
import { VEHICLE_SCHEDULE } from '@/lib/schedules/vehicle-columns'
import { xlsxWorkbook } from '@/lib/schedules/__tests__/xlsx-fixture'
import { readXlsxSheets } from '@/lib/schedules/xlsx-rows'
import { tableOfWorkbook } from '../read-source'

const workbook = [
  { sheetName: 'Power Units', rows: [['Fleet schedule, Peach State Freight LLC'], ['Unit #', 'Year', 'Make', 'VIN', 'GVWR'], ['101', '2019', 'Volvo', '4V4NC9EH0NN293012', '80,000']] },
  { sheetName: 'Drivers', rows: [['Driver Name', 'DOB', 'CDL #', 'Lic St'], ['Dana Whitfield', '01/10/1965', '054123987', 'GA']] },
]

describe('tableOfWorkbook', () => {
  it('takes the sheet whose header names the most columns of the schedule', () => {
    expect(tableOfWorkbook(workbook, VEHICLE_SCHEDULE as unknown as ScheduleKind<Columns>).header.cells).toContain('GVWR')
    expect(tableOfWorkbook(workbook, DRIVER_SCHEDULE as unknown as ScheduleKind<Columns>).rows[0]?.cells[0]).toBe('Dana Whitfield')
  })

  it('takes the sheet whose name says the schedule when headers tie', () => {
    const header = ['Year', 'Make', 'VIN', 'Value']
    const units = [{ sheetName: 'Power Units', rows: [header, ['2019', 'Volvo', '4V4NC9EH0NN293012', '90000']] }, { sheetName: 'Trailers', rows: [header, ['2019', 'Utility', '1UYVS2531KU123456', '32000']] }]
    expect(tableOfWorkbook(units, TRAILER_SCHEDULE as unknown as ScheduleKind<Columns>).rows[0]?.cells[1]).toBe('Utility')
    expect(tableOfWorkbook(units, VEHICLE_SCHEDULE as unknown as ScheduleKind<Columns>).rows[0]?.cells[1]).toBe('Volvo')
  })

  it('takes the first sheet when none names a column, and an empty table from an empty workbook', () => {
    const notes = [{ sheetName: 'Notes', rows: [['Notes'], ['call the insured']] }, { sheetName: 'Sheet2', rows: [['More notes']] }]
    expect(tableOfWorkbook(notes, VEHICLE_SCHEDULE as unknown as ScheduleKind<Columns>).header.cells).toEqual(['Notes'])
    expect(tableOfWorkbook([], VEHICLE_SCHEDULE as unknown as ScheduleKind<Columns>).rows).toEqual([])
  })

  it('reads every sheet of a workbook file', async () => {
    const file = new Blob([xlsxWorkbook({ Trucks: [['VIN'], ['1XKYD49X9MJ412873']], Drivers: [['DOB'], [{ date: 29342 }]] })])
    expect(await readXlsxSheets(file)).toEqual([
      { sheetName: 'Trucks', rows: [['VIN'], ['1XKYD49X9MJ412873']] },
      { sheetName: 'Drivers', rows: [['DOB'], ['1980-05-01']] },
    ])
  })
})
