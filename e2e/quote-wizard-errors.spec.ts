import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, heading, openSignedIn, photo, summary, test } from './support/fixtures.ts'
import { VEHICLE_VIN_BAD_CHECK_DIGIT } from './support/quote-data.ts'
import { completeAnswers, openDraft } from './support/quote-drafts.ts'
import { usdotBox } from './support/carrier-census.ts'
import { click, does, fill, focused, follow, headed, reload, sees, then, titled } from './support/screen-steps.ts'

const pressContinue = click('Continue')
const continueOn = (title: string) => then(pressContinue, titled(title))
const mainLink = (name: string) => (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })
const problemLink = (name: string | RegExp) => (page: Page) => summary(page).getByRole('link', { name })
const says = (text: string) => (page: Page) => expect(summary(page)).toContainText(text)
const inGroup = (group: string, label: string) => (page: Page) => page.getByRole('group', { name: group }).getByLabel(label, { exact: true })

async function openCheckPage(page: Page, account: string, values: unknown = completeAnswers()) {
  await openDraft(page, values, 'check', { account })
  await expect(heading(page)).toContainText('Check your answers before getting the quote')
}

test.describe('the browser checks each step on Continue', () => {
  test('an empty step lists what to enter, with links that reach the fields', async ({ page }) => {
    await openSignedIn(page, '/')
    await does(page, follow(mainLink('New quote')), pressContinue, focused(summary))
    for (const message of ['Enter the legal name of the insured', 'Enter the USDOT number', 'Enter the years in business'])
      await sees(problemLink(message))(page)
    // The months are only those beyond whole years: never asked for on their own (ADR 0086).
    await expect(summary(page)).not.toContainText('months in business')
    await does(page, click(problemLink('Enter the USDOT number')), focused(usdotBox), titled('About the insured'))
  })

  test('shares must make exactly 100: 99.99 is refused', async ({ page }) => {
    await openDraft(page, { ...completeAnswers(), radius: { upTo50: 50, from51To200: 49.99, from201To500: null, over500: null } }, 'radius')
    await does(page, sees('Total so far: 99.99%, 0.01% to go'), pressContinue, says('The radius percentages must add up to 100; they add up to 99.99'))
    await photo(page, 'quote-wizard-errors-05-radius-total')
    // The summary goes once the problem stops being true (150 ms after the change), moving Continue up: pressed
    // before that, under load the click landed where the button had been (a fresh clone, 2026-12-04).
    await does(page, fill('51 to 200 miles', '50'), (page) => expect(summary(page)).toHaveCount(0), continueOn('What the trucks haul'))
  })
})

test.describe('what a person does between checks', () => {
  test('a removed row takes its problems along, and the rows after it keep theirs', async ({ page, checkA11y }) => {
    const answers = completeAnswers()
    const [driver] = answers.drivers
    answers.drivers = [driver!, { ...driver!, firstName: '' }, { ...driver!, lastName: '' }]
    await openDraft(page, answers, 'drivers')
    await does(page, pressContinue, sees(problemLink('Driver 2: Enter the first name')), sees(problemLink('Driver 3: Enter the last name')))
    await click('Remove driver 1')(page)
    await expect(summary(page).getByRole('link')).toHaveText(['Driver 1: Enter the first name', 'Driver 2: Enter the last name'])
    await expect(page.getByRole('group', { name: 'Driver 1' })).toContainText('Enter the first name')
    await expect(page.getByRole('group', { name: 'Driver 2' })).toContainText('Enter the last name')
    await checkA11y(page, 'wizard, a row removed')
  })

  test('a list with no rows is a labelled group that its problem describes', async ({ page }) => {
    await openDraft(page, { ...completeAnswers(), vehicles: [] }, 'vehicles')
    await does(page, pressContinue, click(problemLink('Add at least one vehicle: a quote needs one')))
    const list = page.getByRole('group', { name: 'Vehicles', exact: true })
    await expect(list).toBeFocused()
    await expect(list).toHaveAccessibleDescription(/Add at least one vehicle/)
  })

  test('PIP and UM ticked under auto liability do not stop a step once auto liability is cleared', async ({ page }) => {
    const answers = completeAnswers()
    answers.coverage.pip = true // not offered in Georgia: a problem while auto liability is asked for
    await openDraft(page, answers, 'coverage')
    await does(page, pressContinue, says('Personal injury protection is offered only for garages in'))
    await page.getByRole('checkbox', { name: 'Auto liability (AL)' }).uncheck()
    await expect(page.getByRole('checkbox', { name: /Personal injury protection/ })).toHaveCount(0)
    await does(page, continueOn('Operations and filings'), (page) => expect(summary(page)).toHaveCount(0))
  })

  test('a number box keeps what was typed, commas misplaced included, and never shows NaN', async ({ page }) => {
    await openDraft(page, completeAnswers(), 'vehicles')
    const value = inGroup('Vehicle 1', 'Value')
    await fill(value, '12,50')(page)
    await does(page, pressContinue, says('Vehicle 1: Enter the value in dollars as a number, with commas only between thousands, like 12,500'))
    await does(page, follow(/^Back/), continueOn('Vehicles'), (page) => expect(value(page)).toHaveValue('12,50'))
    await does(page, fill(value, '72,500.50'), continueOn('Trailers'))
    // An amount the box opens on reads as money, and a click takes it whole: typing replaces it.
    const trailerValue = inGroup('Trailer 1', 'Value')(page)
    await expect(trailerValue).toHaveValue('32,000')
    await trailerValue.click()
    await page.keyboard.type('40k')
    await expect(trailerValue).toHaveValue('40k')
    await expect(page.getByText('Read as $40,000.00')).toBeVisible()
  })

  test('a confirmed VIN is unconfirmed as soon as the VIN changes', async ({ page }) => {
    const answers = completeAnswers()
    answers.vehicles[0]!.vin = VEHICLE_VIN_BAD_CHECK_DIGIT
    await openDraft(page, answers, 'vehicles')
    const confirmation = page.getByRole('checkbox', { name: /I have checked this VIN/ })
    await does(page, pressContinue, () => confirmation.check(), fill(inGroup('Vehicle 1', 'VIN'), VEHICLE_VIN_BAD_CHECK_DIGIT.replace(/4/, '5')))
    await expect(confirmation).not.toBeChecked()
    await does(page, fill(inGroup('Vehicle 1', 'VIN'), VEHICLE_VIN_BAD_CHECK_DIGIT), () => expect(confirmation).toBeChecked())
  })
})

