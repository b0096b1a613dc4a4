import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { chain, dialog, escapeDialog, followLink, heading, openDialog, type Screen, screen, summary, then, visit } from './screen-steps.ts'

/** Webhooks' screens and dialogs (src/features/webhooks) and the sandbox console's states, for the sweeps. */

const SAMPLE_SECRET = 'whsec_c2FtcGxlLXNpZ25lZC1pbi10aGUtYnJvd3Nlci1vbmx5MDE'
const newSubscription = visit('/webhooks/new', 'New webhook subscription')
const secretDialog = (page: Page) => page.getByRole('alertdialog', { name: /^Store the (new )?signing secret now$/ })

/** Subscription 2 created to `url` (no delivery is ever driven to it here): the secret dialog open. */
export const createdTo = (url: string) =>
  then(newSubscription, async (page) => {
    await page.getByLabel('Endpoint URL').fill(url)
    await page.getByRole('checkbox', { name: /Pending cancellation/ }).check()
    await page.getByRole('button', { name: 'Create subscription' }).click()
    await expect(secretDialog(page)).toBeVisible()
  })

/** The secret said stored and its dialog closed: the list with subscription 2. */
export const closeSecretDialog = async (page: Page) => {
  await secretDialog(page).getByRole('checkbox', { name: 'I have stored the secret somewhere safe' }).check()
  await secretDialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('article', { name: /Subscription 2/ })).toBeVisible()
}

/** The list with subscription 2 to `url`, its secret dialog closed. */
const listedTo = (url: string) => then(createdTo(url), closeSecretDialog)

const EXAMPLE_URL = 'https://hooks.example.com/insurer'
/** Loopback's discard port: nothing listens, so a delivery there fails at once and is retried. */
const UNANSWERED_URL = 'https://127.0.0.1:9/hooks'
const created = createdTo(EXAMPLE_URL)
const listed = listedTo(EXAMPLE_URL)

