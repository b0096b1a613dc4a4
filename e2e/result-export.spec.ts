import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, photo, test } from './support/fixtures.ts'
import { completeAnswers, getThe, openDraft, wizardStep } from './support/quote-drafts.ts'

async function download(page: Page, button: string): Promise<{ name: string; csv: string }> {
  const started = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  const file = await started
  return { name: file.suggestedFilename(), csv: await readFile(await file.path(), 'utf8') }
}

test.describe('the schedules of a result', () => {
  test.setTimeout(120_000)
  test('a quote result exports its vehicles, trailers and drivers as CSV, and the next quote imports them', async ({ page }) => {
    await openDraft(page)
    await getThe('quote')(page)
    const section = page.getByRole('region', { name: 'Vehicles, trailers and drivers' })
    await expect(section).toContainText('Sent with this quote: 2 vehicles, 1 trailer, 2 drivers.')
    await section.scrollIntoViewIfNeeded()
    await photo(page, 'result-export-01-quote-result')
    const vehicles = await download(page, 'Export vehicles as CSV')
    expect(vehicles.name).toBe(`vehicles-${await page.getByTestId('submission-number').textContent()}.csv`)
    expect(vehicles.csv.split('\r\n')[0]).toContain('VIN,Year,Make,Model,Value')
    expect(vehicles.csv).toContain('3AKJHHDR5JSJK2211,2018,Freightliner,Cascadia 126')
    expect((await download(page, 'Export drivers as CSV')).csv.split('\r\n')).toHaveLength(4)
    // After a reload the result still has them (kept in this browser with the result).
    await page.reload()
    await expect(section.getByRole('button', { name: 'Export trailers as CSV' })).toBeVisible()
    // The next carrier's quote: the same vehicles in from the file.
    await wizardStep('quote', 'vehicles', 'Vehicles', { ...completeAnswers(), vehicles: [] })(page)
    await page.getByRole('button', { name: 'Import vehicles from a spreadsheet' }).click()
    const file = { name: vehicles.name, mimeType: 'text/csv', buffer: Buffer.from(vehicles.csv) }
    await page.getByLabel('Or choose a file (CSV or Excel .xlsx)').setInputFiles(file)
    await expect(page.getByRole('heading', { name: 'Check the rows, then add them' })).toBeFocused()
    await page.getByRole('button', { name: 'Add 2 vehicles' }).click()
    await expect(page.getByRole('group', { name: 'Vehicle 2', exact: true }).getByLabel('VIN')).toHaveValue('3AKJHHDR5JSJK2211')
    await expect(page.getByRole('group', { name: 'Vehicle 1', exact: true }).getByLabel('Weight class')).toHaveValue('8')
  })
})
