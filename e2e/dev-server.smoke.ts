import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'
import { ENDORSE_ADDRESS } from './support/endorsement.ts'
import { startDevServer } from './support/dev-server.ts'
import { ACCOUNTS, PASSWORD } from './support/fixtures.ts'
import { seedResult } from './support/quote-drafts.ts'
import { screensToSmoke } from './support/screens-to-smoke.ts'
import { devServerPort } from './support/servers.ts'

/**
 * Every screen on `npm run dev`, the README's first command, in development mode as a new user first meets
 * it (`npm run test:dev`, playwright.dev.config.ts; docs/decisions/0110-development-mode-runs-effects-twice.md):
 * each opens, signed in as the account that uses it, with no alert, no error on the console and no
 * warning. React's development mode runs every effect twice on mount (StrictMode) and checks what
 * production does not: what breaks there breaks for every engineer who runs the README's command. One
 * page, signed in through the form, going from screen to screen inside the portal (a load costs the dev
 * server a compile of every module it asks for: see `devServer`).
 */

interface Visit {
  /** Where the screen is opened: the route with its parameters filled in, from the sandbox's fixtures. */
  address: string
  /** Signed out (null), or the account that uses the screen. */
  account: keyof typeof ACCOUNTS | null
  heading: string | RegExp
  /** What the browser holds before the screen opens (a result kept from a quote sent here). */
  before?: (page: Page) => Promise<void>
}

/** The screen of each route, opened as a person would first meet it. */
const VISITS: Record<string, Visit> = {
  '/sign-in': { address: '/sign-in', account: null, heading: 'Sign in' },
  '/forgot-password': { address: '/forgot-password', account: null, heading: 'Reset your password' },
  '/reset-password': { address: '/reset-password', account: null, heading: 'Choose a new password' },
  '/sandbox': { address: '/sandbox', account: null, heading: 'Sandbox console' },
  '*': { address: '/no/such/page', account: null, heading: 'Page not found' },
  '/': { address: '/', account: 'agent', heading: 'Blue Ridge Insurance Agency' },
  '/quotes/new': { address: '/quotes/new', account: 'agent', heading: 'About the insured' },
  '/indications/new': { address: '/indications/new', account: 'agent', heading: 'About the insured' },
  '/quotes/:submissionNumber': {
    address: '/quotes/BR-30001',
    account: 'agent',
    heading: 'Quote for',
    before: (page) => seedResult(page, ACCOUNTS.agent, 'BR-30001'),
  },
  '/indications/:submissionNumber': { address: '/indications/BR-39999', account: 'agent', heading: 'Indication BR-39999' },
  '/submissions': { address: '/submissions', account: 'agent', heading: 'Submissions' },
  '/submissions/:displayId/:transactionId': { address: '/submissions/BR-10002/1', account: 'agent', heading: 'Submission BR-10002, transaction 1' },
  '/submissions/:displayId/:transactionId/drivers/new': { address: '/submissions/BR-10002/1/drivers/new', account: 'agent', heading: 'Add a driver' },
  '/submissions/:displayId/:transactionId/trailers/new': { address: '/submissions/BR-10002/1/trailers/new', account: 'agent', heading: 'Add a trailer' },
  '/submissions/:displayId/:transactionId/vehicles/update': {
    address: '/submissions/BR-10002/1/vehicles/update',
    account: 'agent',
    heading: 'Update a vehicle',
  },
  '/submissions/:displayId/:transactionId/from-a-spreadsheet': { address: ENDORSE_ADDRESS, account: 'agent', heading: 'Send rows from a spreadsheet' },
  '/notes': { address: '/notes', account: 'agent', heading: 'Read a reply from underwriting' },
  '/submissions/:displayId/notes/:noteId': { address: '/submissions/BR-10001/notes/N-1001', account: 'agent', heading: 'Reply' },
  '/webhooks': { address: '/webhooks', account: 'agent', heading: 'Webhooks' },
  '/webhooks/new': { address: '/webhooks/new', account: 'agent', heading: 'New webhook subscription' },
  '/webhooks/:id/edit': { address: '/webhooks/1/edit', account: 'summit', heading: 'Edit subscription 1' },
  '/webhooks/events': { address: '/webhooks/events', account: 'agent', heading: 'Webhook event catalog' },
  '/webhooks/verify': { address: '/webhooks/verify', account: 'agent', heading: 'Signature verifier' },
  '/cancellations/approve-several': { address: '/cancellations/approve-several', account: 'underwriter', heading: 'Approve several cancellations' },
  '/records': { address: '/records', account: 'agent', heading: 'Your records in this browser' },
  '/tax-calculator': { address: '/tax-calculator', account: 'agent', heading: 'Tax and fee calculator' },
  '/submissions/:displayId/:transactionId/cancel-approve': {
    address: '/submissions/BR-20001/2/cancel-approve',
    account: 'underwriter',
    heading: 'Approve the cancellation of BR-20001, transaction 2',
  },
}

