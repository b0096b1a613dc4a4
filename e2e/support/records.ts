import type { Page } from '@playwright/test'
import { recordsFileName } from '../../src/generic/records-file.ts'
import { expect } from './fixtures.ts'
import { liveRegions } from './live-regions.ts'

/** Records files for the records screen (docs/decisions/0072-records-that-move-with-the-person.md). */

export const recordsFileInput = (page: Page) => page.getByLabel('Records file (.json)')

/** A file of `account` holding one workspace-history record and one remembered mapping, written now. */
export function recordsFile(account: string, savedAt = new Date().toISOString()): string {
  return JSON.stringify({
    format: 'agency-portal-records',
    version: 1,
    account,
    exportedAt: savedAt,
    kinds: [
      {
        prefix: 'portal.workspace.submissions',
        records: [{ id: 'BR-10002/1', version: 1, savedAt, data: { displayId: 'BR-10002', transactionId: 1, openedAt: savedAt, changes: [] } }],
      },
      { prefix: 'portal.schedule-mappings', records: [{ id: 'drivers', version: 1, savedAt, data: { 'Shirt size': [null] } }] },
    ],
  })
}

export const chooseRecordsFile = (page: Page, text: string, name = recordsFileName()) =>
  recordsFileInput(page).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) })

/** The records screen, then a file chosen: waits for what the import says (its title). */
export const importedFile = (text: string, said: string | RegExp) => async (page: Page) => {
  await chooseRecordsFile(page, text)
  await expect(liveRegions(page).filter({ hasText: said })).toBeVisible()
}
