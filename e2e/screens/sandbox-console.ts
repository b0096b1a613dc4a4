import type { Page } from '@playwright/test'
import { ACCESS_TOKEN_HEADER } from '../../src/contract/headers.ts'
import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { sendsWith } from '../support/faults.ts'
import { reopen } from '../support/reopen.ts'
import { HOSTILE } from '../support/hostile-content.ts'
import { click, escapeDialog, fill, follow, type NextState, sees, state, type Step, summary, then, titled, visit } from '../support/screen-steps.ts'
import { screenTests } from '../support/screen-tests.ts'
import { listedTo, UNANSWERED_URL } from '../support/subscriptions.ts'
import { liveRegions } from '../support/live-regions.ts'

/**
 * The sandbox console (src/features/sandbox-console/screens.ts) in the suites; it calls /__sandbox, which the
 * suites fault in the browser. Its states reached from the webhooks' (e2e/screens/webhooks.ts) are here too.
 */

const panel = (page: Page, name: string) => page.getByRole('region', { name })
const eventPanel = (page: Page) => panel(page, 'Send a submission event')
const openConsole = then(
  (page) => reopen(page, '/sandbox'),
  (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Sandbox console'),
)
const pendingCancellation: Step = (_page, sandbox) => sandbox.driveEvent('BR-10001', { type: 'submission.pending_cancellation' })
const byItsLink = then(
  follow((page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox console' })),
  titled('Sandbox console'),
)

/** The console's states reached from a chain of the webhooks' states, each the step that reaches it. */
export const CONSOLE_AFTER_WEBHOOKS = {
  notSentWhilePaused: {
    name: 'sandbox console, an event not sent while paused',
    on: 'sandboxConsole',
    step: then(
      pendingCancellation,
      visit('/sandbox', 'Sandbox console'),
      sees((page) => page.getByRole('list', { name: 'Deliveries' }).getByText('Not sent (paused)')),
    ),
  },
  /** From the webhooks' delete dialog (kept): a delivery to a hostile address, attempted and failed (nothing listens there), in the ledger. */
  deliveryLedger: {
    name: 'sandbox console, delivery ledger',
    on: 'sandboxConsole',
    step: then(
      escapeDialog,
      pendingCancellation,
      // The ledger lists an attempt once it has failed, and the console reads it as it opens (it watches only
      // after its own sends): opened before, it said "No delivery attempts yet" (a red run at 0.5 of CI's speed).
      (_page, sandbox) => expect.poll(async () => (await sandbox.deliveries()).some((row) => row.endpoint_url === HOSTILE.url)).toBe(true),
      byItsLink,
      sees((page) => page.getByText(HOSTILE.url.slice(0, 40)).filter({ visible: true }).first()),
    ),
  },
  eventSent: {
    name: 'sandbox console, signed in, event sent',
    on: 'sandboxConsole',
    step: then(
      byItsLink,
      fill((page) => eventPanel(page).getByLabel('Submission or policy id'), 'BR-10002'),
      (page) => eventPanel(page).getByLabel('Event').selectOption('submission.pending_cancellation'),
      click((page) => eventPanel(page).getByRole('button', { name: 'Send the event' })),
      sees((page) => liveRegions(eventPanel(page)).filter({ hasText: /\w/ }).or(summary(page)).first()),
    ),
  },
} satisfies Record<string, NextState>

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

export const sandboxConsoleTests = screenTests({
  sandboxConsole: {
    open: { href: '/sandbox', title: 'Sandbox console', as: [null, 'agent', 'underwriter', 'summit'] },
    sweeps: [
      state('sandbox console', null, visit('/sandbox', 'Sandbox console')),
      state(
        'sandbox console, a delivery retrying, its event id unfolded',
        'agent',
        then(listedTo(UNANSWERED_URL), pendingCancellation, visit('/sandbox', 'Sandbox console'), async (page) => {
          const delivery = page.getByRole('list', { name: 'Deliveries' }).locator('> li').first()
          await expect(delivery.getByText('Retrying')).toBeVisible()
          await delivery.getByText('The event id').click()
          await expect(delivery.getByText(/^Event id /)).toBeVisible()
        }),
      ),
    ],
    faults: [
      {
        name: 'sandbox console, the clock',
        account: ACCOUNTS.agent,
        call: { method: 'POST', path: '/__sandbox/clock', base: 'sandbox-control' },
        kind: 'mutation',
        open: openConsole,
        ...sendsWith({ control: (page) => page.getByRole('button', { name: 'Advance 1 minute' }), inForm: false }),
        problem: (page) => liveRegions(page.getByRole('region', { name: 'Clock' })),
        kept: async () => {},
        done: async (page) => {
          await expect(liveRegions(page.getByRole('region', { name: 'Clock' }))).toBeEmpty()
          const sandboxNow = async () => Date.parse(((await (await page.request.get('/__sandbox/clock')).json()) as { now: string }).now)
          await expect.poll(async () => (await sandboxNow()) - Date.now()).toBeGreaterThan(50_000)
        },
      },
    ],
    sendControls: [
      {
        name: 'sandbox console, send an event',
        account: ACCOUNTS.agent,
        call: { method: 'POST', path: '/__sandbox/submissions/BR-10001/events', base: 'sandbox-control' },
        open: then(
          openConsole,
          fill((page) => eventPanel(page).getByLabel('Submission or policy id'), 'BR-10001'),
          (page) => eventPanel(page).getByLabel('Event').selectOption('submission.pending_cancellation'),
        ),
        send: { control: (page) => eventPanel(page).getByRole('button', { name: 'Send the event' }), inForm: true },
        done: sees((page) => eventPanel(page).getByText('Status now: Pending Cancellation.')),
      },
      {
        name: 'sandbox console, reset',
        account: ACCOUNTS.agent,
        call: { method: 'POST', path: '/__sandbox/reset', base: 'sandbox-control' },
        open: openConsole,
        send: {
          reach: click('Reset the sandbox…'),
          control: (page) => page.getByRole('button', { name: 'Yes, reset the sandbox' }),
          inForm: false,
        },
        done: (page) => expect(liveRegions(panel(page, 'Fixtures'))).toHaveText('The sandbox is back to its fixtures.'),
      },
      {
        name: 'sandbox console, replay',
        account: ACCOUNTS.agent,
        call: { method: 'POST', path: '/__sandbox/deliveries/', base: 'sandbox-control' },
        open: then(deadLetter, openConsole),
        send: { control: (page) => panel(page, 'Delivery ledger').getByRole('button', { name: /^Replay event / }), inForm: false },
        done: (page) => expect(liveRegions(panel(page, 'Delivery ledger')).filter({ hasText: /(is being|was) sent again/ })).toBeVisible(),
      },
    ],
  },
})
