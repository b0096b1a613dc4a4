import type { Page } from '@playwright/test'
import { recordsFileName } from '../src/generic/records-file.ts'
import { fieldsInChromium } from './support/chromium-tree.ts'
import { daysFromToday } from './support/days.ts'
import { ACCOUNTS, expect, PASSWORD, test, openSignedIn } from './support/fixtures.ts'
import { recordsFile } from './support/records.ts'
import { ScreenReaderUser } from './support/screen-reader.ts'

/**
 * A virtual screen reader in the page completes one flow per capability, driven only by what it says and a reader user's keys
 * (ADR 0146; docs/testing.md, "The screen-reader run"). As the keystroke model's (ADR 0108), each flow's commands are recorded
 * here and any other count fails: more is a reader user's extra work, fewer a saving to record.
 */
const RECORDED_COMMANDS: Record<string, number> = {
  'the tax calculator, a result and a refusal': 30,
  'a webhook subscription and its secret': 30,
  'a quote’s first steps with their errors': 50,
  'sign-in, refused then signed in': 21,
  'an edit: a vehicle updated': 24,
  'an approval with its dialogs': 29,
  'approve several': 24,
  'a records import': 7,
}

/** Runs each flow as a step, then holds each flow's count of commands to the one recorded. */
async function runFlows(reader: ScreenReaderUser, flows: Record<string, () => Promise<void>>) {
  for (const [name, run] of Object.entries(flows)) {
    const before = reader.commands
    await test.step(name, run)
    expect.soft(reader.commands - before, `commands in "${name}": more is a reader user’s extra work, fewer a saving to record`).toBe(RECORDED_COMMANDS[name])
  }
}

/** Every text box is required in Chromium's tree exactly when its name does not say "(optional)" (a select has no "required" there). */
async function expectRequiredUnlessOptional(page: Page, where: string) {
  const fields = (await fieldsInChromium(page)).filter((field) => field.role === 'textbox')
  expect(fields.length, `boxes on ${where}`).toBeGreaterThan(0)
  for (const field of fields) expect.soft(field.required, `${field.role} "${field.name}" on ${where} is required`).toBe(!field.name.includes('(optional)'))
}

/** Moves to the link, follows it and hears the next page's heading. */
async function follow(reader: ScreenReaderUser, link: RegExp, heading: RegExp, move: 'moveToNextLink' | 'moveToPreviousLink' = 'moveToNextLink') {
  await reader.move(move, link)
  await reader.act(heading)
}

/** Enter on the form's first box sends it empty: the error summary says how many problems and the first, whose link leads back to the box. */
async function sendEmpty(reader: ScreenReaderUser, box: RegExp, problems: string, first: string) {
  await reader.pressOn(box, new RegExp(`^region, There is a problem, ${problems}, the first: ${first}$`))
  await reader.pressOn(new RegExp(`^link, ${first}$`))
}

/** From the main navigation's Submissions ("current page" when there), a submission opened by its ids. */
async function openSubmission(reader: ScreenReaderUser, navigation: RegExp, displayId: string, transactionId: string) {
  await follow(reader, navigation, /^heading, Submissions, level 1$/, 'moveToPreviousLink')
  await reader.typeInto(/^textbox, Submission id/, displayId)
  await reader.typeInto(/^textbox, Transaction/, transactionId)
  await reader.press('Enter', new RegExp(`^heading, Submission ${displayId}, transaction ${transactionId}, level 1$`))
}

