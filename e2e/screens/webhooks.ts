import type { Page } from '@playwright/test'
import type { OperationId } from '../../src/contract/operations.ts'
import { ACCOUNTS, expect, heading, summary } from '../support/fixtures.ts'
import { type ScreenUnderFault, type SendControl, sendsWith } from '../support/faults.ts'
import { HOSTILE } from '../support/hostile-content.ts'
import { liveRegions } from '../support/live-regions.ts'
import { chain, click, escapeDialog, fill, focused, follow, followLink, key, openDialog, sees, state, then, tick, visit } from '../support/screen-steps.ts'
import { reopen } from '../support/reopen.ts'
import { callOf, formSends, readsAsItOpens, screenTests } from '../support/screen-tests.ts'
import { closeSecretDialog, createdTo, EXAMPLE_URL, listedTo, newSubscription, secretDialog, subscriptionCard } from '../support/subscriptions.ts'
import { CONSOLE_AFTER_WEBHOOKS } from './sandbox-console.ts'

const SAMPLE_SECRET = 'whsec_c2FtcGxlLXNpZ25lZC1pbi10aGUtYnJvd3Nlci1vbmx5MDE'
const EVERY_ACCOUNT = ['agent', 'underwriter', 'summit'] as const
// The agent's subscription 2, made in the sweeps, and what its pages say.
const said = (text: string) => sees((page) => liveRegions(page).filter({ hasText: text }))
const endpointIs = (url: string) => (page: Page) => expect(page.getByLabel('Endpoint URL')).toHaveValue(url)
const createdForReplies = then(fill('Endpoint URL', 'https://hooks.summit.example/replies'), tick(/Public reply/), click('Create subscription'))
const REFUSAL = 'submission.public_reply is in early access, and your account does not have it yet'
const refused = (page: Page) => summary(page).getByRole('link', { name: REFUSAL })
const refusedOnTheEvents = (page: Page) => expect(page.getByRole('group', { name: 'Event types' })).toContainText(REFUSAL)
const storedBox = (page: Page) => secretDialog(page).getByRole('checkbox')
const card2 = (page: Page) => subscriptionCard(page, 2)
const editing2 = (page: Page) => expect(heading(page)).toHaveText('Edit subscription 2')
const rotateDialog = openDialog('Rotate secret… of subscription 2', 'Rotate the signing secret?')
const pause2 = 'Pause deliveries of subscription 2'
const GONE = 'Subscription 2 no longer exists'
const noLongerExists = (page: Page) => page.getByRole('alert').filter({ hasText: 'This subscription no longer exists' })
const deleteDialog = openDialog('Delete… of subscription 2', 'Delete this subscription?', 'alertdialog')
const noneYet = then(sees('No subscriptions yet.'), (page) => expect(card2(page)).toHaveCount(0))

/** Subscription 2 deleted in another tab, where the list then says it has none. */
async function deletedInAnotherTab(page: Page) {
  const otherTab = await page.context().newPage()
  await then(visit('/webhooks', 'Webhooks'), deleteDialog, click('Delete for good'), noneYet)(otherTab)
  await otherTab.close()
}

// The catalog's signed sample, and the verifier.
const samplePanel = (page: Page) => page.getByRole('region', { name: 'Test your receiver with a signed sample' })
const sampleSecret = (page: Page) => samplePanel(page).getByLabel('Signing secret')
const curlCommand = (page: Page) => samplePanel(page).getByRole('region', { name: 'curl command (POSIX shell)' })
const signSample = click((page) => samplePanel(page).getByRole('button', { name: 'Sign a sample' }))
const secretMissing = (page: Page) => expect(summary(page)).toContainText('Type the signing secret of your subscription')
const BODY = '{"payload_version":1}'
const WRONG_SIGNATURE = 'X-SVC-Signature: t=1700000000,v1=00\nX-SVC-Event-Id: evt_1'
const verdict = (page: Page) => page.getByText(/No signature matches|There is a problem/).first()
const checkSignature = (body: string, headers: string) =>
  then(fill('Raw body', body), fill(/Header block/, headers), fill('Signing secret', SAMPLE_SECRET), click('Check the signature'))
