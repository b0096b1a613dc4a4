import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { liveRegions } from './live-regions.ts'

/** Shared steps of "Approve several" (docs/decisions/0065-approve-several.md). */

export const APPROVE_SEVERAL = '/cancellations/approve-several'

/** Counts the approvals the page sends, per transaction (`BR-20003/2`), from now on. */
export function countApprovalsPerLine(page: Page) {
  const counts: Record<string, number> = {}
  page.on('request', (request) => {
    const match = /\/v1\/submission\/([^/]+)\/(\d+)\/cancel-approve$/.exec(new URL(request.url()).pathname)
    if (request.method() === 'POST' && match) counts[`${match[1]}/${match[2]}`] = (counts[`${match[1]}/${match[2]}`] ?? 0) + 1
  })
  return counts
}

export const lineOf = (page: Page, displayId: string) => page.getByTestId('batch-line').filter({ hasText: displayId })

/** Pastes the list and checks it; the list must be good. */
export async function checkedList(page: Page, text: string) {
  await page.getByLabel('The cancellations, one a line').fill(text)
  await page.getByRole('button', { name: 'Check the list' }).click()
  await expect(liveRegions(page).filter({ hasText: 'to approve, checked' })).toBeVisible()
}

export const confirmList = async (page: Page) => {
  await page.getByRole('button', { name: /^Approve \d+ cancellations?…$/ }).click()
  const dialog = page.getByRole('alertdialog', { name: /^Approve \d+ cancellations?\?$/ })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Approve them all and start the notice clocks' }).click()
}
