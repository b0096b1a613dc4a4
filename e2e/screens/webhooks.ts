import type { Page } from '@playwright/test'
import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { type ScreenUnderFault, type SendControl, sendsWith } from '../support/faults.ts'
import { HOSTILE } from '../support/hostile-content.ts'
import { reopen } from '../support/reopen.ts'
import {
  chain,
  click,
  dialog,
  escapeDialog,
  fill,
  follow,
  followLink,
  heading,
  key,
  openDialog,
  sees,
  state,
  summary,
  then,
  tick,
  visit,
} from '../support/screen-steps.ts'
import { callOf, formSends, readsAsItOpens, screenTests } from '../support/screen-tests.ts'
import { closeSecretDialog, createdTo, EXAMPLE_URL, listedTo, newSubscription, secretDialog, subscriptionCard } from '../support/subscriptions.ts'
import { liveRegions } from '../support/live-regions.ts'
import { CONSOLE_AFTER_WEBHOOKS } from './sandbox-console.ts'

/** Webhooks' screens and dialogs (src/features/webhooks/screens.ts) in the suites. */

const SAMPLE_SECRET = 'whsec_c2FtcGxlLXNpZ25lZC1pbi10aGUtYnJvd3Nlci1vbmx5MDE'
const HOOK_URL = 'https://hooks.example.com/insurer'
const EVERY_ACCOUNT = ['agent', 'underwriter', 'summit'] as const
const SUBSCRIPTION_1 = { id: 1 }
const said = (text: string) => sees((page) => liveRegions(page).filter({ hasText: text }))
const card1 = (page: Page) => subscriptionCard(page, 1)
const deleteDialog = openDialog('Delete… of subscription 2', 'Delete this subscription?', 'alertdialog')

/** On the catalog: a sample signed with the sample secret. */
const samplePanel = (page: Page) => page.getByRole('region', { name: 'Test your receiver with a signed sample' })
const signSample = then(
  fill((page) => samplePanel(page).getByLabel('Signing secret'), SAMPLE_SECRET),
  click((page) => samplePanel(page).getByRole('button', { name: 'Sign a sample' })),
  sees((page) => samplePanel(page).getByRole('region', { name: 'curl command (POSIX shell)' })),
)

/** On the verifier: the three boxes filled and checked. */
const checkSignature = (body: string, headers: string) =>
  then(fill('Raw body', body), fill(/Header block/, headers), fill('Signing secret', SAMPLE_SECRET), click('Check the signature'))
const secretShown = (type: 'text' | 'password') => (page: Page) => expect(page.getByLabel('Signing secret')).toHaveAttribute('type', type)

/** An action on Summit's subscription 1 from the list, which says what went wrong above the cards. */
const listAction = (name: string, call: ScreenUnderFault['call'], send: SendControl, done: ScreenUnderFault['done']): ScreenUnderFault => ({
  name: `webhooks, ${name}`,
  account: ACCOUNTS.summit,
  call,
  kind: 'mutation',
  open: then((page) => reopen(page, '/webhooks'), sees(card1)),
  ...sendsWith(send),
  // The list's assertive live region (a LiveRegion, ADR 0145).
  problem: (page) => page.locator('[aria-live="assertive"]').filter({ hasText: /\S/ }).first(),
  kept: (page) => expect(card1(page)).toBeVisible(),
  done,
})
const onCard1 = (name: string) => (page: Page) => card1(page).getByRole('button', { name: `${name} of subscription 1` })
const status1 = (status: 'Paused' | 'Active') => (page: Page) => expect(card1(page).getByText(status, { exact: true })).toBeVisible()

