import type { Page } from '@playwright/test'
import {
  driverRows,
  driversPasted,
  driverSchedule,
  DRIVERS_PATH,
  driversNotFound,
  ENDORSE_ADDRESS,
  prepareDrivers,
  prepareRows,
  REFUSED_DRIVER,
  refuseNextDriver,
  VEHICLE_UPDATES,
} from '../support/endorsement.ts'
import { type ScreenUnderFault, submits } from '../support/faults.ts'
import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { HOSTILE, HOSTILE_RESULT, withHostileResult } from '../support/hostile-content.ts'
import { hostileRefusal } from '../support/hostile-service-answers.ts'
import { sentWizard } from '../support/quote-drafts.ts'
import { reopen } from '../support/reopen.ts'
import type { SandboxControl } from '../support/sandbox-control.ts'
import {
  chain,
  escapeDialog,
  followLink,
  heading,
  type NextState,
  openDialog,
  type SweepState,
  state,
  showProblems,
  then,
  visit,
} from '../support/screen-steps.ts'
import { callOf, screenTests } from '../support/screen-tests.ts'
import { tsv } from '../support/schedule-files.ts'
import { field, fillDriver, fillTrailer, NEW_DRIVER, NEW_TRAILER } from '../support/workspace.ts'

/** The submission workspace's screens, states and dialogs (src/features/submissions/screens.ts) in the suites. */

const SUBMISSION = '/submissions/BR-10002/1'
/** Another agency's submission: the one calm not-found of every edit. */
const OTHERS = '/submissions/SM-10001/1'
const BR_10002 = { displayId: 'BR-10002', transactionId: 1 }
const BLUE_RIDGE = ['agent', 'underwriter'] as const
const editProblem = (page: Page) => page.getByTestId('edit-problem')
const press = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click()

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

/** The list with two submissions opened in this browser. */
const listWithTwo: SweepState['reach'] = async (page, sandbox) => {
  await visit('/submissions/BR-10003/2', 'Submission BR-10003, transaction 2')(page, sandbox)
  await visit(SUBMISSION, 'Submission BR-10002, transaction 1')(page, sandbox)
  await visit('/submissions', 'Submissions')(page, sandbox)
  await expect(page.getByRole('region', { name: 'Opened in this browser' }).getByRole('listitem')).toHaveCount(2)
}

