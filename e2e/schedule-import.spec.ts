import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { ENDORSE_ADDRESS } from './support/endorsement.ts'
import { expect, expectNoSidewaysScroll, heading, openSignedIn, test } from './support/fixtures.ts'
import { liveRegions } from './support/live-regions.ts'
import { completeAnswers, continueTo, openDraft } from './support/quote-drafts.ts'
import * as schedules from './support/schedule-files.ts'
import { expectUnmovedBy, holdBackChunk } from './support/unmoved.ts'

const { KENWORTH, PETERBILT, VOLVO, chooseFleetWorkbook, pasteRows, tsv, xlsxFile } = schedules
const ENTERED = '3AKJHHDR5JSJK2211'
const CHOOSE_FILE = 'Or choose a file (CSV or Excel .xlsx)'
const KEPT = 'Kept from before: the pasted rows, their columns and your choices.'
/** Four units: a VIN one character short, a VIN twice, and the VIN of the draft's vehicle 2; values in an unknown column. */
const FOUR_UNITS = tsv(
  ['VIN', 'Model Year', 'Make', 'Model', 'PD Amt', 'GVW Class', 'Body'],
  [KENWORTH, '2021', 'Kenworth', 'T680', '$124,000.00', 'Class 8', 'Tractor'],
  ['1XPBD49X1ND70000', '', '', '579', '98,500', '8', 'Tractor'],
  [KENWORTH, '2021', 'Kenworth', 'T680', '120000', '8', 'Tractor'],
  [ENTERED, '2018', 'Freightliner', 'Cascadia 126', '72500', '8', 'Tractor'],
)
/** The headers of FOUR_UNITS in lower case, and the VIN line 3 was fixed to. */
const LOWER_CASE_HEADERS = tsv(
  ['vin', 'model year', 'make', 'model', 'pd amt', 'gvw class', 'body'],
  [PETERBILT, '2022', 'Peterbilt', '579', '98500', '8', 'Tractor'],
)
/** Two drivers under the sheet's own headers: line 3's date of birth and license cannot be read. */
const ANA_AND_BO = tsv(
  ['First', 'Last', 'DOB', 'License No', 'Lic State', 'Years Exp', 'Months'],
  ['Ana', 'de la Cruz', '07/04/1985', 'TX99887766', 'Texas', '9', '4'],
  ['Bo', 'Li', '13/45/1990', 'TX1', 'TX', '2', ''],
)

const press = async (page: Page, ...names: string[]) => {
  for (const name of names) await page.getByRole('button', { name }).click()
}
const paste = (page: Page, noun: string, rows: string) => page.getByLabel(`Paste the ${noun} from your spreadsheet, with the header row`).fill(rows)
/** A line of the preview, in whichever of its tables it stands (to fix, not added, ready). */
const line = (page: Page, number: number) => page.getByRole('row', { name: new RegExp(`^${number} `) })
const counted = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const said = (page: Page, text: string) => liveRegions(page).filter({ hasText: text })
const boxOf = (page: Page, row: string, label: string) => page.getByRole('group', { name: row, exact: true }).getByLabel(label)
const noRow = (page: Page, row: string) => expect(page.getByRole('group', { name: row, exact: true })).toHaveCount(0)

async function openStep(page: Page, step: 'vehicles' | 'drivers') {
  await openDraft(page, completeAnswers(), step)
  await expect(heading(page)).toContainText(step === 'vehicles' ? 'Vehicles' : 'Drivers')
}

