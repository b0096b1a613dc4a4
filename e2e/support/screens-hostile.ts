import type { Page } from '@playwright/test'
import { approve } from './cancel-approve.ts'
import { driverSchedule } from './endorsement.ts'
import { ACCOUNTS, expect } from './fixtures.ts'
import { HOSTILE, hostileAnswers } from './hostile-content.ts'
import { hostileHold, hostileQuoteValidation, hostileReceipt, hostileRefusal, hostileTaxAnswer } from './hostile-service-answers.ts'
import { seedDraft, seedResult } from './quote-drafts.ts'
import { chain, dialog, escapeDialog, followLink, type NextState, openDialog, type Screen, screen, summary, then, visit } from './screen-steps.ts'
import { approvalOf, nonPayment } from './screens-cancel-approve.ts'
import { PREFILLED_TAXES, wizardStep } from './screens.ts'
import { approveSeveral, listProblems } from './screens-approve-several.ts'
import { endorsementFinished } from './screens-endorsement.ts'
import { recordsScreen } from './screens-records.ts'
import { closeSecretDialog, createdTo } from './screens-webhooks.ts'
import { importedFile, recordsFile } from './records.ts'
import { field, fillDriver, NEW_DRIVER } from './workspace.ts'
import { withLongFleet } from '../../src/test/quote-answers.ts'

/**
 * The registry's screens drawn again with hostile content (e2e/support/hostile-content.ts) in every
 * string a person or the service supplies, for e2e/sweeps-hostile.spec.ts: no page may scroll sideways
 * at 1280, 390 or 320 px, and no id may break at its hyphen. A screen that shows what a person typed or
 * what the service said joins with one line here, reached as in e2e/support/screens.ts but with that
 * content: typed in, seeded in the browser (seedDraft, seedResult), sent through the API, or answered
 * by the sandbox (its fault control with a body, its event control with a note; hostile-service-answers.ts).
 */

const HOSTILE_RESULT = 'BR-30001'
const withHostileResult = async (page: Page) => seedResult(page, ACCOUNTS.agent, HOSTILE_RESULT, HOSTILE.name)

/** The long fleet of the registry's summaries, each vehicle's make and model hostile. */
const hostileLongFleet = () => {
  const answers = withLongFleet(hostileAnswers())
  return { ...answers, vehicles: answers.vehicles.map((vehicle) => ({ ...vehicle, make: HOSTILE.rtlName, model: HOSTILE.name })) }
}

/** A driver with a hostile name added to BR-10002 from this browser: the done panel and the history. */
const driverAdded = then(visit('/submissions/BR-10002/1/drivers/new', 'Add a driver'), async (page) => {
  await fillDriver(page, { ...NEW_DRIVER, firstName: HOSTILE.rtlPerson, lastName: HOSTILE.name })
  await page.getByRole('button', { name: 'Add the driver', exact: true }).click()
  await expect(page.getByTestId('done-panel')).toBeFocused()
})

/** The workspace's list, after the driver was added, with a hostile result made here too. */
const workspaceListed: NextState['step'] = async (page, sandbox) => {
  await withHostileResult(page)
  await visit('/submissions', 'Submissions')(page, sandbox)
}

/** A reply whose body is hostile, posted on BR-10001 as the policy system would. */
const hostileReply: Screen['reach'] = async (page, sandbox) => {
  const { event } = await sandbox.driveEvent('BR-10001', { type: 'submission.public_reply', note_body: HOSTILE.paragraph })
  const noteId = (event as { note_id: string }).note_id
  await visit(`/submissions/BR-10001/notes/${noteId}`, 'Reply')(page, sandbox)
  await expect(page.getByTestId('note-body')).toBeVisible()
}

/** From the list with a subscription to a hostile address: a delivery there, attempted and failed (nothing listens there), in the console's ledger. */
const ledger: NextState['step'] = async (page, sandbox) => {
  await sandbox.driveEvent('BR-10001', { type: 'submission.pending_cancellation' })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox console' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sandbox console')
  await expect(page.getByText(HOSTILE.url.slice(0, 40)).filter({ visible: true }).first()).toBeVisible()
}

const receipt: Screen['reach'] = async (page, sandbox) => {
  await hostileReceipt(sandbox, 'BR-20006')
  await approvalOf('BR-20006')(page, sandbox)
  await approve(page)
  await expect(page.getByRole('heading', { name: 'Saved-approval receipt' })).toBeVisible()
}

const held: Screen['reach'] = async (page, sandbox) => {
  await hostileHold(sandbox, 'BR-20004')
  await approvalOf('BR-20004')(page, sandbox)
  await approve(page)
  await dialog(page, 'Approval held for manual review', 'alertdialog')
}

/** The request the prefilled calculator sends, so the sandbox's own lines come back (made hostile). */
const TAX_REQUEST = {
  state: 'TX',
  effective_date: '2026-12-01',
  quote_created_at: '2026-11-20T14:03:11Z',
  coverage_type: 'AL',
  premium: '12500.00',
  policy_fee: '300.00',
  underwriting_fee: '0.00',
}

