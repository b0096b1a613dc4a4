import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, openSignedIn, PASSWORD, photo, test } from './support/fixtures.ts'
import { GARAGE, INSURED } from './support/quote-data.ts'
import { completeAnswers, continueTo, openDraft, seedDraft } from './support/quote-drafts.ts'
import { liveRegions } from './support/live-regions.ts'
import { censusPanel, lookUp, usdotBox } from './support/carrier-census.ts'
import { click, does, exactly, fill, focused, follow, headed, reload, sees, then, titled } from './support/screen-steps.ts'

const garage = (label: string) => (page: Page) => page.getByRole('group', { name: 'Garage address' }).getByLabel(label)
const garageHolds = (label: string, value: string) => (page: Page) => expect(garage(label)(page)).toHaveValue(value)
const continueOn = (title: string) => (page: Page) => continueTo(page, title)
const mainLink = (name: string) => (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave this quote?' })
const inLeaveDialog = (name: string) => (page: Page) => leaveDialog(page).getByRole('button', { name })
const stay = inLeaveDialog('Stay and carry on')
const inDiscardDialog = (name: string) => (page: Page) => page.getByRole('dialog', { name: 'Discard this draft?' }).getByRole('button', { name })
const insuredNamed = (page: Page) => page.getByText(INSURED.legalName, { exact: true })
const newQuote = (page: Page) => page.goto('/quotes/new')
const theName = (page: Page) => page.getByLabel('Legal name of the business')
const nameHolds = (value: string) => (page: Page) => expect(theName(page)).toHaveValue(value)

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
  await does(page, follow(mainLink('New quote')), fill(theName, INSURED.legalName))
  // The census's answer moves the step down: Continue is pressed once it has come.
  await lookUp(page, INSURED.dotNumber)
  await does(page, fill(exactly('Years'), INSURED.years), fill(exactly('Months (optional)'), INSURED.months))
  await does(page, continueOn('Garage and mailing addresses'), fill(garage('Street address'), GARAGE.street))
}

/** The wizard opened again offers the draft; `choice` presses one of its buttons. */
const offered = (choice: string) => then(newQuote, headed('You have an unfinished quote'), click(choice))

const discardDraft = (page: Page) =>
  does(page, click('Discard this draft'), focused(inDiscardDialog('Keep the draft')), click(inDiscardDialog('Discard the draft')), nameHolds(''))

