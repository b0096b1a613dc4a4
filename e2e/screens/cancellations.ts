import type { Page } from '@playwright/test'
import { APPROVE_SEVERAL, checkedList, confirmList, lineOf } from '../support/approve-several.ts'
import { approve, approveButton, approvedByAColleague, confirmButton, confirmDialog, expectApproved, forgetApprovals } from '../support/cancel-approve.ts'
import { type FaultName, sendsWith } from '../support/faults.ts'
import { ACCOUNTS, expect, PASSWORD } from '../support/fixtures.ts'
import { HOSTILE } from '../support/hostile-content.ts'
import { hostileHold, hostileReceipt, hostileRefusal } from '../support/hostile-service-answers.ts'
import { reopen } from '../support/reopen.ts'
import type { SandboxControl } from '../support/sandbox-control.ts'
import {
  alerted,
  chain,
  click,
  dialog,
  escapeDialog,
  exactly,
  fill,
  focused,
  follow,
  key,
  openDialog,
  sees,
  state,
  summary,
  then,
  tick,
  visit,
} from '../support/screen-steps.ts'
import { callOf, screenTests } from '../support/screen-tests.ts'
import { breakStorage, signInInThisTab } from '../support/storage-faults.ts'
import { liveRegions } from '../support/live-regions.ts'

/** Cancel-approve and Approve several (src/features/cancellations/screens.ts) in the suites. */

const approvalOf = (displayId: string) => visit(`/submissions/${displayId}/2/cancel-approve`, `Approve the cancellation of ${displayId}, transaction 2`)
/** The approval of `displayId` sent, after `before` (a fault set up, a reason ticked). */
const approved = (displayId: string, ...before: Parameters<typeof then>) => then(...before, approvalOf(displayId), approve)
const nonPayment = tick(/Non-payment of premium/)
const set = (fault: (sandbox: SandboxControl) => Promise<unknown>) => (_page: Page, sandbox: SandboxControl) => fault(sandbox)
const guardDialog = (page: Page) => page.getByRole('dialog', { name: 'This cancellation is guarded' })
const receiptShown = sees((page) => page.getByRole('heading', { name: 'Saved-approval receipt' }))
const heldDialog = dialog('Approval held for manual review', 'alertdialog')

/** BR-20002's approval answered with a fault the sandbox injects. */
const failedWith = (status: number) =>
  approved(
    'BR-20002',
    set((sandbox) => sandbox.injectFault({ method: 'POST', path: '/v1/submission/BR-20002/2/cancel-approve', status, headers: { 'Retry-After': '1' } })),
  )

/** Faults whose outcome nobody knows: the approval screen asks the person to check before approving again. */
const UNKNOWN_OUTCOME: readonly FaultName[] = ['500', '503 with Retry-After', 'hung request']
const OTHER_REASON = 'Second notice returned unpaid.'

const approveSeveral = visit(APPROVE_SEVERAL, 'Approve several cancellations')
/** One line of each outcome the sandbox gives without a fault. */
const MIXED_LIST = ['BR-20003 2', 'BR-20004 2', 'BR-20005 2', 'BR-20006 2', 'BR-29999 2'].join('\n')
const listed = (text: string) => (page: Page) => checkedList(page, text)

/** Approve several on one line, BR-20003's, from a new list: the last try's batch and approval are gone. */
const ONE_LINE_CALL = callOf('approveCancellation', { displayId: 'BR-20003', transactionId: 2 })
const aNewListOfOneLine = then(
  (page) => page.evaluate(() => Object.keys(localStorage).forEach((key) => key.startsWith('portal.approval-batches.') && localStorage.removeItem(key))),
  forgetApprovals,
  (page) => reopen(page, APPROVE_SEVERAL),
  listed('BR-20003 2'),
)
const approveTheList = {
  reach: click('Approve 1 cancellation…'),
  control: (page: Page) => page.getByRole('button', { name: 'Approve them all and start the notice clocks' }),
  inForm: false,
}
const progress = (text: string) => (page: Page) => expect(page.getByTestId('batch-progress')).toContainText(text)
const listProblems = (text: string) =>
  then(
    fill('The cancellations, one a line', text),
    click('Check the list'),
    sees((page) => liveRegions(page).filter({ hasText: 'The list has' })),
  )

