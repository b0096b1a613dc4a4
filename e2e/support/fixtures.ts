import { test as base, expect, type BrowserContext, type Page, type Request } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { PagePool } from './reused-page.ts'
import { SandboxControl } from './sandbox-control.ts'
import { previewPorts } from '../../tooling/test-ports.ts'

export { expect }

export const PASSWORD = 'Sandbox-Pass-1'
export const ACCOUNTS = { agent: 'agent@blueridge.example', underwriter: 'underwriter@blueridge.example', summit: 'agent@summit.example' } as const

/** A trace is recorded per context: with one, or with E2E_NEW_CONTEXTS=1, every test gets a new context (ADR 0077). */
const REUSE_PAGE = process.env.E2E_TRACE !== '1' && process.env.E2E_NEW_CONTEXTS !== '1'

/** Every page of the context says a Content-Security-Policy violation on its console (the `cspViolations` fixture). */
const reportCspViolations = (context: BrowserContext) =>
  context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    ),
  )

/** Photos are for people looking at a change, not checks: taken only with E2E_PHOTOS=1, to test-results/screens/<name>.png (ADR 0057). */
export async function photo(page: Page, name: string) {
  if (process.env.E2E_PHOTOS === '1') await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true })
}

export async function photograph(page: Page, name: string) {
  const size = page.viewportSize()
  await photo(page, name)
  await page.setViewportSize({ width: 390, height: 844 })
  await photo(page, `${name}-390`)
  if (size) await page.setViewportSize(size)
}

/** Nothing scrolls sideways at each of `widths` (by default the narrowest phone the house supports); the width is given back after. */
export async function expectNoSidewaysScroll(page: Page, widths = [320]) {
  const size = page.viewportSize()
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0)
  }
  if (size) await page.setViewportSize(size)
}

/** For a failed test's report (ADR 0118): failed requests (not those the page cut short by leaving), errors, and the requests not ended. */
function watchWhatFails(page: Page): (title: string) => void {
  const began = Date.now()
  const failed: string[] = []
  const onTheirWay = new Map<Request, { at: number; answered: boolean }>()
  page.on('request', (request) => onTheirWay.set(request, { at: Date.now(), answered: false }))
  page.on('requestfinished', (request) => onTheirWay.delete(request))
  page.on('requestfailed', (request) => {
    onTheirWay.delete(request)
    const reason = request.failure()?.errorText ?? 'no reason'
    if (!/ERR_ABORTED/.test(reason)) failed.push(`${request.method()} ${request.url()}: ${reason}`)
  })
  page.on('response', (response) => {
    const entry = onTheirWay.get(response.request())
    if (entry) entry.answered = true
    if (new URL(response.url()).pathname.startsWith('/assets/') && response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`)
  })
  page.on('pageerror', (error) => failed.push(`page error: ${error.message}`))
  page.on('console', (message) => void (message.type() === 'error' && failed.push(`console error: ${message.text()}`)))
  return (title) => {
    const unended = [...onTheirWay].map(([request, { at, answered }]) => {
      const state = answered ? 'answered, not read to its end' : 'no answer'
      return `${request.method()} ${request.url()}: ${state} (sent ${((at - began) / 1000).toFixed(1)} s into the test)`
    })
    if (failed.length > 0) console.log(`Requests that failed and errors during "${title}":\n  ${failed.join('\n  ')}`)
    if (unended.length > 0) console.log(`Requests still on their way when "${title}" ended:\n  ${unended.join('\n  ')}`)
  }
}

interface Fixtures {
  sandbox: SandboxControl
  /** Axe on the page as it is now: any violation fails the test, named by `state`; with `photo`, then a photo under that name. */
  checkA11y: (page: Page, state: string, photo?: string) => Promise<void>
  saveScreenshot: (page: Page, name: string) => Promise<void>
  signIn: (page: Page, username?: string) => Promise<void>
  /** Signs in through the API, for specs about other screens; the page is left on a same-origin address, for more in localStorage. */
  signInQuickly: (page: Page, username?: string) => Promise<void>
  /** Any Content-Security-Policy violation in the test's context fails it (the CSP holds on every route). */
  cspViolations: string[]
}

export const test = base.extend<Fixtures, { pagePool: PagePool }>({
  pagePool: [
    async ({}, use) => {
      const pool = new PagePool(REUSE_PAGE, reportCspViolations)
      await use(pool)
      await pool.close()
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, pagePool }, use, testInfo) => {
    await use(await pagePool.take(browser))
    await pagePool.giveBack(testInfo)
  },
  page: async ({ context }, use, testInfo) => {
    const [page] = context.pages()
    if (!page) throw new Error('The worker’s page was closed')
    const reportWhatFailed = watchWhatFails(page)
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus) reportWhatFailed(testInfo.title)
  },
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${previewPorts[testInfo.parallelIndex % previewPorts.length]}`),
  sandbox: [async ({ request }, use) => use(await SandboxControl.restarted(request)), { auto: true }],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      context.on('console', (message) => {
        if (/CSP violation|Content Security Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`)
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  checkA11y: async ({}, use) =>
    use(async (page, state, photoName) => {
      expect(await axeViolations(page), `axe violations in "${state}"`).toEqual([])
      if (photoName) await photo(page, photoName)
    }),
  saveScreenshot: async ({}, use) => use(photo),
  signIn: async ({}, use) => use((page, username) => signInThroughPage(page, { username })),
  signInQuickly: async ({}, use) => use((page, username) => signInThroughApi(page, { username })),
})

/** Where a portal and its API are when not the worker's preview (the production server's specs); `api` defaults to the portal. */
type Origins = { username?: string; portal?: string; api?: string }

export async function signInThroughPage(page: Page, { username = ACCOUNTS.agent, portal = '' }: Origins = {}) {
  await page.goto(`${portal}/sign-in`)
  await fillSignIn(page, username)
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

export async function signInThroughApi(page: Page, { username = ACCOUNTS.agent, portal = '', api = portal }: Origins = {}) {
  const response = await page.request.post(`${api}/v1/authentication`, { data: { username, password: PASSWORD } })
  expect(response.status()).toBe(200)
  const tokens = (await response.json()) as { AccessToken: string; RefreshToken: string; ExpiresIn: number }
  const session = { username, accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken, expiresAt: Date.now() + tokens.ExpiresIn * 1000 }
  // A page handed on from the last test is there already (reused-page.ts).
  const there = new URL(page.url()).pathname === '/favicon.svg' && page.url().startsWith(portal)
  if (!there) await page.goto(`${portal}/favicon.svg`)
  await page.evaluate((text) => localStorage.setItem('portal.session', text), JSON.stringify(session))
}

export const heading = (page: Page) => page.getByRole('heading', { level: 1 })
export const summary = (page: Page) => page.getByRole('region', { name: 'There is a problem' })

export async function fillSignIn(page: Page, username: string = ACCOUNTS.agent) {
  await page.getByLabel('E-mail address').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

export async function openSignedIn(page: Page, path: string, username: string = ACCOUNTS.agent) {
  await signInThroughApi(page, { username })
  await page.goto(path)
}

export function countAuthenticationCalls(target: { on(event: 'request', listener: (request: { url(): string; method(): string }) => void): unknown }) {
  const counter = { count: 0 }
  target.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/authentication') counter.count += 1
  })
  return counter
}
