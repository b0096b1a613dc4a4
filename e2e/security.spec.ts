import type { Page } from '@playwright/test'
import { CALCULATIONS, PREFILLED_TAX_CALCULATOR } from './screens/tax.ts'
import { ACCOUNTS, expect, fillSignIn, PASSWORD, summary, test } from './support/fixtures.ts'
import { createSubscription } from './support/subscriptions.ts'

// Issue 12: no token, secret or personal field in a URL or a console message; server strings shown as text. (The CSP: `cspViolations`.)

const HOSTILE = '<img src=x id=hostile-img onerror=alert(1)><script id=hostile-script>alert("x")</script><b id=hostile-bold>b</b>'

const holding = (lines: string[], value: string) => lines.filter((line) => line.includes(value))
type StoredSession = { accessToken: string; refreshToken: string }
const storedSession = async (page: Page) => JSON.parse((await page.evaluate(() => localStorage.getItem('portal.session'))) ?? '{}') as StoredSession

/** No element the hostile strings would make if parsed as HTML. */
const expectOnlyText = (page: Page) => expect(page.locator('#hostile-img, #hostile-script, #hostile-bold, main img[src="x"]')).toHaveCount(0)

test.describe('security', () => {
  test('no token, secret, password or e-mail in a URL or a console message: sign in, refresh, create a webhook', async ({ page, context, signIn, sandbox }) => {
    const urls: string[] = []
    const consoleLines: string[] = []
    context.on('request', (request) => urls.push(decodeURIComponent(request.url())))
    page.on('console', (message) => consoleLines.push(message.text()))
    page.on('pageerror', (error) => consoleLines.push(String(error)))
    await signIn(page)
    const first = await storedSession(page)
    // The access token expires; the next call refreshes it (section 5.3).
    await sandbox.advanceClock(2 * 3600)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click()
    await page.getByRole('link', { name: 'New subscription' }).click()
    await createSubscription(page, 'https://hooks.example.com/portal')
    const secret = (await page.getByRole('dialog').getByTestId('signing-secret').textContent()) ?? ''
    const second = await storedSession(page)
    expect(second.accessToken).not.toBe(first.accessToken)
    expect(secret).toMatch(/^whsec_/)
    const kept = { ...first, nextAccessToken: second.accessToken, nextRefreshToken: second.refreshToken, secret, password: PASSWORD, email: ACCOUNTS.agent }
    for (const [name, value] of Object.entries(kept)) {
      expect(holding(urls, value), `${name} in a URL`).toEqual([])
      expect(holding(consoleLines, value), `${name} in the console`).toEqual([])
    }
    expect(urls.some((url) => url.includes('/v1/webhook-subscriptions'))).toBe(true)
  })

  test('shows hostile server strings as text: a reply, the webhooks list, a service error on a field, a sign-in refusal, FMCSA’s census', async ({
    page,
    signIn,
    sandbox,
  }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await sandbox.injectFault({ method: 'POST', path: '/v1/authentication', status: 401, count: 1, body: { Error: HOSTILE } })
    await page.goto('/sign-in')
    await fillSignIn(page)
    await expect(page.getByRole('alert').or(summary(page)).first()).toBeVisible()
    await expectOnlyText(page)
    await signIn(page)
    // sandbox-fixtures.md: N-1001's body "contains the literal text <img src=x onerror=alert(1)> and <script>alert("x")</script>"
    await page.goto('/submissions/BR-10001/notes/N-1001')
    await expect(page.getByTestId('note-body')).toContainText('<img src=x onerror=alert(1)>')
    await expect(page.getByTestId('note-body')).toContainText('<script>alert("x")</script>')
    await expect(page.getByTestId('note-body').locator('img, script')).toHaveCount(0)
    const at = new Date().toISOString()
    const subscription = { id: 7, company_id: 101, endpoint_url: `https://hooks.example.com/${HOSTILE}`, active: true, secret_rotated_at: null }
    const body = [{ ...subscription, event_types: ['submission.quoted', HOSTILE], created_at: at, updated_at: at }]
    await sandbox.injectFault({ method: 'GET', path: '/v1/webhook-subscriptions', status: 200, count: 3, body })
    await page.goto('/webhooks')
    await expect(page.getByRole('main')).toContainText('<img src=x id=hostile-img')
    await expectOnlyText(page)
    await sandbox.injectFault({ method: 'POST', path: CALCULATIONS, status: 422, count: 1, body: { message: HOSTILE, errors: { premium: [HOSTILE] } } })
    await page.goto(PREFILLED_TAX_CALCULATOR)
    await expect(page.locator('#premium-error')).toContainText('<script id=hostile-script>')
    await expectOnlyText(page)
    const carrier = { dot_number: '2874410', legal_name: HOSTILE, phy_street: HOSTILE, phy_city: 'STATESVILLE', phy_state: 'NC', phy_zip: '28677' }
    await sandbox.injectFault({ method: 'GET', path: '/resource/az4n-8mr2.json', status: 200, count: 1, body: [carrier] })
    await page.goto('/quotes/new')
    await page.getByLabel('USDOT number', { exact: true }).fill('2874410')
    await expect(page.getByRole('region', { name: 'From FMCSA’s census' })).toContainText('<img src=x id=hostile-img')
    await expectOnlyText(page)
    expect(dialogs).toBe(0)
  })
})
