import { describe, expect, it } from 'vitest'
import { readXlsxSheets, XlsxReadError } from '../xlsx-rows.ts'
import { xlsxWorkbook } from './xlsx-fixture.ts'

const drivers = [
  ['First Name', 'Last Name', 'DOB', 'Hire Date', 'CDL #', 'Owner'],
  ['Maria', 'Delgado', { date: 28928 }, 43252, 'D24819375', true],
  ['James', 'Whitfield', '11/02/1986', { date: 43876 }, 31027744, false],
] as const

describe('readXlsxSheets', () => {
  it('reads every sheet in order as text: date cells as YYYY-MM-DD, serials and numbers as numbers, booleans', async () => {
    const file = new Blob([xlsxWorkbook({ Drivers: drivers, Vehicles: [['VIN']] })])
    const sheets = await readXlsxSheets(file)
    expect(sheets.map((sheet) => sheet.sheetName)).toEqual(['Drivers', 'Vehicles'])
    expect(sheets[0]?.rows).toEqual([
      ['First Name', 'Last Name', 'DOB', 'Hire Date', 'CDL #', 'Owner'],
      ['Maria', 'Delgado', '1979-03-14', '43252', 'D24819375', 'TRUE'],
      ['James', 'Whitfield', '11/02/1986', '2020-02-15', '31027744', 'FALSE'],
    ])
    expect(sheets[1]?.rows).toEqual([['VIN']])
  })

  it('takes a float’s noise off numbers', async () => {
    const workbook = xlsxWorkbook({ Drivers: drivers, Values: [['Value'], [0.1 + 0.2], [78000.5]] })
    const values = (await readXlsxSheets(workbook.buffer)).find((sheet) => sheet.sheetName === 'Values')
    expect(values?.rows).toEqual([['Value'], ['0.3'], ['78000.5']])
  })

  it('refuses a file that is not a workbook, in words', async () => {
    await expect(readXlsxSheets(new Blob(['VIN,Year\n']))).rejects.toThrow(XlsxReadError)
    await expect(readXlsxSheets(new Blob(['VIN,Year\n']))).rejects.toThrow('could not be read as an Excel workbook')
  })
})
