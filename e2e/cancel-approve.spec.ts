import { pressEnterOn, pressSpaceOn, typeInto } from './support/keyboard.ts'
import { focused, key, summary, then } from './support/screen-steps.ts'
import { expect, test, photo, photograph, expectNoSidewaysScroll } from './support/fixtures.ts'
import { approveButton, confirmButton, confirmDialog, expectApproved, expectSays, openAndApprove, openApproval, sandboxDay } from './support/cancel-approve.ts'

test.describe('approving a cancellation', () => {
  test('BR-20001: the service asks for the reason, then approves; by keyboard alone', async ({ page }) => {
    const approvals = await openApproval(page, 'BR-20001')
    await expect(page.getByRole('heading', { level: 1, name: 'Approve the cancellation of BR-20001, transaction 2' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Cancellation reason' })).toHaveAccessibleDescription(
      /^Leave it empty to use the reason stored on the cancellation, if the service can; otherwise it asks you for one\./,
    )
    await pressEnterOn(page, approveButton(page))
    await expect(confirmDialog(page)).toBeVisible()
    await expect(confirmDialog(page).getByRole('button', { name: 'Go back' })).toBeFocused()
    await expect(confirmDialog(page)).toContainText('Approving starts the notice clocks on this policy and cannot be undone from the portal.')
    await expect(confirmDialog(page)).toContainText('Approval does not mean the notices are ready, printed or delivered, nor that the cancellation is final.')
    await then(key('Shift+Tab'), focused(confirmButton), key('Enter'), focused(summary))(page)
    await expect(summary(page)).toContainText('Required: this cancellation takes no stored default')
    await then(key('Tab'), key('Enter'))(page)
    await expect(page.locator('#reasons')).toBeFocused()
    await pressSpaceOn(page, page.getByRole('checkbox', { name: /Non-payment of premium/ }))
    await pressEnterOn(page, page.getByRole('button', { name: 'Add an internal reason' }))
    await page.keyboard.type('premium_finance_notice')
    await typeInto(page, page.getByRole('textbox', { name: /Other reason, in words/ }), 'Second notice returned unpaid.')
    await expect(page.getByTestId('otherReason-count')).toHaveText('You have 470 characters remaining')
    await pressEnterOn(page, approveButton(page))
    await expectSays(confirmDialog(page), 'Non-payment of premium (non_payment)', 'premium_finance_notice')
    await then(key('Shift+Tab'), key('Enter'), expectApproved)(page)
    await expectSays(page.getByTestId('approval-ids'), '880001', 'Pending Cancellation')
    await expect(page.getByText('Approval does not mean the notices are ready, printed or delivered').first()).toBeVisible()
    // Final premiums are read from the submission's details (rule 5), a view this portal does not have: not pointed to.
    await expect(page.getByText(/final premium/i)).toHaveCount(0)
    await expect(page.getByTestId('notice-explained')).toContainText('Approved with the reason Non-payment of premium (non_payment).')
    await photograph(page, 'cancel-04-approved')
    await expectNoSidewaysScroll(page)
    expect(approvals.count).toBe(2)
  })

  test('BR-20002: an empty reason takes the stored one, and a reload shows it already approved', async ({ page }) => {
    const approvals = await openAndApprove(page, 'BR-20002')
    await expect(page.getByTestId('notice-explained')).toContainText(
      'You left the reason empty, so the service used the reason stored on the cancellation: Non-payment of premium (non_payment).',
    )
    await page.reload()
    await expectApproved(page)
    await expect(page.getByTestId('approval-ids')).toContainText('880002')
    await photo(page, 'cancel-05-already-approved')
    expect(approvals.count).toBe(1)
  })

  test('BR-20003: the dates lengthened to the minimum are the stored ones, and the screen says why', async ({ page }) => {
    await openAndApprove(page, 'BR-20003')
    const dates = page.getByTestId('stored-dates')
    await expectSays(dates, `Stored cancellation date${sandboxDay(30)}`, `Stored auto liability (AL) cancellation date${sandboxDay(30)}`)
    // A policy without workers' compensation gets no line for its date.
    await expect(dates).not.toContainText('workers’ compensation')
    const explained = page.getByTestId('notice-explained')
    await expectSays(explained, 'Approval enforcement is on', `A notice minimum applies: 30 days’ notice`)
    await expect(explained).toContainText(
      `Requested cancellation date and auto liability (AL) cancellation date, ${sandboxDay(3)}, moved to ${sandboxDay(30)}, now the stored dates: Lengthened to the state notice minimum (30 days).`,
    )
    await expect(explained).toContainText(`The earliest date the notice allows is ${sandboxDay(30)}`)
    // The service measured the requested dates: not shown under the stored dates' name (rule 5), in one row, the minimum not said again.
    const measured = page.getByTestId('date-measurements')
    await expect(measured.getByRole('row')).toHaveCount(2)
    const row = measured.getByRole('row').nth(1)
    await expect(row.getByRole('rowheader')).toHaveText('Requested cancellation date and auto liability (AL) cancellation date')
    await expect(row.getByRole('cell')).toHaveText([sandboxDay(3), '3 days', 'Not met', 'Inside'], { useInnerText: true })
    await expect(measured).not.toContainText('Stored cancellation date')
    await photograph(page, 'cancel-06-lengthened')
  })

  test('BR-20007, BR-20008 and BR-20009: no minimum, a WC date, and an AL date not stored', async ({ page, checkA11y }) => {
    await openAndApprove(page, 'BR-20007')
    const dates = page.getByTestId('stored-dates')
    await expect(page.getByTestId('notice-explained')).toContainText('No statutory notice minimum applies')
    await expect(dates).toContainText(`Stored cancellation date${sandboxDay(1)}`)
    const measured = page.getByTestId('date-measurements').getByRole('row', { name: /^Stored cancellation date/ })
    await expect(measured.getByRole('cell')).toHaveText([sandboxDay(1), '1 day', 'None applies', 'Inside'], { useInnerText: true })
    await openAndApprove(page, 'BR-20008')
    await expect(dates).toContainText(`Stored workers’ compensation (WC) cancellation date${sandboxDay(12)}`)
    await openAndApprove(page, 'BR-20009')
    await expectSays(dates, `Stored cancellation date${sandboxDay(12)}`, 'That is not proof that the coverage is absent')
    await expect(dates).toContainText('Stored auto liability (AL) cancellation dateNot stored: the service holds no such date')
    await expect(dates).not.toContainText(/no coverage/i)
    await checkA11y(page, 'AL date not stored')
    await photograph(page, 'cancel-07-al-not-stored')
  })
})
