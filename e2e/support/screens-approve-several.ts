import { APPROVE_SEVERAL, checkedList, confirmList } from './approve-several.ts'
import { ACCOUNTS, expect } from './fixtures.ts'
import { dialog, type Screen, screen, then, visit } from './screen-steps.ts'
import { breakStorage, signInInThisTab } from './storage-faults.ts'

/** "Approve several" and its states, for the sweeps (docs/decisions/0065-approve-several.md). */

export const approveSeveral = visit(APPROVE_SEVERAL, 'Approve several cancellations')
/** One line of each outcome the sandbox gives without a fault. */
export const MIXED_LIST = ['BR-20003 2', 'BR-20004 2', 'BR-20005 2', 'BR-20006 2', 'BR-29999 2'].join('\n')

export const listProblems = (text: string) => async (page: Parameters<Screen['reach']>[0]) => {
  await page.getByLabel('The cancellations, one a line').fill(text)
  await page.getByRole('button', { name: 'Check the list' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The list has' })).toBeVisible()
}

export const finishedBatch = (text: string) =>
  then(approveSeveral, async (page) => {
    await checkedList(page, text)
    await confirmList(page)
    await expect(page.getByTestId('batch-progress')).toContainText('Done:')
  })

export const APPROVE_SEVERAL_SCREENS: Screen[] = [
  screen('approve several, the list', 'underwriter', approveSeveral),
  screen(
    'approve several, problems in the list',
    'underwriter',
    then(approveSeveral, listProblems('BR20003 2\nBR-20004 two\nBR-20005 2 Non-Payment\nBR-20005 2')),
  ),
  screen(
    'approve several, checked',
    'underwriter',
    then(approveSeveral, (page) => checkedList(page, MIXED_LIST)),
  ),
  screen(
    'approve several, confirmation dialog',
    'underwriter',
    then(approveSeveral, async (page) => {
      await checkedList(page, MIXED_LIST)
      await page.getByRole('button', { name: 'Approve 5 cancellations…' }).click()
      await dialog(page, 'Approve 5 cancellations?', 'alertdialog')
    }),
  ),
  screen('approve several, report', 'underwriter', finishedBatch(MIXED_LIST)),
  screen('approve several, batch not kept by a full storage', null, async (page) => {
    await breakStorage(page, 'full')
    await signInInThisTab(page, ACCOUNTS.underwriter, APPROVE_SEVERAL)
    await checkedList(page, 'BR-20003 2')
    await confirmList(page)
    await expect(page.getByRole('alert').filter({ hasText: 'Not kept in this browser' })).toBeVisible()
  }),
  screen('approve several, paused by a 429', 'underwriter', async (page, sandbox) => {
    await sandbox.injectFault({ method: 'POST', path: '/v1/submission/BR-20007/2/cancel-approve', status: 429, headers: { 'Retry-After': '1' } })
    await approveSeveral(page, sandbox)
    await checkedList(page, 'BR-20003 2\nBR-20007 2')
    await confirmList(page)
    await expect(page.getByText('The service asked the portal to slow down (429)')).toBeVisible()
  }),
]
