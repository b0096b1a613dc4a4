import type { Page } from '@playwright/test'
import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { type ScreenUnderFault, type SendControl, sendsWith, submits } from '../support/faults.ts'
import { HOSTILE } from '../support/hostile-content.ts'
import { reopen } from '../support/reopen.ts'
import { chain, dialog, escapeDialog, followLink, heading, type NextState, openDialog, state, summary, then, visit } from '../support/screen-steps.ts'
import { callOf, screenTests } from '../support/screen-tests.ts'
import { closeSecretDialog, createdTo, EXAMPLE_URL, listedTo, newSubscription, secretDialog, subscriptionCard } from '../support/subscriptions.ts'
import { liveRegions } from '../support/live-regions.ts'

/** Webhooks' screens and dialogs (src/features/webhooks/screens.ts) in the suites. */

const SAMPLE_SECRET = 'whsec_c2FtcGxlLXNpZ25lZC1pbi10aGUtYnJvd3Nlci1vbmx5MDE'
const HOOK_URL = 'https://hooks.example.com/insurer'
const created = createdTo(EXAMPLE_URL)
const listed = listedTo(EXAMPLE_URL)
const EVERY_ACCOUNT = ['agent', 'underwriter', 'summit'] as const

/** Subscription 2 paused from its card: the outcome says what pausing does to the events that occur meanwhile. */
const pause = async (page: Page) => {
  await page.getByRole('button', { name: 'Pause deliveries of subscription 2' }).click()
  await expect(liveRegions(page).filter({ hasText: 'Subscription 2 is paused' })).toBeVisible()
}

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

/** From the list with a subscription to a hostile address: a delivery there, attempted and failed (nothing listens there), in the console's ledger. */
const ledger: NextState['step'] = async (page, sandbox) => {
  await sandbox.driveEvent('BR-10001', { type: 'submission.pending_cancellation' })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox console' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sandbox console')
  await expect(page.getByText(HOSTILE.url.slice(0, 40)).filter({ visible: true }).first()).toBeVisible()
}

/** An action on Summit's subscription 1 from the list, which says what went wrong above the cards. */
function listAction(name: string, call: ScreenUnderFault['call'], send: SendControl, done: ScreenUnderFault['done']): ScreenUnderFault {
  return {
    name: `webhooks, ${name}`,
    account: ACCOUNTS.summit,
    call,
    kind: 'mutation',
    open: async (page) => {
      await reopen(page, '/webhooks')
      await expect(subscriptionCard(page, 1)).toBeVisible()
    },
    ...sendsWith(send),
    // The list's assertive live region (a LiveRegion, ADR 0145).
    problem: (page) => page.locator('[aria-live="assertive"]').filter({ hasText: /\S/ }).first(),
    kept: (page) => expect(subscriptionCard(page, 1)).toBeVisible(),
    done,
  }
}

const SUBSCRIPTION_1 = { id: 1 }

