import type { Page } from '@playwright/test'
import * as approval from '../support/cancel-approve.ts'
import { type FaultName, sendsWith } from '../support/faults.ts'
import { ACCOUNTS, expect, PASSWORD } from '../support/fixtures.ts'
import { HOSTILE } from '../support/hostile-content.ts'
import { hostileHold, hostileReceipt, hostileRefusal } from '../support/hostile-service-answers.ts'
import { liveRegions } from '../support/live-regions.ts'
import type { SweptKind } from '../support/record-kinds-swept.ts'
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
  openDialog,
  reopened,
  sees,
  state,
  summary,
  then,
  tick,
  type Step,
  visit,
} from '../support/screen-steps.ts'
import { callOf, screenTests, type StorageWrite } from '../support/screen-tests.ts'
import { breakStorage, signInInThisTab } from '../support/storage-faults.ts'

/** Cancel-approve and Approve several (src/features/cancellations/screens.ts) in the suites. */

const { APPROVE_SEVERAL, approvalAddress } = approval
const nonPayment = tick(/Non-payment of premium/)
/** A sweep state of the underwriter's, reached by `steps` one after another. */
const asUnderwriter = (name: string, ...steps: Step[]) => state(name, 'underwriter', then(...steps))
const approvalOf = (displayId: string) => visit(approvalAddress(displayId), `Approve the cancellation of ${displayId}, transaction 2`)
/** The approval of `displayId` sent, after `before` (a fault set up, a reason ticked). */
const approved = (displayId: string, ...before: Step[]) => then(...before, approvalOf(displayId), approval.approve)
const set = (fault: (sandbox: SandboxControl) => Promise<unknown>) => (_page: Page, sandbox: SandboxControl) => fault(sandbox)
const faultOn = (displayId: string, status: number) =>
  set((sandbox) => sandbox.injectFault({ method: 'POST', path: approval.approvalPath(displayId), status, headers: { 'Retry-After': '1' } }))
const colleagueApproved = (page: Page) => approval.approvedByAColleague(page, 'BR-20002')
const failedWith = (status: number) => approved('BR-20002', faultOn('BR-20002', status))
/** The approval of `displayId` sent with Non-payment of premium ticked, after `before`. */
const nonPaymentApproved = (displayId: string, ...before: Step[]) => then(...before, approvalOf(displayId), nonPayment, approval.approve)
const refusedHostilely = set((sandbox) => hostileRefusal(sandbox, 'POST', approval.approvalPath('BR-20001')))
/** The approval of `displayId` sent, the service answering with hostile text. */
const answeredHostilely = (displayId: string, answer: typeof hostileReceipt) =>
  approved(displayId, (_page: Page, sandbox: SandboxControl) => answer(sandbox, displayId))

const nonPaymentTicked = (page: Page) => expect(page.getByRole('checkbox', { name: /Non-payment of premium/ })).toBeChecked()
const otherReason = (page: Page) => page.getByRole('textbox', { name: /Other reason, in words/ })
const OTHER_REASON = 'Second notice returned unpaid.'
const guardDialog = (page: Page) => page.getByRole('dialog', { name: 'This cancellation is guarded' })
const guardField = (label: string) => (page: Page) => guardDialog(page).getByLabel(label)
const inGuard = (role: 'checkbox' | 'textbox' | 'button', name: string | RegExp) => (page: Page) => guardDialog(page).getByRole(role, { name })
const alertAbout = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text })
const byTestId = (id: string) => (page: Page) => page.getByTestId(id)
const byText = (text: string) => (page: Page) => page.getByText(text)
const submissionsInTheMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submissions' })
const receiptShown = sees((page) => page.getByRole('heading', { name: 'Saved-approval receipt' }))
const heldDialog = dialog('Approval held for manual review', 'alertdialog')
/** Faults whose outcome nobody knows: the approval screen asks the person to check before approving again. */
const UNKNOWN_OUTCOME: readonly FaultName[] = ['500', '503 with Retry-After', 'hung request']
const checkedNotApproved = (page: Page) => page.getByRole('checkbox', { name: 'I have checked: this cancellation was not approved' }).check()

