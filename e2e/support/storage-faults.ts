import type { Page } from '@playwright/test'
import { type ACCOUNTS, expect, fillSignIn } from './fixtures.ts'
import { addInitScriptForThisTest } from './reused-page.ts'

// A browser that cannot store (ADR 0055). `full`: every write refused with a QuotaExceededError, its key noted for `refusedKeys`
// (refused-writes.ts), reads and removals working; `disabled`: a SecurityError for any storage, as Chromium gives when site data is blocked.
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

/** Storage fails in every document the page opens from now on, until the test ends. */
export const breakStorage = (page: Page, fault: StorageFault) => addInitScriptForThisTest(page, SCRIPTS[fault])
export const tabSessionBanner = (page: Page) => page.getByTestId('tab-session-banner')

/** Signs in through the page and lands on `path` in the same document: the session lives in the tab, which every page says. */
export async function signInInThisTab(page: Page, account: string, path: string): Promise<void> {
  await page.goto(`/sign-in?next=${encodeURIComponent(path)}`)
  await fillSignIn(page, account)
  await expect(tabSessionBanner(page)).toBeVisible()
}

/** A screen of the storage-failure sweep (sweeps.spec.ts): it does what writes, says what it could not keep, and loses nothing shown. */
export interface StorageScreen {
  name: string
  account: keyof typeof ACCOUNTS
  /** An address, or a function that writes what the browser held before (a draft) and returns the address: then storage full only. */
  open: string | ((page: Page) => Promise<string>)
  check: (page: Page) => Promise<void>
}

/** With storage turned off nothing held before can be read. */
export const faultsOf = (entry: StorageScreen): StorageFault[] => (typeof entry.open === 'string' ? ['full', 'disabled'] : ['full'])
