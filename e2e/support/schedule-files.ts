import type { Page } from '@playwright/test'
import { xlsxWorkbook } from '../../src/domain/schedules/__tests__/xlsx-fixture.ts'
import { expectedVinCheckDigit } from '../../src/generic/vin.ts'
import { expect } from './fixtures.ts'

/** Schedules as agencies send them, for the import's specs and its sweeps' states. */
export const tsv = (...rows: string[][]) => rows.map((cells) => cells.join('\t')).join('\n')

export const KENWORTH = '1XKYD49X9MJ412873'
export const PETERBILT = '1XPBD49X1ND700001'
export const VOLVO = '4V4NC9EH2NN293012'

/** A workbook of `sheets` as the file box takes it. */
export const xlsxFile = (name: string, sheets: Parameters<typeof xlsxWorkbook>[0]) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from(xlsxWorkbook(sheets)),
})

/** Power units, trailers and drivers on sheets of their own; the trailers' `Type` is a body type, one vehicle column more. */
const FLEET_WORKBOOK = xlsxFile('Peach State Freight - fleet.xlsx', {
  'Power Units': [
    ['Year', 'Make', 'VIN', 'Stated Value'],
    [2022, 'Volvo', VOLVO, 90000],
    [2019, 'Freightliner', '3AKJHHDR3KSJA1001', 75000],
  ],
  Trailers: [
    ['Year', 'Make', 'VIN', 'Type', 'Stated Value'],
    [2020, 'Utility', '1UYVS2534LU123457', 'Reefer', 42000],
    [2019, 'Great Dane', '1GRAA0629KB700123', 'Dry Van', 31000],
    [2019, 'Wabash', '1JJV532D7KL123456', 'Flatbed', 28000],
  ],
  Drivers: [
    ['Driver Name', 'DOB', 'CDL #', 'Lic St'],
    ['Whitfield, Dana', { date: 23752 }, '054123987', 'GA'],
  ],
})

const UNITS_HEADER = ['Unit #', 'VIN', 'Year', 'Make', 'Model', 'Value', 'Class', 'Body']
/** Four units (a VIN one character short, a VIN twice), a note and a totals line under them. */
export const PASTED_WITH_NOTES = tsv(
  UNITS_HEADER,
  ['101', KENWORTH, '2021', 'Kenworth', 'T680', '124000', '8', 'Tractor'],
  ['102', '1XPBD49X1ND70000', '2022', 'Peterbilt', '579', '98500', '8', 'Tractor'],
  ['103', VOLVO, '2022', 'Volvo', 'VNL 860', '90000', '8', 'Tractor'],
  ['104', KENWORTH, '2021', 'Kenworth', 'T680', '120000', '8', 'Tractor'],
  ['*sold unit 98 in Oct'],
  ['TOTAL UNITS: 4', '', '', '', '', '$432,500'],
)

/** Power units with a unit type and a gross weight in the insured's words, some weights a range or empty. */
export const PASTED_IN_AGENTS_WORDS = tsv(
  ['Unit #', 'VIN', 'Year', 'Make', 'Model', 'Value', 'Unit Type', 'GVW'],
  ['101', KENWORTH, '2021', 'Kenworth', 'T680', '124000', 'Sleeper', '80,000'],
  ['102', PETERBILT, '2022', 'Peterbilt', '579', '98500', 'Day cab', '26,001+ lbs'],
  ['103', VOLVO, '2022', 'Volvo', 'VNL 860', '90000', 'Flatbed', ''],
)

/** A valid VIN of serial `index`: a maker's prefix, model year M (2021), its check digit. */
const vin = (index: number) => {
  const body = `1XKYD49X0M${String(index).padStart(7, '0')}`
  return `${body.slice(0, 8)}${expectedVinCheckDigit(body)}${body.slice(9)}`
}

/** Unit `index` of sixty as an insured sends them: lines 12 and 32 have a VIN one character short, line 52 has line 22's VIN. */
const unitOfSixty = (index: number) => {
  const unitVin = index === 10 || index === 30 ? vin(index).slice(0, 16) : vin(index === 50 ? 20 : index)
  return [`${101 + index}`, unitVin, '2021', 'Kenworth', 'T680', `$${(90000 + index * 500).toLocaleString('en-US')}`, '8', 'Tractor']
}
export const SIXTY_UNITS = tsv(UNITS_HEADER, ...Array.from({ length: 60 }, (_, index) => unitOfSixty(index)))

/** Four drivers: one license (GA D1234567) on two lines, written two ways; the same number of another state; driver 1's license (completeAnswers) again. */
export const LICENSE_TWICE = tsv(
  ['Driver Name', 'DOB', 'CDL #', 'CDL State'],
  ['Delgado, Maria', '05/01/1980', 'D1234567', 'GA'],
  ['Delgado, M.', '05/01/1980', 'd123-4567', 'Georgia'],
  ['Li, Bo', '03/02/1985', 'D1234567', 'TN'],
  ['Whitfield, Dana', '01/12/1965', '054123987', 'GA'],
)

/** One driver whose years of experience are more than a driver of that age can have: the line to fix is "Yrs Exp". */
export const EXPERIENCE_TOO_LONG = tsv(['Driver Name', 'DOB', 'CDL #', 'CDL State', 'Yrs Exp'], ['Okafor, Ade', '05/01/1990', 'G7654321', 'GA', '40'])

/** Opens the import of a page's schedule (the page already on screen). */
export const openImport = (page: Page, noun: string) => page.getByRole('button', { name: `Import ${noun} from a spreadsheet` }).click()

/** Opens the import and pastes `text`, then reads it. */
export async function pasteRows(page: Page, noun: string, text: string): Promise<void> {
  await openImport(page, noun)
  await page.getByLabel(`Paste the ${noun} from your spreadsheet, with the header row`).fill(text)
  await page.getByRole('button', { name: 'Read the pasted rows' }).click()
}

/** Opens the vehicles' import and chooses the three-sheet workbook: the power units are read. */
export async function chooseFleetWorkbook(page: Page): Promise<void> {
  await openImport(page, 'vehicles')
  await page.getByLabel('Or choose a file (CSV or Excel .xlsx)').setInputFiles(FLEET_WORKBOOK)
  await expect(page.getByText(`Read from the sheet “Power Units” of ${FLEET_WORKBOOK.name}, one of its 3 sheets.`)).toBeVisible()
}
