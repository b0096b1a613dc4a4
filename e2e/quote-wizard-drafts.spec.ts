import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, heading, openSignedIn, PASSWORD, photo, test } from './support/fixtures.ts'
import { GARAGE, INSURED } from './support/quote-data.ts'
import { completeAnswers, continueTo, openDraft, seedDraft } from './support/quote-drafts.ts'
import { liveRegions } from './support/live-regions.ts'
import { censusPanel, lookUp } from './support/carrier-census.ts'

const garage = (page: Page, label: string) => page.getByRole('group', { name: 'Garage address' }).getByLabel(label)
const mainLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave this quote?' })
const stay = (page: Page) => leaveDialog(page).getByRole('button', { name: 'Stay and carry on' })

/** The kinds of the dialogs the browser itself opens from now on, each accepted. */
function browserPrompts(page: Page): string[] {
  const prompts: string[] = []
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type())
    void dialog.accept()
  })
  return prompts
}

async function startQuote(page: Page) {
  await openSignedIn(page, '/')
  await mainLink(page, 'New quote').click()
  await page.getByLabel('Legal name of the business').fill(INSURED.legalName)
  // The census's answer moves the step down: Continue is pressed once it has come.
  await lookUp(page, INSURED.dotNumber)
  await page.getByLabel('Years', { exact: true }).fill(INSURED.years)
  await page.getByLabel('Months (optional)', { exact: true }).fill(INSURED.months)
  await continueTo(page, 'Garage and mailing addresses')
  await garage(page, 'Street address').fill(GARAGE.street)
}

/** The wizard opened again offers the draft; `choice` presses one of its buttons. */
async function offered(page: Page, choice: string) {
  await page.goto('/quotes/new')
  await expect(heading(page)).toHaveText('You have an unfinished quote')
  await page.getByRole('button', { name: choice }).click()
}

async function discardDraft(page: Page) {
  await page.getByRole('button', { name: 'Discard this draft' }).click()
  const discard = page.getByRole('dialog', { name: 'Discard this draft?' })
  await expect(discard.getByRole('button', { name: 'Keep the draft' })).toBeFocused()
  await discard.getByRole('button', { name: 'Discard the draft' }).click()
  await expect(page.getByLabel('Legal name of the business')).toHaveValue('')
}

