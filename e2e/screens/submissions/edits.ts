import type { Page } from '@playwright/test'
import { type ScreenUnderFault, submits } from '../../support/faults.ts'
import { ACCOUNTS, expect } from '../../support/fixtures.ts'
import { hostileRefusal } from '../../support/hostile-service-answers.ts'
import { sentWizard } from '../../support/quote-drafts.ts'
import { reopen } from '../../support/reopen.ts'
import { chain, click, exactly, fill, focused, followLink, key, openDialog, sees, showProblems, state, then, visit } from '../../support/screen-steps.ts'
import { callOf, screenTests, type StorageWrite } from '../../support/screen-tests.ts'
import { fillDriver, fillTrailer, NEW_DRIVER, NEW_TRAILER } from '../../support/workspace.ts'
import { tsv } from '../../support/schedule-files.ts'
import { BLUE_RIDGE, BR_10002, donePanel, newDriver, SUBMISSION } from './blue-ridge-submission.ts'

/** Adding a driver or a trailer and updating a vehicle (src/features/submissions/screens.ts) in the suites. */

/** Another agency's submission: the one calm not-found of every edit. */
const OTHERS = '/submissions/SM-10001/1'
const editProblem = (page: Page) => page.getByTestId('edit-problem')
const form = (path: string, title: string) => visit(`${SUBMISSION}/${path}`, title)

/** An edit of another agency's submission, sent: not found. */
const notFound = (path: string, title: string, ...steps: Parameters<typeof then>) => then(visit(`${OTHERS}/${path}`, title), ...steps, focused(editProblem))

/** An edit form of BR-10002/1 under faults: filled, sent, and its done panel. */
function workspaceEdit(
  name: string,
  path: string,
  call: ScreenUnderFault['call'],
  fillIn: (page: Page) => Promise<unknown>,
  button: string,
  keeps: [string, string],
  done: string,
): ScreenUnderFault {
  return {
    name: `workspace, ${name}`,
    account: ACCOUNTS.agent,
    call,
    kind: 'mutation',
    open: then((page) => reopen(page, `${SUBMISSION}/${path}`), fillIn),
    ...submits(button),
    problem: editProblem,
    kept: (page) => expect(exactly(keeps[0])(page)).toHaveValue(keeps[1]),
    done: (page) => expect(donePanel(page).getByRole('heading', { name: done })).toBeVisible(),
  }
}

/** Types into an edit form and waits for the draft it cannot save to be said; the value stays. */
const draftNotSaved = (name: string, path: string, label: string, value: string): StorageWrite => ({
  name,
  writes: ['portal.workspace.edit-draft'],
  account: 'agent',
  open: `${SUBMISSION}/${path}`,
  check: then(fill(exactly(label), value), sees('Could not save a draft in this browser'), (page) => expect(exactly(label)(page)).toHaveValue(value)),
})

const updateTo2021 = then(fill(exactly('Vehicle id'), '7004'), fill(exactly('Model year'), '2021'))