export const webhookTests = screenTests({
  webhooks: {
    open: { href: '/webhooks', title: 'Webhooks', as: EVERY_ACCOUNT },
    sweeps: [
      chain(state('webhooks, rotate dialog', 'agent', then(listed, openDialog('Rotate secret… of subscription 2', 'Rotate the signing secret?'))), [
        {
          name: 'webhooks, new secret dialog',
          step: async (page) => {
            await page.getByRole('button', { name: 'Rotate the secret' }).click()
            await dialog(page, 'Store the new signing secret now')
          },
        },
      ]),
    ],
    faults: [
      {
        name: 'webhooks, the list',
        account: ACCOUNTS.summit,
        call: callOf('listWebhookSubscriptions'),
        kind: 'query',
        offline: 'the list loads with its page; offline a page cannot be opened. Its pause and delete are the list’s offline steps',
        open: async () => {},
        act: (page) => reopen(page, '/webhooks'),
        again: (page) => page.getByRole('button', { name: 'Try again' }).click(),
        problem: (page) => page.getByRole('alert').filter({ hasText: 'The subscriptions cannot be shown' }),
        kept: async () => {},
        done: (page) => expect(subscriptionCard(page, 1)).toContainText('https://hooks.summit.example/insurer'),
      },
      listAction(
        'pause',
        callOf('updateWebhookSubscription', SUBSCRIPTION_1),
        { control: (page) => subscriptionCard(page, 1).getByRole('button', { name: 'Pause deliveries of subscription 1' }), inForm: false },
        (page) => expect(subscriptionCard(page, 1).getByText('Paused', { exact: true })).toBeVisible(),
      ),
      listAction(
        'rotate the secret',
        callOf('rotateWebhookSecret', SUBSCRIPTION_1),
        {
          reach: (page) => subscriptionCard(page, 1).getByRole('button', { name: 'Rotate secret… of subscription 1' }).click(),
          control: (page) => page.getByRole('dialog', { name: 'Rotate the signing secret?' }).getByRole('button', { name: 'Rotate the secret' }),
          inForm: false,
        },
        (page) => expect(page.getByRole('dialog', { name: /^Store the (new )?signing secret now$/ })).toBeVisible(),
      ),
      listAction(
        'delete',
        callOf('deleteWebhookSubscription', SUBSCRIPTION_1),
        {
          reach: (page) => subscriptionCard(page, 1).getByRole('button', { name: 'Delete… of subscription 1' }).click(),
          control: (page) => page.getByRole('alertdialog', { name: 'Delete this subscription?' }).getByRole('button', { name: 'Delete for good' }),
          inForm: false,
        },
        (page) => expect(liveRegions(page).filter({ hasText: 'Subscription 1 is deleted' })).toBeVisible(),
      ),
    ],
    sendControls: [
      {
        name: 'webhooks, resume',
        account: ACCOUNTS.summit,
        call: callOf('updateWebhookSubscription', SUBSCRIPTION_1),
        open: async (page) => {
          await reopen(page, '/webhooks')
          await subscriptionCard(page, 1).getByRole('button', { name: 'Pause deliveries of subscription 1' }).click()
          await expect(subscriptionCard(page, 1).getByText('Paused', { exact: true })).toBeVisible()
        },
        send: { control: (page) => subscriptionCard(page, 1).getByRole('button', { name: 'Resume deliveries of subscription 1' }), inForm: false },
        done: (page) => expect(subscriptionCard(page, 1).getByText('Active', { exact: true })).toBeVisible(),
      },
    ],
  },
  newWebhook: {
    open: { href: '/webhooks/new', title: 'New webhook subscription', as: EVERY_ACCOUNT },
    sweeps: [
      state(
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
      chain(state('webhooks, secret dialog', 'agent', created), [
        {
          name: 'webhooks, secret dialog, not yet stored',
          step: async (page) => {
            await page.keyboard.press('Escape')
            await expect(secretDialog(page).getByRole('checkbox')).toBeFocused()
          },
        },
        { name: 'webhooks, list', on: 'webhooks', step: closeSecretDialog },
        { name: 'webhooks, delete dialog', step: openDialog('Delete… of subscription 2', 'Delete this subscription?', 'alertdialog') },
        {
          name: 'webhooks, edit',
          on: 'editWebhook',
          step: async (page) => {
            await escapeDialog(page)
            await page.getByRole('link', { name: 'Edit subscription 2' }).click()
            await expect(heading(page)).toHaveText('Edit subscription 2')
          },
        },
        {
          name: 'webhooks, paused',
          on: 'webhooks',
          step: async (page) => {
            await page.goBack()
            await expect(page.getByRole('article', { name: /Subscription 2/ })).toBeVisible()
            await pause(page)
          },
        },
        {
          name: 'sandbox console, an event not sent while paused',
          on: 'sandboxConsole',
          step: async (page, sandbox) => {
            await sandbox.driveEvent('BR-10001', { type: 'submission.pending_cancellation' })
            await visit('/sandbox', 'Sandbox console')(page, sandbox)
            await expect(page.getByRole('list', { name: 'Deliveries' }).getByText('Not sent (paused)')).toBeVisible()
          },
        },
      ]),
    ],
    hostile: [
      chain(state('webhooks, secret dialog', 'agent', createdTo(HOSTILE.url)), [
        { name: 'webhooks, list', on: 'webhooks', step: closeSecretDialog },
        { name: 'webhooks, delete dialog', step: openDialog('Delete… of subscription 2', 'Delete this subscription?', 'alertdialog') },
        { name: 'sandbox console, delivery ledger', on: 'sandboxConsole', step: then(escapeDialog, ledger) },
      ]),
    ],
    faults: [
      {
        name: 'webhooks, create',
        account: ACCOUNTS.agent,
        call: callOf('createWebhookSubscription'),
        kind: 'mutation',
        open: async (page) => {
          await reopen(page, '/webhooks/new')
          await page.getByLabel('Endpoint URL').fill(HOOK_URL)
          await page.getByRole('checkbox', { name: /Renewed/ }).check()
        },
        ...submits('Create subscription'),
        problem: summary,
        kept: async (page) => {
          await expect(page.getByLabel('Endpoint URL')).toHaveValue(HOOK_URL)
          await expect(page.getByRole('checkbox', { name: /Renewed/ })).toBeChecked()
        },
        done: (page) => expect(page.getByRole('dialog', { name: 'Store the signing secret now' })).toBeVisible(),
      },
    ],
  },
  editWebhook: {
    open: { href: '/webhooks/1/edit', title: 'Edit subscription 1', as: ['summit'] },
    sweeps: [
      // An edit of a subscription that does not exist, its way to the (empty) list, New subscription and its problems.
      chain(
        state(
          'webhooks, edit of one that does not exist',
          'agent',
          then(visit('/webhooks/2/edit', /Edit subscription/), (page) => expect(page.getByRole('alert')).toBeVisible()),
        ),
        [
          {
            name: 'webhooks, none yet',
            on: 'webhooks',
            step: async (page) => {
              await followLink(page, 'See the current subscriptions', 'Webhooks')
              await expect(page.getByText('No subscriptions yet.')).toBeVisible()
            },
          },
          { name: 'webhooks, new', on: 'newWebhook', step: (page) => followLink(page, 'New subscription', 'New webhook subscription') },
          {
            name: 'webhooks, new, problems',
            step: async (page) => {
              await page.getByRole('button', { name: 'Create subscription' }).click()
              await expect(summary(page)).toBeVisible()
            },
          },
        ],
      ),
    ],
    faults: [
      {
        name: 'webhooks, the subscription to edit',
        account: ACCOUNTS.summit,
        call: callOf('showWebhookSubscription', SUBSCRIPTION_1),
        kind: 'query',
        offline: 'the subscription loads with its page; offline a page cannot be opened. Its save is the edit’s offline step',
        open: async () => {},
        act: (page) => reopen(page, '/webhooks/1/edit'),
        again: (page) => page.getByRole('button', { name: 'Try again' }).click(),
        problem: (page) => page.getByRole('alert').filter({ hasText: 'The subscription cannot be shown' }),
        kept: async () => {},
        done: (page) => expect(page.getByLabel('Endpoint URL')).toHaveValue('https://hooks.summit.example/insurer'),
      },
      {
        name: 'webhooks, edit',
        account: ACCOUNTS.summit,
        call: callOf('updateWebhookSubscription', SUBSCRIPTION_1),
        kind: 'mutation',
        open: async (page) => {
          await reopen(page, '/webhooks/1/edit')
          await page.getByLabel('Endpoint URL').fill(`${HOOK_URL}/v2`)
        },
        ...submits('Save changes'),
        problem: summary,
        kept: (page) => expect(page.getByLabel('Endpoint URL')).toHaveValue(`${HOOK_URL}/v2`),
        done: (page) => expect(liveRegions(page).filter({ hasText: 'Subscription 1 is saved.' })).toBeVisible(),
      },
    ],
  },
  webhookEvents: {
    open: { href: '/webhooks/events', title: 'Webhook event catalog', as: EVERY_ACCOUNT },
    sweeps: [
      // The catalog, a sample's problems and a signed sample; then the verifier (by the webhooks' menu), a body with a trailing
      // newline, the body fixed and the secret shown, then hidden and a header block; then the console (no
      // subscription yet) and an event sent from it.
      chain(state('webhooks, event catalog', 'agent', visit('/webhooks/events', 'Webhook event catalog')), [
        {
          name: 'webhooks, event catalog, sample problems',
          step: async (page) => {
            await page.getByRole('region', { name: 'Test your receiver with a signed sample' }).getByRole('button', { name: 'Sign a sample' }).click()
            await expect(summary(page)).toContainText('Type the signing secret of your subscription')
          },
        },
        { name: 'webhooks, event catalog, signed sample', step: signSample },
        { name: 'webhooks, verifier', on: 'webhookVerifier', step: (page) => followLink(page, 'Signature verifier', 'Signature verifier') },
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
          on: 'sandboxConsole',
          step: async (page) => {
            await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox console' }).click()
            await expect(heading(page)).toContainText('Sandbox console')
            const panel = page.getByRole('region', { name: 'Send a submission event' })
            await panel.getByLabel('Submission or policy id').fill('BR-10002')
            await panel.getByLabel('Event').selectOption('submission.pending_cancellation')
            await panel.getByRole('button', { name: 'Send the event' }).click()
            await expect(liveRegions(panel).filter({ hasText: /\w/ }).or(summary(page)).first()).toBeVisible()
          },
        },
      ]),
    ],
  },
  webhookVerifier: {
    open: { href: '/webhooks/verify', title: 'Signature verifier', as: EVERY_ACCOUNT },
  },
})