export const HOSTILE_SCREENS: Screen[] = [
  screen(
    'endorsement, finished: added, refused, not confirmed',
    'agent',
    endorsementFinished(driverSchedule(3, (index) => (index === 1 ? HOSTILE.rtlPerson : HOSTILE.name))),
  ),
  screen('home, with drafts and results', 'agent', async (page, sandbox) => {
    await seedDraft(page, ACCOUNTS.agent, 'quote', hostileAnswers(), 'vehicles')
    await withHostileResult(page)
    await visit('/', 'Blue Ridge Insurance Agency')(page, sandbox)
  }),
  chain(screen('quote wizard, check', 'agent', wizardStep('quote', 'check', 'Check your answers', hostileAnswers())), [
    {
      name: 'quote result',
      step: async (page) => {
        await page.getByRole('button', { name: 'Get the quote' }).click()
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Quote for')
      },
    },
  ]),
  screen('quote wizard, a long list as one-line summaries', 'agent', wizardStep('quote', 'vehicles', 'Vehicles', hostileLongFleet())),
  screen('quote wizard, resume offer, discard dialog', 'agent', async (page, sandbox) => {
    await seedDraft(page, ACCOUNTS.agent, 'quote', hostileAnswers(), 'drivers')
    await visit('/quotes/new', 'You have an unfinished quote')(page, sandbox)
    await page.getByRole('button', { name: /^Discard it/ }).click()
    await dialog(page, 'Discard the saved draft?')
  }),
  screen('quote wizard, refused by the service', 'agent', async (page, sandbox) => {
    await hostileQuoteValidation(sandbox)
    await wizardStep('quote', 'check', 'Check your answers', hostileAnswers())(page, sandbox)
    await page.getByRole('button', { name: 'Get the quote' }).click()
    await expect(summary(page)).toBeFocused()
  }),
  // A driver added, then the workspace's list, its remove dialog kept (Escape) and the result's page.
  chain(screen('add driver, done, with history', 'agent', driverAdded), [
    { name: 'workspace, with submissions', step: workspaceListed },
    {
      name: 'workspace, remove dialog',
      step: openDialog(`Remove ${HOSTILE_RESULT}, transaction 1 from this list`, `Remove ${HOSTILE_RESULT}, transaction 1 from this list?`),
    },
    {
      name: 'submission page of a result made here',
      step: async (page) => {
        await escapeDialog(page)
        await followLink(page, `${HOSTILE_RESULT}, transaction 1`, `Submission ${HOSTILE_RESULT}, transaction 1`)
      },
    },
  ]),
  screen('add driver, refused', 'agent', async (page, sandbox) => {
    await hostileRefusal(sandbox, 'POST', '/v1/submission/BR-10002/1/driver')
    await visit('/submissions/BR-10002/1/drivers/new', 'Add a driver')(page, sandbox)
    await fillDriver(page)
    await page.getByRole('button', { name: 'Add the driver', exact: true }).click()
    await expect(page.getByTestId('edit-problem')).toBeFocused()
  }),
  screen('reply', 'agent', hostileReply),
  screen(
    'reset password, code sent',
    null,
    then(visit('/forgot-password', 'Reset your password'), async (page) => {
      await field(page, 'E-mail address').fill(HOSTILE.email)
      await page.getByRole('button', { name: 'Send reset code' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')
    }),
  ),
  screen('tax calculator, result', 'agent', async (page, sandbox) => {
    await hostileTaxAnswer(page, sandbox, TAX_REQUEST)
    await visit(PREFILLED_TAXES, 'Tax and fee calculator')(page, sandbox)
    await expect(page.getByTestId('insured-total')).toBeVisible()
  }),
  screen('cancel-approve, saved-approval receipt', 'underwriter', receipt),
  screen('cancel-approve, hold dialog', 'underwriter', held),
  screen('cancel-approve, refused', 'underwriter', async (page, sandbox) => {
    await hostileRefusal(sandbox, 'POST', '/v1/submission/BR-20001/2/cancel-approve')
    await approvalOf('BR-20001')(page, sandbox)
    await nonPayment(page)
    await approve(page)
    await expect(page.getByRole('alert').filter({ hasText: 'The service did not approve it' })).toBeVisible()
  }),
  chain(screen('webhooks, secret dialog', 'agent', createdTo(HOSTILE.url)), [
    { name: 'webhooks, list', step: closeSecretDialog },
    { name: 'webhooks, delete dialog', step: openDialog('Delete… of subscription 2', 'Delete this subscription?', 'alertdialog') },
    { name: 'sandbox console, delivery ledger', step: then(escapeDialog, ledger) },
  ]),
  screen(
    'approve several, problems in the list',
    'underwriter',
    then(approveSeveral, listProblems(`${HOSTILE.name} 2\nBR-20001 ${HOSTILE.word}\nBR-20003 2 ${HOSTILE.rtlName}`)),
  ),
  screen('records, another account’s file', 'agent', then(recordsScreen, importedFile(recordsFile(HOSTILE.email), 'Another account’s records'))),
]