const secretShown = (type: 'text' | 'password') => (page: Page) => expect(page.getByLabel('Signing secret')).toHaveAttribute('type', type)

// Summit's subscription 1 of the fixtures, for the failure suite and double activation.
const card1 = (page: Page) => subscriptionCard(page, 1)
const onCard1 = (name: string) => (page: Page) => card1(page).getByRole('button', { name: `${name} of subscription 1` })
const status1 = (status: 'Paused' | 'Active') => (page: Page) => expect(card1(page).getByText(status, { exact: true })).toBeVisible()
const inDialog = (opener: string, dialogName: string, button: string, role: 'dialog' | 'alertdialog' = 'dialog'): SendControl => ({
  reach: click(onCard1(opener)),
  control: (page) => page.getByRole(role, { name: dialogName }).getByRole('button', { name: button }),
  inForm: false,
})
const rotateConfirmed = inDialog('Rotate secret…', 'Rotate the signing secret?', 'Rotate the secret')
const deleteConfirmed = inDialog('Delete…', 'Delete this subscription?', 'Delete for good', 'alertdialog')

/** An action on subscription 1 from the list, which says what went wrong in its assertive live region (a LiveRegion, ADR 0145). */
const listAction = (name: string, operation: OperationId, done: ScreenUnderFault['done'], send: SendControl): ScreenUnderFault => ({
  name: `webhooks, ${name}`,
  account: ACCOUNTS.summit,
  call: callOf(operation, { id: 1 }),
  kind: 'mutation',
  open: then((page) => reopen(page, '/webhooks'), sees(card1)),
  ...sendsWith(send),
  problem: (page) => page.locator('[aria-live="assertive"]').filter({ hasText: /\S/ }).first(),
  kept: sees(card1),
  done,
})

