import type { Page } from '@playwright/test'
import { type ACCOUNTS, expect, fillSignIn } from './fixtures.ts'
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
  await fillSignIn(page, account)
  await expect(tabSessionBanner(page)).toBeVisible()
}

export const tabSessionBanner = (page: Page) => page.getByTestId('tab-session-banner')

/**
 * A screen that writes to browser storage, for the storage-failure sweep (e2e/sweeps.spec.ts; ADR 0055):
 * opened through sign-in in one tab with storage full and with storage turned off, it does what writes
 * and says what it could not keep, and nothing on the page is lost.
 */
export interface StorageScreen {
  name: string
  account: keyof typeof ACCOUNTS
  /**
   * Where sign-in leads: an address, or what the browser held before its storage failed (a draft), written
   * now, and the address that opens it. The latter is reachable only when storage is full: a browser
   * whose storage is turned off reads nothing.
   */
  open: string | ((page: Page) => Promise<string>)
  /** Does what writes, then checks where the screen says it and that what the page shows is still there. */
  check: (page: Page) => Promise<void>
}

/** Which failures an entry is opened under: one that needs what the browser held before reads it only while storage is full. */
export const faultsOf = (entry: StorageScreen): StorageFault[] => (typeof entry.open === 'string' ? ['full', 'disabled'] : ['full'])
