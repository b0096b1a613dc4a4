import type { Page } from '@playwright/test'
import { ACCESS_TOKEN_HEADER } from '../../src/contract/headers.ts'
import { ACCOUNTS, expect, heading } from '../support/fixtures.ts'
import { sendsWith } from '../support/faults.ts'
import { HOSTILE } from '../support/hostile-content.ts'
import { click, escapeDialog, fill, follow, type NextState, reopened, sees, state, type Step, summary, then, titled, visit } from '../support/screen-steps.ts'
import { screenTests } from '../support/screen-tests.ts'
import { listedTo, UNANSWERED_URL } from '../support/subscriptions.ts'
import { liveRegions } from '../support/live-regions.ts'

/** The sandbox console calls /__sandbox, which the suites fault in the browser: a POST to `path` there, by the agent. */
const agentPosts = (path: string) => ({ account: ACCOUNTS.agent, call: { method: 'POST', path, base: 'sandbox-control' } as const })
const panel = (page: Page, name: string) => page.getByRole('region', { name })
const eventPanel = (page: Page) => panel(page, 'Send a submission event')
const eventId = (page: Page) => eventPanel(page).getByLabel('Submission or policy id')
const sendTheEvent = (page: Page) => eventPanel(page).getByRole('button', { name: 'Send the event' })
const clockSaid = (page: Page) => liveRegions(panel(page, 'Clock'))
const deliveries = (page: Page) => page.getByRole('list', { name: 'Deliveries' })
const notSentWhilePaused = (page: Page) => deliveries(page).getByText('Not sent (paused)')
const eventOutcome = (page: Page) => liveRegions(eventPanel(page)).filter({ hasText: /\w/ }).or(summary(page)).first()
const consoleLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox console' })
const openConsole = then(reopened('/sandbox'), (page) => expect(heading(page)).toHaveText('Sandbox console'))
const consoleVisited = visit('/sandbox', 'Sandbox console')
const byItsLink = then(follow(consoleLink), titled('Sandbox console'))
const pendingCancellation: Step = (_page, sandbox) => sandbox.driveEvent('BR-10001', { type: 'submission.pending_cancellation' })
const chooseEvent = (id: string) => then(fill(eventId, id), (page) => eventPanel(page).getByLabel('Event').selectOption('submission.pending_cancellation'))

/** A state of the console reached from a chain of the webhooks' states (e2e/screens/webhooks.ts) by `step`. */
const onConsole = (name: string, step: Step): NextState => ({ name, on: 'sandboxConsole', step })

export const CONSOLE_AFTER_WEBHOOKS = {
  notSentWhilePaused: onConsole('sandbox console, an event not sent while paused', then(pendingCancellation, consoleVisited, sees(notSentWhilePaused))),
  /** From the webhooks' delete dialog (kept): a delivery to a hostile address, attempted and failed (nothing listens there), in the ledger. */
  deliveryLedger: onConsole(
    'sandbox console, delivery ledger',
    then(
      escapeDialog,
      pendingCancellation,
      // Opened before the attempt failed, the console said "No delivery attempts yet": it reads the ledger as it opens.
      (_page, sandbox) => expect.poll(async () => (await sandbox.deliveries()).some((row) => row.endpoint_url === HOSTILE.url)).toBe(true),
      byItsLink,
      sees((page) => page.getByText(HOSTILE.url.slice(0, 40)).filter({ visible: true }).first()),
    ),
  ),
  eventSent: onConsole('sandbox console, signed in, event sent', then(byItsLink, chooseEvent('BR-10002'), click(sendTheEvent), sees(eventOutcome))),
}

/** A dead-lettered delivery of BR-10001's pending cancellation, by the calls the person made earlier elsewhere: a subscription
 * to a closed port on loopback, its first attempt refused, then paused (which dead-letters what was scheduled) and resumed. */
async function deadLetter(page: Page) {
  const session = JSON.parse((await page.evaluate(() => localStorage.getItem('portal.session'))) ?? '{}') as { accessToken: string }
  const headers = { [ACCESS_TOKEN_HEADER]: session.accessToken }
  const data = { endpoint_url: UNANSWERED_URL, event_types: ['submission.pending_cancellation'] }
  const created = await page.request.post('/v1/webhook-subscriptions', { headers, data })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  expect((await page.request.post('/__sandbox/submissions/BR-10001/events', { data: { type: 'submission.pending_cancellation' } })).status()).toBe(201)
  await expect.poll(async () => ((await (await page.request.get('/__sandbox/deliveries')).json()) as unknown[]).length).toBeGreaterThan(0)
  for (const active of [false, true]) expect((await page.request.put(`/v1/webhook-subscriptions/${id}`, { headers, data: { active } })).status()).toBe(200)
}

/** The ledger's first delivery retrying, and its event id unfolded. */
async function eventIdUnfolded(page: Page) {
  const delivery = deliveries(page).locator('> li').first()
  await expect(delivery.getByText('Retrying')).toBeVisible()
  await delivery.getByText('The event id').click()
  await expect(delivery.getByText(/^Event id /)).toBeVisible()
}

export const sandboxConsoleTests = screenTests({
  sandboxConsole: {
    open: { href: '/sandbox', title: 'Sandbox console', as: [null, 'agent', 'underwriter', 'summit'] },
    sweeps: [
      state('sandbox console', null, consoleVisited),
      state(
        'sandbox console, a delivery retrying, its event id unfolded',
        'agent',
        then(listedTo(UNANSWERED_URL), pendingCancellation, consoleVisited, eventIdUnfolded),
      ),
    ],
    faults: [
      {
        name: 'sandbox console, the clock',
        ...agentPosts('/__sandbox/clock'),
        kind: 'mutation',
        open: openConsole,
        ...sendsWith({ control: (page) => page.getByRole('button', { name: 'Advance 1 minute' }), inForm: false }),
        problem: clockSaid,
        kept: async () => {},
        done: async (page) => {
          await expect(clockSaid(page)).toBeEmpty()
          const sandboxNow = async () => Date.parse(((await (await page.request.get('/__sandbox/clock')).json()) as { now: string }).now)
          await expect.poll(async () => (await sandboxNow()) - Date.now()).toBeGreaterThan(50_000)
        },
      },
    ],
    sendControls: [
      {
        name: 'sandbox console, send an event',
        ...agentPosts('/__sandbox/submissions/BR-10001/events'),
        open: then(openConsole, chooseEvent('BR-10001')),
        send: { control: sendTheEvent, inForm: true },
        done: sees((page) => eventPanel(page).getByText('Status now: Pending Cancellation.')),
      },
      {
        name: 'sandbox console, reset',
        ...agentPosts('/__sandbox/reset'),
        open: openConsole,
        send: { reach: click('Reset the sandbox…'), control: (page) => page.getByRole('button', { name: 'Yes, reset the sandbox' }), inForm: false },
        done: (page) => expect(liveRegions(panel(page, 'Fixtures'))).toHaveText('The sandbox is back to its fixtures.'),
      },
      {
        name: 'sandbox console, replay',
        ...agentPosts('/__sandbox/deliveries/'),
        open: then(deadLetter, openConsole),
        send: { control: (page) => panel(page, 'Delivery ledger').getByRole('button', { name: /^Replay event / }), inForm: false },
        done: (page) => expect(liveRegions(panel(page, 'Delivery ledger')).filter({ hasText: /(is being|was) sent again/ })).toBeVisible(),
      },
    ],
  },
})
