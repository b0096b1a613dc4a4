import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { xlsxWorkbook, type FixtureCell } from '../../src/domain/schedules/__tests__/xlsx-fixture.ts'
import { DRIVERS, TRAILERS, TRUCKS } from './insured-schedule.ts'

/**
 * The insured's spreadsheet of bench/klm/insured-schedule.ts as an agent receives it by e-mail: one
 * workbook, a sheet each for the power units, the trailers and the drivers, each under a title row,
 * with the headers and ways of writing that fleet lists use. A unit number column ("Unit #") is on
 * both unit sheets and names no column of the portal: the import asks what it is (it is left out).
 * Dates of birth are Excel date cells, names are "Last, First", trailer types the insured's words.
 */

export const WORKBOOK_NAME = 'Peach State Freight - fleet schedule.xlsx'

const TRAILER_WORDS: Record<string, string> = { 'Refrigerated (reefer)': 'Reefer', 'Dry van': 'Dry Van', Flatbed: 'Flatbed' }

/** Days since 1899-12-30, as Excel stores a date (`MM/DD/YYYY` in). */
function excelSerial(usDate: string): number {
  const [month, day, year] = usDate.split('/').map(Number) as [number, number, number]
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000)
}

function sheets(): Record<string, FixtureCell[][]> {
  return {
    'Power Units': [
      ['Peach State Freight LLC - schedule of power units'],
      ['Unit #', 'Year', 'Make', 'Model', 'VIN', 'GVWR', 'Body Style', 'Stated Amount'],
      ...TRUCKS.map((truck, index) => [`T-${101 + index}`, Number(truck.year), truck.make, truck.model, truck.vin, '80,000', truck.body, Number(truck.value)]),
    ],
    Trailers: [
      ['Peach State Freight LLC - schedule of trailers'],
      ['Unit #', 'Year', 'Make', 'Model', 'VIN', 'Trailer Type', 'ACV'],
      ...TRAILERS.map((trailer, index) => [`TR-${201 + index}`, Number(trailer.year), trailer.make, trailer.model, trailer.vin, TRAILER_WORDS[trailer.type] ?? trailer.type, Number(trailer.value)]),
    ],
    Drivers: [
      ['Peach State Freight LLC - driver list'],
      ['Driver Name', 'DOB', 'Lic St', 'CDL #', 'Yrs CDL'],
      ...DRIVERS.map((driver) => [`${driver.lastName}, ${driver.firstName}`, { date: excelSerial(driver.dateOfBirth) }, 'GA', driver.licenseNumber, Number(driver.yearsExperience)]),
    ],
  }
}

/** Writes the workbook to a folder of its own (as the agent saved the e-mail's attachment) and returns its path. */
export async function saveInsuredWorkbook(): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'klm-')), WORKBOOK_NAME)
  await writeFile(path, xlsxWorkbook(sheets()))
  return path
}
