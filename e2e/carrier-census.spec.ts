import type { Page } from '@playwright/test'
import { censusDay, censusPanel, lookUp, orderDay, usdotBox, yearsInBusiness } from './support/carrier-census.ts'
import { expect, test, openSignedIn, photo } from './support/fixtures.ts'
import { pressEnterOn, typeInto } from './support/keyboard.ts'
import { continueTo, wizardStep } from './support/quote-drafts.ts'
import { field, heading, summary } from './support/screen-steps.ts'
import { liveRegions } from './support/live-regions.ts'
import { expectUnmovedBy } from './support/unmoved.ts'

// FMCSA's census (the sandbox's stand-in) is looked up as the USDOT number is typed; one action fills the insured,
// the addresses and an indication's trucks; the rest is a hint where it is asked.

const use = (page: Page) => page.getByRole('button', { name: 'Use these details and continue' })
const status = (page: Page) => liveRegions(censusPanel(page))
const replace = (page: Page) => page.getByRole('button', { name: 'Replace your answers with these' })
const legalName = (page: Page) => field(page, 'Legal name of the business')
const panelSays = (page: Page, ...texts: (string | RegExp)[]) => Promise.all(texts.map((text) => expect(censusPanel(page)).toContainText(text)))

test.describe('FMCSA’s census on the insured step', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a quote by keyboard alone: the number looked up, its details used in one action, on past the addresses; the rest as hints', async ({
    page,
    sandbox,
  }) => {
    await openSignedIn(page, '/quotes/new')
    await expect(heading(page)).toContainText('About the insured')
    await typeInto(page, usdotBox(page), '3141592')
    const filed = `Company Census File on data.transportation.gov. The carrier last filed its details on ${censusDay(2)}.`
    await panelSays(page, filed, 'PIEDMONT PRODUCE EXPRESS INC', 'PPX FREIGHT', 'PO BOX 4410, ATLANTA, GA 30302')
    await photo(page, 'census-found')
    await pressEnterOn(page, use(page))
    await expect(heading(page)).toContainText('Coverages and effective date')
    await expect(heading(page)).toBeFocused()
    await page.getByRole('link', { name: 'Back to addresses' }).click()
    await expect(field(page, 'Street address', 'Garage address')).toHaveValue('1200 FULTON INDUSTRIAL BLVD SW')
    await expect(field(page, 'ZIP code', 'Garage address')).toHaveValue('30336')
    await expect(page.getByRole('switch', { name: 'Same as the garage address' })).not.toBeChecked()
    await expect(field(page, 'Street address', 'Mailing address')).toHaveValue('PO BOX 4410')
    await page.getByRole('link', { name: 'Back to insured' }).click()
    await expect(legalName(page)).toHaveValue('PIEDMONT PRODUCE EXPRESS INC')
    await expect(field(page, 'Doing business as (DBA) (optional)')).toHaveValue('PPX FREIGHT')
    await expect(field(page, 'Years')).toHaveValue(yearsInBusiness(7 * 12 + 4).years)
    await expect(field(page, 'Months (optional)')).toHaveValue(yearsInBusiness(7 * 12 + 4).months)
    await expect(status(page)).toHaveText('Your answers match the census.')
    // Asked later, the census is a hint beside the question, never an answer.
    for (const [step, title, hint] of [
      ['radius', 'How far the trucks travel', 'FMCSA’s census counts 11 drivers: 5 within 100 miles of home, 6 beyond.'],
      ['cargo', 'What the trucks haul', 'FMCSA’s census lists fresh produce and refrigerated food.'],
      ['drivers', 'Drivers', 'FMCSA’s census counts 11 drivers.'],
    ] as const) {
      await wizardStep('quote', step, title)(page, sandbox)
      await expect(page.getByText(hint)).toBeVisible()
    }
    // After a reload the census answers after the step is drawn: its hint comes into a line kept for it, and moves nothing.
    await sandbox.injectFault({ method: 'GET', path: '/resource/az4n-8mr2.json', delayMs: 1_500, count: 1 })
    await page.reload()
    await expect(heading(page)).toContainText('Drivers')
    const hint = page.getByText('FMCSA’s census counts 11 drivers.')
    await expectUnmovedBy(page.getByRole('button', { name: 'Continue' }), () => expect(hint).toBeVisible(), 'Continue')
  })

  test('a quick indication: the number of trucks from the power units', async ({ page }) => {
    await openSignedIn(page, '/indications/new')
    await lookUp(page, '2874410')
    await expect(censusPanel(page)).toContainText('2210 SALISBURY HWY, STATESVILLE, NC 28677')
    await use(page).click()
    await expect(heading(page)).toContainText('Coverages and effective date')
    // Back on the insured, the census agrees with every answer: the number of trucks among them (12 power units).
    await page.getByRole('link', { name: 'Back to addresses' }).click()
    await page.getByRole('link', { name: 'Back to insured' }).click()
    await expect(censusPanel(page)).toContainText(/Power units\s*12/)
    await expect(status(page)).toHaveText('Your answers match the census.')
  })

  test('every carrier of the stand-in says what it should, what was entered is asked about before it is replaced, and a slow census blocks nothing', async ({
    page,
    sandbox,
  }) => {
    await openSignedIn(page, '/quotes/new')
    await expect(heading(page)).toContainText('About the insured')
    // A census that takes its time: the agent types and goes on meanwhile.
    await sandbox.injectFault({ method: 'GET', path: '/resource/az4n-8mr2.json', delayMs: 6_000, count: 1 })
    await usdotBox(page).fill('2000002')
    await expect(page.getByText('Looking up USDOT number 2000002 in FMCSA’s census…')).toBeVisible()
    await legalName(page).fill('Granite State Carriers')
    await field(page, 'Years').fill('15')
    await expect(heading(page)).toContainText('About the insured')
    await continueTo(page, 'Garage and mailing addresses')
    await page.getByRole('link', { name: 'Back to insured' }).click()
    await expect(censusPanel(page)).toContainText('FMCSA lists this carrier as inactive.', { timeout: 10_000 })
    await expect(censusPanel(page)).toContainText('You entered: Granite State Carriers')
    await lookUp(page, '2000003')
    await expect(censusPanel(page)).toContainText(`FMCSA ordered this carrier out of service on ${orderDay(40)}.`)
    await expect(censusPanel(page)).toContainText('It may not operate until the order is lifted. FMCSA’s reason: Unsatisfactory = Unfit.')
    // Capitals, an ampersand and doubled spaces: shown as filed.
    for (const box of ['Legal name of the business', 'Years']) await field(page, box).fill('')
    await lookUp(page, '1000001')
    await expect(censusPanel(page)).toContainText('AMPERSAND & SONS TRUCKING LLC')
    expect(await censusPanel(page).getByText(/MAIN/).textContent()).toBe('77  MAIN  ST , EL PASO, TX 79901')
    await use(page).click()
    await expect(heading(page)).toContainText('Coverages and effective date')
    await page.getByRole('link', { name: 'Back to addresses' }).click()
    // Filled as the form's rules need it: the ends trimmed, the capitals and inner spaces as filed.
    await expect(field(page, 'Street address', 'Garage address')).toHaveValue('77  MAIN  ST')
    await page.getByRole('link', { name: 'Back to insured' }).click()
    // No date added: the years in business are left to the agent, who is asked for them.
    for (const box of ['Legal name of the business', 'Years', 'Months (optional)']) await field(page, box).fill('')
    await lookUp(page, '2000004')
    await panelSays(page, 'No date filed', /Power units\s*0/)
    await replace(page).click()
    await expect(status(page)).toHaveText('Replaced with the census’s: the garage address. Filled in: the legal name.')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(summary(page)).toContainText('Enter the years in business')
    await expect(legalName(page)).toHaveValue('LONE STAR HOTSHOT LLC')
    await lookUp(page, '1234567', page.getByText('USDOT number 1234567 is not in FMCSA’s census. Check the number, or enter the details yourself.'))
    // An answer entered otherwise is replaced only when the agent says, and can be put back.
    await legalName(page).fill('Tar Heel Haulers')
    await lookUp(page, '2874410')
    await panelSays(page, 'You entered: Tar Heel Haulers')
    await expect(use(page)).toHaveCount(0)
    await replace(page).click()
    await expect(status(page)).toHaveText('Replaced with the census’s: the legal name and the garage address. Filled in: the years in business.')
    await expect(legalName(page)).toHaveValue('TAR HEEL HAULERS LLC')
    const putBack = page.getByRole('button', { name: 'Put back what you entered' })
    await expect(putBack).toBeFocused()
    await putBack.click()
    await expect(legalName(page)).toHaveValue('Tar Heel Haulers')
    await expect(replace(page)).toBeFocused()
  })
})
