import type { Locator, Page } from '@playwright/test'
import { tabTo } from './support/keyboard.ts'
import { liveRegions } from './support/live-regions.ts'
import { click, fill, follow, then, tick } from './support/screen-steps.ts'
import { createSubscription, EXAMPLE_URL, secretDialog, storeTheSecret, subscriptionCard } from './support/subscriptions.ts'
import { openSignedIn, summary } from './support/fixtures.ts'
import { atPhoneWidths, browserStorageText, expect, expectContains, heapHolds, queryCacheText, test } from './support/webhooks.ts'

const said = (scope: Page | Locator, text: string) => liveRegions(scope).filter({ hasText: text })
const problemLink = (page: Page, name: string | RegExp) => expect(summary(page).getByRole('link', { name })).toBeVisible()

async function keyTo(page: Page, key: string, target: Locator) {
  await page.keyboard.press(key)
  await expect(target).toBeFocused()
}

async function press(scope: Page | Locator, name: string, seen: Locator) {
  await scope.getByRole('button', { name }).click()
  await expect(seen).toBeVisible()
}

/** The secret shown by the dialog titled `title`, of the house's shape. */
async function takeSecret(page: Page, title: string): Promise<string> {
  const secret = (await page.getByRole('dialog', { name: title }).getByTestId('signing-secret').textContent()) ?? ''
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
  return secret
}

/** Gone from the page, the browser's storage, React Query and the page's memory: neither this secret nor any other is anywhere. */
async function expectSecretGone(page: Page, secret: string) {
  expect(await page.content()).not.toContain('whsec_')
  expect(await browserStorageText(page)).not.toContain('whsec_')
  expect(await queryCacheText(page)).not.toContain('whsec_')
  expect(await heapHolds(page, secret)).toBe(false)
}

test.describe('webhook subscriptions', () => {
  test('create once, see the secret once, rotate, pause, resume, edit and delete', async ({ page, context, receiver, checkA11y }) => {
    test.setTimeout(150_000) // one long flow with four heap snapshots
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openSignedIn(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click()
    await expect(page.getByText('No subscriptions yet.')).toBeVisible()
    await then(follow('New subscription'), click('Create subscription'))(page)
    await problemLink(page, 'Enter the HTTPS address of your receiver')
    await problemLink(page, 'Choose at least one event type')
    await createSubscription(page, 'http://hooks.example.com/insurer', [])
    await problemLink(page, /Use an absolute HTTPS URL/)
    await createSubscription(page, receiver.url, [/Pending cancellation/, /Public reply/])
    const secret = await takeSecret(page, 'Store the signing secret now')
    await press(secretDialog(page), 'Copy the secret', said(secretDialog(page), 'Copied.'))
    // Axe on the dialog at 390 and 320 px too: the sweeps run axe at 1280.
    await atPhoneWidths(page, (width) => checkA11y(page, `secret dialog at ${width} px`, `webhooks-15-secret-${width}`))
    await page.setViewportSize({ width: 1280, height: 900 })
    // Only in the dialog while it is open; the heap has it now, which shows that the heap check below can see it.
    expect(await queryCacheText(page)).not.toContain(secret)
    expect(await browserStorageText(page)).not.toContain(secret)
    expect(await heapHolds(page, secret)).toBe(true)
    await storeTheSecret(page)
    const card = subscriptionCard(page, 2)
    await expectContains(card, receiver.url, 'Pending cancellation submission.pending_cancellation', 'Never rotated')
    await expectSecretGone(page, secret)
    // Read only now: the clipboard's text comes back into the page's memory with the reading.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await page.reload()
    await expect(card).toBeVisible()
    await expectSecretGone(page, secret)
    await card.getByRole('button', { name: 'Rotate secret… of subscription 2' }).click()
    const question = page.getByRole('dialog', { name: 'Rotate the signing secret?' })
    await expect(question).toContainText('For the next 24 hours every delivery carries two signatures')
    await question.getByRole('button', { name: 'Rotate the secret' }).click()
    const rotated = await takeSecret(page, 'Store the new signing secret now')
    expect(rotated).not.toBe(secret)
    await storeTheSecret(page)
    await expect(card).toContainText('Last rotated')
    await expectSecretGone(page, rotated)
    await press(card, 'Pause deliveries of subscription 2', card.getByText('Paused', { exact: true }))
    // What pausing means is said once: on the card, not again in the outcome beside it.
    await expect(said(page, 'Subscription 2 is paused')).toHaveText('Subscription 2 is paused: retries under way stop.')
    await expect(card).toContainText('Paused. Events that occur while it is paused are not sent to it by themselves, not even once it is resumed.')
    await expect(page.getByText(/not sent to it by themselves/)).toHaveCount(1)
    await press(card, 'Resume deliveries of subscription 2', card.getByText('Active', { exact: true }))
    await card.getByRole('link', { name: 'Edit subscription 2' }).click()
    await expect(page.getByLabel('Endpoint URL')).toHaveValue(receiver.url)
    await expect(page.getByRole('checkbox', { name: /Pending cancellation/ })).toBeChecked()
    await then(fill('Endpoint URL', `${receiver.url}/v2`), tick(/Canceled/))(page)
    await press(page, 'Save changes', said(page, 'Subscription 2 is saved.'))
    await expectContains(card, `${receiver.url}/v2`, 'Canceled submission.canceled')
    await card.getByRole('button', { name: 'Delete… of subscription 2' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this subscription?' })
    await expectContains(confirm, 'Deletion is permanent', 'Deliveries to this endpoint stop at once')
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused()
    await press(confirm, 'Delete for good', said(page, 'Subscription 2 is deleted'))
    await expect(page.getByText('No subscriptions yet.')).toBeVisible()
    await expect(card).toHaveCount(0)
  })

  test('can be used with the keyboard alone: create, store the secret, pause', async ({ page }) => {
    await openSignedIn(page, '/webhooks/new')
    await page.getByLabel('Endpoint URL').pressSequentially(EXAMPLE_URL)
    await keyTo(page, 'Tab', page.getByRole('checkbox', { name: /Quote ready/ }))
    await page.keyboard.press('Space')
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab')
    await expect(page.getByRole('switch', { name: 'Deliver events as soon as it is created' })).toBeFocused()
    await keyTo(page, 'Tab', page.getByRole('button', { name: 'Create subscription' }))
    const dialog = secretDialog(page)
    await keyTo(page, 'Enter', dialog.getByRole('button', { name: 'Copy the secret' }))
    await keyTo(page, 'Tab', dialog.getByRole('checkbox'))
    await page.keyboard.press('Space')
    await keyTo(page, 'Tab', dialog.getByRole('button', { name: 'Close' }))
    await keyTo(page, 'Enter', page.getByRole('heading', { name: 'Webhooks', level: 1 }))
    await expect(dialog).toBeHidden()
    await tabTo(page, page.getByRole('button', { name: 'Pause deliveries of subscription 2' }), 20)
    await keyTo(page, 'Enter', page.getByRole('button', { name: 'Resume deliveries of subscription 2' }))
  })
})
