import type { Locator, Page } from '@playwright/test'
import { countRequests } from './support/faults.ts'
import { tabTo } from './support/keyboard.ts'
import { liveRegions } from './support/live-regions.ts'
import { createSubscription, EXAMPLE_URL, secretDialog, storeTheSecret, subscribe, subscriptionCard } from './support/subscriptions.ts'
import { ACCOUNTS, openSignedIn, photo, summary } from './support/fixtures.ts'
import { atPhoneWidths, browserStorageText, expect, expectContains, heapHolds, queryCacheText, test } from './support/webhooks.ts'

const webhooksLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' })
const said = (scope: Page | Locator, text: string) => liveRegions(scope).filter({ hasText: text })

/** The secret shown by the dialog titled `title`, of the house's shape. */
async function takeSecret(page: Page, title: string): Promise<string> {
  const secret = (await page.getByRole('dialog', { name: title }).getByTestId('signing-secret').textContent()) ?? ''
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
  return secret
}

/** Gone from the page, the browser's storage, React Query and the page's memory: neither this secret nor any other is anywhere. */
async function expectSecretGone(page: Page, secret: string) {
  expect(await page.content()).not.toContain(secret)
  expect(await page.content()).not.toContain('whsec_')
  expect(await browserStorageText(page)).not.toContain('whsec_')
  expect(await queryCacheText(page)).not.toContain('whsec_')
  expect(await heapHolds(page, secret)).toBe(false)
}

