import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { WEBHOOK_EVENT_TYPES } from '../src/contract/webhooks.ts'
import { TEST_ONLY_CERTIFICATE } from '../tooling/test-only-certificate.ts'
import { atPhoneWidths, browserStorageText, expect, openSignedIn, queryCacheText, test } from './support/webhooks.ts'

const SECRET = 'whsec_c2FtcGxlLXNpZ25lZC1pbi10aGUtYnJvd3Nlci1vbmx5MDE'

test.describe('the webhook event catalog', () => {
  test('lists every event type and signs a sample whose curl command a receiver accepts', async ({ page, receiver, checkA11y }) => {
    test.slow() // a shell runs the page's curl command against the receiver
    receiver.trust(SECRET)
    const sent: string[] = []
    page.on('request', (request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`))
    await openSignedIn(page, '/webhooks')
    await page.getByRole('navigation', { name: 'Webhooks' }).getByRole('link', { name: 'Event catalog' }).click()
    await expect(page.getByRole('heading', { name: 'Webhook event catalog' })).toBeVisible()
    for (const type of WEBHOOK_EVENT_TYPES) {
      const entry = page.getByRole('article', { name: new RegExp(type.replace('.', '\\.')) })
      await expect(entry.getByRole('region', { name: 'Example payload' })).toContainText(`"event_type": "${type}"`)
      await expect(entry.getByRole('region', { name: `Headers of ${type}` })).toContainText('X-SVC-Signature:')
    }
    const panel = page.getByRole('region', { name: 'Test your receiver with a signed sample' })
    const sign = panel.getByRole('button', { name: 'Sign a sample' })
    const problem = panel.getByRole('region', { name: 'There is a problem' })
    await panel.getByLabel('Your receiver’s URL').fill('http://127.0.0.1/hooks')
    await sign.click()
    await expect(problem).toContainText('Use the HTTPS address of your receiver')
    await panel.getByLabel('Event type').selectOption('submission.reinstated')
    await panel.getByLabel('Signing secret').fill(SECRET)
    await panel.getByLabel('Your receiver’s URL').fill(receiver.url)
    await sign.click()
    const curl = panel.getByRole('region', { name: 'curl command (POSIX shell)' })
    const command = (await curl.textContent()) ?? ''
    const body = (await panel.getByRole('region', { name: 'Body: the exact bytes that are signed' }).textContent()) ?? ''
    expect(command).toContain('--data-binary')
    expect(JSON.parse(body)).toMatchObject({ event_type: 'submission.reinstated', previous_status: 5, new_status: 1 })
    // The command as a person would paste it into a shell: the receiver gets the exact bytes, signed with the secret.
    await promisify(execFile)('sh', ['-c', `${command} --silent --show-error --fail`], { env: { ...process.env, CURL_CA_BUNDLE: TEST_ONLY_CERTIFICATE.cert } })
    expect(receiver.deliveries).toHaveLength(1)
    expect(receiver.deliveries[0]!.raw.toString('utf8')).toBe(body)
    expect(receiver.deliveries[0]!.signature).toEqual({ secret: SECRET })
    expect(sent.filter((line) => line.includes(SECRET))).toEqual([])
    // Its long lines scroll inside its box from its start, by keyboard too, not the page: at 390 and 320 px.
    await expect(curl).toHaveAttribute('tabindex', '0')
    await expect(curl).toHaveAccessibleDescription(/^Long lines of “curl command \(POSIX shell\)” scroll sideways: focus the box and use the arrow keys\.$/)
    // Axe at 390 and 320 px too, here and on the verifier's problems: the sweeps run axe at 1280.
    await atPhoneWidths(page, async (width) => {
      await checkA11y(page, `event catalog at ${width} px`, `webhooks-catalog-03-${width}`)
      await curl.evaluate((box) => box.scrollTo({ left: 0 }))
      await curl.focus()
      await expect(curl).toBeFocused()
      // ArrowRight alone: an End before it scrolled the page, and a loaded Chromium sent the arrow after it, to the page.
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => curl.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0)
    })
    expect(await browserStorageText(page)).not.toContain(SECRET)
    expect(await queryCacheText(page)).not.toContain(SECRET)
    await page.getByRole('link', { name: 'Subscriptions' }).click()
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Webhook event catalog' })).toBeVisible()
    expect(await page.content()).not.toContain(SECRET)
    await page.getByRole('navigation', { name: 'Webhooks' }).getByRole('link', { name: 'Signature verifier' }).click()
    await page.getByLabel('Raw body').fill('{"payload_version":1}\n')
    await page.getByRole('button', { name: 'Check the signature' }).click()
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeVisible()
    await atPhoneWidths(page, (width) => checkA11y(page, `verifier at ${width} px`, `webhooks-catalog-04-verifier-${width}`))
  })
})