export const webhookTests = screenTests({
  webhooks: {
    open: { href: '/webhooks', title: 'Webhooks', as: EVERY_ACCOUNT },
    sweeps: [
      chain(state('webhooks, rotate dialog', 'agent', then(listedTo(EXAMPLE_URL), rotateDialog)), [
        { name: 'webhooks, new secret dialog', step: openDialog('Rotate the secret', 'Store the new signing secret now') },
        { name: 'webhooks, paused after deleted elsewhere', step: then(closeSecretDialog, deletedInAnotherTab, click(pause2), said(GONE), noneYet) },
      ]),
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
      listAction('pause', 'updateWebhookSubscription', status1('Paused'), { control: onCard1('Pause deliveries'), inForm: false }),
      listAction('rotate the secret', 'rotateWebhookSecret', sees(secretDialog), rotateConfirmed),
      listAction('delete', 'deleteWebhookSubscription', said('Subscription 1 is deleted'), deleteConfirmed),
    ],
    sendControls: [
      {
        name: 'webhooks, resume',
        account: ACCOUNTS.summit,
        call: callOf('updateWebhookSubscription', { id: 1 }),
        open: then((page) => reopen(page, '/webhooks'), click(onCard1('Pause deliveries')), status1('Paused')),
        send: { control: onCard1('Resume deliveries'), inForm: false },
        done: status1('Active'),
      },
    ],
  },
  newWebhook: {
    open: { href: '/webhooks/new', title: 'New webhook subscription', as: EVERY_ACCOUNT },
    sweeps: [
      chain(state('webhooks, new, early access refused', 'summit', then(newSubscription, createdForReplies, sees(refused), refusedOnTheEvents)), [
        { name: 'webhooks, list of summit', on: 'webhooks', step: then(visit('/webhooks', 'Webhooks'), sees(card1)) },
      ]),
      // Ends on a paused subscription's event in the console: pausing is said with what it does.
      chain(state('webhooks, secret dialog', 'agent', createdTo(EXAMPLE_URL)), [
        { name: 'webhooks, secret dialog, not yet stored', step: then(key('Escape'), focused(storedBox)) },
        { name: 'webhooks, list', on: 'webhooks', step: closeSecretDialog },
        { name: 'webhooks, delete dialog', step: deleteDialog },
        { name: 'webhooks, edit', on: 'editWebhook', step: then(escapeDialog, follow('Edit subscription 2'), editing2) },
        { name: 'webhooks, paused', on: 'webhooks', step: then((page) => page.goBack(), sees(card2), click(pause2), said('Subscription 2 is paused')) },
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
        open: then((page) => reopen(page, '/webhooks/new'), fill('Endpoint URL', EXAMPLE_URL), tick(/Renewed/)),
        button: 'Create subscription',
        kept: then(endpointIs(EXAMPLE_URL), (page) => expect(page.getByRole('checkbox', { name: /Renewed/ })).toBeChecked()),
        done: (page) => expect(page.getByRole('dialog', { name: 'Store the signing secret now' })).toBeVisible(),
      }),
    ],
  },
  editWebhook: {
    open: { href: '/webhooks/1/edit', title: 'Edit subscription 1', as: ['summit'] },
    sweeps: [
      chain(state('webhooks, edit of one that does not exist', 'agent', then(visit('/webhooks/2/edit', /Edit subscription/), sees(noLongerExists))), [
        { name: 'webhooks, none yet', on: 'webhooks', step: then(followLink('See the current subscriptions', 'Webhooks'), sees('No subscriptions yet.')) },
        { name: 'webhooks, new', on: 'newWebhook', step: followLink('New subscription', 'New webhook subscription') },
        { name: 'webhooks, new, problems', step: then(click('Create subscription'), sees(summary)) },
      ]),
    ],
    faults: [
      readsAsItOpens({
        name: 'webhooks, the subscription to edit',
        account: ACCOUNTS.summit,
        call: callOf('showWebhookSubscription', { id: 1 }),
        offline: 'the subscription loads with its page; offline a page cannot be opened. Its save is the edit’s offline step',
        href: '/webhooks/1/edit',
        says: 'The subscription cannot be shown',
        done: endpointIs('https://hooks.summit.example/insurer'),
      }),
      formSends({
        name: 'webhooks, edit',
        account: ACCOUNTS.summit,
        call: callOf('updateWebhookSubscription', { id: 1 }),
        open: then((page) => reopen(page, '/webhooks/1/edit'), fill('Endpoint URL', `${EXAMPLE_URL}/v2`)),
        button: 'Save changes',
        kept: endpointIs(`${EXAMPLE_URL}/v2`),
        done: said('Subscription 1 is saved.'),
      }),
    ],
  },
  webhookEvents: {
    open: { href: '/webhooks/events', title: 'Webhook event catalog', as: EVERY_ACCOUNT },
    sweeps: [
      // The catalog and its sample, then the verifier (by the webhooks' menu) and its problems, then the console with an event sent.
      chain(state('webhooks, event catalog', 'agent', visit('/webhooks/events', 'Webhook event catalog')), [
        { name: 'webhooks, event catalog, sample problems', step: then(signSample, secretMissing) },
        { name: 'webhooks, event catalog, signed sample', step: then(fill(sampleSecret, SAMPLE_SECRET), signSample, sees(curlCommand)) },
        { name: 'webhooks, verifier', on: 'webhookVerifier', step: followLink('Signature verifier', 'Signature verifier') },
        { name: 'webhooks, verifier, problems', step: then(checkSignature(`${BODY}\n`, ''), sees(summary), sees('The body ends with a line break or space.')) },
        { name: 'webhooks, verifier, secret shown', step: then(checkSignature(BODY, ''), click('Show secret'), secretShown('text')) },
        {
          name: 'webhooks, verifier, no signature matches',
          step: then(click('Hide secret'), secretShown('password'), checkSignature(BODY, WRONG_SIGNATURE), sees(verdict)),
        },
        CONSOLE_AFTER_WEBHOOKS.eventSent,
      ]),
    ],
  },
  webhookVerifier: { open: { href: '/webhooks/verify', title: 'Signature verifier', as: EVERY_ACCOUNT } },
})
