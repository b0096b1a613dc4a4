import type { Page } from '@playwright/test'
import type { FaultRequestInput } from '../../../src/contract/sandbox-control.ts'
import * as endorse from '../../support/endorsement.ts'
import { type ScreenUnderFault, sendsWith } from '../../support/faults.ts'
import { ACCOUNTS, expect } from '../../support/fixtures.ts'
import { HOSTILE } from '../../support/hostile-content.ts'
import { reopen } from '../../support/reopen.ts'
import { alerted, chain, click, escapeDialog, fill, openDialog, sees, state, type Step, then, visit } from '../../support/screen-steps.ts'
import { callOf, screenTests } from '../../support/screen-tests.ts'
import { tsv } from '../../support/schedule-files.ts'
import { BLUE_RIDGE, BR_10002, writes } from './blue-ridge-submission.ts'

const { ENDORSE_ADDRESS, REFUSED_DRIVER, VEHICLE_UPDATES, driverSchedule, driversHeldBack, driversNotFound, onDrivers, prepareDrivers, prepareRows } = endorse
const opened = visit(ENDORSE_ADDRESS, 'Send rows from a spreadsheet')
const FINISHED = 'Finished: every row is answered.'
const runRegion = (page: Page) => page.getByRole('region', { name: 'Send the rows' })
const rowsToLookAt = (page: Page) => page.getByRole('region', { name: /^\d+ rows? to look at$/ })
const ready = (schedule = driverSchedule(3)) => then(opened, (page) => prepareDrivers(page, schedule, 3))
const sendAll = click('Send 3 drivers')
function injected(fault: FaultRequestInput): Step {
  return (_page, sandbox) => sandbox.injectFault(fault)
}
const reload: Step = (page) => page.reload()
const progressAt = (rows: number) => (page: Page) => expect(page.getByRole('progressbar')).toHaveAttribute('value', String(rows))
const fixForm = (page: Page) => page.getByRole('group', { name: /^Fix line \d+$/ })
const hostileName = (index: number) => (index === 1 ? HOSTILE.rtlPerson : HOSTILE.name)
const updatesSent = then(
  (page) => page.getByRole('radio', { name: 'Update vehicles' }).check(),
  (page) => prepareRows(page, VEHICLE_UPDATES, 3, 'vehicle updates'),
  click('Send 3 vehicle updates'),
)
const clearIt = click((page) => page.getByRole('dialog').getByRole('button', { name: 'Clear it' }))
const clearRun = then(openDialog('Clear this run and start another', 'Clear this run?'), clearIt)
/** Pastes `rows` of `noun` (drivers, trailers, vehicle updates), reads them and presses each of `buttons`. */
const pasted = (noun: string, rows: string, ...buttons: string[]) =>
  then(fill(`Paste the ${noun} from your spreadsheet, with the header row`, rows), click('Read the pasted rows'), ...buttons.map(click))

/** Five drivers and a totals line: line 3's date of birth unreadable, line 5 with line 2's license (both sent, as the person chose). */
const linesHeldBack = pasted('drivers', driversHeldBack(5, 3, [5, 2]), 'Add both: lines 2 and 5', 'Prepare 4 drivers to send', 'Send 4 drivers')
const sentToA429 = then(injected(onDrivers({ status: 429, headers: { 'Retry-After': '30' } })), sendAll)
/** Sent: one added, one refused by the service (422 on a cell), one not confirmed (a 500). */
const sendToFaults = then(injected(REFUSED_DRIVER), injected(onDrivers({ status: 500 })), sendAll, sees(FINISHED))
/** A run the browser refused to keep is sent all the same. */
const runNotKept = then(
  pasted('drivers', driverSchedule(2), 'Prepare 2 drivers to send'),
  alerted('This browser refused to keep the run'),
  click('Send 2 drivers'),
  sees(FINISHED),
  (page) => expect(page.getByRole('row').filter({ hasText: /Added, new id/ })).toHaveCount(2),
)

const ONE_TRAILER = tsv(
  ['VIN', 'Year', 'Make', 'Model', 'Value', 'Body type', 'Ownership'],
  ['1GRAA0629KB700123', '2019', 'Great Dane', 'Champion', '31000', 'Dry van', 'Owned'],
)
const ONE_UPDATE = tsv(['Vehicle id', 'Value', 'Deductible'], ['7004', '$104,500', ''])
/** One row of each kind the run sends, each from a new batch: what the double activation sends, one way after another. */
const ONE_ROW = [
  { kind: 'Add drivers', noun: 'driver', rows: driverSchedule(1), call: callOf('addDriver', BR_10002) },
  { kind: 'Add trailers', noun: 'trailer', rows: ONE_TRAILER, call: callOf('addTrailer', BR_10002) },
  { kind: 'Update vehicles', noun: 'vehicle update', rows: ONE_UPDATE, call: callOf('updateVehicle', BR_10002) },
]