export const webhookTests = screenTests({
  webhooks: {
    open: { href: '/webhooks', title: 'Webhooks', as: EVERY_ACCOUNT },
    sweeps: [
      chain(
        state('webhooks, rotate dialog', 'agent', then(listedTo(EXAMPLE_URL), openDialog('Rotate secret… of subscription 2', 'Rotate the signing secret?'))),
        [{ name: 'webhooks, new secret dialog', step: then(click('Rotate the secret'), dialog('Store the new signing secret now')) }],
      ),
    ],
    faults: [
      readsAsItOpens({
        name: 'webhooks, the list',
        account: ACCOUNTS.summit,
        call: callOf('listWebhookSubscriptions'),
        offline: 'the list loads with its page; offline a page cannot be opened. Its pause and delete are the list’s offline steps',
        href: '/webhooks',
        says: 'The subscriptions cannot be shown',
        done: (page) => expect(card1(page)).toContainText('https://hooks.summit.example/insurer'),
      }),
      listAction('pause', callOf('updateWebhookSubscription', SUBSCRIPTION_1), { control: onCard1('Pause deliveries'), inForm: false }, status1('Paused')),
      listAction(
        'rotate the secret',
        callOf('rotateWebhookSecret', SUBSCRIPTION_1),
        {
          reach: click(onCard1('Rotate secret…')),
          control: (page) => page.getByRole('dialog', { name: 'Rotate the signing secret?' }).getByRole('button', { name: 'Rotate the secret' }),
          inForm: false,
        },
        (page) => expect(secretDialog(page)).toBeVisible(),
      ),
      listAction(
        'delete',
        callOf('deleteWebhookSubscription', SUBSCRIPTION_1),
        {
          reach: click(onCard1('Delete…')),
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
        open: then((page) => reopen(page, '/webhooks'), click(onCard1('Pause deliveries')), status1('Paused')),
        send: { control: onCard1('Resume deliveries'), inForm: false },
        done: status1('Active'),
      },
    ],
  },
  newWebhook: {
    open: { href: '/webhooks/new', title: 'New webhook subscription', as: EVERY_ACCOUNT },
    sweeps: [
      state(
        'webhooks, new, early access refused',
        'summit',
        then(
          newSubscription,
          fill('Endpoint URL', 'https://hooks.summit.example/replies'),
          tick(/Public reply/),
          click('Create subscription'),
          sees((page) => summary(page).getByRole('link', { name: /is in early access/ })),
        ),
      ),
      // From the secret dialog to a paused subscription's event in the console, one state after another
      // (the delete dialog kept by Escape, the edit page left by Back): pausing is said with what it does.
      chain(state('webhooks, secret dialog', 'agent', createdTo(EXAMPLE_URL)), [
        {
          name: 'webhooks, secret dialog, not yet stored',
          step: then(key('Escape'), (page) => expect(secretDialog(page).getByRole('checkbox')).toBeFocused()),
        },
        { name: 'webhooks, list', on: 'webhooks', step: closeSecretDialog },
        { name: 'webhooks, delete dialog', step: deleteDialog },
        {
          name: 'webhooks, edit',
          on: 'editWebhook',
          step: then(escapeDialog, follow('Edit subscription 2'), (page) => expect(heading(page)).toHaveText('Edit subscription 2')),
        },
        {
          name: 'webhooks, paused',
          on: 'webhooks',
          step: then(
            (page) => page.goBack(),
            sees((page) => page.getByRole('article', { name: /Subscription 2/ })),
            click('Pause deliveries of subscription 2'),
            said('Subscription 2 is paused'),
          ),
        },
        CONSOLE_AFTER_WEBHOOKS.notSentWhilePaused,
      ]),
    ],
    hostile: [
      chain(state('webhooks, secret dialog', 'agent', createdTo(HOSTILE.url)), [
        { name: 'webhooks, list', on: 'webhooks', step: closeSecretDialog },
        { name: 'webhooks, delete dialog', step: deleteDialog },
        CONSOLE_AFTER_WEBHOOKS.deliveryLedger,
      ]),
    ],
    faults: [
      formSends({
        name: 'webhooks, create',
        account: ACCOUNTS.agent,
        call: callOf('createWebhookSubscription'),
        open: then((page) => reopen(page, '/webhooks/new'), fill('Endpoint URL', HOOK_URL), tick(/Renewed/)),
        button: 'Create subscription',
        kept: async (page) => {
          await expect(page.getByLabel('Endpoint URL')).toHaveValue(HOOK_URL)
          await expect(page.getByRole('checkbox', { name: /Renewed/ })).toBeChecked()
        },
        done: (page) => expect(page.getByRole('dialog', { name: 'Store the signing secret now' })).toBeVisible(),
      }),
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
          then(
            visit('/webhooks/2/edit', /Edit subscription/),
            sees((page) => page.getByRole('alert')),
          ),
        ),
        [
          { name: 'webhooks, none yet', on: 'webhooks', step: then(followLink('See the current subscriptions', 'Webhooks'), sees('No subscriptions yet.')) },
          { name: 'webhooks, new', on: 'newWebhook', step: followLink('New subscription', 'New webhook subscription') },
          { name: 'webhooks, new, problems', step: then(click('Create subscription'), sees(summary)) },
        ],
      ),
    ],
    faults: [
      readsAsItOpens({
        name: 'webhooks, the subscription to edit',
        account: ACCOUNTS.summit,
        call: callOf('showWebhookSubscription', SUBSCRIPTION_1),
        offline: 'the subscription loads with its page; offline a page cannot be opened. Its save is the edit’s offline step',
        href: '/webhooks/1/edit',
        says: 'The subscription cannot be shown',
        done: (page) => expect(page.getByLabel('Endpoint URL')).toHaveValue('https://hooks.summit.example/insurer'),
      }),
      formSends({
        name: 'webhooks, edit',
        account: ACCOUNTS.summit,
        call: callOf('updateWebhookSubscription', SUBSCRIPTION_1),
        open: then((page) => reopen(page, '/webhooks/1/edit'), fill('Endpoint URL', `${HOOK_URL}/v2`)),
        button: 'Save changes',
        kept: (page) => expect(page.getByLabel('Endpoint URL')).toHaveValue(`${HOOK_URL}/v2`),
        done: (page) => expect(liveRegions(page).filter({ hasText: 'Subscription 1 is saved.' })).toBeVisible(),
      }),
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
          step: then(
            click((page) => samplePanel(page).getByRole('button', { name: 'Sign a sample' })),
            (page) => expect(summary(page)).toContainText('Type the signing secret of your subscription'),
          ),
        },
        { name: 'webhooks, event catalog, signed sample', step: signSample },
        { name: 'webhooks, verifier', on: 'webhookVerifier', step: followLink('Signature verifier', 'Signature verifier') },
        { name: 'webhooks, verifier, problems', step: then(checkSignature('{"payload_version":1}\n', ''), sees(summary)) },
        { name: 'webhooks, verifier, secret shown', step: then(checkSignature('{"payload_version":1}', ''), click('Show secret'), secretShown('text')) },
        {
          name: 'webhooks, verifier, no signature matches',
          step: then(
            click('Hide secret'),
            secretShown('password'),
            checkSignature('{"payload_version":1}', 'X-SVC-Signature: t=1700000000,v1=00\nX-SVC-Event-Id: evt_1'),
            sees((page) => page.getByText(/No signature matches|There is a problem/).first()),
          ),
        },
        CONSOLE_AFTER_WEBHOOKS.eventSent,
      ]),
    ],
  },
  webhookVerifier: {
    open: { href: '/webhooks/verify', title: 'Signature verifier', as: EVERY_ACCOUNT },
  },
})