/** Subscription 2 paused from its card: the outcome says what pausing does to the events that occur meanwhile. */
const pause = async (page: Page) => {
  await page.getByRole('button', { name: 'Pause deliveries of subscription 2' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Subscription 2 is paused' })).toBeVisible()
}

const eventCatalog = visit('/webhooks/events', 'Webhook event catalog')
const signSample = async (page: Page) => {
  const panel = page.getByRole('region', { name: 'Test your receiver with a signed sample' })
  await panel.getByLabel('Signing secret').fill(SAMPLE_SECRET)
  await panel.getByRole('button', { name: 'Sign a sample' }).click()
  await expect(panel.getByRole('region', { name: 'curl command (POSIX shell)' })).toBeVisible()
}

/** On the verifier: the three boxes filled and checked. */
const checkSignature = (body: string, headers: string) => async (page: Page) => {
  await page.getByLabel('Raw body').fill(body)
  await page.getByLabel(/Header block/).fill(headers)
  await page.getByLabel('Signing secret').fill(SAMPLE_SECRET)
  await page.getByRole('button', { name: 'Check the signature' }).click()
}

export const WEBHOOK_SCREENS: Screen[] = [
  // An edit of a subscription that does not exist, its way to the (empty) list, New subscription and its problems.
  chain(
    screen(
      'webhooks, edit of one that does not exist',
      'agent',
      then(visit('/webhooks/2/edit', /Edit subscription/), (page) => expect(page.getByRole('alert')).toBeVisible()),
    ),
    [
      {
        name: 'webhooks, none yet',
        step: async (page) => {
          await followLink(page, 'See the current subscriptions', 'Webhooks')
          await expect(page.getByText('No subscriptions yet.')).toBeVisible()
        },
      },
      {
        name: 'webhooks, new',
        step: (page) => followLink(page, 'New subscription', 'New webhook subscription'),
      },
      {
        name: 'webhooks, new, problems',
        step: async (page) => {
          await page.getByRole('button', { name: 'Create subscription' }).click()
          await expect(summary(page)).toBeVisible()
        },
      },
    ],
  ),
  screen(
    'webhooks, new, early access refused',
    'summit',
    then(newSubscription, async (page) => {
      await page.getByLabel('Endpoint URL').fill('https://hooks.summit.example/replies')
      await page.getByRole('checkbox', { name: /Public reply/ }).check()
      await page.getByRole('button', { name: 'Create subscription' }).click()
      await expect(summary(page).getByRole('link', { name: /is in early access/ })).toBeVisible()
    }),
  ),
  // From the secret dialog to a paused subscription's event in the console, one state after another
  // (the delete dialog kept by Escape, the edit page left by Back).
  chain(screen('webhooks, secret dialog', 'agent', created), [
    {
      name: 'webhooks, secret dialog, not yet stored',
      step: async (page) => {
        await page.keyboard.press('Escape')
        await expect(secretDialog(page).getByRole('checkbox')).toBeFocused()
      },
    },
    { name: 'webhooks, list', step: closeSecretDialog },
    { name: 'webhooks, delete dialog', step: openDialog('Delete… of subscription 2', 'Delete this subscription?', 'alertdialog') },
    {
      name: 'webhooks, edit',
      step: async (page) => {
        await escapeDialog(page)
        await page.getByRole('link', { name: 'Edit subscription 2' }).click()
        await expect(heading(page)).toHaveText('Edit subscription 2')
      },
    },
    {
      name: 'webhooks, paused',
      step: async (page) => {
        await page.goBack()
        await expect(page.getByRole('article', { name: /Subscription 2/ })).toBeVisible()
        await pause(page)
      },
    },
    {
      name: 'sandbox console, an event not sent while paused',
      step: async (page, sandbox) => {
        await sandbox.driveEvent('BR-10001', { type: 'submission.pending_cancellation' })
        await visit('/sandbox', 'Sandbox console')(page, sandbox)
        await expect(page.getByRole('list', { name: 'Deliveries' }).getByText('Not sent (paused)')).toBeVisible()
      },
    },
  ]),
  screen(
    'sandbox console, a delivery retrying, its event id unfolded',
    'agent',
    then(listedTo(UNANSWERED_URL), async (page, sandbox) => {
      await sandbox.driveEvent('BR-10001', { type: 'submission.pending_cancellation' })
      await visit('/sandbox', 'Sandbox console')(page, sandbox)
      const delivery = page.getByRole('list', { name: 'Deliveries' }).locator('> li').first()
      await expect(delivery.getByText('Retrying')).toBeVisible()
      await delivery.getByText('The event id').click()
      await expect(delivery.getByText(/^Event id /)).toBeVisible()
    }),
  ),
  chain(screen('webhooks, rotate dialog', 'agent', then(listed, openDialog('Rotate secret… of subscription 2', 'Rotate the signing secret?'))), [
    {
      name: 'webhooks, new secret dialog',
      step: async (page) => {
        await page.getByRole('button', { name: 'Rotate the secret' }).click()
        await dialog(page, 'Store the new signing secret now', 'alertdialog')
      },
    },
  ]),
  // The catalog, a sample's problems and a signed sample; then the verifier (by the webhooks' menu), a body with a trailing
  // newline, the body fixed and the secret shown, then hidden and a header block; then the console (no
  // subscription yet) and an event sent from it.
  chain(screen('webhooks, event catalog', 'agent', eventCatalog), [
    {
      name: 'webhooks, event catalog, sample problems',
      step: async (page) => {
        await page.getByRole('region', { name: 'Test your receiver with a signed sample' }).getByRole('button', { name: 'Sign a sample' }).click()
        await expect(summary(page)).toContainText('Type the signing secret of your subscription')
      },
    },
    { name: 'webhooks, event catalog, signed sample', step: signSample },
    { name: 'webhooks, verifier', step: (page) => followLink(page, 'Signature verifier', 'Signature verifier') },
    {
      name: 'webhooks, verifier, problems',
      step: then(checkSignature('{"payload_version":1}\n', ''), (page) => expect(summary(page)).toBeVisible()),
    },
    {
      name: 'webhooks, verifier, secret shown',
      step: then(checkSignature('{"payload_version":1}', ''), async (page) => {
        await page.getByRole('button', { name: 'Show secret' }).click()
        await expect(page.getByLabel('Signing secret')).toHaveAttribute('type', 'text')
      }),
    },
    {
      name: 'webhooks, verifier, no signature matches',
      step: async (page) => {
        await page.getByRole('button', { name: 'Hide secret' }).click()
        await expect(page.getByLabel('Signing secret')).toHaveAttribute('type', 'password')
        await checkSignature('{"payload_version":1}', 'X-SVC-Signature: t=1700000000,v1=00\nX-SVC-Event-Id: evt_1')(page)
        await expect(page.getByText(/No signature matches|There is a problem/).first()).toBeVisible()
      },
    },
    {
      name: 'sandbox console, signed in, event sent',
      step: async (page) => {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox console' }).click()
        await expect(heading(page)).toContainText('Sandbox console')
        const panel = page.getByRole('region', { name: 'Send a submission event' })
        await panel.getByLabel('Submission or policy id').fill('BR-10002')
        await panel.getByLabel('Event').selectOption('submission.pending_cancellation')
        await panel.getByRole('button', { name: 'Send the event' }).click()
        await expect(panel.getByRole('status').or(panel.getByRole('alert')).or(summary(page)).first()).toBeVisible()
      },
    },
  ]),
]
