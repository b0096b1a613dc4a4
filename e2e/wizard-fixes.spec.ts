import { ACCOUNTS, expect, heading, photo, summary, test } from './support/fixtures.ts'
import { VEHICLE_VIN_BAD_CHECK_DIGIT } from './support/quote-data.ts'
import { completeAnswers, continueTo, openDraft, seedDraft } from './support/quote-drafts.ts'

test.describe('the wizard between checks', () => {
  test('a problem goes as soon as it stops being true: the radius total, and a field of another step', async ({ page, checkA11y }) => {
    await openDraft(page, { ...completeAnswers(), radius: { upTo50: 50, from51To200: 40, from201To500: null, over500: null } }, 'radius')
    await page.getByRole('button', { name: 'Continue' }).click()
    const radiusProblem = 'The radius percentages must add up to 100; they add up to 90'
    await expect(summary(page)).toContainText(radiusProblem)
    // Still wrong: the message follows the figures. Right: it goes, from the field and the summary.
    await page.getByLabel('201 to 500 miles').fill('5')
    await expect(page.getByRole('group', { name: /What share of the driving/ })).toContainText('they add up to 95')
    await page.getByLabel('201 to 500 miles').fill('10')
    await expect(page.getByText('Total so far: 100%')).toBeVisible()
    await expect(page.getByText(/they add up to/)).toHaveCount(0)
    await expect(summary(page)).toHaveCount(0)
    await checkA11y(page, 'radius fixed', 'wizard-fixes-01-radius-fixed')
    // On the insured step: the name typed takes its problem away, the others stay until they are fixed too.
    const unnamed = { ...completeAnswers(), insured: { ...completeAnswers().insured, legalName: '', dotNumber: '' } }
    await page.goto(await seedDraft(page, ACCOUNTS.agent, 'quote', unnamed, 'insured'))
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(summary(page).getByRole('link')).toHaveText(['Enter the USDOT number', 'Enter the legal name of the insured'])
    await page.getByLabel('Legal name of the business').fill('Peach State Freight LLC')
    await expect(summary(page).getByRole('link')).toHaveText(['Enter the USDOT number'])
    await expect(page.locator('[id="insured.legalName-error"]')).toHaveCount(0)
    await expect(page.locator('[id="insured.dotNumber-error"]')).toContainText('Enter the USDOT number')
  })

  test('a VIN’s check-digit confirmation sits under its VIN and is still there after a reload', async ({ page, checkA11y }) => {
    await openDraft(page, { ...completeAnswers(), vehicles: [{ ...completeAnswers().vehicles[0]!, vin: VEHICLE_VIN_BAD_CHECK_DIGIT }] }, 'vehicles')
    await page.getByRole('button', { name: 'Continue' }).click()
    const vehicle = page.getByRole('group', { name: 'Vehicle 1' })
    const confirmation = vehicle.getByRole('checkbox', { name: /I have checked this VIN/ })
    await expect(confirmation).toHaveAccessibleDescription(/check digit/)
    // Right under the VIN, before the model year.
    const [vinBox, confirmBox, yearBox] = await Promise.all(
      [vehicle.getByLabel('VIN', { exact: true }), confirmation, vehicle.getByLabel('Model year')].map(async (box) => (await box.boundingBox())!.y),
    )
    expect(vinBox).toBeLessThan(confirmBox!)
    expect(confirmBox).toBeLessThan(yearBox!)
    await photo(page, 'wizard-fixes-02-vin-confirmation')
    await confirmation.check()
    await expect(summary(page)).toHaveCount(0)
    await page.reload()
    await expect(confirmation).toBeChecked()
    await checkA11y(page, 'VIN confirmed, after a reload')
    await continueTo(page, 'Trailers')
  })

  test('the step is kept on every move: reload, Continue without a change, reload lands on the later step', async ({ page, context }) => {
    // A draft left on the radius step, which got no further.
    await openDraft(page, completeAnswers(), 'radius', { reached: 'radius' })
    await expect(heading(page)).toContainText('How far the trucks travel')
    await page.reload()
    await expect(heading(page)).toContainText('How far the trucks travel')
    await continueTo(page, 'What the trucks haul')
    await page.reload()
    await expect(heading(page)).toContainText('What the trucks haul')
    // A new tab finds the draft where it was left too.
    const other = await context.newPage()
    await other.goto('/quotes/new')
    await expect(other.getByText('on the step “Cargo”')).toBeVisible()
  })

  test('the step count holds across a reload: a retail agency that says so on the retail agent step keeps the step counted (issue 39)', async ({ page }) => {
    // A draft of an account whose agency type the portal did not know when the wizard opened.
    await openDraft(page, { ...completeAnswers(), agencyType: '' }, 'losses', { reached: 'losses' })
    const step = page.getByRole('heading', { level: 1 }).getByText(/^New quote · Step/)
    await continueTo(page, 'Retail agent')
    await page.getByRole('radio', { name: 'No, we are the retail agency' }).check()
    await continueTo(page, 'Check your answers')
    await expect(step).toHaveText('New quote · Step 13 of 13:')
    await page.reload()
    await expect(heading(page)).toContainText('Check your answers')
    await expect(step).toHaveText('New quote · Step 13 of 13:')
  })
})
