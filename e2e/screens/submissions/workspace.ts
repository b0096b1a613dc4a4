import type { Page } from '@playwright/test'
import { ACCOUNTS, expect } from '../../support/fixtures.ts'
import { HOSTILE, HOSTILE_RESULT, withHostileResult } from '../../support/hostile-content.ts'
import {
  back,
  chain,
  click,
  escapeDialog,
  fill,
  focused,
  followLink,
  openDialog,
  reload,
  sees,
  showProblems,
  state,
  then,
  visit,
} from '../../support/screen-steps.ts'
import type { Step } from '../../support/screen-steps.ts'
import { screenTests } from '../../support/screen-tests.ts'
import { fillDriver, NEW_DRIVER } from '../../support/workspace.ts'
import { BLUE_RIDGE, donePanel, newDriver, SUBMISSION, writes } from './blue-ridge-submission.ts'
import { noteBody, readReply } from './note-lookup.ts'

/** The workspace's list and a submission's page (src/features/submissions/screens.ts) in the suites. */
const submissionPage = visit(SUBMISSION, 'Submission BR-10002, transaction 1')
const workspaceList = visit('/submissions', 'Submissions')
const removeDialog = (id: string) => openDialog(`Remove ${id}, transaction 1 from this list`, `Remove ${id}, transaction 1 from this list?`)
const listed = (region: string, count: number) => (page: Page) => expect(page.getByRole('region', { name: region }).getByRole('listitem')).toHaveCount(count)
const otherSubmissionPage = visit('/submissions/BR-10003/2', 'Submission BR-10003, transaction 2')
const twoOpened = then(otherSubmissionPage, submissionPage, workspaceList, listed('Opened in this browser', 2))

const NOTHING_YET = 'Nothing yet. A submission is listed here'
const anAlert = (page: Page) => page.getByRole('alert')
const driverAdded = (fillIn: Step) => then(fillIn, click('Add the driver'), focused(donePanel))
const hostileDriver = (page: Page) => fillDriver(page, { ...NEW_DRIVER, firstName: HOSTILE.rtlPerson, lastName: HOSTILE.name })

/** BR-10002/1's history as the browser keeps it once past its 1,000 changes (src/features/submissions/workspace-records.ts). Runs in the page. */
function keepHistoryPastItsLimit(account: string) {
  const at = (minute: number) => new Date(Date.now() - (200 - minute) * 60_000).toISOString()
  const driver = (index: number) => ({ recordId: 9001 + index, described: `Driver${index + 1} Lopez, covered` })
  const change = (index: number) => ({ kind: 'driver-added', at: at(100 + index), ...driver(index), submissionNumber: 'BR-10002', updatedFields: [] })
  const data = { displayId: 'BR-10002', transactionId: 1, openedAt: at(0), changes: [change(1), change(0)], dropped: { count: 37, lastAt: at(50) } }
  localStorage.setItem(`portal.workspace.submissions.${account}/BR-10002/1`, JSON.stringify({ version: 1, savedAt: at(101), expiresAt: null, data }))
}
const resultMadeHere = followLink(`${HOSTILE_RESULT}, transaction 1`, `Submission ${HOSTILE_RESULT}, transaction 1`)
const historyPastItsLimit = then(submissionPage, (page) => page.evaluate(keepHistoryPastItsLimit, ACCOUNTS.agent), reload)

export const workspaceTests = screenTests({
  workspace: {
    open: { href: '/submissions', title: 'Submissions', as: ['agent', 'underwriter', 'summit'] },
    sweeps: [chain(state('workspace, with submissions', 'agent', twoOpened), [{ name: 'workspace, remove dialog', step: removeDialog('BR-10002') }])],
  },
  submission: {
    open: { href: SUBMISSION, title: 'Submission BR-10002, transaction 1', as: BLUE_RIDGE },
    sweeps: [
      // From an address that names no submission: the (empty) list and its form, then the reply lookup.
      chain(state('submission page, not a submission address', 'agent', visit('/submissions/BR-10002/first', 'This address does not name a submission')), [
        { name: 'workspace, empty', on: 'workspace', step: then(followLink('Open a submission', 'Submissions'), sees(NOTHING_YET)) },
        { name: 'workspace, open form problems', step: then(fill('Submission id', '10002'), fill('Transaction', '0'), showProblems('Open the submission')) },
        { name: 'reply lookup', on: 'noteLookup', step: followLink('Read a reply by its submission and note ids', 'Read a reply from underwriting') },
        { name: 'reply lookup, problems', step: showProblems('Read the reply') },
        { name: 'reply not found', on: 'note', step: then(readReply('N-1002'), sees(anAlert)) },
        { name: 'reply', step: then(back, readReply('N-1001'), sees(noteBody)) },
      ]),
      // The done panel is on the submission's page, where the edit form goes once the service says it is done.
      chain(state('submission page', 'agent', submissionPage), [
        { name: 'add driver', on: 'addDriver', step: followLink('Add a driver', 'Add a driver') },
        { name: 'add driver, problems', step: showProblems('Add the driver') },
        { name: 'add driver, done, with history', on: 'submission', step: then(driverAdded(newDriver), listed('Done from this browser', 1)) },
      ]),
      state('submission page, history past 1,000 changes', 'agent', then(historyPastItsLimit, sees(/^This list keeps the newest 1,000 changes/))),
    ],
    hostile: [
      chain(state('add driver, done, with history', 'agent', then(visit(`${SUBMISSION}/drivers/new`, 'Add a driver'), driverAdded(hostileDriver))), [
        { name: 'workspace, with submissions', on: 'workspace', step: then(withHostileResult, workspaceList) },
        // The remove dialog kept (Escape), then the result's page.
        { name: 'workspace, remove dialog', step: removeDialog(HOSTILE_RESULT) },
        { name: 'submission page of a result made here', on: 'submission', step: then(escapeDialog, resultMadeHere) },
      ]),
    ],
    storage: [writes('submission page', 'portal.workspace.submissions', SUBMISSION, sees('refused to add this submission to that list'))],
  },
})
