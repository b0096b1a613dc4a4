import type { Page } from '@playwright/test'
import { expect, openSignedIn } from './fixtures.ts'
import { followLink, sees, then, visit } from './screen-steps.ts'

/** Webhook subscriptions made through the portal's screens, for the suites' entries and the specs. */
export const newSubscription = visit('/webhooks/new', 'New webhook subscription')
export const secretDialog = (page: Page) => page.getByRole('dialog', { name: /^Store the (new )?signing secret now$/ })
export const subscriptionCard = (page: Page, id: number) => page.getByRole('article', { name: new RegExp(`Subscription ${id}`) })
export const EXAMPLE_URL = 'https://hooks.example.com/insurer'
/** Loopback's discard port: nothing listens, so a delivery there fails at once and is retried. */
export const UNANSWERED_URL = 'https://127.0.0.1:9/hooks'

/** On the new subscription page: the address and the events given, and Create pressed (`dblclick`: twice, as an impatient person does). */
export async function createSubscription(page: Page, url = EXAMPLE_URL, events = [/Pending cancellation/], press: 'click' | 'dblclick' = 'click') {
  await page.getByLabel('Endpoint URL').fill(url)
  for (const name of events) await page.getByRole('checkbox', { name }).check()
  await page.getByRole('button', { name: 'Create subscription' })[press]()
}

/** The secret dialog's secret, said stored, and the dialog closed. */
export async function storeTheSecret(page: Page): Promise<string> {
  const dialog = secretDialog(page)
  const secret = (await dialog.getByTestId('signing-secret').textContent()) ?? ''
  await dialog.getByRole('checkbox', { name: 'I have stored the secret somewhere safe' }).check()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  return secret
}

/** Signed in, a subscription to `url` made from the list (by address: on a phone the main navigation is folded); its secret as the dialog showed it. */
export async function subscribe(page: Page, url: string, events: RegExp[]): Promise<string> {
  await openSignedIn(page, '/webhooks')
  await followLink('New subscription', 'New webhook subscription')(page)
  await createSubscription(page, url, events)
  return storeTheSecret(page)
}

const secondCard = (page: Page) => subscriptionCard(page, 2)
/** Subscription 2 created to `url` (no delivery is ever driven to it here): the secret dialog open. */
export const createdTo = (url: string) => then(newSubscription, (page) => createSubscription(page, url), sees(secretDialog))
/** The secret said stored and its dialog closed: the list with subscription 2. */
export const closeSecretDialog = then(storeTheSecret, sees(secondCard))
export const listedTo = (url: string) => then(createdTo(url), closeSecretDialog)
