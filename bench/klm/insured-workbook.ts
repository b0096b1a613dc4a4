import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { xlsxWorkbook, type FixtureCell } from '../../src/domain/schedules/__tests__/xlsx-fixture.ts'
import { DRIVERS, TRAILERS, TRUCKS, trucks } from './insured-schedule.ts'

/**
 * The insured's spreadsheet of bench/klm/insured-schedule.ts as an agent receives it by e-mail: one
 * workbook, a sheet each for the power units, the trailers and the drivers, each under a title row,
 * with the headers and ways of writing that fleet lists use. A unit number column ("Unit #") is on
 * both unit sheets and names no column of the portal: the import asks what it is (it is left out).
 * Dates of birth are Excel date cells, names are "Last, First", trailer types the insured's words.
 */

export const WORKBOOK_NAME = 'Peach State Freight - fleet schedule.xlsx'

/**
 * The 12 power units of issue 21's walk, each with a unit type and a gross weight in the insured's own
 * words: types as fleets write them (sleeper, day cab, box truck, dump, flatbed), weights as a figure,
 * as "26,001+ lbs" (Class 7 or 8: the import asks) or left empty.
 */
export const TWELVE_TRUCKS = trucks(12).map((truck, index) => ({
  ...truck,
  unitType: [
    'Sleeper',
    'Sleeper',
    'Day cab',
    'Day Cab',
    'Tractor - Sleeper',
    'Sleeper',
    'Box truck',
    'Box Truck',
    'Straight truck',
    'Dump',
    'Flatbed',
    'Tractor',
  ][index]!,
  gvw: ['80,000', '80,000', '26,001+ lbs', '26,001+ lbs', '', '', '26,000', '26,000', '33,000', '66,000', '26,000', '26,001+ lbs'][index]!,
}))

const TRAILER_WORDS: Record<string, string> = { 'Refrigerated (reefer)': 'Reefer', 'Dry van': 'Dry Van', Flatbed: 'Flatbed' }

/** Days since 1899-12-30, as Excel stores a date (`MM/DD/YYYY` in). */
function excelSerial(usDate: string): number {
  const [month, day, year] = usDate.split('/').map(Number) as [number, number, number]
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000)
}

const POWER_UNITS: FixtureCell[][] = [
  ['Peach State Freight LLC - schedule of power units'],
  ['Unit #', 'Year', 'Make', 'Model', 'VIN', 'GVWR', 'Body Style', 'Stated Amount'],
  ...TRUCKS.map((truck, index) => [`T-${101 + index}`, Number(truck.year), truck.make, truck.model, truck.vin, '80,000', truck.body, Number(truck.value)]),
]

const TWELVE_POWER_UNITS: FixtureCell[][] = [
  ['Peach State Freight LLC - schedule of power units'],
  ['Unit #', 'Year', 'Make', 'Model', 'VIN', 'Unit Type', 'GVW', 'Value'],
  ...TWELVE_TRUCKS.map((truck, index) => [
    `T-${101 + index}`,
    Number(truck.year),
    truck.make,
    truck.model,
    truck.vin,
    truck.unitType,
    truck.gvw,
    Number(truck.value),
  ]),
]

function sheets(powerUnits: FixtureCell[][]): Record<string, FixtureCell[][]> {
  return {
    'Power Units': powerUnits,
    Trailers: [
      ['Peach State Freight LLC - schedule of trailers'],
      ['Unit #', 'Year', 'Make', 'Model', 'VIN', 'Trailer Type', 'ACV'],
      ...TRAILERS.map((trailer, index) => [
        `TR-${201 + index}`,
        Number(trailer.year),
        trailer.make,
        trailer.model,
        trailer.vin,
        TRAILER_WORDS[trailer.type] ?? trailer.type,
        Number(trailer.value),
      ]),
    ],
    Drivers: [
      ['Peach State Freight LLC - driver list'],
      ['Driver Name', 'DOB', 'Lic St', 'CDL #', 'Yrs CDL'],
      ...DRIVERS.map((driver) => [
        `${driver.lastName}, ${driver.firstName}`,
        { date: excelSerial(driver.dateOfBirth) },
        'GA',
        driver.licenseNumber,
        Number(driver.yearsExperience),
      ]),
    ],
  }
}

/**
 * Writes the workbook (its power units: the 10 trucks, or the 12 of issue 21) to a folder of its own, as
 * the agent saved the e-mail's attachment, and returns its path.
 */
export async function saveInsuredWorkbook(fleet: 'ten trucks' | 'twelve trucks' = 'ten trucks'): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'klm-')), WORKBOOK_NAME)
  await writeFile(path, xlsxWorkbook(sheets(fleet === 'ten trucks' ? POWER_UNITS : TWELVE_POWER_UNITS)))
  return path
}