test.describe('wizard drafts', () => {
  test('survive a reload, ask before leaving, are offered again, and can be discarded', async ({ page }) => {
    await startQuote(page)
    // A reload writes the draft first, so the browser has nothing to ask: nothing is lost.
    const prompts = browserPrompts(page)
    await page.reload()
    expect(prompts).toEqual([])
    await expect(heading(page)).toContainText('Garage and mailing addresses')
    await expect(garage(page, 'Street address')).toHaveValue(GARAGE.street)
    await expect(page.getByRole('link', { name: /^Insured\s*, completed$/ })).toBeVisible()
    // Leaving by a link inside the portal asks in a dialog.
    await garage(page, 'City').fill(GARAGE.city)
    await mainLink(page, 'Home').click()
    await expect(leaveDialog(page)).toBeVisible()
    await stay(page).click()
    await expect(heading(page)).toContainText('Garage and mailing addresses')
    await mainLink(page, 'Home').click()
    await leaveDialog(page).getByRole('button', { name: 'Leave the quote' }).click()
    await expect(heading(page)).toHaveText('Blue Ridge Insurance Agency')
    await page.getByRole('link', { name: 'Get a quote' }).click()
    await expect(heading(page)).toHaveText('You have an unfinished quote')
    await expect(page.getByText(INSURED.legalName, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Continue the saved quote' }).click()
    await expect(garage(page, 'City')).toHaveValue(GARAGE.city)
    await discardDraft(page)
    await expect(heading(page)).toContainText('About the insured')
    await page.goto('/quotes/new')
    await expect(heading(page)).toContainText('About the insured')
  })

  test('survive a closed tab: the next tab offers the draft', async ({ context, page }) => {
    await startQuote(page)
    page.on('dialog', (dialog) => void dialog.accept())
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => page.isClosed()).toBe(true)
    const next = await context.newPage()
    await offered(next, 'Continue the saved quote')
    await expect(garage(next, 'Street address')).toHaveValue(GARAGE.street)
  })

  test('two tabs keep two drafts: neither writes over nor discards the other', async ({ context, page, checkA11y }) => {
    await startQuote(page)
    await expect(page.getByText(/^Draft saved in this browser at/)).toBeVisible()
    const second = await context.newPage()
    await offered(second, 'Start a new quote')
    await second.getByLabel('Legal name of the business').fill('Second Tab Hauling LLC')
    await expect(second.getByText(/^Draft saved in this browser at/)).toBeVisible()
    await second.goto('/quotes/new')
    await expect(heading(second)).toHaveText('You have 2 unfinished quotes')
    await checkA11y(second, 'wizard, resume offer with two drafts', 'quote-wizard-drafts-06-two-drafts')
    // The second tab throws its own draft away; the first tab's is untouched and goes on being saved.
    await second.getByRole('button', { name: 'Continue the saved quote for Second Tab Hauling LLC' }).click()
    await discardDraft(second)
    await garage(page, 'City').fill(GARAGE.city)
    await page.reload()
    await expect(garage(page, 'Street address')).toHaveValue(GARAGE.street)
    await expect(garage(page, 'City')).toHaveValue(GARAGE.city)
    await second.goto('/quotes/new')
    await expect(heading(second)).toHaveText('You have an unfinished quote')
    await expect(second.getByText(INSURED.legalName, { exact: true })).toBeVisible()
  })

  test('say so when the browser will not store them, and only then does leaving ask the browser too', async ({ page, checkA11y }) => {
    await openSignedIn(page, '/')
    // Storage full: drafts cannot be written (the session still can).
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('portal.quote-wizard.')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        setItem.call(this, key, value)
      }
    })
    await mainLink(page, 'New quote').click()
    await page.getByLabel('Legal name of the business').fill(INSURED.legalName)
    await expect(liveRegions(page).filter({ hasText: 'Could not save a draft in this browser' })).toBeVisible()
    await checkA11y(page, 'wizard, draft not saved', 'quote-wizard-drafts-07-not-saved')
    await mainLink(page, 'Home').click()
    await expect(leaveDialog(page)).toContainText('if you leave, your answers are lost')
    await expect(stay(page)).toBeFocused()
    await stay(page).click()
    const prompts = browserPrompts(page)
    await page.reload()
    await expect(heading(page)).toContainText('About the insured')
    expect(prompts).toEqual(['beforeunload'])
  })

  test('survive a session that ended mid-wizard: sign in again and send', async ({ page, signInQuickly, sandbox }) => {
    await signInQuickly(page)
    const address = await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers())
    await page.goto(address)
    await page.getByRole('link', { name: 'Change legal name' }).click()
    await expect(page.getByLabel('Legal name of the business')).toBeFocused()
    // The census's answer arrives after the step and moves it down: a click before it landed where Continue had been.
    await expect(censusPanel(page)).toBeVisible()
    await page.getByLabel('Legal name of the business').fill('Peach State Freight Lines LLC')
    await continueTo(page, 'Check your answers')
    await expect(page.getByText('Peach State Freight Lines LLC')).toBeVisible()
    // Another device signs in: every token this browser holds dies, and the refresh is refused.
    await sandbox.signInElsewhere(ACCOUNTS.agent, PASSWORD)
    await page.getByRole('button', { name: 'Get the quote' }).click()
    await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=${encodeURIComponent(address)}$`))
    await expect(page.getByText('Your session has ended')).toBeVisible()
    await photo(page, 'quote-wizard-drafts-04-session-ended')
    // The box keeps the e-mail of the session that ended; back on the check page, the quote is said not sent.
    await expect(page.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.agent)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(heading(page)).toContainText('Check your answers')
    await expect(page.getByRole('alert').filter({ hasText: 'The quote request was not sent' })).toContainText(
      'Your session ended before it left, so nothing was done. Your answers are kept: get the quote again.',
    )
    await expect(page.getByText('Peach State Freight Lines LLC')).toBeVisible()
    await page.getByRole('button', { name: 'Get the quote' }).click()
    await expect(heading(page)).toHaveText('Quote for Peach State Freight Lines LLC')
  })

  test('an indication carries its answers into the quote wizard and says, before and after and across a reload, what it left behind', async ({ page }) => {
    const answers = { ...completeAnswers(), vehicles: [], drivers: [] }
    answers.limits.ALLimit = 2_000_000
    await openDraft(page, answers, 'check', { mode: 'indication' })
    await page.getByRole('button', { name: 'Get the indication' }).click()
    await expect(heading(page)).toHaveText(`Indication for ${INSURED.legalName}`)
    const number = (await page.getByTestId('submission-number').textContent()) ?? ''
    // Before carrying: the limit and the other answers a quote request has no place for.
    const before = page.getByRole('region', { name: 'Not carried to a full quote' })
    await expect(before.getByText('Auto liability limit').locator('xpath=..')).toContainText('This indication: $2,000,000A full quote: $1,000,000')
    await page.getByRole('button', { name: 'Continue to full quote' }).click()
    await expect(heading(page)).toContainText('Vehicles')
    const notice = page.getByTestId('carried-notice')
    const carried = async () => {
      await expect(notice).toContainText(`Answers from indication ${number} are filled in`)
      await expect(notice.getByText('Auto liability limit').locator('xpath=..')).toContainText('Indication: $2,000,000This quote: $1,000,000')
      await expect(notice).toContainText('2 trucks worth $157,500 and 1 trailer worth $32,000')
    }
    await carried()
    await expect(page.getByText(/Everything from indication/)).toHaveCount(0)
    const stepOf = () => page.getByRole('heading', { level: 1 }).locator('span').first().textContent()
    const counted = await stepOf()
    await photo(page, 'quote-wizard-drafts-05-carried-into-quote')
    // A reload keeps the note and the step count.
    await page.reload()
    await expect(heading(page)).toContainText('Vehicles')
    await carried()
    expect(await stepOf()).toBe(counted)
    await page.getByRole('link', { name: /^Insured/ }).click()
    await expect(page.getByLabel('Legal name of the business')).toHaveValue(INSURED.legalName)
    await expect(page.getByLabel('USDOT number')).toHaveValue(INSURED.dotNumber)
  })
})
