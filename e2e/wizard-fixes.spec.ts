import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, heading, photo, summary, test } from './support/fixtures.ts'
import { VEHICLE_VIN_BAD_CHECK_DIGIT } from './support/quote-data.ts'
import { completeAnswers, continueTo, openDraft, seedDraft } from './support/quote-drafts.ts'
import { click, does, fill, reload, sees, titled } from './support/screen-steps.ts'

const problemLinks = (names: string[]) => (page: Page) => expect(summary(page).getByRole('link')).toHaveText(names)
const noSummary = (page: Page) => expect(summary(page)).toHaveCount(0)
const continueOn = (title: string) => (page: Page) => continueTo(page, title)

test.describe('the wizard between checks', () => {
  test('a problem goes as soon as it stops being true: the radius total, and a field of another step', async ({ page, checkA11y }) => {
    await openDraft(page, { ...completeAnswers(), radius: { upTo50: 50, from51To200: 40, from201To500: null, over500: null } }, 'radius')
    await does(page, click('Continue'), (page) => expect(summary(page)).toContainText('The radius percentages must add up to 100; they add up to 90'))
    // Still wrong: the message follows the figures. Right: it goes, from the field and the summary.
    await fill('201 to 500 miles', '5')(page)
    await expect(page.getByRole('group', { name: /What share of the driving/ })).toContainText('they add up to 95')
    await does(page, fill('201 to 500 miles', '10'), sees('Total so far: 100%'), (page) => expect(page.getByText(/they add up to/)).toHaveCount(0), noSummary)
    await checkA11y(page, 'radius fixed', 'wizard-fixes-01-radius-fixed')
    // On the insured step: the name typed takes its problem away, the others stay until they are fixed too.
    const unnamed = { ...completeAnswers(), insured: { ...completeAnswers().insured, legalName: '', dotNumber: '' } }
    await page.goto(await seedDraft(page, ACCOUNTS.agent, 'quote', unnamed, 'insured'))
    await does(page, click('Continue'), problemLinks(['Enter the USDOT number', 'Enter the legal name of the insured']))
    await does(page, fill('Legal name of the business', 'Peach State Freight LLC'), problemLinks(['Enter the USDOT number']))
    await expect(page.locator('[id="insured.legalName-error"]')).toHaveCount(0)
    await expect(page.locator('[id="insured.dotNumber-error"]')).toContainText('Enter the USDOT number')
  })

  test('a VIN’s check-digit confirmation sits under its VIN and is still there after a reload', async ({ page, checkA11y }) => {
    await openDraft(page, { ...completeAnswers(), vehicles: [{ ...completeAnswers().vehicles[0]!, vin: VEHICLE_VIN_BAD_CHECK_DIGIT }] }, 'vehicles')
    await click('Continue')(page)
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
    await does(page, noSummary, reload, () => expect(confirmation).toBeChecked())
    await checkA11y(page, 'VIN confirmed, after a reload')
    await continueTo(page, 'Trailers')
  })

  test('the step is kept on every move: reload, Continue without a change, reload lands on the later step', async ({ page, context }) => {
    // A draft left on the radius step, which got no further.
    await openDraft(page, completeAnswers(), 'radius', { reached: 'radius' })
    await does(page, titled('How far the trucks travel'), reload, titled('How far the trucks travel'), continueOn('What the trucks haul'))
    await does(page, reload, titled('What the trucks haul'))
    // A new tab finds the draft where it was left too.
    const other = await context.newPage()
    await does(other, (page) => page.goto('/quotes/new'), sees('on the step “Cargo”'))
  })

  test('the step count holds across a reload: a retail agency that says so on the retail agent step keeps the step counted (issue 39)', async ({ page }) => {
    // A draft of an account whose agency type the portal did not know when the wizard opened.
    await openDraft(page, { ...completeAnswers(), agencyType: '' }, 'losses', { reached: 'losses' })
    const step = heading(page).getByText(/^New quote · Step/)
    await does(page, continueOn('Retail agent'), (page) => page.getByRole('radio', { name: 'No, we are the retail agency' }).check())
    await does(page, continueOn('Check your answers'), () => expect(step).toHaveText('New quote · Step 13 of 13:'))
    await does(page, reload, titled('Check your answers'), () => expect(step).toHaveText('New quote · Step 13 of 13:'))
  })
})