/**
 * Console lines development mode prints that are not problems: each is a library's development build
 * talking, and production's build leaves the line out. Only messages at info or debug level; a warning
 * or an error is never on this list.
 */
const DEVELOPMENT_ONLY_LINES = [
  // Vite's client, which only the dev server serves (debug level).
  /^\[vite\] (connecting|connected)/,
  // react-dom's development build (info level).
  /^%cDownload the React DevTools/,
]

const test = base.extend<object, { devServer: { base: string; readyMs: number; output: () => string } }>({
  devServer: [
    async ({}, use) => {
      const server = await startDevServer(devServerPort)
      try {
        await use({ base: server.url, readyMs: server.readyMs, output: server.output })
      } finally {
        await server.stop()
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ devServer }, use) => use(devServer.base),
})

/**
 * Goes to `address` inside the portal, without loading the page again: a history entry as the router
 * writes its own (its index one further, so the router reads a move forward, as after Back and Forward),
 * then the event the browser sends when it moves through the history, which the router follows.
 */
async function goInside(page: Page, address: string) {
  await page.evaluate((to) => {
    const index = (history.state as { idx?: number } | null)?.idx ?? 0
    history.pushState({ usr: null, key: `smoke${index + 1}`, idx: index + 1 }, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, address)
}

async function signInThroughForm(page: Page, account: keyof typeof ACCOUNTS) {
  await goInside(page, '/sign-in')
  await page.getByLabel('E-mail address').fill(ACCOUNTS[account])
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
}

/** Until the page has had no request on its way for a moment: what a screen asks for on opening has come back and been drawn. */
async function settled(page: Page, pending: () => number) {
  for (let quiet = 0, waited = 0; quiet < 3 && waited < 100; waited += 1) {
    await page.waitForTimeout(50)
    quiet = pending() === 0 ? quiet + 1 : 0
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

test('every screen opens in development mode with no alert, no console error and no warning', async ({ page, devServer }, testInfo) => {
  const routes = screensToSmoke()
  expect(
    routes.filter((route) => !VISITS[route]),
    'routes the smoke does not open: add each to VISITS',
  ).toEqual([])

  const said: string[] = []
  const keep = (line: string) => said.push(line)
  page.on('console', (message: ConsoleMessage) => {
    if (DEVELOPMENT_ONLY_LINES.some((known) => known.test(message.text()))) return
    if (['error', 'warning', 'assert'].includes(message.type())) keep(`console ${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => keep(`uncaught: ${error.message}`))
  let inFlight = 0
  page.on('request', () => (inFlight += 1))
  page.on('requestfinished', () => (inFlight -= 1))
  page.on('requestfailed', () => (inFlight -= 1))

  const firstLoad = performance.now()
  await page.goto('/sign-in')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 30_000 })
  const firstPageMs = performance.now() - firstLoad

  // Signed out first, then each account's screens in one session.
  const order = [null, 'agent', 'underwriter', 'summit'] as const
  const problems: string[] = []
  let account: Visit['account'] = null
  for (const who of order) {
    const routesOf = routes.filter((route) => VISITS[route]?.account === who)
    if (routesOf.length === 0) continue
    if (account) await signOut(page)
    if (who) await signInThroughForm(page, who)
    account = who
    for (const route of routesOf) {
      const visit = VISITS[route]!
      await test.step(`${route} (${visit.address})`, async () => {
        await visit.before?.(page)
        await goInside(page, visit.address)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(visit.heading, { timeout: 15_000 })
        await settled(page, () => inFlight)
        // An empty live region (role="alert", waiting for something to say) is not an alert.
        const alerts = (await page.getByRole('alert').allInnerTexts()).filter((text) => text.trim())
        problems.push(...alerts.map((text) => `${route}: an alert: ${text.replace(/\s+/g, ' ')}`), ...said.map((line) => `${route}: ${line}`))
        // What the page said since the last screen (the first load's lines with the first screen's).
        said.length = 0
      })
    }
  }
  const figures = `dev server listening after ${(devServer.readyMs / 1000).toFixed(1)} s; first page (sign-in) ${(firstPageMs / 1000).toFixed(1)} s; ${routes.length} screens`
  testInfo.annotations.push({ type: 'timing', description: figures })
  console.log(figures)
  // The server's own word: a module it could not compile, or dependencies found late, for which Vite reloads the page.
  const serverSaid = devServer
    .output()
    .split('\n')
    .filter((line) => /error|warn|reload/i.test(line))
  expect([...problems, ...serverSaid.map((line) => `the dev server: ${line.trim()}`)]).toEqual([])
})
