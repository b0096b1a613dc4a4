import type { Page } from '@playwright/test'
import type { IncomingHttpHeaders } from 'node:http'
import { liveRegions } from './support/live-regions.ts'
import { click, fill, then } from './support/screen-steps.ts'
import { storeTheSecret, subscribe, subscriptionCard } from './support/subscriptions.ts'
import { expectUnmovedBy, holdBack } from './support/unmoved.ts'
import { atPhoneWidths, expect, expectContains, photo, test } from './support/webhooks.ts'

const deliveries = (page: Page) => page.getByRole('list', { name: 'Deliveries' }).locator('> li')

async function sendEvent(page: Page, displayId: string, type: string, replyText?: string) {
  const panel = page.getByRole('region', { name: 'Send a submission event' })
  await panel.getByLabel('Submission or policy id').fill(displayId)
  await panel.getByLabel('Event').selectOption(type)
  if (replyText) await panel.getByLabel(/Reply text/).fill(replyText)
  await panel.getByRole('button', { name: 'Send the event' }).click()
  return panel
}

const driveEvent = (page: Page, type: string) => page.request.post('/__sandbox/submissions/BR-10001/events', { data: { type } })
const checkWith = (page: Page, secret: string) => then(fill('Signing secret', secret), click('Check the signature'))(page)

/** A delivery as a receiver's log prints it (one `name: value` line a header) pasted into the verifier, and checked with `secret`. */
async function verify(page: Page, delivery: { raw: Buffer; headers: IncomingHttpHeaders }, secret: string) {
  const headerLines = Object.entries(delivery.headers).map(([name, value]) => `${name}: ${String(value)}`)
  await then(fill('Raw body', delivery.raw.toString('utf8')), fill(/Header block/, headerLines.join('\n')))(page)
  await checkWith(page, secret)
}

