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
  refuseNextDriver,
  VEHICLE_UPDATES,
} from './endorsement.ts'
import { expect } from './fixtures.ts'
import { chain, escapeDialog, type Screen, openDialog, screen, then, visit } from './screen-steps.ts'
import type { SandboxControl } from './sandbox-control.ts'

/** An endorsement from a spreadsheet (issue 22): the run's screen in each of its states, for the sweeps. */

const TITLE = 'Send rows from a spreadsheet'
const opened = visit(ENDORSE_ADDRESS, TITLE)

/** Three drivers prepared, ready to send. */
const prepareThree =
  (schedule = driverSchedule(3)) =>
  (page: Page) =>
    prepareDrivers(page, schedule, 3)
const endorsementReady = (schedule?: string): Screen['reach'] => then(opened, prepareThree(schedule))

const sendAll = (page: Page) => page.getByRole('button', { name: 'Send 3 drivers' }).click()

/** Sent: one added, one refused by the service (422 on a cell), one not confirmed (a 500). */
const sendToFaults = async (page: Page, sandbox: SandboxControl) => {
  await refuseNextDriver(sandbox)
  await sandbox.injectFault({ method: 'POST', path: DRIVERS_PATH, status: 500, count: 1 })
  await sendAll(page)
  await expect(page.getByText('Finished: every row is answered.')).toBeVisible()
}

export const endorsementFinished = (schedule?: string): Screen['reach'] => then(endorsementReady(schedule), sendToFaults)

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

export const ENDORSEMENT_SCREENS: Screen[] = [
  screen('endorsement, finished with lines not sent', 'agent', then(opened, sendWithLinesHeldBack)),
  // A run from its new batch to its end, its clear dialog, kept (Escape), and a refused row fixed.
  chain(screen('endorsement, new batch', 'agent', opened), [
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
  screen(
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
    screen(
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
  screen(
    'endorsement, paused after a reload',
    'agent',
    then(endorsementReady(), async (page) => {
      await sendAll(page)
      await expect(page.getByText('Finished: every row is answered.')).toBeVisible()
      await page.reload()
      await expect(page.getByRole('progressbar')).toHaveAttribute('value', '3')
    }),
  ),
  screen('endorsement, open in another tab', 'agent', async (page, sandbox) => {
    const other = await page.context().newPage()
    await opened(other, sandbox)
    await opened(page, sandbox)
    await expect(page.getByRole('alert').filter({ hasText: 'This run is open in another tab' })).toBeVisible()
  }),
]