export const editTests = screenTests({
  addDriver: {
    open: { href: `${SUBMISSION}/drivers/new`, title: 'Add a driver', as: BLUE_RIDGE },
    sweeps: [
      state('add driver, not found', 'agent', notFound('drivers/new', 'Add a driver', newDriver, click('Add the driver'))),
      state(
        'add driver, sent and reloaded before the answer',
        'agent',
        then(form('drivers/new', 'Add a driver'), async (page, sandbox) => {
          await sandbox.injectFault({ method: 'POST', path: '/v1/submission/BR-10002/1/driver', delayMs: 3000, count: 1 })
          await fillDriver(page)
          const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/driver'))
          await click('Add the driver')(page)
          await sent
          await page.reload()
          await sees('These answers were sent, and no answer came back')(page)
        }),
      ),
    ],
    hostile: [
      state(
        'add driver, refused',
        'agent',
        then(
          (_page, sandbox) => hostileRefusal(sandbox, 'POST', '/v1/submission/BR-10002/1/driver'),
          form('drivers/new', 'Add a driver'),
          newDriver,
          click('Add the driver'),
          focused(editProblem),
        ),
      ),
    ],
    faults: [
      workspaceEdit(
        'add a driver',
        'drivers/new',
        callOf('addDriver', BR_10002),
        newDriver,
        'Add the driver',
        ['CDL number', NEW_DRIVER.licenseNumber],
        'Driver added',
      ),
    ],
    storage: [
      draftNotSaved('add a driver, draft', 'drivers/new', 'First name', 'Marisol'),
      {
        name: 'add a driver, done',
        writes: ['portal.workspace.submissions'],
        account: 'agent',
        open: `${SUBMISSION}/drivers/new`,
        check: then(newDriver, click('Add the driver'), (page) => expect(donePanel(page)).toContainText('could not keep it in the submission’s history')),
      },
      {
        name: 'add a driver, column mapping',
        writes: ['portal.schedule-mappings'],
        account: 'agent',
        open: '/submissions/BR-10003/2/drivers/new',
        check: then(
          click('Import drivers from a spreadsheet'),
          fill(
            'Paste the drivers from your spreadsheet, with the header row',
            tsv(
              ['First', 'Last', 'DOB', 'License No', 'Lic State', 'Years Exp', 'Shirt size'],
              ['Ana', 'de la Cruz', '07/04/1985', 'TX99887766', 'Texas', '9', 'L'],
            ),
          ),
          click('Read the pasted rows'),
          click('Use these columns'),
          sees('to remember these columns'),
          sees((page) => page.getByRole('status').filter({ hasText: '1 row: 1 ready' })),
        ),
      },
    ],
  },
  addTrailer: {
    open: { href: `${SUBMISSION}/trailers/new`, title: 'Add a trailer', as: BLUE_RIDGE },
    sweeps: [
      // A trailer form whose unsent answers came back after a reload, then its discard dialog.
      chain(
        state(
          'add trailer, draft restored',
          'agent',
          then(
            form('trailers/new', 'Add a trailer'),
            fill(exactly('VIN'), NEW_TRAILER.vin),
            sees(/Draft saved in this browser at/),
            (page) => page.reload(),
            sees('Your unsent answers are back'),
          ),
        ),
        [{ name: 'add trailer, discard dialog', step: openDialog('Discard these answers', 'Discard these answers?') }],
      ),
    ],
    faults: [
      workspaceEdit(
        'add a trailer',
        'trailers/new',
        callOf('addTrailer', BR_10002),
        (page) => fillTrailer(page),
        'Add the trailer',
        ['VIN', NEW_TRAILER.vin],
        'Trailer added',
      ),
    ],
    storage: [draftNotSaved('add a trailer, draft', 'trailers/new', 'Make', 'Utility')],
  },
  updateVehicle: {
    open: { href: `${SUBMISSION}/vehicles/update`, title: 'Update a vehicle', as: BLUE_RIDGE },
    sweeps: [
      // Update a vehicle and its VIN's year, then back to the submission and Add a trailer, and its 422
      // (vehicle 7004's VIN: only the sandbox knows it is on the transaction already).
      chain(state('update vehicle', 'agent', form('vehicles/update', 'Update a vehicle')), [
        {
          name: 'update vehicle, the VIN says another year',
          step: then(fill(exactly('VIN'), '1XKYD49X9MJ412873'), fill(exactly('Model year'), '2019'), key('Tab'), sees('The VIN says 2021 Kenworth.')),
        },
        {
          name: 'add trailer',
          on: 'addTrailer',
          step: then(followLink('Back to the submission', 'Submission BR-10002, transaction 1'), followLink('Add a trailer', 'Add a trailer')),
        },
        {
          name: 'add trailer, 422 on the VIN',
          step: then((page) => fillTrailer(page, { ...NEW_TRAILER, vin: '1XKYD49X7LJ123456' }), showProblems('Add the trailer')),
        },
      ]),
      state(
        'update vehicle, not found',
        'agent',
        notFound('vehicles/update', 'Update a vehicle', fill(exactly('Vehicle id'), '7101'), fill(exactly('Model year'), '2021'), click('Update the vehicle')),
      ),
      state(
        'update vehicle, chosen from a quote made here',
        'agent',
        then(
          sentWizard('quote'),
          async (page) => page.goto(`/submissions/${await page.getByTestId('submission-number').textContent()}/1/vehicles/update`),
          (page) => page.getByRole('radio', { name: /^2019 Freightliner Cascadia, VIN/ }).check(),
          sees(/for the id of VIN/),
        ),
      ),
    ],
    faults: [
      workspaceEdit(
        'update a vehicle',
        'vehicles/update',
        callOf('updateVehicle', BR_10002),
        updateTo2021,
        'Update the vehicle',
        ['Model year', '2021'],
        'Vehicle updated',
      ),
    ],
    storage: [draftNotSaved('update a vehicle, draft', 'vehicles/update', 'Make', 'Kenworth')],
  },
})
