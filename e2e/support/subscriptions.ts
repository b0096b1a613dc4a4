import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { then, visit } from './screen-steps.ts'

/** Webhook subscriptions made through the portal's screens, for the suites' entries (e2e/screens/webhooks.ts and others). */

export const newSubscription = visit('/webhooks/new', 'New webhook subscription')
export const secretDialog = (page: Page) => page.getByRole('dialog', { name: /^Store the (new )?signing secret now$/ })
export const subscriptionCard = (page: Page, id: number) => page.getByRole('article', { name: new RegExp(`Subscription ${id}`) })

export const EXAMPLE_URL = 'https://hooks.example.com/insurer'
/** Loopback's discard port: nothing listens, so a delivery there fails at once and is retried. */
export const UNANSWERED_URL = 'https://127.0.0.1:9/hooks'

/** On the new subscription page: the address and the events given, and Create pressed. */
export async function createSubscription(page: Page, url = EXAMPLE_URL, events = [/Pending cancellation/]) {
  await page.getByLabel('Endpoint URL').fill(url)
  for (const name of events) await page.getByRole('checkbox', { name }).check()
  await page.getByRole('button', { name: 'Create subscription' }).click()
}

/** The secret dialog's secret, said stored, and the dialog closed. */
export async function storeTheSecret(page: Page): Promise<string> {
  const secret = (await secretDialog(page).getByTestId('signing-secret').textContent()) ?? ''
  await secretDialog(page).getByRole('checkbox', { name: 'I have stored the secret somewhere safe' }).check()
  await secretDialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(secretDialog(page)).toBeHidden()
  return secret
}

/** Subscription 2 created to `url` (no delivery is ever driven to it here): the secret dialog open. */
export const createdTo = (url: string) =>
  then(newSubscription, async (page) => {
    await createSubscription(page, url)
    await expect(secretDialog(page)).toBeVisible()
  })

/** The secret said stored and its dialog closed: the list with subscription 2. */
export const closeSecretDialog = async (page: Page) => {
  await storeTheSecret(page)
  await expect(page.getByRole('article', { name: /Subscription 2/ })).toBeVisible()
}

/** The list with subscription 2 to `url`, its secret dialog closed. */
export const listedTo = (url: string) => then(createdTo(url), closeSecretDialog)
