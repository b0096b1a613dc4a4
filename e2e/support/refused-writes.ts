import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** With storage full, an entry of the storage sweep tried to write every kind of record its `writes` says (e2e/support/record-kinds-swept.ts). */
export async function expectKindsTried(page: Page, entry: string, kinds: readonly string[]): Promise<void> {
  // The keys this document tried to write while storage was full (e2e/support/storage-faults.ts).
  const refused = await page.evaluate(() => (window as { __refusedStorageKeys?: string[] }).__refusedStorageKeys ?? [])
  const untried = kinds.filter((kind) => !refused.some((key) => key === kind || key.startsWith(`${kind}.`)))
  expect(untried, `kinds of browser record "${entry}" is said to write and did not try to`).toEqual([])
}