test.describe('the wizard when the sandbox says no', () => {
  test('a 422 lands on its steps and fields; a path the form does not know is still listed', async ({ page, sandbox, checkA11y }) => {
    await openCheckPage(page, ACCOUNTS.agent)
    const driver = { 'drivers.0.licenseNumber': ['This license number is not on file with Georgia'] }
    const unknownToTheForm = { somethingUnknown: ['The service refused a field the portal does not send'], 'vehicles.0.color': ['Paint the truck'] }
    const errors = { ...driver, 'vehicles.0.vin': ['This VIN is insured on another active policy'], ...unknownToTheForm }
    await sandbox.injectFault({ method: 'POST', path: '/v1/quote', status: 422, body: { message: 'The quote request is not valid.', errors } })
    // The first step with a problem opens, and the summary lists every problem with its way there.
    await does(page, click('Get the quote'), titled('Vehicles'), focused(summary), sees(problemLink('Vehicle 1: This VIN is insured on another active policy')))
    await sees(problemLink('Driver 1: This license number is not on file with Georgia (Drivers)'))(page)
    await says('The service refused a field the portal does not send (the service named the field “somethingUnknown”)')(page)
    await expect(page.getByRole('group', { name: 'Vehicle 1' }).getByText('This VIN is insured on another active policy')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'New quote steps' }).locator('[aria-current="step"]')).toHaveText('!Vehicles, has a problem')
    await expect(page.getByRole('link', { name: /^Drivers\s*, has a problem$/ })).toBeVisible()
    await checkA11y(page, 'wizard, server errors', 'quote-wizard-errors-01-server-422')
    // A problem without a field leads to its step's heading.
    await does(page, click(problemLink(/Paint the truck/)), focused(heading), click(problemLink(/Driver 1/)), titled('Drivers'))
    await focused(inGroup('Driver 1', 'CDL number'))(page)
    await expect(page.getByRole('group', { name: 'Driver 1' })).toContainText('This license number is not on file with Georgia')
    await checkA11y(page, 'wizard, server error on another step', 'quote-wizard-errors-02-server-422-drivers')
  })

  test('a wholesale account that said it was retail is asked for the retail agent by the sandbox, and remembered', async ({ page, checkA11y }) => {
    await openCheckPage(page, ACCOUNTS.summit)
    await does(page, click('Get the quote'), titled('Retail agent'), focused(summary), says('retail agent'))
    await expect(page.getByRole('radio', { name: 'Yes, we are a wholesale broker' })).toBeChecked()
    await checkA11y(page, 'wizard, retail agent required by the service', 'quote-wizard-errors-03-retail-agent-required')
    const agent = page.getByRole('group', { name: 'The retail agent' })
    const names = { 'Retail agency name': 'Magnolia Insurance Group', "Agent's first name": 'Renee', "Agent's last name": 'Booker' }
    const contact = { 'Phone number': '478 555 0190', 'E-mail address': 'renee@magnoliains.example' }
    for (const [label, value] of Object.entries({ ...names, ...contact })) await agent.getByLabel(label).fill(value)
    await does(page, continueOn('Check your answers'), sees('Renee Booker, Magnolia Insurance Group'), click('Get the quote'))
    await does(page, headed('Quote for Peach State Freight LLC'), (page) => expect(page.getByTestId('submission-number')).toHaveText(/^SM-/))
    // Next time the account's answer is known: the step is there, already answered.
    await does(page, follow('Start another quote'), titled('About the insured'))
    await expect(page.getByRole('navigation', { name: 'New quote steps' })).toContainText('Retail agent')
  })

  test('a decline is said in words, and the draft is kept', async ({ page, checkA11y }) => {
    const answers = completeAnswers()
    answers.operations.ineligible = true
    await openCheckPage(page, ACCOUNTS.agent, answers)
    await click('Get the quote')(page)
    // The decline takes the focus from the button, which kept it while the quote was being sent.
    const decline = page.getByTestId('send-problem')
    await expect(decline).toContainText('The carrier cannot offer a quote for this business')
    await expect(decline).toBeFocused()
    for (const text of ['ineligible operations', 'Your answers are kept as a draft']) await expect(decline).toContainText(text)
    await checkA11y(page, 'wizard, declined', 'quote-wizard-errors-04-declined')
    await does(page, reload, titled('Check your answers'), sees('Peach State Freight LLC'))
  })
})
