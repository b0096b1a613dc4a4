import { ACCOUNTS, expect, test } from './support/fixtures.ts'
import { approve, approveButton, countApprovals, expectApproved, expectNoSidewaysScroll, photograph, sandboxDay } from './support/cancel-approve.ts'

test.describe('holds and guards on an approval', () => {
  test('BR-20004: the hold dialog explains the hold and offers no approval until it is resolved', async ({ page, signInQuickly, saveScreenshot }) => {
    await signInQuickly(page, ACCOUNTS.underwriter)
    const approvals = countApprovals(page)
    await page.goto('/submissions/BR-20004/2/cancel-approve')
    await approve(page)

    const hold = page.getByRole('alertdialog', { name: 'Approval held for manual review' })
    await expect(hold).toBeVisible()
    await expect(hold.getByRole('button', { name: 'Close' })).toBeFocused()
    await expect(hold).toContainText('Nothing was approved')
    await expect(hold).toContainText('The notice minimum falls after the policy expires')
    await expect(hold).toContainText(`after the policy expires on ${new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)}`)
    await expect(hold).toContainText(`The minimum date is ${sandboxDay(30)}: no stored cancellation date may fall before it.`)
    await expect(hold.getByRole('button', { name: /approve/i })).toHaveCount(0)
    await photograph(page, saveScreenshot, 'cancel-10-hold-dialog')

    await page.keyboard.press('Escape')
    await expect(hold).toBeHidden()
    const panel = page.getByTestId('last-attempt')
    await expect(panel).toBeFocused()
    await expect(panel).toContainText('The hold must be resolved before you approve again.')
    await expect(approveButton(page)).toHaveCount(0)
    await photograph(page, saveScreenshot, 'cancel-11-held')
    await expectNoSidewaysScroll(page)

    // Leave and come back: the hold is remembered, and approving again waits for the person's word.
    await page.goto('/')
    await page.goBack()
    await expect(page.getByTestId('last-attempt')).toContainText('The last approval was held for manual review')
    await expect(approveButton(page)).toHaveCount(0)
    await page.getByRole('checkbox', { name: 'The hold has been resolved: I want to approve again' }).check()
    await expect(approveButton(page)).toBeVisible()
    expect(approvals.count).toBe(1)
  })

  test('BR-20005 as the agent: the account lacks guard authority (403), and the reasons stay', async ({ page, signInQuickly, saveScreenshot }) => {
    await signInQuickly(page, ACCOUNTS.agent)
    await page.goto('/submissions/BR-20005/2/cancel-approve')
    await page.getByRole('checkbox', { name: /Non-payment of premium/ }).check()
    await approve(page)
    const refused = page.getByRole('dialog', { name: 'Your account cannot approve this guarded cancellation' })
    await expect(refused).toBeVisible()
    await expect(refused).toContainText('this account has no authority to approve guarded cancellations')
    await expect(refused).toContainText('Ask a colleague whose account has it, such as an underwriter')
    await expect(refused.getByRole('textbox')).toHaveCount(0)
    await photograph(page, saveScreenshot, 'cancel-12-guard-authority')
    await refused.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('checkbox', { name: /Non-payment of premium/ })).toBeChecked()
    await expect(approveButton(page)).toBeFocused()
  })

  test('BR-20005 as the underwriter: the guard dialog asks for the guard, names what to correct, then approves', async ({ page, signInQuickly, checkA11y, saveScreenshot }) => {
    await signInQuickly(page, ACCOUNTS.underwriter)
    const approvals = countApprovals(page)
    await page.goto('/submissions/BR-20005/2/cancel-approve')
    await page.getByRole('checkbox', { name: /Non-payment of premium/ }).check()
    await page.getByRole('textbox', { name: /Other reason, in words/ }).fill('Two notices returned.')
    await approve(page)

    const guard = page.getByRole('dialog', { name: 'This cancellation is guarded' })
    await expect(guard).toBeVisible()
    await expect(guard.getByLabel('Guard id')).toBeFocused()
    await expect(guard.getByLabel('Guard id')).toHaveAccessibleDescription(/Required: this cancellation is guarded/)
    await checkA11y(page, 'guard dialog, details required')
    await photograph(page, saveScreenshot, 'cancel-13-guard-required')

    await guard.getByLabel('Guard id').fill('40')
    await guard.getByRole('checkbox', { name: 'I acknowledge the guard on this cancellation' }).check()
    await guard.getByRole('textbox', { name: /Your comment/ }).fill('Confirmed with the premium finance company.')
    await expect(guard.getByTestId('comment-count')).toHaveText('You have 1,957 characters remaining')
    await guard.getByRole('button', { name: 'Approve with these guard details' }).click()

    await expect(guard.getByLabel('Guard id')).toHaveAccessibleDescription(/The guard id does not match this cancellation's guard/)
    await expect(guard.getByLabel('Guard id')).toHaveAttribute('aria-invalid', 'true')
    await expect(guard.getByLabel('Guard id')).toBeFocused()
    await photograph(page, saveScreenshot, 'cancel-14-guard-conflict')

    await guard.getByLabel('Guard id').fill('41')
    await guard.getByRole('button', { name: 'Approve with these guard details' }).click()
    await expectApproved(page)
    await expect(page.getByTestId('approval-ids')).toContainText('880005')
    expect(approvals.count).toBe(3)
  })
})
