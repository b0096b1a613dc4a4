import type { Page } from '@playwright/test'
import { expect, photo, test } from './support/fixtures.ts'
import { approve, approveButton, confirmButton, confirmDialog, expectApproved, expectSays, lastAttempt, openApproval } from './support/cancel-approve.ts'
import { click, focused, follow, heading, sees, then, tick } from './support/screen-steps.ts'

const BR_20002 = '/v1/submission/BR-20002/2/cancel-approve'
const keptReceipts = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('portal.approval-receipts.')))
const noApproveButton = (page: Page) => expect(approveButton(page)).toHaveCount(0)
const receipt = (page: Page) => page.getByRole('heading', { name: 'Saved-approval receipt' })

test.describe('an approval is sent once, and its proof is kept', () => {
  test('BR-20006: the saved-approval receipt is kept, survives a reload, prints, copies, and blocks approving again', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const approvals = await openApproval(page, 'BR-20006')
    await approve(page)
    await expect(heading(page)).toHaveText('Cancellation approved, but the notice handoff did not finish: BR-20006, transaction 2')
    await expect(receipt(page)).toBeVisible()
    const ids = page.getByTestId('approval-ids')
    await expectSays(ids, '880006', 'Notice continuation id5001', 'notice_handoff_failed')
    expect(await keptReceipts(page)).toEqual(['portal.approval-receipts.underwriter@blueridge.example/BR-20006/2'])
    await page.reload()
    await then(sees(receipt), sees('Do not approve this cancellation again.'), noApproveButton)(page)
    await sees('This receipt is kept in this browser until you delete it.')(page)
    await click('Copy as text')(page)
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('Saved-approval receipt')
    expect(copied).toContain('Transportation submission id: 880006')
    expect(copied).toContain('Notice continuation id: 5001')
    expect(copied).toContain('Submission status: Pending Cancellation')
    expect(copied).toContain('Reason code: cancellation_notice_continuation_review')
    expect(copied.match(/^Service message: The approval was saved/gm)).toHaveLength(1)
    await page.emulateMedia({ media: 'print' })
    await expect(heading(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
    await expect(ids).toBeVisible()
    await photo(page, 'cancel-21-receipt-print')
    await page.emulateMedia({ media: 'screen' })
    await page.goto('/submissions')
    await expect(page.getByText('Cancellation approved; the notice handoff did not finish.')).toBeVisible()
    await expect(page.getByRole('button', { name: /Remove BR-20006/ })).toHaveCount(0)
    await page.getByRole('link', { name: 'BR-20006, transaction 2', exact: true }).click()
    await then(sees('This browser keeps a saved-approval receipt for this transaction'), follow('See the receipt'), sees(receipt))(page)
    await click('Delete this receipt from this browser…')(page)
    const confirmDelete = page.getByRole('dialog', { name: 'Delete this receipt?' })
    await expect(confirmDelete.getByRole('button', { name: 'Keep it' })).toBeFocused()
    await confirmDelete.getByRole('button', { name: 'Delete the receipt' }).click()
    await expect(page.getByText('This receipt is deleted from this browser.')).toBeFocused()
    expect(await keptReceipts(page)).toEqual([])
    expect(approvals.count).toBe(1)
  })

  test('a double click sends one request', async ({ page, sandbox }) => {
    await sandbox.injectFault({ method: 'POST', path: BR_20002, delayMs: 3000 })
    const approvals = await openApproval(page, 'BR-20002')
    await approveButton(page).click()
    await confirmButton(page).dblclick()
    await expect(page.getByText('Sending the approval. Keep this page open until the answer comes.')).toBeVisible()
    // A busy button ignores clicks (it is aria-disabled, so Playwright would wait for it: force the clicks).
    await approveButton(page).dblclick({ force: true })
    await expectApproved(page)
    expect(approvals.count).toBe(1)
  })

  test('a 429 is not resent by itself; trying again is the person’s choice', async ({ page, sandbox }) => {
    await sandbox.injectFault({ method: 'POST', path: BR_20002, status: 429, headers: { 'Retry-After': '1' } })
    await page.clock.install()
    const approvals = await openApproval(page, 'BR-20002')
    await approve(page)
    const busy = page.getByRole('alert').filter({ hasText: 'The service was too busy to take the approval' })
    await expect(busy).toContainText('nothing was approved, and the portal did not send it again')
    await expect(page.getByText('The service asked us to slow down')).toHaveCount(0)
    // Longer than the transport's first wait (1 s) and the Retry-After, on the page's clock: a resend would have gone out, and been counted a moment later.
    await page.clock.runFor(2500)
    await page.waitForTimeout(250)
    expect(approvals.count).toBe(1)
    await busy.getByRole('button', { name: 'Try again…' }).click()
    await then(sees(confirmDialog), click(confirmButton), expectApproved)(page)
    expect(approvals.count).toBe(2)
  })

  test('a generic 500 leaves the outcome unknown, and approving again waits until the person checked', async ({ page, sandbox }) => {
    await sandbox.injectFault({ method: 'POST', path: BR_20002, status: 500 })
    const approvals = await openApproval(page, 'BR-20002')
    await approve(page)
    await then(focused(lastAttempt), noApproveButton)(page)
    await expect(lastAttempt(page)).toContainText('The outcome of the last approval is unknown')
    await page.reload()
    await expect(lastAttempt(page)).toContainText(/The approval sent on .* failed at the service, which did not say whether it was saved\./)
    // The portal cannot read a policy's status: it says so rather than point to a view it does not have.
    await expect(lastAttempt(page)).toContainText('Check the policy’s status elsewhere before you approve again: this portal cannot show it.')
    await then(tick('I have checked: this cancellation was not approved'), approve, expectApproved)(page)
    expect(approvals.count).toBe(2)
  })
})