test.describe('wizard drafts', () => {
  test('survive a reload, ask before leaving, are offered again, and can be discarded', async ({ page }) => {
    await startQuote(page)
    // A reload writes the draft first, so the browser has nothing to ask: nothing is lost.
    const prompts = browserPrompts(page)
    await does(page, reload, titled('Garage and mailing addresses'), garageHolds('Street address', GARAGE.street))
    expect(prompts).toEqual([])
    await expect(page.getByRole('link', { name: /^Insured\s*, completed$/ })).toBeVisible()
    // Leaving by a link inside the portal asks in a dialog.
    await does(page, fill(garage('City'), GARAGE.city), follow(mainLink('Home')), sees(leaveDialog), click(stay), titled('Garage and mailing addresses'))
    await follow(mainLink('Home'))(page)
    await does(page, click(inLeaveDialog('Leave the quote')), headed('Blue Ridge Insurance Agency'), follow('Get a quote'))
    await does(page, headed('You have an unfinished quote'), sees(insuredNamed))
    await does(page, click('Continue the saved quote'), garageHolds('City', GARAGE.city), discardDraft, titled('About the insured'))
    await does(page, newQuote, titled('About the insured'))
  })

  test('survive a closed tab: the next tab offers the draft', async ({ context, page }) => {
    await startQuote(page)
    page.on('dialog', (dialog) => void dialog.accept())
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => page.isClosed()).toBe(true)
    const next = await context.newPage()
    await does(next, offered('Continue the saved quote'), garageHolds('Street address', GARAGE.street))
  })

  test('two tabs keep two drafts: neither writes over nor discards the other', async ({ context, page, checkA11y }) => {
    await startQuote(page)
    await expect(page.getByText(/^Draft saved in this browser at/)).toBeVisible()
    const second = await context.newPage()
    await offered('Start a new quote')(second)
    await does(second, fill(theName, 'Second Tab Hauling LLC'), sees(/^Draft saved in this browser at/), newQuote, headed('You have 2 unfinished quotes'))
    await checkA11y(second, 'wizard, resume offer with two drafts', 'quote-wizard-drafts-06-two-drafts')
    // The second tab throws its own draft away; the first tab's is untouched and goes on being saved.
    await does(second, click('Continue the saved quote for Second Tab Hauling LLC'), discardDraft)
    await does(page, fill(garage('City'), GARAGE.city), reload, garageHolds('Street address', GARAGE.street), garageHolds('City', GARAGE.city))
    await does(second, newQuote, headed('You have an unfinished quote'), sees(insuredNamed))
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
    await does(page, follow(mainLink('New quote')), fill(theName, INSURED.legalName))
    await expect(liveRegions(page).filter({ hasText: 'Could not save a draft in this browser' })).toBeVisible()
    await checkA11y(page, 'wizard, draft not saved', 'quote-wizard-drafts-07-not-saved')
    await does(page, follow(mainLink('Home')), (page) => expect(leaveDialog(page)).toContainText('if you leave, your answers are lost'))
    await does(page, focused(stay), click(stay))
    const prompts = browserPrompts(page)
    await does(page, reload, titled('About the insured'))
    expect(prompts).toEqual(['beforeunload'])
  })

  test('survive a session that ended mid-wizard: sign in again and send', async ({ page, signInQuickly, sandbox }) => {
    await signInQuickly(page)
    const address = await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers())
    await page.goto(address)
    await does(page, follow('Change legal name'), focused(theName))
    // The census's answer arrives after the step and moves it down: a click before it landed where Continue had been.
    await does(page, sees(censusPanel), fill(theName, 'Peach State Freight Lines LLC'))
    await does(page, continueOn('Check your answers'), sees('Peach State Freight Lines LLC'))
    // Another device signs in: every token this browser holds dies, and the refresh is refused.
    await sandbox.signInElsewhere(ACCOUNTS.agent, PASSWORD)
    await does(page, click('Get the quote'), (page) => expect(page).toHaveURL(new RegExp(`/sign-in\\?next=${encodeURIComponent(address)}$`)))
    await expect(page.getByText('Your session has ended')).toBeVisible()
    await photo(page, 'quote-wizard-drafts-04-session-ended')
    // The box keeps the e-mail of the session that ended; back on the check page, the quote is said not sent.
    await expect(page.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.agent)
    await does(page, fill(exactly('Password'), PASSWORD), click('Sign in'), titled('Check your answers'))
    await expect(page.getByRole('alert').filter({ hasText: 'The quote request was not sent' })).toContainText(
      'Your session ended before it left, so nothing was done. Your answers are kept: get the quote again.',
    )
    await does(page, sees('Peach State Freight Lines LLC'), click('Get the quote'), headed('Quote for Peach State Freight Lines LLC'))
  })

  test('an indication carries its answers into the quote wizard and says, before and after and across a reload, what it left behind', async ({ page }) => {
    const answers = { ...completeAnswers(), vehicles: [], drivers: [] }
    answers.limits.ALLimit = 2_000_000
    await openDraft(page, answers, 'check', { mode: 'indication' })
    await does(page, click('Get the indication'), headed(`Indication for ${INSURED.legalName}`))
    const number = (await page.getByTestId('submission-number').textContent()) ?? ''
    // Before carrying: the limit and the other answers a quote request has no place for.
    const before = page.getByRole('region', { name: 'Not carried to a full quote' })
    await expect(before.getByText('Auto liability limit').locator('xpath=..')).toContainText('This indication: $2,000,000A full quote: $1,000,000')
    await does(page, click('Continue to full quote'), titled('Vehicles'))
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
    await does(page, reload, titled('Vehicles'), carried)
    expect(await stepOf()).toBe(counted)
    await does(page, follow(/^Insured/), nameHolds(INSURED.legalName), (page) => expect(usdotBox(page)).toHaveValue(INSURED.dotNumber))
  })
})
