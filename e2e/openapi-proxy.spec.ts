import type { Page } from '@playwright/test'
import { PREFILLED_TAX_CALCULATOR } from './screens/tax.ts'
import { approve as approveTheCancellation } from './support/cancel-approve.ts'
import { ACCOUNTS, openSignedIn } from './support/fixtures.ts'
import { completeAnswers, seedDraft } from './support/quote-drafts.ts'
import { createSubscription, EXAMPLE_URL, storeTheSecret } from './support/subscriptions.ts'
import { expect, test, type Wire } from './support/validating-proxy.ts'
import { fillDriver, fillTrailer } from './support/workspace.ts'
import { exactly, field, fill, then } from './support/screen-steps.ts'

// One flow per capability through the real screens (not a test of the screens): each step waits for the answers it brings on the wire.

const BR_10002 = '/v1/submission/BR-10002/1'
const approval = (displayId: string, status: number) => `POST /v1/submission/${displayId}/2/cancel-approve ${status}`
const nonPayment = (page: Page) => page.getByRole('checkbox', { name: /Non-payment of premium/ })

/** What a person does, each step then waiting for these answers from /v1, `METHOD /path STATUS`. */
function steps(page: Page, wire: Wire) {
  const waitingFor = async (step: Promise<unknown>, answers: string[]) => {
    await step
    await wire.answered(...answers)
  }
  return {
    open: (path: string, ...answers: string[]) => waitingFor(page.goto(path), answers),
    press: (name: string, ...answers: string[]) => waitingFor(page.getByRole('button', { name }).click(), answers),
    approve: (displayId: string, status: number) => waitingFor(approveTheCancellation(page), [approval(displayId, status)]),
  }
}

