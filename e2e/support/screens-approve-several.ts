import { APPROVE_SEVERAL, checkedList, confirmList } from './approve-several.ts'
import { approvedByAColleague } from './cancel-approve.ts'
import { ACCOUNTS, expect } from './fixtures.ts'
import { chain, openDialog, type Screen, screen, then, visit } from './screen-steps.ts'
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

export const APPROVE_SEVERAL_SCREENS: Screen[] = [
  // The list, its problems, a list checked, its confirmation and the report.
  chain(screen('approve several, the list', 'underwriter', approveSeveral), [
    { name: 'approve several, problems in the list', step: listProblems('BR20003 2\nBR-20004 two\nBR-20005 2 Non-Payment\nBR-20005 2') },
    { name: 'approve several, checked', step: (page) => checkedList(page, MIXED_LIST) },
    { name: 'approve several, confirmation dialog', step: openDialog('Approve 5 cancellations…', 'Approve 5 cancellations?', 'alertdialog') },
    {
      name: 'approve several, report',
      step: async (page) => {
        await page.getByRole('alertdialog').getByRole('button', { name: 'Approve them all and start the notice clocks' }).click()
        await expect(page.getByTestId('batch-progress')).toContainText('Done:')
      },
    },
    // The same list again: the lines this browser approved, kept a receipt of or saw put on hold are named.
    {
      name: 'approve several, lines this browser knows',
      step: async (page) => {
        await page.getByRole('button', { name: 'Start a new list' }).click()
        await listProblems(MIXED_LIST)(page)
      },
    },
  ]),
  screen(
    'approve several, report, already approved elsewhere',
    'underwriter',
    then(approveSeveral, async (page) => {
      await approvedByAColleague(page, 'BR-20002')
      await checkedList(page, 'BR-20002 2\nBR-20003 2')
      await confirmList(page)
      await expect(page.getByTestId('batch-progress')).toContainText('Done: 2 of 2 cancellations answered · Approved 1 · Already approved 1')
    }),
  ),
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
