import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { xlsxWorkbook } from '../src/domain/schedules/__tests__/xlsx-fixture.ts'
import { ACCOUNTS, expect, test } from './support/fixtures.ts'
import { completeAnswers, seedDraft } from './support/quote-drafts.ts'
import { chooseFleetWorkbook, KENWORTH, PASTED_WITH_NOTES, pasteRows, PETERBILT, tsv, VOLVO } from './support/schedule-files.ts'

const ENTERED = '3AKJHHDR5JSJK2211'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function openStep(page: Page, step: 'vehicles' | 'drivers') {
  await page.goto(await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), step))
  await expect(heading(page)).toContainText(step === 'vehicles' ? 'Vehicles' : 'Drivers')
}

test.describe('fleet schedules in and out', () => {
  // Long flows with an axe scan per state, on a busy two-core machine.
  test.setTimeout(180_000)

  test('a pasted vehicle schedule: map an unknown column, see the bad VIN and the duplicates, fix, skip, add', async ({
    page,
    signInQuickly,
    checkA11y,
    saveScreenshot,
  }) => {
    await signInQuickly(page)
    await openStep(page, 'vehicles')
    await page.getByRole('button', { name: 'Import vehicles from a spreadsheet' }).click()
    const paste = page.getByLabel('Paste the vehicles from your spreadsheet, with the header row')
    await expect(paste).toBeVisible()
    await checkA11y(page, 'import, paste')
    await saveScreenshot(page, 'schedule-import-01-paste')

    await paste.fill(
      tsv(
        ['VIN', 'Model Year', 'Make', 'Model', 'PD Amt', 'GVW Class', 'Body'],
        [KENWORTH, '2021', 'Kenworth', 'T680', '$124,000.00', 'Class 8', 'Tractor'],
        ['1XPBD49X1ND70000', '', '', '579', '98,500', '8', 'Tractor'],
        [KENWORTH, '2021', 'Kenworth', 'T680', '120000', '8', 'Tractor'],
        [ENTERED, '2018', 'Freightliner', 'Cascadia 126', '72500', '8', 'Tractor'],
      ),
    )
    await page.getByRole('button', { name: 'Read the pasted rows' }).click()
    await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible()
    await checkA11y(page, 'import, column mapping')
    await saveScreenshot(page, 'schedule-import-02-mapping')
    await page.getByLabel('Column “PD Amt” (not recognised)').selectOption({ label: 'Value' })
    await page.getByRole('button', { name: 'Use these columns' }).click()

    const table = page.getByRole('table', { name: 'Rows read' })
    await expect(page.getByRole('status').filter({ hasText: '4 rows: 1 ready, 3 to fix, 0 skipped.' })).toBeVisible()
    await expect(table.getByRole('row', { name: /^3 / })).toContainText('17 characters')
    await expect(table.getByRole('row', { name: /^4 / })).toContainText(`VIN ${KENWORTH} is on an earlier line of this schedule`)
    await expect(table.getByRole('row', { name: /^5 / })).toContainText(`VIN ${ENTERED} is already entered`)
    await checkA11y(page, 'import, preview with problems')
    await saveScreenshot(page, 'schedule-import-03-preview')
    await noSidewaysScroll(page)

    await page.getByLabel('Skip line 4').check()
    await page.getByLabel('Skip line 5').check()
    await page.getByRole('button', { name: 'Fix line 3' }).click()
    const fixer = page.getByRole('group', { name: 'Fix line 3' })
    await expect(fixer.getByLabel('VIN')).toBeFocused()
    await checkA11y(page, 'import, fixing a row')
    await saveScreenshot(page, 'schedule-import-04-fix-row')
    await fixer.getByLabel('VIN').fill(PETERBILT)
    await fixer.getByRole('button', { name: 'Save line 3' }).click()
    await expect(table.getByRole('row', { name: /^3 / })).toContainText('Make Peterbilt filled in from the VIN.')
    await expect(page.getByRole('status').filter({ hasText: '4 rows: 2 ready, 0 to fix, 2 skipped.' })).toBeVisible()

    await page.getByRole('button', { name: 'Add 2 vehicles' }).click()
    await expect(page.getByRole('status').filter({ hasText: '2 vehicles added.' })).toBeVisible()
    await checkA11y(page, 'import, rows added')
    await saveScreenshot(page, 'schedule-import-05-added')
    await expect(page.getByRole('group', { name: 'Vehicle 3', exact: true }).getByLabel('VIN')).toHaveValue(KENWORTH)
    await expect(page.getByRole('group', { name: 'Vehicle 4', exact: true }).getByLabel('Make')).toHaveValue('Peterbilt')
    await expect(page.getByRole('group', { name: 'Vehicle 4', exact: true }).getByLabel('Model year')).toHaveValue('2022')

    // The draft keeps what was imported; the mapping is remembered for the same headers.
    await page.reload()
    await expect(page.getByRole('group', { name: 'Vehicle 4', exact: true }).getByLabel('VIN')).toHaveValue(PETERBILT)
    await page.getByRole('button', { name: 'Import vehicles from a spreadsheet' }).click()
    await page
      .getByLabel('Paste the vehicles from your spreadsheet, with the header row')
      .fill(tsv(['vin', 'model year', 'make', 'model', 'pd amt', 'gvw class', 'body'], [PETERBILT, '2022', 'Peterbilt', '579', '98500', '8', 'Tractor']))
    await page.getByRole('button', { name: 'Read the pasted rows' }).click()
    await expect(page.getByRole('table', { name: 'Rows read' })).toContainText(`VIN ${PETERBILT} is already entered`)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(heading(page)).toContainText('Trailers')
  })

  test('an XLSX file of drivers replaces the drivers entered; drivers export as CSV and import again', async ({
    page,
    signInQuickly,
    checkA11y,
    saveScreenshot,
  }) => {
    await signInQuickly(page)
    await openStep(page, 'drivers')
    await page.getByRole('button', { name: 'Import drivers from a spreadsheet' }).click()
    const workbook = xlsxWorkbook({
      Drivers: [
        ['Driver roster, Benchmark Freight'],
        ['Driver Name', 'DOB', 'CDL #', 'CDL State', 'Hire Date', 'Yrs Exp', 'Accidents', 'Status'],
        ['Delgado, Maria', { date: 29342 }, 'd1234567', 'Georgia', '3/1/2019', '12', 0, 'Covered'],
        ['James Whitfield Jr.', 30000, 'W7654321', 'GA', '2020-06-15', '8y 6m', 1, 'Excluded'],
      ],
    })
    await page
      .getByLabel('Or choose a file (CSV or Excel .xlsx)')
      .setInputFiles({ name: 'roster.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(workbook) })
    const table = page.getByRole('table', { name: 'Rows read' })
    await expect(page.getByRole('status').filter({ hasText: '3 rows: 2 ready, 0 to fix, 0 skipped, 1 set aside.' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Read from the sheet “Drivers” of roster.xlsx.' })).toBeVisible()
    await expect(table.getByRole('row', { name: /^1 / })).toContainText('Above the header row (a title): not added.')
    await expect(table.getByRole('row', { name: /^3 / })).toContainText('Maria Delgado GA d1234567 born May 1, 1980')
    await page.getByLabel('Replace them with these').check()
    await checkA11y(page, 'import, xlsx preview, replace')
    await saveScreenshot(page, 'schedule-import-06-xlsx-drivers')
    await page.getByRole('button', { name: 'Add 2 drivers' }).click()
    await expect(page.getByRole('group', { name: 'Driver 1', exact: true }).getByLabel('Last name')).toHaveValue('Delgado')
    await expect(page.getByRole('group', { name: 'Driver 2', exact: true }).getByLabel('Last name')).toHaveValue('Whitfield Jr.')
    await expect(page.getByRole('group', { name: 'Driver 3', exact: true })).toHaveCount(0)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export drivers as CSV' }).click()
    const file = await (await download).path()
    const csv = await readFile(file, 'utf8')
    expect(csv.split('\r\n')[0]).toContain('First name,Last name,License state,License number,Date of birth')
    expect(csv).toContain('Maria,Delgado,GA,d1234567,1980-05-01')

    await page.getByRole('button', { name: 'Start again with other rows' }).click()
    await page.getByLabel('Or choose a file (CSV or Excel .xlsx)').setInputFiles({ name: 'drivers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect(page.getByRole('status').filter({ hasText: '2 rows: 2 ready, 0 to fix, 0 skipped.' })).toBeVisible()
    await page.getByLabel('Replace them with these').check()
    await page.getByRole('button', { name: 'Add 2 drivers' }).click()
    await expect(page.getByRole('group', { name: 'Driver 2', exact: true }).getByLabel('First name')).toHaveValue('James')
    await expect(page.getByRole('group', { name: 'Driver 2', exact: true }).getByLabel('Years of CDL experience')).toHaveValue('8')
    await expect(page.getByRole('group', { name: 'Driver 3', exact: true })).toHaveCount(0)
  })

  test('a three-sheet workbook on the vehicles page: the power units read, the sheet named, another sheet read instead and back', async ({
    page,
    signInQuickly,
  }) => {
    await signInQuickly(page)
    await openStep(page, 'vehicles')
    await chooseFleetWorkbook(page)
    const table = page.getByRole('table', { name: 'Rows read' })
    await expect(page.getByRole('status').filter({ hasText: '2 rows: 2 ready, 0 to fix, 0 skipped.' })).toBeVisible()
    await expect(table.getByRole('row', { name: /^2 / })).toContainText(`${VOLVO} 2022 Volvo`)

    await page.getByRole('button', { name: 'Read another sheet' }).click()
    await expect(page.getByText('Headers: Year, Make, VIN, Type, Stated Value.')).toBeVisible()
    await page.getByRole('button', { name: 'Read the sheet “Trailers”' }).click()
    await expect(page.getByRole('heading', { name: 'Check the rows, then add them' })).toBeFocused()
    await expect(page.getByText('Read from the sheet “Trailers” of Peach State Freight - fleet.xlsx, one of its 3 sheets.')).toBeVisible()
    // A flatbed power unit is a straight truck: the trailers' "Flatbed" reads as one, and the preview says so.
    await expect(page.getByRole('status').filter({ hasText: '3 rows: 1 ready, 2 to fix, 0 skipped.' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'One answer for many rows' })).toContainText('“Flatbed” (1 row) read as Straight truck')
    await expect(table.getByRole('row', { name: /^2 / })).toContainText('“Reefer” is not a body type')

    // The drivers' headers name no vehicle column: the columns are asked, and another sheet can still be read.
    await page.getByRole('button', { name: 'Read another sheet' }).click()
    await page.getByRole('button', { name: 'Read the sheet “Drivers”' }).click()
    await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeFocused()
    await expect(page.getByText('Read from the sheet “Drivers” of Peach State Freight - fleet.xlsx, one of its 3 sheets.')).toBeVisible()
    await page.getByRole('button', { name: 'Read another sheet' }).click()
    await page.getByRole('button', { name: 'Read the sheet “Power Units”' }).click()
    await page.getByRole('button', { name: 'Add 2 vehicles' }).click()
    await expect(page.getByRole('status').filter({ hasText: '2 vehicles added.' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Vehicle 3', exact: true }).getByLabel('VIN')).toHaveValue(VOLVO)
    await expect(page.getByRole('group', { name: 'Vehicle 5', exact: true })).toHaveCount(0)
  })

  test('a pasted note and a totals line are set aside and said; every count matches the rows, after an add, a fix and a skip', async ({
    page,
    signInQuickly,
  }) => {
    await signInQuickly(page)
    await openStep(page, 'vehicles')
    await pasteRows(page, 'vehicles', PASTED_WITH_NOTES)
    await page.getByRole('button', { name: 'Use these columns' }).click()
    const table = page.getByRole('table', { name: 'Rows read' })
    const counts = page.getByRole('status').filter({ hasText: /^(\d+ rows?:|No rows)/ })
    await expect(counts).toHaveText('6 rows: 2 ready, 2 to fix, 0 skipped, 2 set aside.')
    await expect(table.getByRole('row', { name: /^6 / })).toContainText('*sold unit 98 in Oct')
    await expect(table.getByRole('row', { name: /^6 / })).toContainText('Nothing under the columns read: not added.')
    await expect(table.getByRole('row', { name: /^7 / })).toContainText('A totals row: not added.')
    await expect(page.getByRole('group', { name: 'The 2 vehicles already entered' })).toBeVisible()

    await page.getByRole('button', { name: 'Add 2 vehicles' }).click()
    await expect(page.getByRole('status').filter({ hasText: '2 vehicles added. Not added: 2 rows set aside.' })).toBeVisible()
    await expect(counts).toHaveText('2 rows: 0 ready, 2 to fix, 0 skipped.')
    await page.getByRole('button', { name: 'Fix line 3' }).click()
    await page.getByRole('group', { name: 'Fix line 3' }).getByLabel('VIN').fill(PETERBILT)
    await page.getByRole('button', { name: 'Save line 3' }).click()
    await expect(counts).toHaveText('2 rows: 1 ready, 1 to fix, 0 skipped.')
    await page.getByLabel('Skip line 5').check()
    await expect(counts).toHaveText('2 rows: 1 ready, 0 to fix, 1 skipped.')
    await expect(page.getByText(/still need/)).toHaveCount(0)
    await expect(page.getByRole('group', { name: 'The 4 vehicles already entered' })).toBeVisible()

    await page.getByRole('button', { name: 'Add 1 vehicle' }).click()
    await expect(page.getByRole('status').filter({ hasText: '1 vehicle added. Not added: 1 row skipped.' })).toBeVisible()
    await expect(counts).toHaveText('No rows left to add.')
    await expect(page.getByRole('group', { name: 'Vehicle 5', exact: true }).getByLabel('VIN')).toHaveValue(PETERBILT)
    await expect(page.getByRole('group', { name: 'Vehicle 6', exact: true })).toHaveCount(0)

    await page.getByRole('button', { name: 'Start again with other rows' }).click()
    await page.getByLabel('Paste the vehicles from your spreadsheet, with the header row').fill(tsv(['VIN', 'Make'], ['3AKJHHDR3KSJA1001', 'Freightliner']))
    await page.getByRole('button', { name: 'Read the pasted rows' }).click()
    await expect(page.getByRole('group', { name: 'The 5 vehicles already entered' })).toBeVisible()
  })

  test('the add-driver screen takes one row of a pasted schedule', async ({ page, signInQuickly, checkA11y, saveScreenshot }) => {
    await signInQuickly(page)
    await page.goto('/submissions/BR-10003/2/drivers/new')
    await expect(heading(page)).toHaveText('Add a driver')
    await page.getByRole('button', { name: 'Import drivers from a spreadsheet' }).click()
    await page
      .getByLabel('Paste the drivers from your spreadsheet, with the header row')
      .fill(
        tsv(
          ['First', 'Last', 'DOB', 'License No', 'Lic State', 'Years Exp', 'Months'],
          ['Ana', 'de la Cruz', '07/04/1985', 'TX99887766', 'Texas', '9', '4'],
          ['Bo', 'Li', '13/45/1990', 'TX1', 'TX', '2', ''],
        ),
      )
    await page.getByRole('button', { name: 'Read the pasted rows' }).click()
    await expect(page.getByRole('status').filter({ hasText: '2 rows: 1 ready, 1 to fix, 0 skipped.' })).toBeVisible()
    await checkA11y(page, 'add driver, import preview')
    await saveScreenshot(page, 'schedule-import-07-add-driver')
    await page.getByRole('button', { name: 'Use line 2' }).click()
    await expect(page.getByLabel('Last name')).toHaveValue('de la Cruz')
    await expect(page.getByLabel('Months')).toHaveValue('4')
    await expect(page.getByLabel('Date of birth')).toHaveValue('07/04/1985')
    await page.getByRole('button', { name: 'Add the driver' }).click()
    await expect(page.getByText(/Driver added|added/).first()).toBeVisible()
  })
})