test.describe('webhook subscriptions', () => {
  test('create once, see the secret once, rotate, pause, resume, edit and delete', async ({ page, context, receiver }) => {
    test.setTimeout(150_000) // one long flow with four heap snapshots
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openSignedIn(page, '/')
    await webhooksLink(page).click()
    await expect(page.getByText('No subscriptions yet.')).toBeVisible()
    await page.getByRole('link', { name: 'New subscription' }).click()
    await page.getByRole('button', { name: 'Create subscription' }).click()
    await expect(summary(page).getByRole('link', { name: 'Enter the HTTPS address of your receiver' })).toBeVisible()
    await expect(summary(page).getByRole('link', { name: 'Choose at least one event type' })).toBeVisible()
    await createSubscription(page, 'http://hooks.example.com/insurer', [])
    await expect(summary(page).getByRole('link', { name: /Use an absolute HTTPS URL/ })).toBeVisible()

    const creations = countRequests(page, { method: 'POST', path: '/v1/webhook-subscriptions' })
    await createSubscription(page, receiver.url, [/Pending cancellation/, /Public reply/], 'dblclick')
    const secret = await takeSecret(page, 'Store the signing secret now')
    const dialog = secretDialog(page)
    await dialog.getByRole('button', { name: 'Copy the secret' }).click()
    await expect(said(dialog, 'Copied.')).toBeVisible()
    // Only in the dialog while it is open; the heap has it now, which shows that the heap check below can see it.
    expect(await queryCacheText(page)).not.toContain(secret)
    expect(await browserStorageText(page)).not.toContain(secret)
    expect(await heapHolds(page, secret)).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Tick this box first: once this dialog closes, the secret cannot be shown again.')).toBeVisible()
    await expect(dialog.getByRole('checkbox')).toBeFocused()
    await storeTheSecret(page)
    await expect(said(page, 'Subscription 2 is set up.')).toBeVisible()
    const card = subscriptionCard(page, 2)
    await expectContains(card, receiver.url, 'Pending cancellation submission.pending_cancellation', 'Never rotated')
    expect(creations.count).toBe(1)
    await expectSecretGone(page, secret)
    // Read only now: the clipboard's text comes back into the page's memory with the reading.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await page.reload()
    await expect(card).toBeVisible()
    await expectSecretGone(page, secret)

    const rotate = card.getByRole('button', { name: 'Rotate secret… of subscription 2' })
    await rotate.click()
    const question = page.getByRole('dialog', { name: 'Rotate the signing secret?' })
    await expect(question).toContainText('For the next 24 hours every delivery carries two signatures')
    await expect(question.getByRole('button', { name: 'Rotate the secret' })).toBeFocused()
    await question.getByRole('button', { name: 'Rotate the secret' }).click()
    const rotated = await takeSecret(page, 'Store the new signing secret now')
    expect(rotated).not.toBe(secret)
    await storeTheSecret(page)
    await expect(rotate).toBeFocused()
    await expect(card).toContainText('Last rotated')
    await expectSecretGone(page, rotated)

    await card.getByRole('button', { name: 'Pause deliveries of subscription 2' }).click()
    await expect(card.getByText('Paused', { exact: true })).toBeVisible()
    // What pausing means is said once: on the card, not again in the outcome beside it.
    await expect(said(page, 'Subscription 2 is paused')).toHaveText('Subscription 2 is paused: retries under way stop.')
    await expect(card).toContainText('Paused. Events that occur while it is paused are not sent to it by themselves, not even once it is resumed.')
    await expect(page.getByText(/not sent to it by themselves/)).toHaveCount(1)
    await card.getByRole('button', { name: 'Resume deliveries of subscription 2' }).click()
    await expect(card.getByText('Active', { exact: true })).toBeVisible()

    await card.getByRole('link', { name: 'Edit subscription 2' }).click()
    await expect(page.getByRole('heading', { name: 'Edit subscription 2' })).toBeVisible()
    await expect(page.getByLabel('Endpoint URL')).toHaveValue(receiver.url)
    await expect(page.getByRole('checkbox', { name: /Pending cancellation/ })).toBeChecked()
    await page.getByLabel('Endpoint URL').fill(`${receiver.url}/v2`)
    await page.getByRole('checkbox', { name: /Canceled/ }).check()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(said(page, 'Subscription 2 is saved.')).toBeVisible()
    await expectContains(card, `${receiver.url}/v2`, 'Canceled submission.canceled')

    await card.getByRole('button', { name: 'Delete… of subscription 2' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this subscription?' })
    await expectContains(confirm, 'Deletion is permanent', 'Deliveries to this endpoint stop at once')
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused()
    await confirm.getByRole('button', { name: 'Delete for good' }).click()
    await expect(said(page, 'Subscription 2 is deleted')).toBeVisible()
    await expect(page.getByText('No subscriptions yet.')).toBeVisible()
    await expect(card).toHaveCount(0)
  })

  test('says a subscription deleted elsewhere no longer exists, and shows the list as it is', async ({ page, context, checkA11y }) => {
    await subscribe(page, EXAMPLE_URL, [/Renewed/])
    const card = subscriptionCard(page, 2)
    await expect(card).toBeVisible()
    const otherTab = await context.newPage()
    await otherTab.goto('/webhooks')
    await otherTab.getByRole('button', { name: 'Delete… of subscription 2' }).click()
    await otherTab.getByRole('button', { name: 'Delete for good' }).click()
    await expect(otherTab.getByText('No subscriptions yet.')).toBeVisible()
    await otherTab.close()
    await card.getByRole('button', { name: 'Pause deliveries of subscription 2' }).click()
    await expect(said(page, 'Subscription 2 no longer exists')).toBeVisible()
    await expect(card).toHaveCount(0)
    await expect(page.getByText('No subscriptions yet.')).toBeVisible()
    await checkA11y(page, 'subscription gone', 'webhooks-11-gone')
    await page.goto('/webhooks/2/edit')
    await expect(page.getByRole('alert')).toContainText('This subscription no longer exists')
  })

  test('shows the service’s refusal of early access on the event types', async ({ page }) => {
    await openSignedIn(page, '/', ACCOUNTS.summit)
    await webhooksLink(page).click()
    await expect(subscriptionCard(page, 1)).toContainText('https://hooks.summit.example/insurer')
    await page.getByRole('link', { name: 'New subscription' }).click()
    await createSubscription(page, 'https://hooks.summit.example/replies', [/Public reply/])
    const refusal = 'submission.public_reply is in early access, and your account does not have it yet'
    await expect(summary(page).getByRole('link', { name: refusal })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Event types' })).toContainText(refusal)
  })

  test('can be used with the keyboard alone: create, store the secret, pause', async ({ page }) => {
    await openSignedIn(page, '/webhooks/new')
    await page.getByLabel('Endpoint URL').focus()
    await page.keyboard.type(EXAMPLE_URL)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('checkbox', { name: /Quote ready/ })).toBeFocused()
    await page.keyboard.press('Space')
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab')
    await expect(page.getByRole('switch', { name: 'Deliver events as soon as it is created' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Create subscription' })).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = secretDialog(page)
    await expect(dialog.getByRole('button', { name: 'Copy the secret' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('checkbox')).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeFocused()
    const pause = page.getByRole('button', { name: 'Pause deliveries of subscription 2' })
    await tabTo(page, pause, 20)
    await expect(pause).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Resume deliveries of subscription 2' })).toBeFocused()
  })

  test('fits a 390 and a 320 px screen', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await openSignedIn(page, '/webhooks', ACCOUNTS.summit)
    await expect(subscriptionCard(page, 1)).toBeVisible()
    await atPhoneWidths(page, (width) => photo(page, `webhooks-14-list-${width}`))
    await page.getByRole('link', { name: 'New subscription' }).click()
    await createSubscription(page, 'https://hooks.summit.example/a-rather-long-path/for-receiving/insurer-webhooks', [/Bind completed/])
    await expect(secretDialog(page)).toBeVisible()
    await atPhoneWidths(page, (width) => checkA11y(page, `secret dialog at ${width} px`, `webhooks-15-secret-${width}`))
    await storeTheSecret(page)
    await page.getByRole('button', { name: 'Delete… of subscription 2' }).click()
    await atPhoneWidths(page, (width) => photo(page, `webhooks-16-delete-${width}`))
  })
})