test.describe('a screen-reader user', () => {
  test.describe.configure({ mode: 'parallel', timeout: 60_000 })
  test('works out the taxes, subscribes a webhook and keeps its secret, starts a quote', async ({ page }) => {
    await openSignedIn(page, '/')
    // The reader starts on the page drawn: once, started before home was, it never found the page's links.
    await expect(page.getByRole('heading', { level: 1, name: 'Blue Ridge Insurance Agency' })).toBeVisible()
    const reader = await ScreenReaderUser.start(page)
    await runFlows(reader, {
      'the tax calculator, a result and a refusal': async () => {
        await follow(reader, /^link, Calculate state taxes and fees$/, /^heading, Tax and fee calculator, level 1$/)
        await expectRequiredUnlessOptional(page, 'the tax calculator')
        await reader.typeInto(/^combobox, Home state of the insured, .*required$/, 'Texas')
        await reader.typeInto(/^combobox, Coverage, .*required$/, 'Auto liability')
        await reader.typeInto(/^textbox, Policy effective date/, daysFromToday(30).digits)
        await reader.typeInto(/^textbox, Premium/, '12,500', /^polite: Texas, Auto liability: total with taxes and fees \$\d{2},\d{3}\.\d{2}\.$/)
        expect((await reader.heard()).filter((phrase) => phrase === 'polite: Calculating…')).toHaveLength(1)
        // A premium it cannot read: the field's problem and the figures gone, both said once typing pauses.
        await reader.type('12,5x0', /^polite: Premium: Enter the premium in dollars, like 1,250\.50$/, /^polite: No figures until the premium is corrected\.$/)
        expect(await reader.heard()).not.toContain('polite: Calculating…')
      },
      'a webhook subscription and its secret': async () => {
        await follow(reader, /^link, Webhooks$/, /^heading, Webhooks, level 1$/, 'moveToPreviousLink')
        await follow(reader, /^link, New subscription$/, /^heading, New webhook subscription, level 1$/)
        await sendEmpty(reader, /^textbox, Endpoint URL/, '2 problems', 'Enter the HTTPS address of your receiver')
        await reader.type('https://hooks.example.com/portal')
        await reader.tab(/^checkbox, Pending cancellation/)
        await reader.press('Space')
        // Opened on its safe choice, said without the secret: only one who reads on reads it.
        await reader.pressOn(/^button, Create subscription$/, /^button, Copy the secret$/)
        await reader.hears(/^dialog, Store the signing secret now, Subscription 2 to https:\/\/hooks\.example\.com\/portal is ready\. This is the only time/)
        const secret = (await page.getByTestId('signing-secret').textContent()) ?? ''
        expect(secret).toMatch(/^whsec_/)
        // Escape before the box is ticked: the dialog stays, and says why.
        await reader.press('Escape', /^checkbox, I have stored the secret somewhere safe, not checked/)
        await reader.hears(/^assertive: Error: Tick this box first: once this dialog closes, the secret cannot be shown again\.$/)
        await reader.press('Space')
        // What the page before sent along is read with the heading that takes the focus.
        await reader.pressOn(/^button, Close$/, /^heading, Webhooks, Subscription 2 is set up\., level 1$/)
        expect((await reader.transcript()).join('\n')).not.toContain(secret)
      },
      'a quote’s first steps with their errors': async () => {
        await follow(reader, /^link, Home$/, /^heading, Blue Ridge Insurance Agency, level 1$/, 'moveToPreviousLink')
        await follow(reader, /^link, Get a quote$/, /^heading, New quote · Step 1 of \d+: About the insured, level 1$/)
        await expectRequiredUnlessOptional(page, 'the quote’s first step')
        // What the virtual reader runs together at an element's edge ("(DBA)(optional)"), Chromium names right.
        await expect(page.getByRole('textbox', { name: 'Doing business as (DBA) (optional)', exact: true })).toBeVisible()
        await sendEmpty(reader, /^textbox, USDOT number/, '3 problems', 'Enter the USDOT number')
        await reader.hears(/^textbox, USDOT number, .*Error: Enter the USDOT number, invalid, required$/)
        await reader.type('1234567', /^polite: USDOT number 1234567 is not in FMCSA’s census\. Check the number, or enter the details yourself\.$/)
        await reader.typeInto(/^textbox, Legal name of the business/, 'Tar Heel Haulers LLC')
        await reader.typeInto(/^textbox, Years/, '6')
        await reader.press('Enter', /^heading, New quote · Step 2 of \d+: Garage and mailing addresses, level 1$/)
        await sendEmpty(reader, /^textbox, Street address/, '4 problems', 'Enter the garage street address')
        await reader.type('2210 Salisbury Hwy')
        await reader.typeInto(/^textbox, City/, 'Statesville')
        await reader.typeInto(/^combobox, State/, 'Texas')
        await reader.typeInto(/^textbox, ZIP code/, '28677', /^polite: ZIP code: ZIP code 28677 is in North Carolina, not Texas/)
        // The step list says "current step" once, for the current step alone (not counting the virtual reader's "end, current step").
        await reader.move('moveToPreviousNavigation', /^navigation, New quote steps$/)
        await reader.move('next', /^end of listitem, level 1, position 2/)
        expect((await reader.heard()).filter((phrase) => phrase.includes('current step') && !phrase.startsWith('end'))).toEqual(['current step'])
      },
    })
  })

  test('signs in, updates a vehicle, approves a cancellation and several, imports their records', async ({ page }) => {
    // The records file comes from the system's file chooser, caught from the page's start (docs/testing.md).
    page.on('filechooser', () => undefined)
    await page.goto('/sign-in')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    const reader = await ScreenReaderUser.start(page)
    await runFlows(reader, {
      'sign-in, refused then signed in': async () => {
        // Read from the top to the page's main part: no empty status region says "status" on the way.
        await reader.move('next', /^main$/)
        expect(await reader.heard()).not.toContain('status')
        // A password box has no role the virtual reader knows; Chromium gives it one, required.
        expect(await fieldsInChromium(page)).toContainEqual({ role: 'textbox', name: 'Password', required: true })
        await reader.typeInto(/^textbox, E-mail address/, ACCOUNTS.underwriter)
        await reader.typeInto(/^Password/, 'not-the-password')
        await reader.press('Enter', /^region, There is a problem, 1 problem: The e-mail address or password is not right\. Check both and try again\.$/)
        await reader.typeInto(/^Password/, PASSWORD)
        await reader.press('Enter', /^heading, Blue Ridge Insurance Agency, level 1$/)
        await expect(page).toHaveTitle(/^Blue Ridge Insurance Agency – /)
      },
      'an edit: a vehicle updated': async () => {
        await openSubmission(reader, /^link, Submissions$/, 'BR-10002', '1')
        await follow(reader, /^link, Update a vehicle$/, /^heading, Update a vehicle/)
        await sendEmpty(reader, /^textbox, Vehicle id/, '2 problems', 'Enter the vehicle id, like 7004')
        await reader.type('7004')
        // The boxes of "What changes" may each stay empty: none is said to be required.
        await reader.typeInto(/^textbox, Model year$/, '2022')
        await reader.press('Enter', /^region, Vehicle updated, Vehicle id 7004 Submission number BR-10002 Transaction 1 Changed the model year\.$/)
      },
      'an approval with its dialogs': async () => {
        await openSubmission(reader, /^link, Submissions, current page$/, 'BR-20004', '2')
        await follow(reader, /^link, Approve a pending cancellation$/, /^heading, Approve the cancellation of BR-20004, transaction 2, level 1$/)
        // The question opens on its safest control, and on nothing before it.
        await reader.pressOn(/^button, Approve the cancellation…$/, /^button, Go back$/)
        await reader.hears(/^alertdialog, Approve the cancellation of BR-20004, transaction 2\?, Approving starts the notice clocks/)
        expect(await reader.heard()).not.toContain('button, Approve and start the notice clocks')
        await reader.tab(/^button, Approve and start the notice clocks$/, { back: true })
        await reader.press('Enter', /^polite: Sending the approval\. Keep this page open until the answer comes\.$/, /^button, Close$/)
        await reader.hears(/^alertdialog, Approval held for manual review, Nothing was approved: the notice dates need a person to review them first\., modal$/)
        await reader.press('Enter')
      },
      'approve several': async () => {
        await follow(reader, /^link, Home$/, /^heading, Blue Ridge Insurance Agency, level 1$/, 'moveToPreviousLink')
        await follow(reader, /^link, Approve several cancellations$/, /^heading, Approve several cancellations, level 1$/)
        await reader.typeInto(/^textbox, The cancellations, one a line/, 'BR-20003 2\nBR-20007 2')
        await reader.pressOn(/^button, Check the list$/, /^polite: 2 cancellations to approve, checked/)
        await reader.pressOn(/^button, Approve 2 cancellations…$/, /^button, Go back$/)
        await reader.tab(/^button, Approve them all and start the notice clocks$/, { back: true })
        // The list gone with its question, the focus is on the page's heading, not lost; each answer is said.
        await reader.press('Enter', /^heading, Approve several cancellations, level 1$/, /^polite: Done: 2 of 2 cancellations answered · Approved 2$/)
      },
      'a records import': async () => {
        await follow(reader, /^link, Your records$/, /^heading, Your records in this browser, level 1$/, 'moveToPreviousLink')
        await reader.tab(/^Records file \(\.json\)$/)
        const file = { name: recordsFileName(), mimeType: 'application/json', buffer: Buffer.from(recordsFile(ACCOUNTS.underwriter)) }
        await reader.chooseFile(file, /^polite: Imported the records exported .*Added 1 record this browser did not have and replaced 1 older copy/)
      },
    })
  })
})
