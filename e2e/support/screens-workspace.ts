import type { Page } from '@playwright/test'
import { ACCOUNTS, expect } from './fixtures.ts'
import { chain, followLink, heading, type Screen, openDialog, screen, showProblems, then, visit } from './screen-steps.ts'
import { field, fillDriver, fillTrailer, NEW_TRAILER } from './workspace.ts'

/** The submission workspace's screens, states and dialogs (src/features/submissions), for the sweeps. */

const SUBMISSION = '/submissions/BR-10002/1'
/** Another agency's submission: the one calm not-found of every edit. */
const OTHERS = '/submissions/SM-10001/1'
const editProblem = (page: Page) => page.getByTestId('edit-problem')

/** BR-10002/1's history as the browser keeps it once past its 1,000 changes (src/features/submissions/workspace-records.ts). Runs in the page. */
function keepHistoryPastItsLimit(account: string) {
  const at = (minute: number) => new Date(Date.now() - (200 - minute) * 60_000).toISOString()
  const change = (index: number) => ({
    kind: 'driver-added',
    at: at(100 + index),
    recordId: 9001 + index,
    submissionNumber: 'BR-10002',
    described: `Driver${index + 1} Lopez, covered`,
    updatedFields: [],
  })
  const data = { displayId: 'BR-10002', transactionId: 1, openedAt: at(0), changes: [change(1), change(0)], dropped: { count: 37, lastAt: at(50) } }
  localStorage.setItem(`portal.workspace.submissions.${account}/BR-10002/1`, JSON.stringify({ version: 1, savedAt: at(101), expiresAt: null, data }))
}

const press = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click()

/** The list with two submissions opened in this browser. */
const listWithTwo: Screen['reach'] = async (page, sandbox) => {
  await visit('/submissions/BR-10003/2', 'Submission BR-10003, transaction 2')(page, sandbox)
  await visit(SUBMISSION, 'Submission BR-10002, transaction 1')(page, sandbox)
  await visit('/submissions', 'Submissions')(page, sandbox)
  await expect(page.getByRole('region', { name: 'Opened in this browser' }).getByRole('listitem')).toHaveCount(2)
}

/** A trailer form whose unsent answers came back after a reload. */
const trailerDraftRestored: Screen['reach'] = then(visit(`${SUBMISSION}/trailers/new`, 'Add a trailer'), async (page) => {
  await field(page, 'VIN').fill(NEW_TRAILER.vin)
  await expect(page.getByText(/Draft saved in this browser at/)).toBeVisible()
  await page.reload()
  await expect(page.getByText('Your unsent answers are back')).toBeVisible()
})

/** Reads reply `noteId` of BR-10001 from the lookup, then waits for what the reply page shows (`shown`). */
const readReply = (noteId: string, shown: (page: Page) => Promise<void>) => async (page: Page) => {
  await field(page, 'Submission or policy id').fill('BR-10001')
  await field(page, 'Note id').fill(noteId)
  await press('Read the reply')(page)
  await expect(heading(page)).toContainText('Reply')
  await shown(page)
}