export const cancellationTests = screenTests({
  cancelApprove: {
    open: { href: '/submissions/BR-20001/2/cancel-approve', title: 'Approve the cancellation of BR-20001, transaction 2', as: ['agent', 'underwriter'] },
    sweeps: [
      // The form, its confirmation, then the same approval sent without a reason; then (issue 39) the session
      // ends as it is sent: signed in again (the box keeps the e-mail), the page says it was not sent.
      chain(state('cancel-approve, form', 'underwriter', approvalOf('BR-20001')), [
        { name: 'cancel-approve, confirm dialog', step: then(click(approveButton), sees(confirmDialog)) },
        { name: 'cancel-approve, reason required', step: then(click(confirmButton), focused(summary)) },
        {
          name: 'cancel-approve, not sent: the session had ended',
          step: then(
            nonPayment,
            set((sandbox) => sandbox.signInElsewhere(ACCOUNTS.underwriter, PASSWORD)),
            approve,
            (page) => expect(page.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.underwriter),
            fill(exactly('Password'), PASSWORD),
            click('Sign in'),
            (page) =>
              expect(page.getByRole('alert').filter({ hasText: 'The approval of BR-20001, transaction 2 was not sent' })).toContainText(
                'so nothing was done. What you entered is kept: approve it again when you are ready.',
              ),
          ),
        },
      ]),
      chain(state('cancel-approve, approved', 'underwriter', then(approved('BR-20003'), expectApproved)), [
        {
          name: 'cancel-approve, approved, the notice’s fields',
          step: then(
            click((page) => page.getByText('All the notice’s fields')),
            sees((page) => page.getByTestId('notice-fields')),
          ),
        },
      ]),
      chain(state('cancel-approve, hold dialog', 'underwriter', then(approved('BR-20004'), heldDialog)), [
        {
          name: 'cancel-approve, held',
          step: then(
            key('Escape'),
            focused((page) => page.getByTestId('last-attempt')),
          ),
        },
      ]),
      state(
        'cancel-approve, no guard authority',
        'agent',
        then(approvalOf('BR-20005'), nonPayment, approve, dialog('Your account cannot approve this guarded cancellation')),
      ),
      chain(state('cancel-approve, guard dialog', 'underwriter', then(approvalOf('BR-20005'), nonPayment, approve, dialog('This cancellation is guarded'))), [
        {
          name: 'cancel-approve, guard dialog, wrong guard id',
          step: then(
            fill((page) => guardDialog(page).getByLabel('Guard id'), '40'),
            tick((page) => guardDialog(page).getByRole('checkbox', { name: 'I acknowledge the guard on this cancellation' })),
            fill((page) => guardDialog(page).getByRole('textbox', { name: /Your comment/ }), 'Confirmed with the premium finance company.'),
            click((page) => guardDialog(page).getByRole('button', { name: 'Approve with these guard details' })),
            (page) => expect(guardDialog(page).getByLabel('Guard id')).toHaveAttribute('aria-invalid', 'true'),
          ),
        },
      ]),
      state(
        'cancel-approve, guard dialog, reason asked too',
        'underwriter',
        then(
          approved('BR-20005'),
          sees((page) => guardDialog(page).getByLabel('Cancellation reason')),
        ),
      ),
      // The receipt, its delete dialog kept by Escape, then the workspace's list, which names the receipt kept.
      chain(state('cancel-approve, saved-approval receipt', 'underwriter', then(approved('BR-20006'), receiptShown)), [
        { name: 'cancel-approve, delete receipt dialog', step: openDialog('Delete this receipt from this browser…', 'Delete this receipt?') },
        {
          name: 'workspace, with a saved-approval receipt',
          on: 'workspace',
          step: then(
            escapeDialog,
            follow((page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submissions' })),
            sees('Cancellation approved; the notice handoff did not finish.'),
          ),
        },
      ]),
      state(
        'cancel-approve, already approved elsewhere',
        'underwriter',
        then(approvalOf('BR-20002'), (page) => approvedByAColleague(page, 'BR-20002'), approve, alerted('Already approved')),
      ),
      state('cancel-approve, rate limited', 'underwriter', then(failedWith(429), alerted('The service was too busy to take the approval'))),
      state(
        'cancel-approve, outcome unknown',
        'underwriter',
        then(
          failedWith(500),
          focused((page) => page.getByTestId('last-attempt')),
        ),
      ),
    ],
    hostile: [
      state(
        'cancel-approve, saved-approval receipt',
        'underwriter',
        then(
          approved(
            'BR-20006',
            set((sandbox) => hostileReceipt(sandbox, 'BR-20006')),
          ),
          receiptShown,
        ),
      ),
      state(
        'cancel-approve, hold dialog',
        'underwriter',
        then(
          approved(
            'BR-20004',
            set((sandbox) => hostileHold(sandbox, 'BR-20004')),
          ),
          heldDialog,
        ),
      ),
      state(
        'cancel-approve, refused',
        'underwriter',
        then(
          set((sandbox) => hostileRefusal(sandbox, 'POST', '/v1/submission/BR-20001/2/cancel-approve')),
          approvalOf('BR-20001'),
          nonPayment,
          approve,
          alerted('The service did not approve it'),
        ),
      ),
    ],
    faults: [
      {
        name: 'cancel-approve',
        account: ACCOUNTS.underwriter,
        call: callOf('approveCancellation', { displayId: 'BR-20001', transactionId: 2 }),
        kind: 'mutation',
        answersRateLimit: true,
        open: then(
          forgetApprovals,
          (page) => reopen(page, '/submissions/BR-20001/2/cancel-approve'),
          nonPayment,
          fill((page) => page.getByRole('textbox', { name: /Other reason, in words/ }), OTHER_REASON),
        ),
        ...sendsWith({ reach: then(click(approveButton), sees(confirmDialog)), control: confirmButton, inForm: false }),
        again: async (page, fault) => {
          // An approval of unknown outcome is never sent again until the person says they checked.
          if (UNKNOWN_OUTCOME.includes(fault)) await page.getByRole('checkbox', { name: 'I have checked: this cancellation was not approved' }).check()
          await approve(page)
        },
        problem: (page) =>
          page
            .getByTestId('last-attempt')
            .or(page.getByRole('alert').filter({ hasText: /approval/ }))
            .first(),
        kept: async (page) => {
          await expect(page.getByRole('checkbox', { name: /Non-payment of premium/ })).toBeChecked()
          await expect(page.getByRole('textbox', { name: /Other reason, in words/ })).toHaveValue(OTHER_REASON)
        },
        done: expectApproved,
      },
    ],
    storage: [
      {
        name: 'cancel-approve, form',
        writes: ['portal.cancel-approve-drafts'],
        account: 'underwriter',
        open: '/submissions/BR-20001/2/cancel-approve',
        check: then(nonPayment, sees('This browser refuses to keep what you enter here'), (page) =>
          expect(page.getByRole('checkbox', { name: /Non-payment of premium/ })).toBeChecked(),
        ),
      },
      {
        name: 'cancel-approve, approved',
        writes: ['portal.cancel-approvals'],
        account: 'underwriter',
        open: '/submissions/BR-20003/2/cancel-approve',
        check: then(
          approve,
          sees((page) => page.getByRole('heading', { level: 1, name: /^Cancellation approved: / })),
          alerted('refused to keep the result'),
        ),
      },
      {
        name: 'cancel-approve, saved-approval receipt',
        writes: ['portal.approval-receipts'],
        account: 'underwriter',
        open: '/submissions/BR-20006/2/cancel-approve',
        check: then(
          approve,
          receiptShown,
          (page) => expect(page.getByRole('alert').filter({ hasText: 'refused to keep the receipt' })).toContainText('Print it or copy it now'),
          sees((page) => page.getByRole('button', { name: 'Print', exact: true })),
          sees((page) => page.getByRole('button', { name: 'Copy as text' })),
        ),
      },
    ],
  },
  approveSeveral: {
    open: { href: APPROVE_SEVERAL, title: 'Approve several cancellations', as: ['agent', 'underwriter', 'summit'] },
    sweeps: [
      // The list, its problems, a list checked, its confirmation and the report; then the same list again:
      // the lines this browser approved, kept a receipt of or saw put on hold are named, and left out.
      chain(state('approve several, the list', 'underwriter', approveSeveral), [
        { name: 'approve several, problems in the list', step: listProblems('BR20003 2\nBR-20004 two\nBR-20005 2 Non-Payment\nBR-20005 2') },
        { name: 'approve several, checked', step: listed(MIXED_LIST) },
        { name: 'approve several, confirmation dialog', step: openDialog('Approve 5 cancellations…', 'Approve 5 cancellations?', 'alertdialog') },
        {
          name: 'approve several, report',
          step: then(
            click((page) => page.getByRole('alertdialog').getByRole('button', { name: 'Approve them all and start the notice clocks' })),
            progress('Done:'),
          ),
        },
        { name: 'approve several, lines this browser knows', step: then(click('Start a new list'), listProblems(MIXED_LIST)) },
        {
          name: 'approve several, lines this browser knows, left out',
          step: then(
            click(/^Leave out the \d+ lines this browser knows$/),
            sees((page) => liveRegions(page).filter({ hasText: /Left out: / })),
          ),
        },
      ]),
      state(
        'approve several, report, already approved elsewhere',
        'underwriter',
        then(
          approveSeveral,
          (page) => approvedByAColleague(page, 'BR-20002'),
          listed('BR-20002 2\nBR-20003 2'),
          confirmList,
          progress('Done: 2 of 2 cancellations answered · Approved 1 · Already approved 1'),
        ),
      ),
      state(
        'approve several, batch not kept by a full storage',
        null,
        then(
          (page) => breakStorage(page, 'full'),
          (page) => signInInThisTab(page, ACCOUNTS.underwriter, APPROVE_SEVERAL),
          listed('BR-20003 2'),
          confirmList,
          alerted('Not kept in this browser'),
        ),
      ),
      state(
        'approve several, paused by a 429',
        'underwriter',
        then(
          set((sandbox) =>
            sandbox.injectFault({ method: 'POST', path: '/v1/submission/BR-20007/2/cancel-approve', status: 429, headers: { 'Retry-After': '1' } }),
          ),
          approveSeveral,
          listed('BR-20003 2\nBR-20007 2'),
          confirmList,
          sees('The service asked the portal to slow down: the line it was about to approve was not processed'),
        ),
      ),
    ],
    hostile: [
      state(
        'approve several, problems in the list',
        'underwriter',
        then(approveSeveral, listProblems(`${HOSTILE.name} 2\nBR-20001 ${HOSTILE.word}\nBR-20003 2 ${HOSTILE.rtlName}`)),
      ),
    ],
    faults: [
      {
        name: 'approve several, one line',
        account: ACCOUNTS.underwriter,
        call: ONE_LINE_CALL,
        kind: 'mutation',
        answersRateLimit: true,
        open: aNewListOfOneLine,
        ...sendsWith(approveTheList),
        // A line of unknown outcome is never sent again from the batch: the person approves it alone, once
        // checked; a paused batch goes on where it stopped.
        again: async (page, fault) => {
          if (!UNKNOWN_OUTCOME.includes(fault)) return click('Go on with the rest')(page)
          await lineOf(page, 'BR-20003').getByRole('link', { name: 'Open it alone: BR-20003, transaction 2' }).click()
          await page.getByRole('checkbox', { name: 'I have checked: this cancellation was not approved' }).check()
          await approve(page)
        },
        // The report: a pause that keeps the line waiting, above the line and its outcome.
        problem: (page) => page.getByTestId('batch-progress').locator('..'),
        kept: (page) => expect(lineOf(page, 'BR-20003')).toBeVisible(),
        done: (page) =>
          expect(
            page
              .getByTestId('batch-progress')
              .filter({ hasText: 'Done: 1 of 1 cancellation answered · Approved 1' })
              .or(page.getByRole('heading', { level: 1, name: /^Cancellation approved: .*BR-20003/ })),
          ).toBeVisible(),
      },
    ],
    storage: [
      {
        name: 'approve several, batch',
        writes: ['portal.approval-batches'],
        account: 'underwriter',
        open: APPROVE_SEVERAL,
        check: then(
          listed('BR-20003 2'),
          confirmList,
          (page) =>
            expect(page.getByRole('alert').filter({ hasText: 'Not kept in this browser' })).toContainText('Keep this page open until the batch is done.'),
          progress('Done: 1 of 1 cancellation answered'),
        ),
      },
    ],
  },
})
