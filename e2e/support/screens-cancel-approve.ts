import type { Page } from '@playwright/test'
import { approve, approveButton, approvedByAColleague, confirmButton, confirmDialog, expectApproved } from './cancel-approve.ts'
import { expect } from './fixtures.ts'
import { chain, dialog, escapeDialog, openDialog, type Screen, screen, summary, then, visit } from './screen-steps.ts'

/** Cancel-approve's page, its dialogs and its error states (src/features/cancellations), for the sweeps. */

export const approvalOf = (displayId: string): Screen['reach'] =>
  visit(`/submissions/${displayId}/2/cancel-approve`, `Approve the cancellation of ${displayId}, transaction 2`)

export const nonPayment = (page: Page) => page.getByRole('checkbox', { name: /Non-payment of premium/ }).check()

/** BR-20004's approval, held for manual review: the hold dialog open. */
const held = then(approvalOf('BR-20004'), async (page) => {
  await approve(page)
  await dialog(page, 'Approval held for manual review', 'alertdialog')
})

/** BR-20006's saved-approval receipt (the notice handoff failed after the approval was saved). */
const receipt = then(approvalOf('BR-20006'), async (page) => {
  await approve(page)
  await expect(page.getByRole('heading', { name: 'Saved-approval receipt' })).toBeVisible()
})

/** BR-20002's approval answered with a fault the sandbox injects. */
const failedWith =
  (status: number, shown: (page: Page) => Promise<void>): Screen['reach'] =>
  async (page, sandbox) => {
    await sandbox.injectFault({ method: 'POST', path: '/v1/submission/BR-20002/2/cancel-approve', status, headers: { 'Retry-After': '1' } })
    await approvalOf('BR-20002')(page, sandbox)
    await approve(page)
    await shown(page)
  }

/** BR-20005 as the underwriter, with a reason: the guard dialog asks for the guard's details. */
const guarded = then(approvalOf('BR-20005'), async (page) => {
  await nonPayment(page)
  await approve(page)
  await dialog(page, 'This cancellation is guarded')
})

export const CANCEL_APPROVE_SCREENS: Screen[] = [
  // The form, its confirmation, then the same approval sent without a reason.
  chain(screen('cancel-approve, form', 'underwriter', approvalOf('BR-20001')), [
    {
      name: 'cancel-approve, confirm dialog',
      step: async (page) => {
        await approveButton(page).click()
        await expect(confirmDialog(page)).toBeVisible()
      },
    },
    {
      name: 'cancel-approve, reason required',
      step: async (page) => {
        await confirmButton(page).click()
        await expect(summary(page)).toBeFocused()
      },
    },
  ]),
  chain(
    screen(
      'cancel-approve, approved',
      'underwriter',
      then(approvalOf('BR-20003'), async (page) => {
        await approve(page)
        await expectApproved(page)
      }),
    ),
    [
      {
        name: 'cancel-approve, approved, the notice’s fields',
        step: async (page) => {
          await page.getByText('All the notice’s fields').click()
          await expect(page.getByTestId('notice-fields')).toBeVisible()
        },
      },
    ],
  ),
  chain(screen('cancel-approve, hold dialog', 'underwriter', held), [
    {
      name: 'cancel-approve, held',
      step: async (page) => {
        await page.keyboard.press('Escape')
        await expect(page.getByTestId('last-attempt')).toBeFocused()
      },
    },
  ]),
  screen(
    'cancel-approve, no guard authority',
    'agent',
    then(approvalOf('BR-20005'), async (page) => {
      await nonPayment(page)
      await approve(page)
      await dialog(page, 'Your account cannot approve this guarded cancellation')
    }),
  ),
  chain(screen('cancel-approve, guard dialog', 'underwriter', guarded), [
    {
      name: 'cancel-approve, guard dialog, wrong guard id',
      step: async (page) => {
        const guard = page.getByRole('dialog', { name: 'This cancellation is guarded' })
        await guard.getByLabel('Guard id').fill('40')
        await guard.getByRole('checkbox', { name: 'I acknowledge the guard on this cancellation' }).check()
        await guard.getByRole('textbox', { name: /Your comment/ }).fill('Confirmed with the premium finance company.')
        await guard.getByRole('button', { name: 'Approve with these guard details' }).click()
        await expect(guard.getByLabel('Guard id')).toHaveAttribute('aria-invalid', 'true')
      },
    },
  ]),
  screen(
    'cancel-approve, guard dialog, reason asked too',
    'underwriter',
    then(approvalOf('BR-20005'), async (page) => {
      await approve(page)
      await expect(page.getByRole('dialog', { name: 'This cancellation is guarded' }).getByLabel('Cancellation reason')).toBeVisible()
    }),
  ),
  // The receipt, its delete dialog kept by Escape, then the workspace's list, which names the receipt kept.
  chain(screen('cancel-approve, saved-approval receipt', 'underwriter', receipt), [
    { name: 'cancel-approve, delete receipt dialog', step: openDialog('Delete this receipt from this browser…', 'Delete this receipt?') },
    {
      name: 'workspace, with a saved-approval receipt',
      step: async (page) => {
        await escapeDialog(page)
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submissions' }).click()
        await expect(page.getByText('Cancellation approved; the notice handoff did not finish.')).toBeVisible()
      },
    },
  ]),
  screen(
    'cancel-approve, already approved elsewhere',
    'underwriter',
    then(approvalOf('BR-20002'), async (page) => {
      await approvedByAColleague(page, 'BR-20002')
      await approve(page)
      await expect(page.getByRole('alert').filter({ hasText: 'Already approved' })).toBeVisible()
    }),
  ),
  screen(
    'cancel-approve, rate limited',
    'underwriter',
    failedWith(429, (page) => expect(page.getByRole('alert').filter({ hasText: 'The service was too busy to take the approval' })).toBeVisible()),
  ),
  screen(
    'cancel-approve, outcome unknown',
    'underwriter',
    failedWith(500, (page) => expect(page.getByTestId('last-attempt')).toBeFocused()),
  ),
]
