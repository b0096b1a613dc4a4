import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, test } from './support/fixtures.ts'
import { RETAIL_AGENT } from './support/quote-data.ts'
import { completeAnswers, seedDraft } from './support/quote-drafts.ts'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' })

async function openCheckPage(page: Page, account: string, values: unknown = completeAnswers()) {
  await seedDraft(page, account, 'quote', values)
  await page.goto('/quotes/new?step=check')
  await expect(heading(page)).toContainText('Check your answers before getting the quote')
}

test.describe('the browser checks each step on Continue', () => {
  test('an empty step lists what to enter, with links that reach the fields', async ({ page, signIn, checkA11y, saveScreenshot }) => {
    await signIn(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New quote' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(summary(page)).toBeFocused()
    for (const message of ['Enter the legal name of the insured', 'Enter the USDOT number', 'Enter the years in business', 'Enter the months in business']) {
      await expect(summary(page).getByRole('link', { name: message })).toBeVisible()
    }
    await checkA11y(page, 'wizard, error summary of a step')
    await saveScreenshot(page, 'quote-wizard-errors-00-empty-step')
    await summary(page).getByRole('link', { name: 'Enter the USDOT number' }).click()
    await expect(page.getByLabel('USDOT number')).toBeFocused()
    await expect(heading(page)).toContainText('About the insured')
  })

  test('shares must make exactly 100: 99.99 is refused', async ({ page, signIn, saveScreenshot }) => {
    await signIn(page)
    const answers = completeAnswers()
    answers.radius = { upTo50: 50, from51To200: 49.99, from201To500: null, over500: null }
    await seedDraft(page, ACCOUNTS.agent, 'quote', answers, 'radius')
    await page.goto('/quotes/new?step=radius')
    await expect(page.getByText('Total so far: 99.99%, 0.01% to go')).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(summary(page)).toContainText('The radius percentages must add up to 100; they add up to 99.99')
    await saveScreenshot(page, 'quote-wizard-errors-05-radius-total')
    await page.getByLabel('51 to 200 miles').fill('50')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(heading(page)).toContainText('What the trucks haul')
  })
})

test.describe('the wizard when the sandbox says no', () => {
  test('a 422 lands on its steps and fields; a path the form does not know is still listed', async ({ page, signIn, sandbox, checkA11y, saveScreenshot }) => {
    await signIn(page)
    await openCheckPage(page, ACCOUNTS.agent)
    await sandbox.injectFault({
      method: 'POST',
      path: '/v1/quote',
      status: 422,
      body: {
        message: 'The quote request is not valid.',
        errors: {
          'drivers.0.licenseNumber': ['This license number is not on file with Georgia'],
          'vehicles.0.vin': ['This VIN is insured on another active policy'],
          somethingUnknown: ['The service refused a field the portal does not send'],
        },
      },
    })
    await page.getByRole('button', { name: 'Get the quote' }).click()

    // The first step with a problem opens, and the summary lists every problem with its way there.
    await expect(heading(page)).toContainText('Vehicles')
    await expect(summary(page)).toBeFocused()
    await expect(summary(page).getByRole('link', { name: 'Vehicle 1: This VIN is insured on another active policy' })).toBeVisible()
    await expect(summary(page).getByRole('link', { name: 'Driver 1: This license number is not on file with Georgia (Drivers)' })).toBeVisible()
    await expect(summary(page)).toContainText('The service refused a field the portal does not send (the service named the field “somethingUnknown”)')
    await expect(page.getByRole('group', { name: 'Vehicle 1' }).getByText('This VIN is insured on another active policy')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'New quote steps' }).locator('[aria-current="step"]')).toHaveText('!Vehicles, current step, has a problem')
    await expect(page.getByRole('link', { name: /^Drivers\s*, has a problem$/ })).toBeVisible()
    await checkA11y(page, 'wizard, server errors')
    await saveScreenshot(page, 'quote-wizard-errors-01-server-422')

    await summary(page).getByRole('link', { name: /Driver 1/ }).click()
    await expect(heading(page)).toContainText('Drivers')
    await expect(page.getByLabel('CDL number')).toBeFocused()
    await expect(page.getByRole('group', { name: 'Driver 1' })).toContainText('This license number is not on file with Georgia')
    await checkA11y(page, 'wizard, server error on another step')
    await saveScreenshot(page, 'quote-wizard-errors-02-server-422-drivers')
  })

  test('a wholesale account that said it was retail is asked for the retail agent by the sandbox, and remembered', async ({ page, signIn, checkA11y, saveScreenshot }) => {
    await signIn(page, ACCOUNTS.summit)
    await openCheckPage(page, ACCOUNTS.summit)
    await page.getByRole('button', { name: 'Get the quote' }).click()

    await expect(heading(page)).toContainText('Retail agent')
    await expect(summary(page)).toBeFocused()
    await expect(summary(page)).toContainText('retail agent')
    await expect(page.getByRole('radio', { name: 'Yes, we are a wholesale broker' })).toBeChecked()
    await checkA11y(page, 'wizard, retail agent required by the service')
    await saveScreenshot(page, 'quote-wizard-errors-03-retail-agent-required')

    const agent = page.getByRole('group', { name: 'The retail agent' })
    await agent.getByLabel('Retail agency name').fill(RETAIL_AGENT.agencyName)
    await agent.getByLabel("Agent's first name").fill(RETAIL_AGENT.firstName)
    await agent.getByLabel("Agent's last name").fill(RETAIL_AGENT.lastName)
    await agent.getByLabel('Phone number').fill(RETAIL_AGENT.phone)
    await agent.getByLabel('E-mail address').fill(RETAIL_AGENT.email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(heading(page)).toContainText('Check your answers')
    await expect(page.getByText(`${RETAIL_AGENT.firstName} ${RETAIL_AGENT.lastName}, ${RETAIL_AGENT.agencyName}`)).toBeVisible()
    await page.getByRole('button', { name: 'Get the quote' }).click()
    await expect(heading(page)).toHaveText('Quote for Peach State Freight LLC')
    await expect(page.getByTestId('submission-number')).toHaveText(/^SM-/)

    // Next time the account's answer is known: the step is there, already answered.
    await page.getByRole('link', { name: 'Start another quote' }).click()
    await expect(heading(page)).toContainText('About the insured')
    await expect(page.getByRole('navigation', { name: 'New quote steps' })).toContainText('Retail agent')
  })

  test('a decline is said in words, and the draft is kept', async ({ page, signIn, checkA11y, saveScreenshot }) => {
    await signIn(page)
    const answers = completeAnswers()
    answers.operations.ineligible = true
    await openCheckPage(page, ACCOUNTS.agent, answers)
    await page.getByRole('button', { name: 'Get the quote' }).click()
    const decline = page.getByRole('alert').filter({ hasText: 'The carrier cannot offer a quote for this business' })
    await expect(decline).toContainText('ineligible operations')
    await expect(decline).toContainText('Your answers are kept as a draft')
    await checkA11y(page, 'wizard, declined')
    await saveScreenshot(page, 'quote-wizard-errors-04-declined')

    await page.reload()
    await expect(heading(page)).toContainText('Check your answers')
    await expect(page.getByText('Peach State Freight LLC')).toBeVisible()
  })
})
