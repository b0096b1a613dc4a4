import type { Page } from '@playwright/test'
import { withLongFleet } from '../src/test/quote-answers.ts'
import { expect, test, photo } from './support/fixtures.ts'
import { pressEnterOn, tabTo } from './support/keyboard.ts'
import { completeAnswers, openDraft } from './support/quote-drafts.ts'
import { pasteRows, tsv } from './support/schedule-files.ts'

const edit = (page: Page, vehicle: number) => page.getByRole('button', { name: `Edit vehicle ${vehicle}`, exact: true })
const row = (page: Page, vehicle: number) => page.getByRole('group', { name: `Vehicle ${vehicle}`, exact: true })
const summaryOf = (page: Page, vehicle: number) => page.getByRole('listitem').filter({ has: edit(page, vehicle) })
/** Two vehicles entered, twelve pasted: fourteen rows, more than a list shows in full. */
const { vehicles } = withLongFleet(completeAnswers())
const twelve = vehicles.map(({ vin, year, make, model, value }) => [vin, `${year}`, make, model, `${value}`, 'Class 8', 'Tractor'])

test.describe('a long list of rows as one-line summaries (ADR 0042)', () => {
  test.setTimeout(120_000)

  test('an imported schedule lands as summaries; a row opens, closes and is removed by the keyboard alone', async ({ page }) => {
    await openDraft(page, completeAnswers(), 'vehicles')
    await pasteRows(page, 'vehicles', tsv(['VIN', 'Year', 'Make', 'Model', 'Value', 'GVW Class', 'Body'], ...twelve))
    await page.getByRole('button', { name: 'Add 12 vehicles' }).click()
    await expect(edit(page, 14)).toBeVisible()
    await expect(row(page, 1)).toHaveCount(0)
    await expect(summaryOf(page, 3)).toHaveText(/^Vehicle 3 · 1XKYD49X4MJ412800 · 2021 Kenworth T680 · \$120,000 · Class 8 · Tractor\s*Edit vehicle 3$/)
    await page.setViewportSize({ width: 320, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await photo(page, 'long-row-list-02-summaries-320')
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(edit(page, 3)).toHaveAttribute('aria-expanded', 'false')
    await pressEnterOn(page, edit(page, 3))
    await expect(row(page, 3).getByLabel('VIN')).toBeFocused()
    await tabTo(page, row(page, 3).getByLabel('Make', { exact: true }))
    for (const key of ['ControlOrMeta+A', 'Backspace']) await page.keyboard.press(key)
    const close = row(page, 3).getByRole('button', { name: 'Close vehicle 3' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await pressEnterOn(page, close)
    await expect(edit(page, 3)).toBeFocused()
    await expect(summaryOf(page, 3)).toContainText('Vehicle 3 · 1XKYD49X4MJ412800 · 2021 T680')
    // Continue finds the problem of the closed row: the row says so, and the summary's link opens it at the field.
    await page.getByRole('button', { name: 'Continue' }).click()
    const summary = page.getByRole('region', { name: 'There is a problem' })
    await expect(summary).toBeFocused()
    await expect(summaryOf(page, 3)).toContainText('1 problem')
    await page.keyboard.press('Tab')
    await expect(summary.getByRole('link', { name: /^Vehicle 3: Enter the make/ })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(row(page, 3).getByLabel('Make', { exact: true })).toBeFocused()
    await page.keyboard.type('Kenworth')
    // Removing the open row hands the focus to the row that took its place.
    await pressEnterOn(page, row(page, 3).getByRole('button', { name: 'Remove vehicle 3' }))
    await expect(edit(page, 3)).toBeFocused()
    await expect(summaryOf(page, 3)).toContainText('1XKYD49X6MJ412801')
    await expect(edit(page, 13)).toBeVisible()
    await expect(edit(page, 14)).toHaveCount(0)
    await page.getByRole('button', { name: 'Add another vehicle' }).click()
    await expect(row(page, 14).getByLabel('VIN')).toBeFocused()
  })
})
