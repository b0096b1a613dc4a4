import type { Page } from '@playwright/test'
import { recordsFileName } from '../../src/generic/records-file.ts'
import { expect } from './fixtures.ts'
import { liveRegions } from './live-regions.ts'

/** Records files for the records screen (ADR 0072). */
export const recordsFileInput = (page: Page) => page.getByLabel('Records file (.json)')
export const chooseRecordsFile = (page: Page, text: string, name = recordsFileName()) =>
  recordsFileInput(page).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) })

/** A file of `account` holding one workspace-history record and one remembered mapping, written now. */
export function recordsFile(account: string, savedAt = new Date().toISOString()): string {
  const history = { displayId: 'BR-10002', transactionId: 1, openedAt: savedAt, changes: [] }
  const kinds = [
    { prefix: 'portal.workspace.submissions', records: [{ id: 'BR-10002/1', version: 1, savedAt, data: history }] },
    { prefix: 'portal.schedule-mappings', records: [{ id: 'drivers', version: 1, savedAt, data: { 'Shirt size': [null] } }] },
  ]
  return JSON.stringify({ format: 'agency-portal-records', version: 1, account, exportedAt: savedAt, kinds })
}

/** A file chosen on the records screen: waits for what the import says (its title). */
export const importedFile = (text: string, said: string | RegExp) => async (page: Page) => {
  await chooseRecordsFile(page, text)
  await expect(liveRegions(page).filter({ hasText: said })).toBeVisible()
}
