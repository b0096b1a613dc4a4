import { emptyQuoteVehicle } from '../src/domain/fleet/vehicle.ts'
import { expect, heading, openSignedIn, test } from './support/fixtures.ts'
import { typeInto } from './support/keyboard.ts'
import { completeAnswers, openDraft } from './support/quote-drafts.ts'
import { liveRegions } from './support/live-regions.ts'
import { KENWORTH } from './support/schedule-files.ts'

test.describe('VIN decoding in the vehicle boxes', () => {
  test('the wizard fills an empty year and make from the VIN, and suggests the VIN’s when they disagree', async ({ page }) => {
    await openDraft(page, { ...completeAnswers(), vehicles: [emptyQuoteVehicle()] }, 'vehicles')
    await expect(heading(page)).toContainText('Vehicles')
    const row = page.getByRole('group', { name: 'Vehicle 1', exact: true })
    const box = (label: string) => row.getByLabel(label, { exact: true })
    await typeInto(page, box('VIN'), KENWORTH)
    await expect(row.getByLabel('Model year')).toHaveValue('2021')
    await expect(row.getByLabel('Make')).toHaveValue('Kenworth')
    await expect(liveRegions(row).filter({ hasText: 'Model year and make filled in from the VIN: 2021 Kenworth.' })).toBeVisible()
    await typeInto(page, row.getByLabel('Make'), 'Peterbilt')
    await expect(row.getByText('The VIN says 2021 Kenworth.')).toHaveCount(0)
    // The suggestion waits until the box is left, not shown and hidden on each key.
    await page.keyboard.press('Tab')
    await expect(row.getByText('The VIN says 2021 Kenworth.')).toBeVisible()
    for (const target of [box('Make'), box('Model year'), row.getByRole('button', { name: 'Use 2021 Kenworth' })]) {
      await page.keyboard.press('Shift+Tab')
      await expect(target).toBeFocused()
    }
    await page.keyboard.press('Enter')
    await expect(row.getByLabel('Make')).toHaveValue('Kenworth')
    await expect(row.getByText('The VIN says 2021 Kenworth.')).toHaveCount(0)
  })

  test('the update-vehicle screen fills the year and make from the VIN', async ({ page }) => {
    await openSignedIn(page, '/submissions/BR-10002/1/vehicles/update')
    await expect(heading(page)).toHaveText('Update a vehicle')
    await typeInto(page, page.getByLabel('VIN', { exact: true }), KENWORTH)
    await expect(page.getByLabel('Model year')).toHaveValue('2021')
    await expect(page.getByLabel('Make')).toHaveValue('Kenworth')
    await typeInto(page, page.getByLabel('Model year'), '2019')
    await page.keyboard.press('Tab')
    await expect(page.getByText('The VIN says 2021 Kenworth.')).toBeVisible()
  })
})