/** The underwriter's `open` page, where `check` meets the browser refusing to keep `kind`. */
const refusedToKeep = (name: string, kind: SweptKind, open: string, check: Step[]): StorageWrite => ({
  name,
  writes: [kind],
  account: 'underwriter',
  open,
  check: then(...check),
})
/** Approvals of transaction 2 sent as the underwriter, as the failure suite sends them: never resent by the portal, not even after a 429. */
const approvalSent = (displayId: string) =>
  ({ account: ACCOUNTS.underwriter, call: callOf('approveCancellation', { displayId, transactionId: 2 }), kind: 'mutation', answersRateLimit: true }) as const
/** The next state of a chain, reached by `steps` one after another. */
const nextState = (name: string, ...steps: Step[]) => ({ name, step: then(...steps) })

const storageFull = (page: Page) => breakStorage(page, 'full')
const signedInHere = (page: Page) => signInInThisTab(page, ACCOUNTS.underwriter, APPROVE_SEVERAL)
const approveSeveral = visit(APPROVE_SEVERAL, 'Approve several cancellations')
/** One line of each outcome the sandbox gives without a fault. */
const MIXED_LIST = ['BR-20003 2', 'BR-20004 2', 'BR-20005 2', 'BR-20006 2', 'BR-29999 2'].join('\n')
const HOSTILE_LIST = `${HOSTILE.name} 2\nBR-20001 ${HOSTILE.word}\nBR-20003 2 ${HOSTILE.rtlName}`
const LEAVE_OUT_KNOWN_LINES = /^Leave out the \d+ lines this browser knows$/
const listed = (text: string) => (page: Page) => approval.checkedList(page, text)
/** The list `text` checked and approved, after `before` (the page opened, a fault set up). */
const listApproved = (text: string, ...before: Step[]) => then(...before, listed(text), approval.confirmList)
const said = (text: string | RegExp) => (page: Page) => liveRegions(page).filter({ hasText: text })
const progress = (text: string) => (page: Page) => expect(byTestId('batch-progress')(page)).toContainText(text)
const listProblems = (text: string) => then(fill('The cancellations, one a line', text), click('Check the list'), sees(said('The list has')))

