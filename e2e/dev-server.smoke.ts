import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'
import { startServerProcess, type ServerProcess } from '../tooling/server-process.ts'
import { eachScreenOnce } from './screens/index.ts'
import { ACCOUNTS, fillSignIn } from './support/fixtures.ts'
import { devServerPort } from '../tooling/test-ports.ts'

// Every screen on `npm run dev` (ADR 0110: React's checks, StrictMode's effects twice) in one page moving inside the portal: a load recompiles every module.

/** Lines a library's development build prints at info or debug level, which production's build leaves out; never a warning or an error. */
const DEVELOPMENT_ONLY_LINES = [/^\[vite\] (connecting|connected)/, /^%cDownload the React DevTools/]
const VITE = ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(devServerPort), '--strictPort']

const test = base.extend<object, { devServer: ServerProcess & { readyMs: number } }>({
  devServer: [
    async ({}, use) => {
      const started = performance.now()
      const server = await startServerProcess({ args: VITE, env: {}, url: `http://127.0.0.1:${devServerPort}`, ready: /Local:/, startupMs: 60_000 })
      // Until it listens: its first page then waits for Vite to bundle the dependencies and compile each module it asks for.
      await use({ ...server, readyMs: performance.now() - started })
      await server.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ devServer }, use) => use(devServer.url),
})

/** To `address` without loading the page again: a history entry as the router writes its own, one further, then the event of a move through history. */
async function goInside(page: Page, address: string) {
  await page.evaluate((to) => {
    const index = (history.state as { idx?: number } | null)?.idx ?? 0
    history.pushState({ usr: null, key: `smoke${index + 1}`, idx: index + 1 }, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, address)
}

async function signInThroughForm(page: Page, account: keyof typeof ACCOUNTS) {
  await goInside(page, '/sign-in')
  await fillSignIn(page, ACCOUNTS[account])
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
  const said: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (DEVELOPMENT_ONLY_LINES.some((known) => known.test(message.text()))) return
    if (['error', 'warning', 'assert'].includes(message.type())) said.push(`console ${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`))
  let inFlight = 0
  page.on('request', () => (inFlight += 1))
  page.on('requestfinished', () => (inFlight -= 1))
  page.on('requestfailed', () => (inFlight -= 1))
  const firstLoad = performance.now()
  await page.goto('/sign-in')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 30_000 })
  const firstPageMs = performance.now() - firstLoad
  // Signed out first, then each account's screens in one session.
  const screens = eachScreenOnce([null, 'agent', 'underwriter', 'summit'])
  const problems: string[] = []
  let account: (typeof screens)[number]['account'] = null
  for (const screen of screens) {
    if (screen.account !== account) {
      if (account) await signOut(page)
      if (screen.account) await signInThroughForm(page, screen.account)
      account = screen.account
    }
    await test.step(`${screen.id} (${screen.href})`, async () => {
      await goInside(page, screen.href)
      // The wizard's first compile took over 15 s beside a second CI run: this asks that it opens, not how fast.
      await expect(page.getByRole('heading', { level: 1 })).toContainText(screen.title, { timeout: 45_000 })
      await settled(page, () => inFlight)
      // An empty live region (waiting for something to say) is not an alert; an assertive one without a role (LiveRegion) is one.
      const alerts = (await page.locator('[role="alert"], [aria-live="assertive"]').allInnerTexts()).filter((text) => text.trim())
      problems.push(...alerts.map((text) => `${screen.id}: an alert: ${text.replace(/\s+/g, ' ')}`), ...said.map((line) => `${screen.id}: ${line}`))
      // What the page said since the last screen (the first load's lines with the first screen's).
      said.length = 0
    })
  }
  const figures = `dev server listening after ${(devServer.readyMs / 1000).toFixed(1)} s; first page (sign-in) ${(firstPageMs / 1000).toFixed(1)} s; ${screens.length} screens`
  testInfo.annotations.push({ type: 'timing', description: figures })
  console.log(figures)
  // The server's own word: a module it could not compile, or dependencies found late, for which Vite reloads the page.
  const serverSaid = devServer.output().match(/^.*(error|warn|reload).*$/gim) ?? []
  expect([...problems, ...serverSaid.map((line) => `the dev server: ${line.trim()}`)]).toEqual([])
})
