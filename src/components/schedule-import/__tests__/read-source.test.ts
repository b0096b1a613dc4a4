import { describe, expect, it } from 'vitest'
import type { Columns, ScheduleKind } from '@/domain/schedules/schedule-columns'
import { VEHICLE_SCHEDULE } from '@/domain/schedules/vehicle-columns'
import { xlsxWorkbook } from '@/domain/schedules/__tests__/xlsx-fixture'
import { sourceFromFile } from '../read-source'

const VEHICLES = VEHICLE_SCHEDULE as unknown as ScheduleKind<Columns>

describe('sourceFromFile', () => {
  it('reads every sheet of a workbook, the one of the schedule chosen, and keeps the file’s name', async () => {
    const bytes = xlsxWorkbook({ Drivers: [['DOB'], [{ date: 29342 }]], Trucks: [['VIN'], ['1XKYD49X9MJ412873']] })
    const source = await sourceFromFile(new File([bytes], 'fleet.xlsx'), VEHICLES)
    expect(source.fileName).toBe('fleet.xlsx')
    expect(source.workbook?.sheets.map(({ name }) => name)).toEqual(['Drivers', 'Trucks'])
    expect(source.workbook?.chosen).toBe(1)
    expect(source.table.rows).toEqual([{ line: 2, cells: ['1XKYD49X9MJ412873'] }])
    expect(source.workbook?.sheets[0]!.table.rows).toEqual([{ line: 2, cells: ['1980-05-01'] }])
  })

  it('reads a CSV file as text, with no workbook', async () => {
    const source = await sourceFromFile(new File(['VIN,Year\n1XKYD49X9MJ412873,2021\n'], 'trucks.csv', { type: 'text/csv' }), VEHICLES)
    expect(source).toMatchObject({ fileName: 'trucks.csv', workbook: null })
    expect(source.table.rows[0]!.cells).toEqual(['1XKYD49X9MJ412873', '2021'])
  })
})
