import type { Page } from '@playwright/test'
import { SETTLE_MS } from '../../src/generic/send-latch.ts'
import { expect, PASSWORD } from './fixtures.ts'

/**
 * Opens `path` as a load would leave it, at a tenth of a load's CPU (ADR 0074), for the failure suite and double activation. A load forgets
 * React Query's cache, which the portal drops only as the session ends, so a signed-in page signs out and in again through the form, on its
 * way back to `path`; a signed-out page just opens it. A page under a modal dialog, or not showing the portal yet, is loaded.
 */
export async function reopen(page: Page, path: string) {
  if (!(await showsPortalFreely(page))) {
    await page.goto(path)
    return
  }
  const started = Date.now()
  const account = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.session') ?? 'null') as { username: string } | null)?.username)
  if (account) {
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    // The address the portal sends a signed-out person to (signInPath, src/domain/paths.ts); a public screen would not.
    await openInApp(page, `/sign-in?${new URLSearchParams({ next: path }).toString()}`)
    await page.getByLabel('E-mail address').fill(account)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    // Enter rather than a click: a click where the last step's send control was is ignored for a moment (ADR 0049).
    await page.getByLabel('Password', { exact: true }).press('Enter')
  } else {
    // The same screen would stay mounted, with what it holds.
    if (new URL(page.url()).pathname === new URL(path, page.url()).pathname) throw new Error(`${path} is open already: reopen cannot start it anew`)
    await openInApp(page, path)
  }
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path)
  // A load also ends what the last step's send left behind: for SETTLE_MS a click where it was is ignored (ADR 0049), and the next step's
  // control is often there. In the page it lasts, so a re-open takes that long at least.
  await page.waitForTimeout(Math.max(0, SETTLE_MS - (Date.now() - started)))
}

/** The portal is drawn here (not a blank page, nor the favicon `signInQuickly` leaves the page on), with no modal dialog over it. */
function showsPortalFreely(page: Page) {
  return page.evaluate(() => Boolean(document.getElementById('root')?.childElementCount) && !document.querySelector('dialog[open]:modal'))
}

/** What a link does: the router reads the new address from the history. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}