test.describe('webhook deliveries', () => {
  test('the ledger and the outbox, arriving empty, move nothing under them, on a wide screen and at 320 px', async ({ page }) => {
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 })
      await page.unrouteAll()
      const release = await holdBack(page, /\/__sandbox\/(deliveries|outbox)$/)
      await page.goto('/sandbox')
      const reset = page.getByRole('button', { name: 'Reset the sandbox…' })
      await expect(reset).toBeVisible()
      const bothArrive = async () => {
        release()
        await expect(page.getByText('No e-mails yet.')).toBeVisible()
        await expect(page.getByText(/^No delivery attempts yet/)).toBeVisible()
      }
      await expectUnmovedBy(reset, bothArrive, `Reset, under the ledger and the outbox, at ${width} px`)
    }
  })

  test('drive events from the console, see their attempts in the ledger, replay a dead letter, read a public reply', async ({ page, receiver, checkA11y }) => {
    test.setTimeout(120_000) // a real receiver and four events: one story
    receiver.trust(await subscribe(page, receiver.url, [/Pending cancellation/, /Reinstated/, /Public reply/]))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox console' }).click()
    await expect(page.getByText('No delivery attempts yet')).toBeVisible()
    await checkA11y(page, 'sandbox console', 'webhooks-deliveries-01-console')
    const ledger = page.getByRole('region', { name: 'Delivery ledger' })
    const panel = await sendEvent(page, 'BR-10001', 'submission.canceled')
    const problem = panel.getByRole('region', { name: 'There is a problem' })
    await expect(problem).toContainText('BR-10001: The submission is Bound; submission.canceled needs Pending Cancellation.')
    await checkA11y(page, 'console, impossible move', 'webhooks-deliveries-02-impossible-move')
    await sendEvent(page, 'BR-10001', 'submission.pending_cancellation')
    await expect.poll(() => receiver.deliveries.length).toBe(1)
    await expectContains(deliveries(page).first(), 'Answered 200', 'Delivered', 'Pending cancellation (submission.pending_cancellation) · BR-10001')
    await checkA11y(page, 'console, delivered', 'webhooks-deliveries-03-delivered')
    // A 4xx dead-letters at once; a replay sends the same event, the same bytes, again.
    receiver.answer(400)
    await sendEvent(page, 'BR-10001', 'submission.reinstated')
    await expect.poll(() => receiver.deliveries.length).toBe(2)
    const deadLetter = deliveries(page).filter({ hasText: 'Dead-lettered' }).first()
    await expectContains(deadLetter, 'Answered 400', 'Dead-lettered: A 4xx answer is not retried')
    await checkA11y(page, 'console, dead letter', 'webhooks-deliveries-04-dead-letter')
    const eventId = receiver.deliveries[1]!.payload.event_id as string
    await deadLetter.getByRole('button', { name: `Replay event ${eventId}` }).click()
    // "is being sent again" until the ledger has the replay's attempt, which the receiver on loopback answers at once.
    await expect(liveRegions(ledger).filter({ hasText: new RegExp(`^Event ${eventId} (is being|was) sent again to subscription 2`) })).toBeVisible()
    await expect.poll(() => receiver.deliveries.length).toBe(3)
    expect(receiver.deliveries[2]!.payload.event_id).toBe(eventId)
    expect(receiver.deliveries[2]!.raw.equals(receiver.deliveries[1]!.raw)).toBe(true)
    await expectContains(deliveries(page).first(), 'Attempt 1 of up to 8, replay 1', 'Delivered')
    // The sentence follows the ledger, and goes once another event is sent (below).
    await expect(liveRegions(ledger).filter({ hasText: /sent again/ })).toHaveText(`Event ${eventId} was sent again to subscription 2: delivered.`)
    await expect(deliveries(page)).toHaveCount(2) // one row per event, its replay folded under it
    await ledger.getByLabel('State').selectOption('Delivered')
    await expect(deliveries(page)).toHaveCount(2)
    await ledger.getByLabel('State').selectOption('Retrying')
    await expect(deliveries(page)).toHaveCount(0)
    await ledger.getByLabel('State').selectOption('Any state')
    await photo(page, 'webhooks-deliveries-05-replayed')
    // A public reply: the delivery names the note, never its text; the console links to the note reader.
    const reply = 'The loss runs arrived; we will quote by Friday.'
    await sendEvent(page, 'BR-10001', 'submission.public_reply', reply)
    await expect.poll(() => receiver.deliveries.length).toBe(4)
    await expect(ledger.getByText(`Event ${eventId} was sent again`)).toHaveCount(0)
    expect(receiver.deliveries[3]!.raw.toString()).not.toContain('loss runs')
    await checkA11y(page, 'console, public reply')
    await panel.getByRole('link', { name: `Read reply ${receiver.deliveries[3]!.payload.note_id as string} on BR-10001` }).click()
    await expect(page.getByTestId('note-body')).toHaveText(reply)
  })

  test('the verifier names the current and the previous secret of real deliveries, and no match for a wrong one', async ({ page, receiver, checkA11y }) => {
    test.setTimeout(120_000) // a real receiver, a rotation and five checks
    const first = await subscribe(page, receiver.url, [/Pending cancellation/, /Canceled/])
    receiver.trust(first)
    await driveEvent(page, 'submission.pending_cancellation')
    await expect.poll(() => receiver.deliveries.length).toBe(1)
    const delivered = receiver.deliveries[0]!
    expect(delivered.signature).toEqual({ secret: first })
    await page.getByRole('link', { name: 'Signature verifier' }).click()
    await verify(page, delivered, first)
    await expect(page.getByText('Read from the block: X-SVC-Signature.')).toBeVisible()
    await expect(page.getByText('Valid: the current signature matches')).toBeVisible()
    await checkA11y(page, 'verifier, current signature', 'webhooks-deliveries-06-verified-current')
    await checkWith(page, `${first.slice(0, -1)}${first.endsWith('x') ? 'y' : 'x'}`)
    await expect(page.getByText('No signature matches')).toBeVisible()
    // After a rotation, for 24 hours, deliveries carry the replaced secret's signature too.
    await page.getByRole('navigation', { name: 'Webhooks' }).getByRole('link', { name: 'Subscriptions' }).click()
    await then(click('Rotate secret… of subscription 2'), click('Rotate the secret'))(page)
    const second = await storeTheSecret(page)
    receiver.trust(second)
    await driveEvent(page, 'submission.canceled')
    await expect.poll(() => receiver.deliveries.length).toBe(2)
    const afterRotation = receiver.deliveries[1]!
    expect(afterRotation.signature).toEqual({ secret: second })
    expect(afterRotation.previousSignature).toEqual({ secret: first })
    await page.getByRole('navigation', { name: 'Webhooks' }).getByRole('link', { name: 'Signature verifier' }).click()
    await verify(page, afterRotation, first)
    await expect(page.getByText('Read from the block: X-SVC-Signature and X-SVC-Signature-Previous.')).toBeVisible()
    await expect(page.getByText('Valid: the previous signature matches')).toBeVisible()
    await checkA11y(page, 'verifier, previous signature', 'webhooks-deliveries-08-verified-previous')
    await checkWith(page, second)
    await expect(page.getByText('Valid: the current signature matches')).toBeVisible()
  })

  test('an event that occurs while its subscription is paused is listed as not sent, and replayed once it is resumed', async ({ page, sandbox, receiver }) => {
    test.setTimeout(90_000)
    receiver.trust(await subscribe(page, receiver.url, [/Pending cancellation/]))
    await page.getByRole('button', { name: 'Pause deliveries of subscription 2' }).click()
    await expect(subscriptionCard(page, 2)).toContainText('not sent to it by themselves, not even once it is resumed')
    await sandbox.driveEvent('BR-10001', { type: 'submission.pending_cancellation' })
    await page.goto('/sandbox')
    const missed = deliveries(page).first()
    await expectContains(missed, 'Not sent (paused)', 'Occurred while paused', 'Not sent: the subscription was paused.')
    await expect(missed.getByRole('button', { name: /^Replay event / })).toHaveCount(0)
    await expect(missed).toContainText('Resume subscription 2 to replay this event.')
    await page.goto('/webhooks')
    await page.getByRole('button', { name: 'Resume deliveries of subscription 2' }).click()
    const notSent = 'Those that occurred while it was paused were not sent: replay them from the sandbox console’s delivery ledger.'
    await expect(liveRegions(page).filter({ hasText: 'Subscription 2 is active again' })).toContainText(notSent)
    expect(receiver.deliveries).toHaveLength(0)
    await page.goto('/sandbox')
    await missed.getByRole('button', { name: /^Replay event / }).click()
    await expect.poll(() => receiver.deliveries.length).toBe(1)
    const ledger = page.getByRole('region', { name: 'Delivery ledger' })
    await expect(liveRegions(ledger).filter({ hasText: /(is being|was) sent again to subscription 2/ })).toBeVisible()
  })

  test('a failing receiver is retried when the console moves the clock; the console fits a 390 and a 320 px screen', async ({ page, receiver, checkA11y }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 390, height: 800 })
    receiver.trust(await subscribe(page, receiver.url, [/Pending cancellation/]))
    receiver.answer(500, 500)
    await page.goto('/sandbox')
    await sendEvent(page, 'BR-10001', 'submission.pending_cancellation')
    const delivery = deliveries(page).first()
    await expectContains(delivery, 'Answered 500', 'Next attempt', 'Retrying')
    await page.getByRole('button', { name: 'Advance 1 minute' }).click()
    await expect.poll(() => receiver.deliveries.length).toBe(2)
    await expect(delivery).toContainText('Attempt 2 of up to 8')
    await page.getByRole('button', { name: 'Advance 1 hour' }).click()
    await expect.poll(() => receiver.deliveries.length).toBe(3)
    await expectContains(delivery, 'Attempt 3 of up to 8', 'Answered 200')
    // ADR 0050: attempt 3 went at its due time, 5 minutes after attempt 2, not at the clock's new time.
    const stamps = receiver.deliveries.map((delivery) => Number(delivery.headers['x-svc-timestamp']))
    expect([stamps[1]! - stamps[0]!, stamps[2]! - stamps[1]!]).toEqual([60, 300])
    await delivery.getByText('2 earlier attempts').click()
    const earlier = delivery.getByRole('list', { name: /^Earlier attempts of event / }).getByRole('listitem')
    await expect(earlier).toHaveCount(2)
    await expect(earlier.nth(1)).toContainText(`Next attempt ${await delivery.locator('> p time').textContent()}`)
    await atPhoneWidths(page, (width) => checkA11y(page, `console with retries at ${width} px`, `webhooks-deliveries-09-retries-${width}`))
  })
})
