import { describe, expect, it } from 'vitest'
import { readXlsxRows, XlsxReadError } from '../xlsx-rows.ts'
import { xlsxWorkbook } from './xlsx-fixture.ts'

const drivers = [
  ['First Name', 'Last Name', 'DOB', 'Hire Date', 'CDL #', 'Owner'],
  ['Maria', 'Delgado', { date: 28928 }, 43252, 'D24819375', true],
  ['James', 'Whitfield', '11/02/1986', { date: 43876 }, 31027744, false],
] as const

describe('readXlsxRows', () => {
  it('reads the first sheet as text: date cells as YYYY-MM-DD, serials and numbers as numbers, booleans', async () => {
    const file = new Blob([xlsxWorkbook({ Drivers: drivers, Vehicles: [['VIN']] })])
    const sheet = await readXlsxRows(file)
    expect(sheet.sheetNames).toEqual(['Drivers', 'Vehicles'])
    expect(sheet.sheetName).toBe('Drivers')
    expect(sheet.rows).toEqual([
      ['First Name', 'Last Name', 'DOB', 'Hire Date', 'CDL #', 'Owner'],
      ['Maria', 'Delgado', '1979-03-14', '43252', 'D24819375', 'TRUE'],
      ['James', 'Whitfield', '11/02/1986', '2020-02-15', '31027744', 'FALSE'],
    ])
  })

  it('reads the sheet named, and takes a float’s noise off numbers', async () => {
    const workbook = xlsxWorkbook({ Drivers: drivers, Values: [['Value'], [0.1 + 0.2], [78000.5]] })
    const sheet = await readXlsxRows(workbook.buffer, 'Values')
    expect(sheet.rows).toEqual([['Value'], ['0.3'], ['78000.5']])
  })

  it('refuses a file that is not a workbook, and a sheet that is not there, in words', async () => {
    await expect(readXlsxRows(new Blob(['VIN,Year\n']))).rejects.toThrow(XlsxReadError)
    await expect(readXlsxRows(new Blob([xlsxWorkbook({ Drivers: drivers })]), 'Trucks')).rejects.toThrow('no sheet named “Trucks”')
  })
})
