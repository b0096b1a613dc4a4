import type { Page } from '@playwright/test'
import { expect, PASSWORD } from './fixtures.ts'
import { addInitScriptForThisTest } from './reused-page.ts'

/**
 * A browser that cannot store (ADR 0055), from the next document of the page on: `full` refuses every
 * write with a QuotaExceededError (reads and removals still work, as in a full localStorage) and notes
 * the key in the page, for `refusedKeys` (e2e/support/refused-writes.ts);
 * `disabled` refuses even to hand out localStorage, sessionStorage or IndexedDB with a SecurityError,
 * as Chromium does when a person blocks site data.
 */
export type StorageFault = 'full' | 'disabled'
export const STORAGE_FAULTS: Record<StorageFault, string> = { full: 'storage full', disabled: 'storage turned off' }

const SCRIPTS: Record<StorageFault, string> = {
  full: `
    const refused = (window.__refusedStorageKeys = [])
    Storage.prototype.setItem = function (key) {
      refused.push(String(key))
      throw new DOMException("Failed to execute 'setItem' on 'Storage': the quota has been exceeded.", 'QuotaExceededError')
    }
  `,
  disabled: `
    const denied = () => new DOMException('Access is denied for this document.', 'SecurityError')
    for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { configurable: true, get() { throw denied() } })
    IDBFactory.prototype.open = function () { throw denied() }
  `,
}

/**
 * Storage fails in every document the page opens from now on, until the test ends (the page is then
 * handed on whole); what was written before stays readable under `full`.
 */
export const breakStorage = (page: Page, fault: StorageFault) => addInitScriptForThisTest(page, SCRIPTS[fault])

/**
 * Signs in through the sign-in page and lands on `path` in the same document, as a person whose browser
 * cannot store must: the session then lives in the tab, which every page says.
 */
export async function signInInThisTab(page: Page, account: string, path: string): Promise<void> {
  await page.goto(`/sign-in?next=${encodeURIComponent(path)}`)
  await page.getByLabel('E-mail address').fill(account)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(tabSessionBanner(page)).toBeVisible()
}

export const tabSessionBanner = (page: Page) => page.getByTestId('tab-session-banner')
