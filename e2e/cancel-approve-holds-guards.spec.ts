import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, test } from './support/fixtures.ts'
import { chooseOption, pressEnterOn, pressSpaceOn, typeInto } from './support/keyboard.ts'
import { approve, approveButton, confirmButton, expectApproved, expectSays, lastAttempt, openApproval, sandboxDay } from './support/cancel-approve.ts'
import { focused, then, tick } from './support/screen-steps.ts'

const nonPayment = /Non-payment of premium/
const noApproveButton = (page: Page) => expect(approveButton(page)).toHaveCount(0)

test.describe('holds and guards on an approval', () => {
  test('BR-20004: the hold dialog explains the hold and offers no approval until it is resolved', async ({ page }) => {
    const approvals = await openApproval(page, 'BR-20004')
    await approve(page)
    const hold = page.getByRole('alertdialog', { name: 'Approval held for manual review' })
    await expect(hold).toBeVisible()
    await expect(hold.getByRole('button', { name: 'Close' })).toBeFocused()
    await expectSays(hold, 'Nothing was approved', 'The notice minimum falls after the policy expires')
    // The expiry the minimum falls after is said where the hold is, not only in the copied summary.
    await expectSays(hold, `Earliest date the notice allows${sandboxDay(30)} (30 days’ notice)`, `Policy expires${sandboxDay(20)}`)
    await expect(hold).toContainText('Next step: copy the summary and send it to the person who manages this policy’s term and dates.')
    await expect(hold.getByRole('button', { name: 'Copy the summary' })).toBeVisible()
    await expect(hold.getByRole('button', { name: /approve/i })).toHaveCount(0)
    // Short, in one date format: no ISO date, and no scrolling at a laptop's height.
    expect(await hold.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(await hold.evaluate((dialog) => dialog.scrollHeight <= dialog.clientHeight)).toBe(true)
    await page.keyboard.press('Escape')
    await expect(hold).toBeHidden()
    await then(focused(lastAttempt), noApproveButton)(page)
    await expectSays(lastAttempt(page), 'The hold must be resolved before you approve again.', `Policy expires${sandboxDay(20)}`)
    // Leave and come back: the hold is remembered, and approving again waits for the person's word.
    await page.goto('/')
    await page.goBack()
    await expect(lastAttempt(page)).toContainText('The last approval was held for manual review')
    await noApproveButton(page)
    await tick('The hold has been resolved: I want to approve again')(page)
    await expect(approveButton(page)).toBeVisible()
    expect(approvals.count).toBe(1)
  })

  test('BR-20005 as the agent: the account lacks guard authority (403), and the reasons stay', async ({ page }) => {
    await openApproval(page, 'BR-20005', ACCOUNTS.agent)
    await then(tick(nonPayment), approve)(page)
    const refused = page.getByRole('dialog', { name: 'Your account cannot approve this guarded cancellation' })
    await expect(refused).toBeVisible()
    await expectSays(refused, 'this account has no authority to approve guarded cancellations', 'Ask a colleague with guard authority, such as an underwriter')
    await expect(refused.getByRole('textbox')).toHaveCount(0)
    await refused.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('checkbox', { name: nonPayment })).toBeChecked()
    await expect(approveButton(page)).toBeFocused()
  })

  test('BR-20005 as the underwriter: the guard dialog asks for the guard, names what to correct, then approves', async ({ page }) => {
    const approvals = await openApproval(page, 'BR-20005')
    await page.getByRole('checkbox', { name: nonPayment }).check()
    await page.getByRole('textbox', { name: /Other reason, in words/ }).fill('Two notices returned.')
    await approve(page)
    const guard = page.getByRole('dialog', { name: 'This cancellation is guarded' })
    const guardId = guard.getByLabel('Guard id')
    const approveWithGuard = guard.getByRole('button', { name: 'Approve with these guard details' })
    await expect(guard).toBeVisible()
    // It asks for what the service needs from its first field: the service's "required" on fields nobody filled yet is the title's, not a problem on each.
    const problems = guard.getByRole('region', { name: 'There is a problem' })
    await expect(problems).toHaveCount(0)
    await expect(guardId).toBeFocused()
    await expect(guardId).toHaveAccessibleDescription(/ask whoever placed the guard\.$/)
    await expect(guard.getByLabel('Cancellation reason')).toHaveCount(0)
    await guardId.fill('40')
    await guard.getByRole('checkbox', { name: 'I acknowledge the guard on this cancellation' }).check()
    await guard.getByRole('textbox', { name: /Your comment/ }).fill('Confirmed with the premium finance company.')
    await expect(guard.getByTestId('comment-count')).toHaveText('You have 1,957 characters remaining')
    await approveWithGuard.click()
    await expect(guardId).toHaveAccessibleDescription(/The guard id does not match this cancellation's guard/)
    await expect(guardId).toHaveAttribute('aria-invalid', 'true')
    await expect(problems).toBeFocused()
    await guardId.fill('41')
    await approveWithGuard.click()
    await expectApproved(page)
    await expect(page.getByTestId('approval-ids')).toContainText('880005')
    expect(approvals.count).toBe(3)
  })

  test('BR-20005 with no reason chosen, by keyboard alone: once guarded, the dialog asks for the guard and the reason together, so the next approval goes through', async ({
    page,
  }) => {
    const approvals = await openApproval(page, 'BR-20005')
    await pressEnterOn(page, approveButton(page))
    await expect(confirmButton(page)).toBeVisible()
    await pressEnterOn(page, confirmButton(page))
    const guard = page.getByRole('dialog', { name: 'This cancellation is guarded' })
    const approveWithGuard = guard.getByRole('button', { name: 'Approve with these guard details' })
    // All it asks for, and its approval, within a laptop's height: no scrolling inside the dialog.
    await expect(approveWithGuard).toBeVisible()
    expect(await guard.evaluate((dialog) => dialog.scrollHeight <= dialog.clientHeight)).toBe(true)
    // Only reasons the service takes: leaving it to the stored one could be refused (rule 1, both controls off), a third round trip.
    const reasons = guard.getByLabel('Cancellation reason')
    await expect(reasons.getByRole('option')).toHaveText(['Choose', 'Non-payment of premium', 'Underwriting reasons', 'Requested by the insured or the broker'])
    await pressEnterOn(page, approveWithGuard)
    // Checked in the browser before anything is sent: the guard's three and the reason, all at once.
    await expect(guard.getByRole('region', { name: 'There is a problem' }).getByRole('link')).toHaveCount(4)
    await typeInto(page, guard.getByLabel('Guard id'), '41')
    await pressSpaceOn(page, guard.getByRole('checkbox', { name: 'I acknowledge the guard on this cancellation' }))
    await typeInto(page, guard.getByRole('textbox', { name: /Your comment/ }), 'Confirmed with the premium finance company.')
    await chooseOption(page, reasons, 'Non-payment of premium')
    await pressEnterOn(page, approveWithGuard)
    await expectApproved(page)
    await expect(page.getByTestId('notice-explained')).toContainText('Non-payment of premium (non_payment)')
    expect(approvals.count).toBe(2)
  })
})
