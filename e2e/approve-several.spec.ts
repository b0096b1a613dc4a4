import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, openSignedIn, test } from './support/fixtures.ts'
import { APPROVE_SEVERAL, approvedByAColleague, checkedList, confirmList, countApprovals, expectSays, lineOf, sandboxDay } from './support/cancel-approve.ts'
import { liveRegions } from './support/live-regions.ts'
import { click, fill, sees, then } from './support/screen-steps.ts'

const LIST = ['BR-20003, 2', 'BR-20004, 2', 'BR-20005, 2', 'BR-20006, 2', 'BR-20001, 2, non_payment', 'BR-29999, 2'].join('\n')
const progress = (page: Page) => page.getByTestId('batch-progress')
/** The list typed in place of what the box held, then checked. */
const listChecked = (text: string) => then(fill('The cancellations, one a line', text), click('Check the list'))

test.describe('approve several', () => {
  test('a day’s approvals in one pass: each line sent once, each outcome on its line, the receipt kept; a reload mid-run resends nothing', async ({ page }) => {
    test.setTimeout(90_000)
    const sent = countApprovals(page)
    await openSignedIn(page, APPROVE_SEVERAL, ACCOUNTS.underwriter)
    // The list is checked first: an ill-formed id and a repeat are named by line, nothing is sent.
    await listChecked('BR20003, 2\nBR-20004, 2\nbr-20004 2')(page)
    const problems = liveRegions(page).filter({ hasText: 'The list has 2 problems' })
    await expectSays(problems, 'Line 1: “BR20003” is not a display id', 'Line 3: BR-20004, transaction 2, is already on line 2.')
    // BR-20005's answer never comes: the page is reloaded while it is on its way.
    await page.route('**/v1/submission/BR-20005/2/cancel-approve', () => undefined)
    await checkedList(page, LIST)
    await confirmList(page)
    await expect(lineOf(page, 'BR-20003')).toContainText('Approved')
    await expect(lineOf(page, 'BR-20004')).toContainText('On hold')
    await expect(lineOf(page, 'BR-20005')).toContainText('On its way')
    await page.reload()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await expect(lineOf(page, 'BR-20005')).toContainText('Outcome unknown')
    await then(sees('The page was reloaded while the batch ran.'), click('Go on with the rest'))(page)
    await expect(progress(page)).toContainText('Done: 6 of 6 cancellations answered')
    // The moved dates in the words of the approval's own page.
    await expect(lineOf(page, 'BR-20003')).toContainText(
      `Requested cancellation date and auto liability (AL) cancellation date, ${sandboxDay(3)}, moved to ${sandboxDay(30)}, now the stored dates: Lengthened to the state notice minimum (30 days).`,
    )
    await expect(lineOf(page, 'BR-20006')).toContainText('Saved-approval receipt')
    await expect(lineOf(page, 'BR-20001')).toContainText('Approved')
    await expect(lineOf(page, 'BR-29999')).toContainText('Not found')
    await expect(lineOf(page, 'BR-20005').getByRole('link', { name: 'Open it alone: BR-20005, transaction 2' })).toBeVisible()
    expect(sent.perLine).toEqual({ 'BR-20003/2': 1, 'BR-20004/2': 1, 'BR-20005/2': 1, 'BR-20006/2': 1, 'BR-20001/2': 1, 'BR-29999/2': 1 })
    // The receipt is where a single approval keeps it; the report exports as CSV.
    const receipts = await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('portal.approval-receipts.')))
    expect(receipts).toEqual([`portal.approval-receipts.${ACCOUNTS.underwriter}/BR-20006/2`])
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^approvals-\d{4}-\d{2}-\d{2}\.csv$/)
    // A held line's next step opens its own page on the hold, with the summary to send.
    await lineOf(page, 'BR-20004').getByRole('link', { name: 'Resolve the hold: BR-20004, transaction 2' }).click()
    const held = page.getByTestId('last-attempt')
    await expect(held).toContainText('The last approval was held for manual review')
    await expect(held.getByRole('button', { name: 'Copy the summary' })).toBeVisible()
  })

  test('an answer "already approved" is labelled so; lines this browser knows are named at the check, and nothing is sent again', async ({ page }) => {
    await approvedByAColleague(page, 'BR-20002')
    const sent = countApprovals(page)
    await openSignedIn(page, APPROVE_SEVERAL, ACCOUNTS.underwriter)
    await checkedList(page, 'BR-20003 2\nBR-20004 2\nBR-20002 2')
    await confirmList(page)
    await expect(progress(page)).toContainText('Done: 3 of 3 cancellations answered · Approved 1 · Already approved 1 · On hold 1')
    await expectSays(lineOf(page, 'BR-20002'), 'Already approved', 'This cancellation has already been approved')
    await expect(lineOf(page, 'BR-20002')).not.toContainText('Not found')
    // The same cancellations again: those this browser approved or saw put on hold are named before anything is sent.
    await then(click('Start a new list'), listChecked('BR-20003 2\nBR-20004 2\nBR-20001 2 non_payment'))(page)
    const problems = liveRegions(page).filter({ hasText: 'The list has 2 problems' })
    await expectSays(problems, 'Line 1: BR-20003, transaction 2: already approved from this browser on', 'Line 2: BR-20004, transaction 2: on hold since')
    await expect(page.getByRole('button', { name: /^Approve \d+ cancellations?…$/ })).toHaveCount(0)
    // Left out in one action; the list stays as typed, and the report names the lines left out.
    await click('Leave out the 2 lines this browser knows')(page)
    await expect(page.getByLabel('The cancellations, one a line')).toHaveValue('BR-20003 2\nBR-20004 2\nBR-20001 2 non_payment')
    await expect(liveRegions(page).filter({ hasText: 'Left out: 2 lines of the list, not sent' })).toContainText('Line 2: BR-20004, transaction 2')
    await confirmList(page)
    await expect(progress(page)).toContainText('Done: 1 of 1 cancellation answered · Approved 1')
    await expectSays(lineOf(page, 'BR-20003'), 'Left out', 'Line 1 of the list, not sent: already approved from this browser on')
    await expect(lineOf(page, 'BR-20004')).toContainText('Line 2 of the list, not sent: on hold since')
    expect(sent.perLine).toEqual({ 'BR-20003/2': 1, 'BR-20004/2': 1, 'BR-20002/2': 1, 'BR-20001/2': 1 })
  })

  test('a 429 pauses the batch and asks; the line is sent again only when the person goes on', async ({ page, sandbox }) => {
    await sandbox.injectFault({ method: 'POST', path: '/v1/submission/BR-20007/2/cancel-approve', status: 429, headers: { 'Retry-After': '1' } })
    const sent = countApprovals(page)
    await openSignedIn(page, APPROVE_SEVERAL, ACCOUNTS.underwriter)
    await checkedList(page, 'BR-20007 2\nBR-20008 2')
    await confirmList(page)
    await expect(page.getByText('The service asked the portal to slow down: the line it was about to approve was not processed')).toBeVisible()
    expect(sent.perLine).toEqual({ 'BR-20007/2': 1 })
    await click('Go on with the rest')(page)
    await expect(progress(page)).toContainText('Done: 2 of 2 cancellations answered · Approved 2')
    expect(sent.perLine).toEqual({ 'BR-20007/2': 2, 'BR-20008/2': 1 })
  })
})
