import type { Page } from '@playwright/test'
import { ACCESS_TOKEN_HEADER } from '../../src/contract/headers.ts'
import { APPROVE_SEVERAL, checkedList } from './approve-several.ts'
import { forgetApprovals } from './cancel-approve.ts'
import { driverSchedule, DRIVERS_PATH, ENDORSE_ADDRESS } from './endorsement.ts'
import { SCREENS_UNDER_FAULT } from './fault-screens.ts'
import { expect } from './fixtures.ts'
import type { ScreenUnderFault, SendControl } from './faults.ts'
import { reopen } from './reopen.ts'

/** One control that sends a change, as e2e/double-activation.spec.ts drives it. */
export interface SendControlRow extends Pick<ScreenUnderFault, 'name' | 'account' | 'call' | 'open' | 'done'> {
  send: SendControl
}

const card = (page: Page, id: number) => page.getByRole('article', { name: new RegExp(`Subscription ${id}`) })
const panel = (page: Page, name: string) => page.getByRole('region', { name })

async function openConsole(page: Page) {
  await reopen(page, '/sandbox')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sandbox console')
}

/** The portal's session, as signInQuickly left it, for calls the person made earlier elsewhere. */
async function accessHeaders(page: Page) {
  const session = JSON.parse((await page.evaluate(() => localStorage.getItem('portal.session'))) ?? '{}') as { accessToken: string }
  return { [ACCESS_TOKEN_HEADER]: session.accessToken }
}

/**
 * A dead-lettered delivery of BR-10001's pending cancellation: a subscription to a closed port on
 * loopback, its first attempt refused, then paused (which dead-letters what was scheduled) and resumed.
 */
async function deadLetter(page: Page) {
  const headers = await accessHeaders(page)
  const created = await page.request.post('/v1/webhook-subscriptions', {
    headers,
    data: { endpoint_url: 'https://127.0.0.1:9/hooks', event_types: ['submission.pending_cancellation'] },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  expect((await page.request.post('/__sandbox/submissions/BR-10001/events', { data: { type: 'submission.pending_cancellation' } })).status()).toBe(201)
  await expect.poll(async () => ((await (await page.request.get('/__sandbox/deliveries')).json()) as unknown[]).length).toBeGreaterThan(0)
  for (const active of [false, true]) {
    expect((await page.request.put(`/v1/webhook-subscriptions/${id}`, { headers, data: { active } })).status()).toBe(200)
  }
}

/** Send controls the failure suite does not drive (it has one row per screen, not per control). */
const BEYOND_THE_FAULT_TABLE: SendControlRow[] = [
  {
    name: 'endorsement from a spreadsheet, send',
    account: 'agent@blueridge.example',
    call: { method: 'POST', path: DRIVERS_PATH },
    open: async (page) => {
      // Each way starts a new batch: the one the last way ran is kept in the browser.
      await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('portal.endorsements.'))
          .forEach((key) => localStorage.removeItem(key)),
      )
      await reopen(page, ENDORSE_ADDRESS)
      await page.getByLabel('Paste the drivers from your spreadsheet, with the header row').fill(driverSchedule(1))
      await page.getByRole('button', { name: 'Read the pasted rows' }).click()
      await page.getByRole('button', { name: 'Prepare 1 driver to send' }).click()
    },
    send: { control: (page) => page.getByRole('button', { name: 'Send 1 driver' }), inForm: false },
    done: (page) => expect(page.getByText('Finished: every row is answered.')).toBeVisible(),
  },
  {
    name: 'webhooks, resume',
    account: 'agent@summit.example',
    call: { method: 'PUT', path: '/v1/webhook-subscriptions/1' },
    open: async (page) => {
      await reopen(page, '/webhooks')
      await card(page, 1).getByRole('button', { name: 'Pause deliveries of subscription 1' }).click()
      await expect(card(page, 1).getByText('Paused', { exact: true })).toBeVisible()
    },
    send: { control: (page) => card(page, 1).getByRole('button', { name: 'Resume deliveries of subscription 1' }), inForm: false },
    done: (page) => expect(card(page, 1).getByText('Active', { exact: true })).toBeVisible(),
  },
  {
    name: 'sandbox console, send an event',
    account: 'agent@blueridge.example',
    call: { method: 'POST', path: '/__sandbox/submissions/BR-10001/events', base: 'sandbox-control' },
    open: async (page) => {
      await openConsole(page)
      await panel(page, 'Send a submission event').getByLabel('Submission or policy id').fill('BR-10001')
      await panel(page, 'Send a submission event').getByLabel('Event').selectOption('submission.pending_cancellation')
    },
    send: { control: (page) => panel(page, 'Send a submission event').getByRole('button', { name: 'Send the event' }), inForm: true },
    done: (page) => expect(panel(page, 'Send a submission event').getByText('Status now: Pending Cancellation (5).')).toBeVisible(),
  },
  {
    name: 'sandbox console, reset',
    account: 'agent@blueridge.example',
    call: { method: 'POST', path: '/__sandbox/reset', base: 'sandbox-control' },
    open: openConsole,
    send: {
      reach: (page) => page.getByRole('button', { name: 'Reset the sandbox…' }).click(),
      control: (page) => page.getByRole('button', { name: 'Yes, reset the sandbox' }),
      inForm: false,
    },
    done: (page) => expect(panel(page, 'Fixtures').getByRole('status')).toHaveText('The sandbox is back to its fixtures.'),
  },
  {
    name: 'sandbox console, replay',
    account: 'agent@blueridge.example',
    call: { method: 'POST', path: '/__sandbox/deliveries/', base: 'sandbox-control' },
    open: async (page) => {
      await deadLetter(page)
      await openConsole(page)
    },
    send: { control: (page) => panel(page, 'Delivery ledger').getByRole('button', { name: /^Replay event / }), inForm: false },
    done: (page) => expect(panel(page, 'Delivery ledger').getByRole('status')).toContainText('is being sent again'),
  },
  {
    name: 'approve several, one line',
    account: 'underwriter@blueridge.example',
    call: { method: 'POST', path: '/v1/submission/BR-20003/2/cancel-approve' },
    open: async (page) => {
      // Each way starts from a new list on a pending cancellation: the last way's batch and approval go.
      await page.evaluate(() => Object.keys(localStorage).forEach((key) => key.startsWith('portal.approval-batches.') && localStorage.removeItem(key)))
      await forgetApprovals(page)
      await reopen(page, APPROVE_SEVERAL)
      await checkedList(page, 'BR-20003 2')
    },
    send: {
      reach: (page) => page.getByRole('button', { name: 'Approve 1 cancellation…' }).click(),
      control: (page) => page.getByRole('button', { name: 'Approve them all and start the notice clocks' }),
      inForm: false,
    },
    done: (page) => expect(page.getByTestId('batch-progress')).toContainText('Done: 1 of 1 cancellation answered · Approved 1'),
  },
]

function sendControlOf(screen: ScreenUnderFault): SendControlRow {
  if (!screen.send) throw new Error(`"${screen.name}" sends a change: give it its send control (sendsWith in support/fault-screens.ts).`)
  return { ...screen, send: screen.send }
}

/** Every control that sends a change: the failure suite's mutations, then the rest. */
export const SEND_CONTROLS: SendControlRow[] = [
  ...SCREENS_UNDER_FAULT.filter((screen) => screen.kind === 'mutation').map(sendControlOf),
  ...BEYOND_THE_FAULT_TABLE,
]