export const WORKSPACE_SCREENS: Screen[] = [
  // An address that names no submission, its link to the (empty) list and the list's form's problems,
  // then its link to the reply lookup: its problems, a note id that names no reply, then Back and the right one.
  chain(screen('submission page, not a submission address', 'agent', visit('/submissions/BR-10002/first', 'This address does not name a submission')), [
    {
      name: 'workspace, empty',
      step: async (page) => {
        await followLink(page, 'Open a submission', 'Submissions')
        await expect(page.getByText('Nothing yet. A submission is listed here')).toBeVisible()
      },
    },
    {
      name: 'workspace, open form problems',
      step: async (page) => {
        await field(page, 'Submission id').fill('10002')
        await field(page, 'Transaction').fill('0')
        await showProblems('Open the submission')(page)
      },
    },
    {
      name: 'reply lookup',
      step: (page) => followLink(page, 'Read a reply by its submission and note ids', 'Read a reply from underwriting'),
    },
    {
      name: 'reply lookup, problems',
      step: showProblems('Read the reply'),
    },
    { name: 'reply not found', step: readReply('N-1002', (page) => expect(page.getByRole('alert')).toBeVisible()) },
    {
      name: 'reply',
      step: async (page) => {
        await page.goBack()
        await expect(heading(page)).toContainText('Read a reply')
        await readReply('N-1001', (page) => expect(page.getByTestId('note-body')).toBeVisible())(page)
      },
    },
  ]),
  chain(screen('workspace, with submissions', 'agent', listWithTwo), [
    {
      name: 'workspace, remove dialog',
      step: openDialog('Remove BR-10002, transaction 1 from this list', 'Remove BR-10002, transaction 1 from this list?'),
    },
  ]),
  // The submission's page, its "Add a driver", the form's problems, then a driver added.
  chain(screen('submission page', 'agent', visit(SUBMISSION, 'Submission BR-10002, transaction 1')), [
    {
      name: 'add driver',
      step: (page) => followLink(page, 'Add a driver', 'Add a driver'),
    },
    {
      name: 'add driver, problems',
      step: showProblems('Add the driver'),
    },
    {
      name: 'add driver, done, with history',
      step: async (page) => {
        await fillDriver(page)
        await press('Add the driver')(page)
        await expect(page.getByTestId('done-panel')).toBeFocused()
        await expect(page.getByRole('region', { name: 'Done from this browser' }).getByRole('listitem')).toHaveCount(1)
      },
    },
  ]),
  screen(
    'add driver, not found',
    'agent',
    then(visit(`${OTHERS}/drivers/new`, 'Add a driver'), async (page) => {
      await fillDriver(page)
      await press('Add the driver')(page)
      await expect(editProblem(page)).toBeFocused()
    }),
  ),
  screen('submission page, history past 1,000 changes', 'agent', async (page, sandbox) => {
    await visit(SUBMISSION, 'Submission BR-10002, transaction 1')(page, sandbox)
    await page.evaluate(keepHistoryPastItsLimit, ACCOUNTS.agent)
    await page.reload()
    await expect(page.getByText(/^This list keeps the newest 1,000 changes/)).toBeVisible()
  }),
  screen(
    'add driver, sent and reloaded before the answer',
    'agent',
    then(visit(`${SUBMISSION}/drivers/new`, 'Add a driver'), async (page, sandbox) => {
      await sandbox.injectFault({ method: 'POST', path: '/v1/submission/BR-10002/1/driver', delayMs: 3000, count: 1 })
      await fillDriver(page)
      const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/driver'))
      await press('Add the driver')(page)
      await sent
      await page.reload()
      await expect(page.getByText('These answers were sent, and no answer came back')).toBeVisible()
    }),
  ),
  chain(screen('add trailer, draft restored', 'agent', trailerDraftRestored), [
    { name: 'add trailer, discard dialog', step: openDialog('Discard these answers', 'Discard these answers?') },
  ]),
  // Update a vehicle and its VIN's year, then back to the submission and Add a trailer, and its 422.
  chain(screen('update vehicle', 'agent', visit(`${SUBMISSION}/vehicles/update`, 'Update a vehicle')), [
    {
      name: 'update vehicle, the VIN says another year',
      step: async (page) => {
        await field(page, 'VIN').fill('1XKYD49X9MJ412873')
        await field(page, 'Model year').fill('2019')
        await field(page, 'Model year').press('Tab')
        await expect(page.getByText('The VIN says 2021 Kenworth.')).toBeVisible()
      },
    },
    {
      name: 'add trailer',
      step: async (page) => {
        await followLink(page, 'Back to the submission', 'Submission BR-10002, transaction 1')
        await followLink(page, 'Add a trailer', 'Add a trailer')
      },
    },
    {
      name: 'add trailer, 422 on the VIN',
      step: async (page) => {
        // Vehicle 7004's VIN: only the sandbox knows it is on the transaction already.
        await fillTrailer(page, { ...NEW_TRAILER, vin: '1XKYD49X7LJ123456' })
        await showProblems('Add the trailer')(page)
      },
    },
  ]),
  screen(
    'update vehicle, not found',
    'agent',
    then(visit(`${OTHERS}/vehicles/update`, 'Update a vehicle'), async (page) => {
      await field(page, 'Vehicle id').fill('7101')
      await field(page, 'Model year').fill('2021')
      await press('Update the vehicle')(page)
      await expect(editProblem(page)).toBeFocused()
    }),
  ),
]