/** A trailer form whose unsent answers came back after a reload. */
const trailerDraftRestored: SweepState['reach'] = then(visit(`${SUBMISSION}/trailers/new`, 'Add a trailer'), async (page) => {
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
const hostileReply: SweepState['reach'] = async (page, sandbox) => {
  const { event } = await sandbox.driveEvent('BR-10001', { type: 'submission.public_reply', note_body: HOSTILE.paragraph })
  const noteId = (event as { note_id: string }).note_id
  await visit(`/submissions/BR-10001/notes/${noteId}`, 'Reply')(page, sandbox)
  await expect(page.getByTestId('note-body')).toBeVisible()
}

const DRAFT_NOT_SAVED = 'Could not save a draft in this browser'

/** Types into an edit form and waits for the draft it cannot save to be said; the value stays. */
const editDraft = (label: string, value: string) => async (page: Page) => {
  await field(page, label).fill(value)
  await expect(page.getByText(DRAFT_NOT_SAVED)).toBeVisible()
  await expect(field(page, label)).toHaveValue(value)
}

/** An edit form of BR-10002/1 under faults: filled, sent, and its done panel. */
function workspaceEdit(edit: {
  name: string
  form: string
  call: ScreenUnderFault['call']
  fill: (page: Page) => Promise<void>
  button: string
  keeps: [string, string]
  doneTitle: string
}): ScreenUnderFault {
  const [label, value] = edit.keeps
  return {
    name: `workspace, ${edit.name}`,
    account: ACCOUNTS.agent,
    call: edit.call,
    kind: 'mutation',
    open: async (page) => {
      await reopen(page, `${SUBMISSION}/${edit.form}`)
      await edit.fill(page)
    },
    ...submits(edit.button),
    problem: editProblem,
    kept: (page) => expect(field(page, label)).toHaveValue(value),
    done: (page) => expect(page.getByTestId('done-panel').getByRole('heading', { name: edit.doneTitle })).toBeVisible(),
  }
}

const TITLE = 'Send rows from a spreadsheet'
const opened = visit(ENDORSE_ADDRESS, TITLE)

/** Three drivers prepared, ready to send. */
const prepareThree =
  (schedule = driverSchedule(3)) =>
  (page: Page) =>
    prepareDrivers(page, schedule, 3)
const endorsementReady = (schedule?: string): SweepState['reach'] => then(opened, prepareThree(schedule))

const sendAll = (page: Page) => page.getByRole('button', { name: 'Send 3 drivers' }).click()

/** Sent: one added, one refused by the service (422 on a cell), one not confirmed (a 500). */
const sendToFaults = async (page: Page, sandbox: SandboxControl) => {
  await refuseNextDriver(sandbox)
  await sandbox.injectFault({ method: 'POST', path: DRIVERS_PATH, status: 500, count: 1 })
  await sendAll(page)
  await expect(page.getByText('Finished: every row is answered.')).toBeVisible()
}

const endorsementFinished = (schedule?: string): SweepState['reach'] => then(endorsementReady(schedule), sendToFaults)

/** A new batch of one driver, prepared: each way of the double activation starts one (the last way's is kept in the browser). */
const oneDriverPrepared = async (page: Page) => {
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('portal.endorsements.'))
      .forEach((key) => localStorage.removeItem(key)),
  )
  await reopen(page, ENDORSE_ADDRESS)
  await page.getByLabel('Paste the drivers from your spreadsheet, with the header row').fill(driverSchedule(1))
  await page.getByRole('button', { name: 'Read the pasted rows' }).click()
  await page.getByRole('button', { name: 'Prepare 1 driver to send' }).click()
}

/** From the new batch: three vehicle updates prepared and sent, stopped at the one of no vehicle of this transaction. */
const sendVehicleUpdates = async (page: Page) => {
  await page.getByRole('radio', { name: 'Update vehicles' }).check()
  await prepareRows(page, VEHICLE_UPDATES, 3, 'vehicle updates')
  await page.getByRole('button', { name: 'Send 3 vehicle updates' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'vehicle 9999' })).toBeVisible()
}

/** Five drivers and a totals line: line 3's date of birth cannot be read; line 5 has line 2's license, and the person adds both. */
const sendWithLinesHeldBack = async (page: Page) => {
  const rows = driverRows(5)
  rows[1]![4] = 'someday'
  rows[3]![3] = 'D0000001'
  await page.getByLabel('Paste the drivers from your spreadsheet, with the header row').fill(driversPasted([...rows, ['Total: 5 drivers']]))
  await page.getByRole('button', { name: 'Read the pasted rows' }).click()
  await page.getByRole('button', { name: 'Add both: lines 2 and 5' }).click()
  await page.getByRole('button', { name: 'Prepare 4 drivers to send' }).click()
  await page.getByRole('button', { name: 'Send 4 drivers' }).click()
  await expect(page.getByText('Finished: every row sent is answered. 2 rows not sent.')).toBeVisible()
}

