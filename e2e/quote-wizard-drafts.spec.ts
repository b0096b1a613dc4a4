import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, PASSWORD, test } from './support/fixtures.ts'
import { GARAGE, INSURED } from './support/quote-data.ts'
import { completeAnswers, seedDraft } from './support/quote-drafts.ts'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

async function startQuote(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New quote' }).click()
  await page.getByLabel('Legal name of the business').fill(INSURED.legalName)
  await page.getByLabel('USDOT number').fill(INSURED.dotNumber)
  await page.getByLabel('Years', { exact: true }).fill(INSURED.years)
  await page.getByLabel('Months', { exact: true }).fill(INSURED.months)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(heading(page)).toContainText('Garage and mailing addresses')
  await page.getByRole('group', { name: 'Garage address' }).getByLabel('Street address').fill(GARAGE.street)
}

test.describe('wizard drafts', () => {
  test('survive a reload, ask before leaving, are offered again, and can be discarded', async ({ page, signIn, checkA11y, saveScreenshot }) => {
    await signIn(page)
    await startQuote(page)

    // The browser asks before a reload with answers not sent; once accepted, nothing is lost.
    const prompts: string[] = []
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type())
      void dialog.accept()
    })
    await page.reload()
    expect(prompts).toEqual(['beforeunload'])
    await expect(heading(page)).toContainText('Garage and mailing addresses')
    await expect(page.getByRole('group', { name: 'Garage address' }).getByLabel('Street address')).toHaveValue(GARAGE.street)
    await expect(page.getByRole('link', { name: /^Insured\s*, completed$/ })).toBeVisible()

    // Leaving by a link inside the portal asks in a dialog.
    await page.getByRole('group', { name: 'Garage address' }).getByLabel('City').fill(GARAGE.city)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    const leave = page.getByRole('dialog', { name: 'Leave this quote?' })
    await expect(leave).toBeVisible()
    await checkA11y(page, 'wizard, leave dialog')
    await saveScreenshot(page, 'quote-wizard-drafts-01-leave-dialog')
    await leave.getByRole('button', { name: 'Stay and carry on' }).click()
    await expect(heading(page)).toContainText('Garage and mailing addresses')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    await leave.getByRole('button', { name: 'Leave the quote' }).click()
    await expect(heading(page)).toHaveText('Blue Ridge Insurance Agency')

    // Opened again, the wizard offers the draft.
    await page.getByRole('link', { name: 'Get a quote' }).click()
    await expect(heading(page)).toHaveText('You have an unfinished quote')
    await expect(page.getByText(INSURED.legalName, { exact: true })).toBeVisible()
    await checkA11y(page, 'wizard, resume offer')
    await saveScreenshot(page, 'quote-wizard-drafts-02-resume-offer')
    await page.getByRole('button', { name: 'Continue the saved quote' }).click()
    await expect(page.getByRole('group', { name: 'Garage address' }).getByLabel('City')).toHaveValue(GARAGE.city)

    await page.getByRole('button', { name: 'Discard this draft' }).click()
    const discard = page.getByRole('dialog', { name: 'Discard this draft?' })
    await expect(discard.getByRole('button', { name: 'Keep the draft' })).toBeFocused()
    await checkA11y(page, 'wizard, discard dialog')
    await saveScreenshot(page, 'quote-wizard-drafts-03-discard-dialog')
    await discard.getByRole('button', { name: 'Discard the draft' }).click()
    await expect(heading(page)).toContainText('About the insured')
    await expect(page.getByLabel('Legal name of the business')).toHaveValue('')
    await page.goto('/quotes/new')
    await expect(heading(page)).toContainText('About the insured')
  })

  test('survive a closed tab: the next tab offers the draft', async ({ context, page, signIn }) => {
    await signIn(page)
    await startQuote(page)
    page.on('dialog', (dialog) => void dialog.accept())
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => page.isClosed()).toBe(true)

    const next = await context.newPage()
    await next.goto('/quotes/new')
    await expect(heading(next)).toHaveText('You have an unfinished quote')
    await next.getByRole('button', { name: 'Continue the saved quote' }).click()
    await expect(next.getByRole('group', { name: 'Garage address' }).getByLabel('Street address')).toHaveValue(GARAGE.street)
  })

  test('survive a session that ended mid-wizard: sign in again and send', async ({ page, signIn, sandbox, saveScreenshot }) => {
    await signIn(page)
    await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers())
    await page.goto('/quotes/new?step=check')
    await page.getByRole('link', { name: 'Change legal name' }).click()
    await expect(page.getByLabel('Legal name of the business')).toBeFocused()
    await page.getByLabel('Legal name of the business').fill('Peach State Freight Lines LLC')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(heading(page)).toContainText('Check your answers')
    await expect(page.getByText('Peach State Freight Lines LLC')).toBeVisible()

    // Another device signs in: every token this browser holds dies, and the refresh is refused.
    await sandbox.signInElsewhere(ACCOUNTS.agent, PASSWORD)
    await page.getByRole('button', { name: 'Get the quote' }).click()
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fquotes%2Fnew%3Fstep%3Dcheck$/)
    await expect(page.getByText('Your session has ended')).toBeVisible()
    await saveScreenshot(page, 'quote-wizard-drafts-04-session-ended')

    await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(heading(page)).toContainText('Check your answers')
    await expect(page.getByText('Peach State Freight Lines LLC')).toBeVisible()
    await page.getByRole('button', { name: 'Get the quote' }).click()
    await expect(heading(page)).toHaveText('Quote for Peach State Freight Lines LLC')
  })

  test('an indication carries everything into the quote wizard', async ({ page, signIn, checkA11y, saveScreenshot }) => {
    await signIn(page)
    const answers = { ...completeAnswers(), vehicles: [], drivers: [] }
    await seedDraft(page, ACCOUNTS.agent, 'indication', answers)
    await page.goto('/indications/new?step=check')
    await page.getByRole('button', { name: 'Get the indication' }).click()
    await expect(heading(page)).toHaveText(`Indication for ${INSURED.legalName}`)
    const number = (await page.getByTestId('submission-number').textContent()) ?? ''

    await page.getByRole('button', { name: 'Continue to full quote' }).click()
    await expect(heading(page)).toContainText('Vehicles')
    await expect(page.getByText(`Everything from indication ${number} is filled in`)).toBeVisible()
    await checkA11y(page, 'quote carried from an indication')
    await saveScreenshot(page, 'quote-wizard-drafts-05-carried-into-quote')
    await page.getByRole('link', { name: /^Insured/ }).click()
    await expect(page.getByLabel('Legal name of the business')).toHaveValue(INSURED.legalName)
    await expect(page.getByLabel('USDOT number')).toHaveValue(INSURED.dotNumber)
  })
})