test.describe('fleet schedules in and out', () => {
  // Long flows with an axe scan per state, on a busy two-core machine.
  test.setTimeout(180_000)

  test('a pasted vehicle schedule: map an unknown column, see the bad VIN and the duplicates, choose, fix, add', async ({ page, checkA11y }) => {
    await openStep(page, 'vehicles')
    await press(page, 'Import vehicles from a spreadsheet')
    await expect(page.getByLabel('Paste the vehicles from your spreadsheet, with the header row')).toBeVisible()
    await checkA11y(page, 'import, paste', 'schedule-import-01-paste')
    await paste(page, 'vehicles', FOUR_UNITS)
    await press(page, 'Read the pasted rows')
    await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible()
    await checkA11y(page, 'import, column mapping', 'schedule-import-02-mapping')
    await page.getByLabel('Column “PD Amt” (not recognised)').selectOption({ label: 'Value' })
    await press(page, 'Use these columns')
    // Nothing goes in twice unless the person says so: both lines of the VIN twice wait for a choice.
    await expect(counted(page, '4 rows: 0 ready, 4 to fix, 0 skipped.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Add \d/ })).toHaveCount(0)
    await expect(line(page, 3)).toContainText('VIN: A power unit VIN has 17 characters')
    await expect(line(page, 2)).toContainText('VIN: also on line 4')
    await expect(line(page, 4)).toContainText('VIN: also on line 2')
    await expect(line(page, 5)).toContainText('VIN: already entered for vehicle 2')
    const duplicates = page.getByRole('region', { name: 'Duplicate VINs' })
    await expect(duplicates).toContainText(`VIN ${KENWORTH}: on lines 2 and 4.`)
    await expect(duplicates).toContainText(`VIN ${ENTERED}: on line 5, and already entered for vehicle 2.`)
    await checkA11y(page, 'import, preview with problems', 'schedule-import-03-preview')
    await expectNoSidewaysScroll(page)
    await duplicates.getByRole('button', { name: 'Add line 2 only' }).click()
    await press(page, 'Keep vehicle 2, skip line 5')
    await expect(duplicates).toHaveCount(0)
    await expect(line(page, 2)).toContainText(`VIN ${KENWORTH} is also on line 4 (skipped).`)
    await press(page, 'Fix line 3')
    const fixer = page.getByRole('group', { name: 'Fix line 3' })
    await expect(fixer.getByLabel('VIN')).toBeFocused()
    await checkA11y(page, 'import, fixing a row', 'schedule-import-04-fix-row')
    await fixer.getByLabel('VIN').fill(PETERBILT)
    await press(page, 'Save line 3')
    await expect(line(page, 3)).toContainText('Make Peterbilt filled in from the VIN.')
    await expect(counted(page, '4 rows: 2 ready, 0 to fix, 2 skipped.')).toBeVisible()
    await press(page, 'Add 2 vehicles')
    await expect(said(page, '2 vehicles added.')).toBeVisible()
    await checkA11y(page, 'import, rows added', 'schedule-import-05-added')
    await expect(boxOf(page, 'Vehicle 3', 'VIN')).toHaveValue(KENWORTH)
    await expect(boxOf(page, 'Vehicle 4', 'Make')).toHaveValue('Peterbilt')
    await expect(boxOf(page, 'Vehicle 4', 'Model year')).toHaveValue('2022')
    // The draft keeps what was imported; the mapping is remembered for the same headers.
    await page.reload()
    await expect(boxOf(page, 'Vehicle 4', 'VIN')).toHaveValue(PETERBILT)
    await pasteRows(page, 'vehicles', LOWER_CASE_HEADERS)
    await expect(line(page, 2)).toContainText('vin: already entered for vehicle 4')
    await continueTo(page, 'Trailers')
  })

  test('an XLSX file of drivers replaces the drivers entered; drivers export as CSV and import again', async ({ page, checkA11y }) => {
    await openStep(page, 'drivers')
    await press(page, 'Import drivers from a spreadsheet')
    const roster = xlsxFile('roster.xlsx', {
      Drivers: [
        ['Driver roster, Benchmark Freight'],
        ['Driver Name', 'DOB', 'CDL #', 'CDL State', 'Hire Date', 'Yrs Exp', 'Accidents', 'Status'],
        ['Delgado, Maria', { date: 29342 }, 'd1234567', 'Georgia', '3/1/2019', '12', 0, 'Covered'],
        ['James Whitfield Jr.', 30000, 'W7654321', 'GA', '2020-06-15', '8y 6m', 1, 'Excluded'],
      ],
    })
    await page.getByLabel(CHOOSE_FILE).setInputFiles(roster)
    await expect(counted(page, '3 rows: 2 ready, 0 to fix, 0 skipped, 1 set aside.')).toBeVisible()
    await expect(counted(page, 'Read from the sheet “Drivers” of roster.xlsx.')).toBeVisible()
    await expect(line(page, 1)).toContainText('Above the header row (a title): not added.')
    await expect(line(page, 3)).toContainText('Maria Delgado GA d1234567 born May 1, 1980')
    await page.getByLabel('Replace them with these').check()
    await checkA11y(page, 'import, xlsx preview, replace', 'schedule-import-06-xlsx-drivers')
    await press(page, 'Add 2 drivers')
    await expect(boxOf(page, 'Driver 1', 'Last name')).toHaveValue('Delgado')
    await expect(boxOf(page, 'Driver 2', 'Last name')).toHaveValue('Whitfield Jr.')
    await noRow(page, 'Driver 3')
    const [download] = await Promise.all([page.waitForEvent('download'), press(page, 'Export drivers as CSV')])
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv.split('\r\n')[0]).toContain('First name,Last name,License state,License number,Date of birth')
    expect(csv).toContain('Maria,Delgado,GA,d1234567,1980-05-01')
    await press(page, 'Start again with other rows')
    await page.getByLabel(CHOOSE_FILE).setInputFiles({ name: 'drivers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect(counted(page, '2 rows: 2 ready, 0 to fix, 0 skipped.')).toBeVisible()
    await page.getByLabel('Replace them with these').check()
    await press(page, 'Add 2 drivers')
    await expect(boxOf(page, 'Driver 2', 'First name')).toHaveValue('James')
    await expect(boxOf(page, 'Driver 2', 'Years of CDL experience')).toHaveValue('8')
    await noRow(page, 'Driver 3')
  })

  test('a three-sheet workbook on the vehicles page: the power units read, the sheet named, another sheet read instead and back', async ({ page }) => {
    await openStep(page, 'vehicles')
    await chooseFleetWorkbook(page)
    await expect(counted(page, '2 rows: 2 ready, 0 to fix, 0 skipped.')).toBeVisible()
    await expect(line(page, 2)).toContainText(`${VOLVO} 2022 Volvo`)
    await press(page, 'Read another sheet')
    await expect(page.getByText('Headers: Year, Make, VIN, Type, Stated Value.')).toBeVisible()
    await press(page, 'Read the sheet “Trailers”')
    await expect(page.getByRole('heading', { name: 'Check the rows, then add them' })).toBeFocused()
    await expect(page.getByText('Read from the sheet “Trailers” of Peach State Freight - fleet.xlsx, one of its 3 sheets.')).toBeVisible()
    // A flatbed power unit is a straight truck: the trailers' "Flatbed" reads as one, and the preview says so.
    await expect(counted(page, '3 rows: 1 ready, 2 to fix, 0 skipped.')).toBeVisible()
    await expect(page.getByRole('group', { name: 'One answer for many rows' })).toContainText('“Flatbed” (1 row) read as Straight truck')
    await expect(line(page, 2)).toContainText('Type: “Reefer” is not a body type')
    // The drivers' headers name no vehicle column: the columns are asked, and another sheet can still be read.
    await press(page, 'Read another sheet', 'Read the sheet “Drivers”')
    await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeFocused()
    await expect(page.getByText('Read from the sheet “Drivers” of Peach State Freight - fleet.xlsx, one of its 3 sheets.')).toBeVisible()
    await press(page, 'Read another sheet', 'Read the sheet “Power Units”', 'Add 2 vehicles')
    await expect(said(page, '2 vehicles added.')).toBeVisible()
    await expect(boxOf(page, 'Vehicle 3', 'VIN')).toHaveValue(VOLVO)
    await noRow(page, 'Vehicle 5')
  })

  test('a pasted note and a totals line are set aside and said; every count matches the rows, after an add, a fix and a skip', async ({ page }) => {
    const counts = page.getByRole('status').filter({ hasText: /^(\d+ rows?:|No rows)/ })
    const alreadyEntered = (count: number) => expect(page.getByRole('group', { name: `The ${count} vehicles already entered` })).toBeVisible()
    await openStep(page, 'vehicles')
    await pasteRows(page, 'vehicles', schedules.PASTED_WITH_NOTES)
    await press(page, 'Use these columns')
    await expect(counts).toHaveText('6 rows: 1 ready, 3 to fix, 0 skipped, 2 set aside.')
    await expect(line(page, 6)).toContainText('*sold unit 98 in Oct')
    await expect(line(page, 6)).toContainText('Nothing under the columns read: not added.')
    await expect(line(page, 7)).toContainText('A totals row: not added.')
    await alreadyEntered(2)
    await press(page, 'Add 1 vehicle')
    await expect(said(page, '1 vehicle added. Not added: 2 rows set aside.')).toBeVisible()
    await expect(counts).toHaveText('3 rows: 0 ready, 3 to fix, 0 skipped.')
    await press(page, 'Fix line 3')
    await page.getByRole('group', { name: 'Fix line 3' }).getByLabel('VIN').fill(PETERBILT)
    await press(page, 'Save line 3')
    await expect(counts).toHaveText('3 rows: 1 ready, 2 to fix, 0 skipped.')
    await page.getByLabel('Skip line 5').check()
    await expect(counts).toHaveText('3 rows: 2 ready, 0 to fix, 1 skipped.')
    await expect(page.getByText(/still need/)).toHaveCount(0)
    await alreadyEntered(3)
    await press(page, 'Add 2 vehicles')
    await expect(said(page, '2 vehicles added. Not added: 1 row skipped.')).toBeVisible()
    await expect(counts).toHaveText('No rows left to add.')
    await expect(boxOf(page, 'Vehicle 5', 'VIN')).toHaveValue(PETERBILT)
    await noRow(page, 'Vehicle 6')
    await press(page, 'Start again with other rows')
    await paste(page, 'vehicles', tsv(['VIN', 'Make'], ['3AKJHHDR3KSJA1001', 'Freightliner']))
    await press(page, 'Read the pasted rows')
    await alreadyEntered(5)
  })

  test('the add-driver screen takes one row of a pasted schedule', async ({ page, checkA11y }) => {
    await openSignedIn(page, '/submissions/BR-10003/2/drivers/new')
    await expect(heading(page)).toHaveText('Add a driver')
    await pasteRows(page, 'drivers', ANA_AND_BO)
    await expect(counted(page, '2 rows: 1 ready, 1 to fix, 0 skipped.')).toBeVisible()
    // Each problem names the sheet's own column.
    await expect(line(page, 3)).toContainText('DOB: ')
    await expect(line(page, 3)).not.toContainText('Date of birth:')
    await checkA11y(page, 'add driver, import preview', 'schedule-import-07-add-driver')
    await press(page, 'Use line 2')
    await expect(page.getByLabel('Last name')).toHaveValue('de la Cruz')
    await expect(page.getByLabel('Months')).toHaveValue('4')
    await expect(page.getByLabel('Date of birth')).toHaveValue('07/04/1985')
    await press(page, 'Add the driver')
    await expect(page.getByText(/Driver added|added/).first()).toBeVisible()
  })

  test('a driver’s license twice: both lines wait, nothing goes in twice until the person says so', async ({ page }) => {
    await openStep(page, 'drivers')
    await pasteRows(page, 'drivers', schedules.LICENSE_TWICE)
    const duplicates = page.getByRole('region', { name: 'Duplicate licenses' })
    await expect(duplicates).toContainText('license GA D1234567: on lines 2 and 3.')
    await expect(duplicates).toContainText('license GA 054123987: on line 5, and already entered for driver 1.')
    await expect(line(page, 3)).toContainText('CDL #: also on line 2')
    // Only the license of one state and number counts: Bo Li's TN license is another.
    await expect(page.getByRole('button', { name: 'Add 1 driver' })).toBeVisible()
    await duplicates.getByRole('button', { name: 'Add both: lines 2 and 3' }).click()
    await duplicates.getByRole('button', { name: 'Keep driver 1, skip line 5' }).click()
    await expect(duplicates).toHaveCount(0)
    await expect(line(page, 2)).toContainText('license GA D1234567 is also on line 3: added on each, as you chose.')
    await press(page, 'Add 3 drivers')
    await expect(said(page, '3 drivers added. Not added: 1 row skipped.')).toBeVisible()
    await expect(boxOf(page, 'Driver 5', 'Last name')).toHaveValue('Li')
    await noRow(page, 'Driver 6')
  })

  test('a reload keeps the import as it was: the rows, their columns, the class set on many rows; a line is fixed with its class and body type', async ({
    page,
  }) => {
    await openStep(page, 'vehicles')
    await pasteRows(page, 'vehicles', schedules.PASTED_IN_AGENTS_WORDS)
    await press(page, 'Use these columns')
    const many = page.getByRole('group', { name: 'One answer for many rows' })
    await many.getByLabel('Weight class').selectOption('8')
    await many.getByRole('button', { name: 'Set on every row without one' }).click()
    const counts = page.getByRole('status').filter({ hasText: /^\d+ rows?:/ })
    await expect(counts).toHaveText('3 rows: 3 ready, 0 to fix, 0 skipped.')
    await page.getByLabel('Skip line 2').check()
    // The import kept open is part of the page as it opens: the rows under it are drawn where they stay (ADR 0165).
    await holdBackChunk(page, 'import-panel', 1500)
    await page.reload()
    const firstVehicle = page.getByRole('group', { name: 'Vehicle 1', exact: true })
    await firstVehicle.waitFor()
    await expectUnmovedBy(firstVehicle, () => expect(said(page, KEPT)).toBeVisible(), 'vehicle 1')
    await expect(counts).toHaveText('3 rows: 2 ready, 0 to fix, 1 skipped.')
    await expect(line(page, 3)).toContainText('Class 8')
    await expect(page.getByLabel('Skip line 2')).toBeChecked()
    // The Fix form chooses the class and the body type from their lists, under the sheet's own headers.
    await press(page, 'Fix line 4')
    const fixer = page.getByRole('group', { name: 'Fix line 4' })
    await expect(fixer.getByLabel('GVW')).toHaveValue('8')
    await fixer.getByLabel('Unit Type').selectOption('tractor')
    await press(page, 'Save line 4')
    await expect(line(page, 4)).toContainText('Class 8 · Tractor')
    await press(page, 'Add 2 vehicles')
    await expect(said(page, '2 vehicles added. Not added: 1 row skipped.')).toBeVisible()
    // Every line taken: nothing is kept, and a reload opens no import.
    await page.reload()
    await expect(boxOf(page, 'Vehicle 4', 'VIN')).toHaveValue(VOLVO)
    await expect(page.getByRole('button', { name: 'Import vehicles from a spreadsheet' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('sending rows from a spreadsheet: a VIN twice is held, and the trailers’ rows and choices are kept across a reload', async ({ page, checkA11y }) => {
    const trailer = ['1UYVS2534LU123457', '2020', 'Utility', '3000R', 'Dry van', '42000', 'Owned']
    await openSignedIn(page, ENDORSE_ADDRESS)
    await page.getByRole('radio', { name: 'Add trailers' }).check()
    await paste(page, 'trailers', tsv(['VIN', 'Year', 'Make', 'Model', 'Trailer Type', 'Value', 'Ownership'], trailer, trailer))
    await press(page, 'Read the pasted rows')
    await expect(page.getByRole('region', { name: 'Duplicate VINs' })).toContainText('VIN 1UYVS2534LU123457: on lines 2 and 3.')
    // A VIN is on a transaction once: adding both is not offered.
    await expect(page.getByRole('button', { name: /^Add both/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Prepare/ })).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('radio', { name: 'Add trailers' })).toBeChecked()
    await expect(page.getByText(KEPT)).toBeVisible()
    await press(page, 'Add line 3 only')
    await checkA11y(page, 'send rows from a spreadsheet, a duplicate settled, kept from before')
    await expect(page.getByRole('button', { name: 'Prepare 1 trailer to send' })).toBeVisible()
  })
})
