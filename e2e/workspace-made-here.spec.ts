import { expect, heading, test } from './support/fixtures.ts'
import { completeAnswers, openDraft } from './support/quote-drafts.ts'
import { INSURED, VEHICLE } from './support/quote-data.ts'
import { expectDone, field, fillDriver, lookAt } from './support/workspace.ts'

test.describe('quotes and indications made here, in the workspace', () => {
  test('a quote made in the wizard opens in the workspace and takes a new driver', async ({ page, checkA11y }) => {
    const look = lookAt(page, checkA11y)
    await openDraft(page)
    await page.getByRole('button', { name: 'Get the quote' }).click()
    await expect(heading(page)).toHaveText(`Quote for ${INSURED.legalName}`)
    const number = (await page.getByTestId('submission-number').textContent()) ?? ''
    expect(number).toMatch(/^BR-\d+$/)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submissions' }).click()
    const row = page.getByRole('listitem').filter({ hasText: number })
    await expect(row).toContainText('Quote made here')
    await expect(row).toContainText(`Quote received for ${INSURED.legalName}.`)
    await look('workspace, with a quote made here')
    await row.getByRole('link', { name: `${number}, transaction 1` }).click()
    await expect(heading(page)).toHaveText(`Submission ${number}, transaction 1`)
    await expect(page.getByText(`A quote for ${INSURED.legalName}, received in this browser`)).toBeVisible()

    await page.getByRole('link', { name: 'Add a driver' }).click()
    await fillDriver(page)
    await page.getByRole('button', { name: 'Add the driver' }).click()
    await expectDone(page, 'Driver added', 'Driver id', number)
    await look('driver added to a quote made here', { axe: false })
  })

  test('a vehicle of a quote made here is chosen from its schedule; where its id comes from is said, and once used the id is known', async ({ page }) => {
    await openDraft(page)
    await page.getByRole('button', { name: 'Get the quote' }).click()
    const number = (await page.getByTestId('submission-number').textContent()) ?? ''
    expect(number).toMatch(/^BR-\d+$/)

    await page.goto(`/submissions/${number}/1/vehicles/update`)
    const choice = page.getByRole('radiogroup', { name: 'Which vehicle' })
    await choice.getByRole('radio', { name: `2019 Freightliner Cascadia, VIN ${VEHICLE.vin}` }).check()
    // The quote's answer carried no vehicle ids: the page says where the id is, and fills in nothing.
    await expect(page.getByText(`Ask underwriting, or look in your policy system, for the id of VIN ${VEHICLE.vin}.`)).toBeVisible()
    await expect(field(page, 'Vehicle id')).toHaveValue('')

    // Underwriting says 7201: the sandbox numbers a quote's vehicles from 7201 (docs/api-assumptions.md).
    await field(page, 'Vehicle id').fill('7201')
    await field(page, 'Value').fill('90000')
    await page.getByRole('button', { name: 'Update the vehicle' }).click()
    await expectDone(page, 'Vehicle updated', 'Vehicle id', number)

    // The update linked the id to the quote's vehicle: chosen again, it fills the id in.
    await page.goto(`/submissions/${number}/1/vehicles/update`)
    await choice.getByRole('radio', { name: `Vehicle 7201, 2019 Freightliner Cascadia, VIN ${VEHICLE.vin}` }).check()
    await expect(field(page, 'Vehicle id')).toHaveValue('7201')
    await expect(page.getByText('Ask underwriting, or look in your policy system')).toHaveCount(0)
  })

  test('an indication made here says it takes no changes, and offers the full quote', async ({ page }) => {
    const answers = { ...completeAnswers(), vehicles: [], drivers: [] }
    await openDraft(page, answers, 'check', { mode: 'indication' })
    await page.getByRole('button', { name: 'Get the indication' }).click()
    await expect(heading(page)).toHaveText(`Indication for ${INSURED.legalName}`)
    const number = (await page.getByTestId('submission-number').textContent()) ?? ''

    await page.goto(`/submissions/${number}/1`)
    await expect(page.getByText('An indication does not accept changes')).toBeVisible()
    await page.getByRole('link', { name: 'Continue it to a full quote' }).click()
    await expect(heading(page)).toHaveText(`Indication for ${INSURED.legalName}`)
    await expect(page.getByRole('button', { name: 'Continue to full quote' })).toBeVisible()

    // The sandbox agrees: an indication's transaction takes no driver.
    await page.goto(`/submissions/${number}/1/drivers/new`)
    await fillDriver(page)
    await page.getByRole('button', { name: 'Add the driver' }).click()
    await expect(page.getByTestId('edit-problem')).toContainText(`found no submission ${number}, transaction 1,`)
  })
})
