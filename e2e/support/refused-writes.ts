import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** The keys this document tried to write while storage was full (e2e/support/storage-faults.ts). */
const refusedKeys = (page: Page) => page.evaluate(() => (window as { __refusedStorageKeys?: string[] }).__refusedStorageKeys ?? [])

const ofKind = (key: string, kind: string) => key === kind || key.startsWith(`${kind}.`)

/**
 * With storage full, an entry of the storage sweep tried to write every kind of browser record it says
 * it writes (`writes`, e2e/support/record-kinds-swept.ts), so that what it says stays true.
 */
export async function expectKindsTried(page: Page, entry: string, kinds: readonly string[]): Promise<void> {
  const refused = await refusedKeys(page)
  const untried = kinds.filter((kind) => !refused.some((key) => ofKind(key, kind)))
  expect(untried, `kinds of browser record "${entry}" is said to write and did not try to`).toEqual([])
}