test.describe('through a validating proxy (Prism) in front of the sandbox', () => {
  test('sign-in, refused and accepted; a password reset in two steps; a refresh once the token has expired', async ({ page, sandbox, wire }) => {
    const { open, press } = steps(page, wire)
    await page.goto('/sign-in')
    await then(fill('E-mail address', ACCOUNTS.agent), fill(exactly('Password'), 'not the password'))(page)
    await press('Sign in', 'POST /v1/authentication 401')
    const newPassword = 'rolling freight at dawn'
    await page.goto('/forgot-password')
    await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
    await press('Send reset code', 'GET /v1/password-reset 200')
    const [email] = await sandbox.outbox()
    await then(fill('Reset code', email?.reset_token === '000000' ? '111111' : '000000'), fill(exactly('New password'), newPassword))(page)
    await press('Change password', 'POST /v1/password-reset 400')
    await page.getByLabel('Reset code').fill(email!.reset_token!)
    await press('Change password', 'POST /v1/password-reset 200')
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await press('Sign in', 'POST /v1/authentication 200')
    await open('/webhooks', 'GET /v1/webhook-subscriptions 200')
    await sandbox.advanceClock(2 * 3600)
    await page.reload()
    await wire.answered('GET /v1/webhook-subscriptions 401', 'POST /v1/authentication 200', 'GET /v1/webhook-subscriptions 200')
  })

  test('a quote and an indication, with the taxes of their result pages', async ({ page, signInQuickly, wire }) => {
    await signInQuickly(page)
    for (const mode of ['quote', 'indication'] as const) {
      await page.goto(await seedDraft(page, ACCOUNTS.agent, mode, completeAnswers()))
      await steps(page, wire).press(`Get the ${mode}`, `POST /v1/${mode} 200`, 'POST /v1/submission/tax-calculations 200')
    }
  })

  test('the tax calculator', async ({ page, wire }) => {
    await openSignedIn(page, PREFILLED_TAX_CALCULATOR)
    await wire.answered('POST /v1/submission/tax-calculations 200')
  })

  test('edits: a driver and a trailer added, a vehicle updated', async ({ page, wire }) => {
    const { press } = steps(page, wire)
    await openSignedIn(page, '/submissions/BR-10002/1/drivers/new')
    await fillDriver(page)
    await press('Add the driver', `POST ${BR_10002}/driver 201`)
    await page.goto('/submissions/BR-10002/1/trailers/new')
    await fillTrailer(page)
    await press('Add the trailer', `POST ${BR_10002}/trailer 201`)
    await page.goto('/submissions/BR-10002/1/vehicles/update')
    await field(page, 'Vehicle id').fill('7004')
    await field(page, 'Model year').fill('2021')
    await press('Update the vehicle', `PUT ${BR_10002}/vehicle/7004 200`)
  })

  test('a public reply read, and an internal note that is not found', async ({ page, wire }) => {
    await openSignedIn(page, '/submissions/BR-10001/notes/N-1001')
    await wire.answered('GET /v1/submission/BR-10001/notes/N-1001 200')
    await steps(page, wire).open('/submissions/BR-10001/notes/N-1002', 'GET /v1/submission/BR-10001/notes/N-1002 404')
  })

  test('approvals: refused for authority (403), a reason missing (422), approved, approved with its dates moved, held (422), saved without its notice (500), guarded (422, 409, 200)', async ({
    page,
    wire,
  }) => {
    const { press, approve } = steps(page, wire)
    await openSignedIn(page, '/submissions/BR-20005/2/cancel-approve')
    await approve('BR-20005', 403)
    await openSignedIn(page, '/submissions/BR-20001/2/cancel-approve', ACCOUNTS.underwriter)
    await approve('BR-20001', 422)
    await nonPayment(page).check()
    await approve('BR-20001', 200)
    for (const [displayId, status] of Object.entries({ 'BR-20003': 200, 'BR-20004': 422, 'BR-20006': 500 })) {
      await page.goto(`/submissions/${displayId}/2/cancel-approve`)
      await approve(displayId, status)
    }
    await page.goto('/submissions/BR-20005/2/cancel-approve')
    await nonPayment(page).check()
    await approve('BR-20005', 422)
    const guard = page.getByRole('dialog')
    await guard.getByLabel('Guard id').fill('40')
    await guard.getByRole('checkbox').check()
    await guard.getByRole('textbox', { name: /comment/ }).fill('Confirmed with the premium finance company.')
    await press('Approve with these guard details', approval('BR-20005', 409))
    await guard.getByLabel('Guard id').fill('41')
    await press('Approve with these guard details', approval('BR-20005', 200))
  })

  test('webhook subscriptions: created, listed, paused, changed, rotated and deleted', async ({ page, wire }) => {
    const { press } = steps(page, wire)
    await openSignedIn(page, '/webhooks/new')
    await createSubscription(page, EXAMPLE_URL, [/Renewed/])
    await wire.answered('POST /v1/webhook-subscriptions 201')
    await storeTheSecret(page)
    await press('Pause deliveries of subscription 2', 'PUT /v1/webhook-subscriptions/2 200')
    await page.goto('/webhooks/2/edit')
    await page.getByLabel('Endpoint URL').fill('https://hooks.example.com/insurer/v2')
    await press('Save changes', 'GET /v1/webhook-subscriptions/2 200', 'PUT /v1/webhook-subscriptions/2 200', 'GET /v1/webhook-subscriptions 200')
    await press('Rotate secret… of subscription 2')
    await press('Rotate the secret', 'POST /v1/webhook-subscriptions/2/rotate-secret 200')
    await storeTheSecret(page)
    await press('Delete… of subscription 2')
    await press('Delete for good', 'DELETE /v1/webhook-subscriptions/2 204')
  })

  test('the check itself: answers and requests the document does not allow are caught and named', async ({ page, sandbox, wire }) => {
    // An answer whose body breaks its schema (Prism replaces it with its own 500), and a status the document does not list.
    await sandbox.injectFault({ method: 'GET', path: '/v1/webhook-subscriptions', status: 200, body: [{ id: 'one' }] })
    await openSignedIn(page, '/webhooks')
    await wire.answered('GET /v1/webhook-subscriptions 500')
    await sandbox.injectFault({ method: 'GET', path: '/v1/submission/BR-10001/notes/N-1001', status: 418 })
    await steps(page, wire).open('/submissions/BR-10001/notes/N-1001', 'GET /v1/submission/BR-10001/notes/N-1001 418')
    // A body that breaks its schema and a path the document lacks: Prism refuses them without sending them on.
    const planted = await page.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken: string }
      const send = async (path: string, init: RequestInit) => {
        const response = await fetch(path, { ...init, headers: { AccessToken: accessToken, 'Content-Type': 'application/json' } })
        await response.text()
        return response.status
      }
      return [await send('/v1/quote', { method: 'POST', body: '{}' }), await send('/v1/submissions', { method: 'GET' })]
    })
    expect(planted).toEqual([422, 404])
    const [body, status, request, path, ...rest] = await wire.take()
    expect(body).toMatch(/^GET \/v1\/webhook-subscriptions -> 500\n(.*\n)* {2}Error at response\.body\.0\.id: .* must be integer \[type\]$/m)
    expect(status).toMatch(/^GET \/v1\/submission\/BR-10001\/notes\/N-1001 -> 418\n {2}Warning at response: Unable to match the returned status code/)
    expect(request).toMatch(
      /^POST \/v1\/quote -> 422\n {2}Prism answered Invalid request: .*\n {2}Error at body: Request body must have required property 'insuredInformation'/,
    )
    expect(path).toMatch(/^GET \/v1\/submissions -> 404\n {2}Prism answered Route not resolved, no path matched: /)
    expect(rest).toEqual([])
  })
})