const newBatchOf = async (page: Page, { kind, rows, noun }: (typeof ONE_ROW)[number]) => {
  await page.evaluate(() => Object.keys(localStorage).forEach((key) => key.startsWith('portal.endorsements.') && localStorage.removeItem(key)))
  await reopen(page, ENDORSE_ADDRESS)
  await page.getByRole('radio', { name: new RegExp(`^${kind}`) }).check()
  await pasted(`${noun}s`, rows, `Prepare 1 ${noun} to send`)(page)
}

/** One row of each kind under each fault: a row perhaps carried out is sent again by the person only; offline, the run pauses until resumed. */
const oneRowUnderFault = (row: (typeof ONE_ROW)[number]): ScreenUnderFault => ({
  name: `endorsement from a spreadsheet, 1 ${row.noun}`,
  account: ACCOUNTS.agent,
  call: row.call,
  kind: 'mutation',
  waitsOutRateLimit: true,
  open: (page) => newBatchOf(page, row),
  ...sendsWith({ control: (page) => page.getByRole('button', { name: `Send 1 ${row.noun}` }), inForm: false }),
  again: (page, fault) => click(fault === 'offline' ? /^Resume: send 1 / : 'Send Line 2 again')(page),
  // The rows to look at, under the run's progress, where a row not confirmed says why; else the run's sentence and pause.
  problem: (page) => runRegion(page).or(rowsToLookAt(page)).last(),
  kept: (page) => expect(page.getByRole('row').filter({ hasText: 'Line 2' }).first()).toBeVisible(),
  done: (page) => expect(page.getByText(FINISHED)).toBeVisible(),
})

export const endorseTests = screenTests({
  endorse: {
    open: { href: ENDORSE_ADDRESS, title: 'Send rows from a spreadsheet', as: BLUE_RIDGE },
    sweeps: [
      state('endorsement, finished with lines not sent', 'agent', then(opened, linesHeldBack, sees('Finished: every row sent is answered. 2 rows not sent.'))),
      // A run from its new batch to its end, its clear dialog, kept (Escape), and a refused row fixed.
      chain(state('endorsement, new batch', 'agent', opened), [
        { name: 'endorsement, ready to send', step: (page) => prepareDrivers(page, driverSchedule(3), 3) },
        { name: 'endorsement, finished: added, refused, not confirmed', step: sendToFaults },
        { name: 'endorsement, clear dialog', step: openDialog('Clear this run and start another', 'Clear this run?') },
        { name: 'endorsement, fixing a refused row', step: then(escapeDialog, click(/^Fix Line \d+ and send it again$/), sees(fixForm)) },
      ]),
      state('endorsement, waiting after a 429', 'agent', then(ready(), sentToA429, sees('The service asked to slow down: waiting before the next row.'))),
      // A run stopped by a 404, cleared (nothing was added), then vehicle updates stopped by a vehicle of another.
      chain(state('endorsement, stopped by a 404', 'agent', then(ready(), injected(driversNotFound(3)), sendAll, alerted('The run stopped'))), [
        { name: 'endorsement, vehicle updates stopped by an unknown vehicle', step: then(clearRun, updatesSent, alerted('vehicle 9999')) },
      ]),
      state('endorsement, paused after a reload', 'agent', then(ready(), sendAll, sees(FINISHED), reload, progressAt(3))),
      state('endorsement, open in another tab', 'agent', async (page, sandbox) => {
        await opened(await page.context().newPage(), sandbox)
        await then(opened, alerted('This run is open in another tab'))(page, sandbox)
      }),
    ],
    hostile: [state('endorsement, finished: added, refused, not confirmed', 'agent', then(ready(driverSchedule(3, hostileName)), sendToFaults))],
    sendControls: [
      {
        // The fix form's button sends the row, as "Fix Line 2 and send it again" said.
        name: 'endorsement from a spreadsheet, a refused row fixed and sent',
        account: ACCOUNTS.agent,
        call: callOf('addDriver', BR_10002),
        open: async (page) => {
          await newBatchOf(page, ONE_ROW[0]!)
          await page.request.post('/__sandbox/faults', { data: REFUSED_DRIVER })
          await then(click('Send 1 driver'), click('Fix Line 2 and send it again'))(page)
        },
        send: { control: (page) => page.getByRole('button', { name: 'Send line 2' }), inForm: false },
        done: (page) => expect(page.getByText(FINISHED)).toBeVisible(),
      },
    ],
    storage: [writes('endorsement from a spreadsheet, run', 'portal.endorsements', ENDORSE_ADDRESS, runNotKept)],
    faults: ONE_ROW.map(oneRowUnderFault),
  },
})