export const cancellationTests = screenTests({
  cancelApprove: {
    open: { href: approvalAddress('BR-20001'), title: 'Approve the cancellation of BR-20001, transaction 2', as: ['agent', 'underwriter'] },
    sweeps: [
      // The session ends as the approval is sent: signed in again (the box keeps the e-mail), the page says it was not sent.
      chain(state('cancel-approve, form', 'underwriter', approvalOf('BR-20001')), [
        nextState('cancel-approve, confirm dialog', click(approval.approveButton), sees(approval.confirmDialog)),
        nextState('cancel-approve, reason required', click(approval.confirmButton), focused(summary)),
        nextState(
          'cancel-approve, not sent: the session had ended',
          nonPayment,
          set((sandbox) => sandbox.signInElsewhere(ACCOUNTS.underwriter, PASSWORD)),
          approval.approve,
          (page) => expect(page.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.underwriter),
          fill(exactly('Password'), PASSWORD),
          click('Sign in'),
          (page) =>
            expect(alertAbout(page, 'The approval of BR-20001, transaction 2 was not sent')).toContainText(
              'so nothing was done. What you entered is kept: approve it again when you are ready.',
            ),
        ),
      ]),
      chain(asUnderwriter('cancel-approve, approved', approved('BR-20003'), approval.expectApproved), [
        nextState('cancel-approve, approved, the notice’s fields', click(byText('All the notice’s fields')), sees(byTestId('notice-fields'))),
      ]),
      chain(asUnderwriter('cancel-approve, hold dialog', approved('BR-20004'), heldDialog), [
        nextState('cancel-approve, held', escapeDialog, focused(approval.lastAttempt)),
      ]),
      state(
        'cancel-approve, no guard authority',
        'agent',
        then(nonPaymentApproved('BR-20005'), dialog('Your account cannot approve this guarded cancellation')),
      ),
      chain(asUnderwriter('cancel-approve, guard dialog', nonPaymentApproved('BR-20005'), dialog('This cancellation is guarded')), [
        nextState(
          'cancel-approve, guard dialog, wrong guard id',
          fill(guardField('Guard id'), '40'),
          tick(inGuard('checkbox', 'I acknowledge the guard on this cancellation')),
          fill(inGuard('textbox', /Your comment/), 'Confirmed with the premium finance company.'),
          click(inGuard('button', 'Approve with these guard details')),
          (page) => expect(guardField('Guard id')(page)).toHaveAttribute('aria-invalid', 'true'),
        ),
      ]),
      asUnderwriter('cancel-approve, guard dialog, reason asked too', approved('BR-20005'), sees(guardField('Cancellation reason'))),
      // The receipt, its delete dialog kept by Escape, then the workspace's list, which names the receipt kept.
      chain(asUnderwriter('cancel-approve, saved-approval receipt', approved('BR-20006'), receiptShown), [
        nextState('cancel-approve, delete receipt dialog', openDialog('Delete this receipt from this browser…', 'Delete this receipt?')),
        {
          name: 'workspace, with a saved-approval receipt',
          on: 'workspace',
          step: then(escapeDialog, follow(submissionsInTheMenu), sees('Cancellation approved; the notice handoff did not finish.')),
        },
      ]),
      asUnderwriter('cancel-approve, already approved elsewhere', approvalOf('BR-20002'), colleagueApproved, approval.approve, alerted('Already approved')),
      asUnderwriter('cancel-approve, rate limited', failedWith(429), alerted('The service was too busy to take the approval')),
      asUnderwriter('cancel-approve, outcome unknown', failedWith(500), focused(approval.lastAttempt)),
    ],
    hostile: [
      asUnderwriter('cancel-approve, saved-approval receipt', answeredHostilely('BR-20006', hostileReceipt), receiptShown),
      asUnderwriter('cancel-approve, hold dialog', answeredHostilely('BR-20004', hostileHold), heldDialog),
      asUnderwriter('cancel-approve, refused', nonPaymentApproved('BR-20001', refusedHostilely), alerted('The service did not approve it')),
    ],
    faults: [
      {
        name: 'cancel-approve',
        ...approvalSent('BR-20001'),
        open: then(approval.forgetKept('portal.cancel-'), reopened(approvalAddress('BR-20001')), nonPayment, fill(otherReason, OTHER_REASON)),
        ...sendsWith({ reach: then(click(approval.approveButton), sees(approval.confirmDialog)), control: approval.confirmButton, inForm: false }),
        // An approval of unknown outcome is never sent again until the person says they checked.
        again: async (page, fault) => {
          if (UNKNOWN_OUTCOME.includes(fault)) await checkedNotApproved(page)
          await approval.approve(page)
        },
        problem: (page) =>
          alertAbout(page, /approval/)
            .or(approval.lastAttempt(page))
            .first(),
        kept: then(nonPaymentTicked, (page) => expect(otherReason(page)).toHaveValue(OTHER_REASON)),
        done: approval.expectApproved,
      },
    ],
    storage: [
      refusedToKeep('cancel-approve, form', 'portal.cancel-approve-drafts', approvalAddress('BR-20001'), [
        nonPayment,
        sees('This browser refuses to keep what you enter here'),
        nonPaymentTicked,
      ]),
      refusedToKeep('cancel-approve, approved', 'portal.cancel-approvals', approvalAddress('BR-20003'), [
        approval.approve,
        sees((page) => page.getByRole('heading', { level: 1, name: /^Cancellation approved: / })),
        alerted('refused to keep the result'),
      ]),
      refusedToKeep('cancel-approve, saved-approval receipt', 'portal.approval-receipts', approvalAddress('BR-20006'), [
        approval.approve,
        receiptShown,
        (page) => expect(alertAbout(page, 'refused to keep the receipt')).toContainText('Print it or copy it now'),
        sees((page) => page.getByRole('button', { name: 'Print', exact: true })),
        sees((page) => page.getByRole('button', { name: 'Copy as text' })),
      ]),
    ],
  },
  approveSeveral: {
    open: { href: APPROVE_SEVERAL, title: 'Approve several cancellations', as: ['agent', 'underwriter', 'summit'] },
    sweeps: [
      // After the report, the same list again: the lines this browser approved, kept a receipt of or saw put on hold are named, and left out.
      chain(asUnderwriter('approve several, the list', approveSeveral), [
        nextState('approve several, problems in the list', listProblems('BR20003 2\nBR-20004 two\nBR-20005 2 Non-Payment\nBR-20005 2')),
        nextState('approve several, checked', listed(MIXED_LIST)),
        nextState('approve several, confirmation dialog', openDialog('Approve 5 cancellations…', 'Approve 5 cancellations?', 'alertdialog')),
        nextState('approve several, report', click(approval.approveThemAll), progress('Done:')),
        nextState('approve several, lines this browser knows', click('Start a new list'), listProblems(MIXED_LIST)),
        nextState('approve several, lines this browser knows, left out', click(LEAVE_OUT_KNOWN_LINES), sees(said(/Left out: /))),
      ]),
      asUnderwriter(
        'approve several, report, already approved elsewhere',
        listApproved('BR-20002 2\nBR-20003 2', approveSeveral, colleagueApproved),
        progress('Done: 2 of 2 cancellations answered · Approved 1 · Already approved 1'),
      ),
      state(
        'approve several, batch not kept by a full storage',
        null,
        then(listApproved('BR-20003 2', storageFull, signedInHere), alerted('Not kept in this browser')),
      ),
      asUnderwriter(
        'approve several, paused by a 429',
        listApproved('BR-20003 2\nBR-20007 2', faultOn('BR-20007', 429), approveSeveral),
        sees('The service asked the portal to slow down: the line it was about to approve was not processed'),
      ),
    ],
    hostile: [asUnderwriter('approve several, problems in the list', approveSeveral, listProblems(HOSTILE_LIST))],
    faults: [
      {
        name: 'approve several, one line',
        ...approvalSent('BR-20003'),
        // From a new list: the last try's batch and approval are gone.
        open: then(approval.forgetKept('portal.approval-batches.', 'portal.cancel-'), reopened(APPROVE_SEVERAL), listed('BR-20003 2')),
        ...sendsWith({ reach: click('Approve 1 cancellation…'), control: approval.approveThemAll, inForm: false }),
        // A line of unknown outcome is never sent again from the batch: the person approves it alone, once checked; a paused batch goes on.
        again: async (page, fault) => {
          if (!UNKNOWN_OUTCOME.includes(fault)) return click('Go on with the rest')(page)
          await approval.lineOf(page, 'BR-20003').getByRole('link', { name: 'Open it alone: BR-20003, transaction 2' }).click()
          await checkedNotApproved(page)
          await approval.approve(page)
        },
        // The report: a pause that keeps the line waiting, above the line and its outcome.
        problem: (page) => byTestId('batch-progress')(page).locator('..'),
        kept: (page) => expect(approval.lineOf(page, 'BR-20003')).toBeVisible(),
        done: (page) => {
          const batchDone = page.getByTestId('batch-progress').filter({ hasText: 'Done: 1 of 1 cancellation answered · Approved 1' })
          return expect(batchDone.or(page.getByRole('heading', { level: 1, name: /^Cancellation approved: .*BR-20003/ }))).toBeVisible()
        },
      },
    ],
    storage: [
      refusedToKeep('approve several, batch', 'portal.approval-batches', APPROVE_SEVERAL, [
        listApproved('BR-20003 2'),
        (page) => expect(alertAbout(page, 'Not kept in this browser')).toContainText('Keep this page open until the batch is done.'),
        progress('Done: 1 of 1 cancellation answered'),
      ]),
    ],
  },
})