export const submissionTests = screenTests({
  workspace: {
    open: { href: '/submissions', title: 'Submissions', as: ['agent', 'underwriter', 'summit'] },
    sweeps: [
      chain(state('workspace, with submissions', 'agent', listWithTwo), [
        {
          name: 'workspace, remove dialog',
          step: openDialog('Remove BR-10002, transaction 1 from this list', 'Remove BR-10002, transaction 1 from this list?'),
        },
      ]),
    ],
  },
  submission: {
    open: { href: SUBMISSION, title: 'Submission BR-10002, transaction 1', as: BLUE_RIDGE },
    sweeps: [
      // An address that names no submission, its link to the (empty) list and the list's form's problems,
      // then its link to the reply lookup: its problems, a note id that names no reply, then Back and the right one.
      chain(state('submission page, not a submission address', 'agent', visit('/submissions/BR-10002/first', 'This address does not name a submission')), [
        {
          name: 'workspace, empty',
          on: 'workspace',
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
          on: 'noteLookup',
          step: (page) => followLink(page, 'Read a reply by its submission and note ids', 'Read a reply from underwriting'),
        },
        { name: 'reply lookup, problems', step: showProblems('Read the reply') },
        { name: 'reply not found', on: 'note', step: readReply('N-1002', (page) => expect(page.getByRole('alert')).toBeVisible()) },
        {
          name: 'reply',
          step: async (page) => {
            await page.goBack()
            await expect(heading(page)).toContainText('Read a reply')
            await readReply('N-1001', (page) => expect(page.getByTestId('note-body')).toBeVisible())(page)
          },
        },
      ]),
      // The submission's page, its "Add a driver", the form's problems, then a driver added.
      chain(state('submission page', 'agent', visit(SUBMISSION, 'Submission BR-10002, transaction 1')), [
        { name: 'add driver', on: 'addDriver', step: (page) => followLink(page, 'Add a driver', 'Add a driver') },
        { name: 'add driver, problems', step: showProblems('Add the driver') },
        {
          // The done panel is the submission's page, where the edit form goes once the service says it is done.
          name: 'add driver, done, with history',
          on: 'submission',
          step: async (page) => {
            await fillDriver(page)
            await press('Add the driver')(page)
            await expect(page.getByTestId('done-panel')).toBeFocused()
            await expect(page.getByRole('region', { name: 'Done from this browser' }).getByRole('listitem')).toHaveCount(1)
          },
        },
      ]),
      state('submission page, history past 1,000 changes', 'agent', async (page, sandbox) => {
        await visit(SUBMISSION, 'Submission BR-10002, transaction 1')(page, sandbox)
        await page.evaluate(keepHistoryPastItsLimit, ACCOUNTS.agent)
        await page.reload()
        await expect(page.getByText(/^This list keeps the newest 1,000 changes/)).toBeVisible()
      }),
    ],
    hostile: [
      // A driver added, then the workspace's list, its remove dialog kept (Escape) and the result's page.
      chain(state('add driver, done, with history', 'agent', driverAdded), [
        { name: 'workspace, with submissions', on: 'workspace', step: workspaceListed },
        {
          name: 'workspace, remove dialog',
          step: openDialog(`Remove ${HOSTILE_RESULT}, transaction 1 from this list`, `Remove ${HOSTILE_RESULT}, transaction 1 from this list?`),
        },
        {
          name: 'submission page of a result made here',
          on: 'submission',
          step: async (page) => {
            await escapeDialog(page)
            await followLink(page, `${HOSTILE_RESULT}, transaction 1`, `Submission ${HOSTILE_RESULT}, transaction 1`)
          },
        },
      ]),
    ],
    storage: [
      {
        name: 'submission page',
        writes: ['portal.workspace.submissions'],
        account: 'agent',
        open: SUBMISSION,
        check: (page) => expect(page.getByText('refused to add this submission to that list')).toBeVisible(),
      },
    ],
  },
  addDriver: {
    open: { href: `${SUBMISSION}/drivers/new`, title: 'Add a driver', as: BLUE_RIDGE },
    sweeps: [
      state(
        'add driver, not found',
        'agent',
        then(visit(`${OTHERS}/drivers/new`, 'Add a driver'), async (page) => {
          await fillDriver(page)
          await press('Add the driver')(page)
          await expect(editProblem(page)).toBeFocused()
        }),
      ),
      state(
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
    ],
    hostile: [
      state('add driver, refused', 'agent', async (page, sandbox) => {
        await hostileRefusal(sandbox, 'POST', '/v1/submission/BR-10002/1/driver')
        await visit('/submissions/BR-10002/1/drivers/new', 'Add a driver')(page, sandbox)
        await fillDriver(page)
        await page.getByRole('button', { name: 'Add the driver', exact: true }).click()
        await expect(page.getByTestId('edit-problem')).toBeFocused()
      }),
    ],
    faults: [
      workspaceEdit({
        name: 'add a driver',
        form: 'drivers/new',
        call: callOf('addDriver', BR_10002),
        fill: fillDriver,
        button: 'Add the driver',
        keeps: ['CDL number', NEW_DRIVER.licenseNumber],
        doneTitle: 'Driver added',
      }),
    ],
    storage: [
      {
        name: 'add a driver, draft',
        writes: ['portal.workspace.edit-draft'],
        account: 'agent',
        open: `${SUBMISSION}/drivers/new`,
        check: editDraft('First name', 'Marisol'),
      },
      {
        name: 'add a driver, done',
        writes: ['portal.workspace.submissions'],
        account: 'agent',
        open: `${SUBMISSION}/drivers/new`,
        check: async (page) => {
          await fillDriver(page)
          await page.getByRole('button', { name: 'Add the driver' }).click()
          await expect(page.getByTestId('done-panel')).toContainText('could not keep it in the submission’s history')
        },
      },
      {
        name: 'add a driver, column mapping',
        writes: ['portal.schedule-mappings'],
        account: 'agent',
        open: '/submissions/BR-10003/2/drivers/new',
        check: async (page) => {
          await page.getByRole('button', { name: 'Import drivers from a spreadsheet' }).click()
          await page
            .getByLabel('Paste the drivers from your spreadsheet, with the header row')
            .fill(
              tsv(
                ['First', 'Last', 'DOB', 'License No', 'Lic State', 'Years Exp', 'Shirt size'],
                ['Ana', 'de la Cruz', '07/04/1985', 'TX99887766', 'Texas', '9', 'L'],
              ),
            )
          await page.getByRole('button', { name: 'Read the pasted rows' }).click()
          await page.getByRole('button', { name: 'Use these columns' }).click()
          await expect(page.getByText('to remember these columns')).toBeVisible()
          await expect(page.getByRole('status').filter({ hasText: '1 row: 1 ready' })).toBeVisible()
        },
      },
    ],
  },
  addTrailer: {
    open: { href: `${SUBMISSION}/trailers/new`, title: 'Add a trailer', as: BLUE_RIDGE },
    sweeps: [
      chain(state('add trailer, draft restored', 'agent', trailerDraftRestored), [
        { name: 'add trailer, discard dialog', step: openDialog('Discard these answers', 'Discard these answers?') },
      ]),
    ],
    faults: [
      workspaceEdit({
        name: 'add a trailer',
        form: 'trailers/new',
        call: callOf('addTrailer', BR_10002),
        fill: fillTrailer,
        button: 'Add the trailer',
        keeps: ['VIN', NEW_TRAILER.vin],
        doneTitle: 'Trailer added',
      }),
    ],
    storage: [
      {
        name: 'add a trailer, draft',
        writes: ['portal.workspace.edit-draft'],
        account: 'agent',
        open: `${SUBMISSION}/trailers/new`,
        check: editDraft('Make', 'Utility'),
      },
    ],
  },
  updateVehicle: {
    open: { href: `${SUBMISSION}/vehicles/update`, title: 'Update a vehicle', as: BLUE_RIDGE },
    sweeps: [
      // Update a vehicle and its VIN's year, then back to the submission and Add a trailer, and its 422.
      chain(state('update vehicle', 'agent', visit(`${SUBMISSION}/vehicles/update`, 'Update a vehicle')), [
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
          on: 'addTrailer',
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
      state(
        'update vehicle, not found',
        'agent',
        then(visit(`${OTHERS}/vehicles/update`, 'Update a vehicle'), async (page) => {
          await field(page, 'Vehicle id').fill('7101')
          await field(page, 'Model year').fill('2021')
          await press('Update the vehicle')(page)
          await expect(editProblem(page)).toBeFocused()
        }),
      ),
      state(
        'update vehicle, chosen from a quote made here',
        'agent',
        then(sentWizard('quote'), async (page) => {
          await page.goto(`/submissions/${await page.getByTestId('submission-number').textContent()}/1/vehicles/update`)
          await page.getByRole('radio', { name: /^2019 Freightliner Cascadia, VIN/ }).check()
          await expect(page.getByText(/for the id of VIN/)).toBeVisible()
        }),
      ),
    ],
    faults: [
      workspaceEdit({
        name: 'update a vehicle',
        form: 'vehicles/update',
        call: callOf('updateVehicle', BR_10002),
        fill: async (page) => {
          await field(page, 'Vehicle id').fill('7004')
          await field(page, 'Model year').fill('2021')
        },
        button: 'Update the vehicle',
        keeps: ['Model year', '2021'],
        doneTitle: 'Vehicle updated',
      }),
    ],
    storage: [
      {
        name: 'update a vehicle, draft',
        writes: ['portal.workspace.edit-draft'],
        account: 'agent',
        open: `${SUBMISSION}/vehicles/update`,
        check: editDraft('Make', 'Kenworth'),
      },
    ],
  },
  endorse: {
    open: { href: ENDORSE_ADDRESS, title: TITLE, as: BLUE_RIDGE },
    sweeps: [
      state('endorsement, finished with lines not sent', 'agent', then(opened, sendWithLinesHeldBack)),
      // A run from its new batch to its end, its clear dialog, kept (Escape), and a refused row fixed.
      chain(state('endorsement, new batch', 'agent', opened), [
        { name: 'endorsement, ready to send', step: prepareThree() },
        { name: 'endorsement, finished: added, refused, not confirmed', step: sendToFaults },
        { name: 'endorsement, clear dialog', step: openDialog('Clear this run and start another', 'Clear this run?') },
        {
          name: 'endorsement, fixing a refused row',
          step: async (page) => {
            await escapeDialog(page)
            await page.getByRole('button', { name: /^Fix Line \d+ and send it again$/ }).click()
            await expect(page.getByRole('group', { name: /^Fix line \d+$/ })).toBeVisible()
          },
        },
      ]),
      state(
        'endorsement, waiting after a 429',
        'agent',
        then(endorsementReady(), async (page, sandbox) => {
          await sandbox.injectFault({ method: 'POST', path: DRIVERS_PATH, status: 429, count: 1, headers: { 'Retry-After': '30' } })
          await sendAll(page)
          await expect(page.getByText('The service asked to slow down: waiting before the next row.')).toBeVisible()
        }),
      ),
      // A run stopped by a 404, cleared (nothing was added), then vehicle updates stopped by a vehicle of another.
      chain(
        state(
          'endorsement, stopped by a 404',
          'agent',
          then(endorsementReady(), async (page, sandbox) => {
            await driversNotFound(sandbox, 3)
            await sendAll(page)
            await expect(page.getByRole('alert').filter({ hasText: 'The run stopped' })).toBeVisible()
          }),
        ),
        [
          {
            name: 'endorsement, vehicle updates stopped by an unknown vehicle',
            step: async (page) => {
              await openDialog('Clear this run and start another', 'Clear this run?')(page)
              await page.getByRole('dialog').getByRole('button', { name: 'Clear it' }).click()
              await expect(page.getByRole('radio', { name: 'Update vehicles' })).toBeVisible()
              await sendVehicleUpdates(page)
            },
          },
        ],
      ),
      state(
        'endorsement, paused after a reload',
        'agent',
        then(endorsementReady(), async (page) => {
          await sendAll(page)
          await expect(page.getByText('Finished: every row is answered.')).toBeVisible()
          await page.reload()
          await expect(page.getByRole('progressbar')).toHaveAttribute('value', '3')
        }),
      ),
      state('endorsement, open in another tab', 'agent', async (page, sandbox) => {
        const other = await page.context().newPage()
        await opened(other, sandbox)
        await opened(page, sandbox)
        await expect(page.getByRole('alert').filter({ hasText: 'This run is open in another tab' })).toBeVisible()
      }),
    ],
    hostile: [
      state(
        'endorsement, finished: added, refused, not confirmed',
        'agent',
        endorsementFinished(driverSchedule(3, (index) => (index === 1 ? HOSTILE.rtlPerson : HOSTILE.name))),
      ),
    ],
    sendControls: [
      {
        name: 'endorsement from a spreadsheet, send',
        account: ACCOUNTS.agent,
        call: callOf('addDriver', BR_10002),
        open: oneDriverPrepared,
        send: { control: (page) => page.getByRole('button', { name: 'Send 1 driver' }), inForm: false },
        done: (page) => expect(page.getByText('Finished: every row is answered.')).toBeVisible(),
      },
      {
        // Issue 39: the fix form's button sends the row, as "Fix Line 2 and send it again" said.
        name: 'endorsement from a spreadsheet, a refused row fixed and sent',
        account: ACCOUNTS.agent,
        call: callOf('addDriver', BR_10002),
        open: async (page) => {
          await oneDriverPrepared(page)
          await page.request.post('/__sandbox/faults', { data: REFUSED_DRIVER })
          await page.getByRole('button', { name: 'Send 1 driver' }).click()
          await page.getByRole('button', { name: 'Fix Line 2 and send it again' }).click()
        },
        send: { control: (page) => page.getByRole('button', { name: 'Send line 2' }), inForm: false },
        done: (page) => expect(page.getByText('Finished: every row is answered.')).toBeVisible(),
      },
    ],
    storage: [
      {
        name: 'endorsement from a spreadsheet, run',
        writes: ['portal.endorsements'],
        account: 'agent',
        open: ENDORSE_ADDRESS,
        check: async (page) => {
          await page.getByLabel('Paste the drivers from your spreadsheet, with the header row').fill(driverSchedule(2))
          await page.getByRole('button', { name: 'Read the pasted rows' }).click()
          await page.getByRole('button', { name: 'Prepare 2 drivers to send' }).click()
          await expect(page.getByRole('alert').filter({ hasText: 'This browser refused to keep the run' })).toBeVisible()
          await page.getByRole('button', { name: 'Send 2 drivers' }).click()
          await expect(page.getByText('Finished: every row is answered.')).toBeVisible()
          await expect(page.getByRole('row').filter({ hasText: /Added, new id/ })).toHaveCount(2)
        },
      },
    ],
  },
  noteLookup: {
    open: { href: '/notes', title: 'Read a reply from underwriting', as: ['agent', 'underwriter', 'summit'] },
    sweeps: [
      state('a screen that could not be loaded', 'agent', async (page, sandbox) => {
        await page.route(/\/assets\/workspace-screens-[\w-]{7}\.js$/, (route) => route.abort('internetdisconnected'))
        await visit('/notes', 'This part of the portal could not be loaded')(page, sandbox)
      }),
    ],
    faults: [
      {
        name: 'workspace, note reader',
        account: ACCOUNTS.agent,
        call: callOf('readPublicReplyNote', { displayId: 'BR-10001', noteId: 'N-1001' }),
        kind: 'query',
        // The reply's screen is loaded once (on another note), so going to it offline needs no download.
        open: async (page) => {
          await reopen(page, '/submissions/BR-10001/notes/N-1002')
          await page.getByRole('link', { name: 'Read another reply' }).click()
          await page.getByLabel('Submission or policy id').fill('BR-10001')
          await page.getByLabel('Note id').fill('N-1001')
        },
        act: (page) => page.getByRole('button', { name: 'Read the reply' }).click(),
        again: (page) => page.getByRole('button', { name: 'Try again' }).click(),
        problem: (page) => page.getByRole('alert').filter({ hasText: 'This reply cannot be shown' }),
        kept: (page) => expect(heading(page)).toHaveText('Reply N-1001 on BR-10001'),
        done: (page) => expect(page.getByTestId('note-body')).toContainText('<script>'),
      },
    ],
  },
  note: {
    open: { href: '/submissions/BR-10001/notes/N-1001', title: 'Reply N-1001 on BR-10001', as: BLUE_RIDGE },
    hostile: [state('reply', 'agent', hostileReply)],
  },
})
