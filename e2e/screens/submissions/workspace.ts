import { ACCOUNTS, expect } from '../../support/fixtures.ts'
import { HOSTILE, HOSTILE_RESULT, withHostileResult } from '../../support/hostile-content.ts'
import {
  chain,
  click,
  escapeDialog,
  fill,
  focused,
  followLink,
  openDialog,
  sees,
  showProblems,
  state,
  then,
  titled,
  visit,
} from '../../support/screen-steps.ts'
import { screenTests } from '../../support/screen-tests.ts'
import { fillDriver, NEW_DRIVER } from '../../support/workspace.ts'
import { BLUE_RIDGE, donePanel, newDriver, SUBMISSION } from './blue-ridge-submission.ts'
import { readReply } from './note-lookup.ts'

/** The workspace's list and a submission's page (src/features/submissions/screens.ts) in the suites. */

const submissionPage = visit(SUBMISSION, 'Submission BR-10002, transaction 1')
const removeDialog = (id: string) => openDialog(`Remove ${id}, transaction 1 from this list`, `Remove ${id}, transaction 1 from this list?`)

/** BR-10002/1's history as the browser keeps it once past its 1,000 changes (src/features/submissions/workspace-records.ts). Runs in the page. */
function keepHistoryPastItsLimit(account: string) {
  const at = (minute: number) => new Date(Date.now() - (200 - minute) * 60_000).toISOString()
  const change = (index: number) => ({
    kind: 'driver-added',
    at: at(100 + index),
    recordId: 9001 + index,
    submissionNumber: 'BR-10002',
    described: `Driver${index + 1} Lopez, covered`,
    updatedFields: [],
  })
  const data = { displayId: 'BR-10002', transactionId: 1, openedAt: at(0), changes: [change(1), change(0)], dropped: { count: 37, lastAt: at(50) } }
  localStorage.setItem(`portal.workspace.submissions.${account}/BR-10002/1`, JSON.stringify({ version: 1, savedAt: at(101), expiresAt: null, data }))
}

export const workspaceTests = screenTests({
  workspace: {
    open: { href: '/submissions', title: 'Submissions', as: ['agent', 'underwriter', 'summit'] },
    sweeps: [
      chain(
        state(
          'workspace, with submissions',
          'agent',
          then(visit('/submissions/BR-10003/2', 'Submission BR-10003, transaction 2'), submissionPage, visit('/submissions', 'Submissions'), (page) =>
            expect(page.getByRole('region', { name: 'Opened in this browser' }).getByRole('listitem')).toHaveCount(2),
          ),
        ),
        [{ name: 'workspace, remove dialog', step: removeDialog('BR-10002') }],
      ),
    ],
  },
  submission: {
    open: { href: SUBMISSION, title: 'Submission BR-10002, transaction 1', as: BLUE_RIDGE },
    sweeps: [
      // An address that names no submission, its link to the (empty) list and the list's form's problems,
      // then its link to the reply lookup: its problems, a note id that names no reply, then Back and the right one.
      chain(state('submission page, not a submission address', 'agent', visit('/submissions/BR-10002/first', 'This address does not name a submission')), [
        {
          name: 'workspace, empty',
          on: 'workspace',
          step: then(followLink('Open a submission', 'Submissions'), sees('Nothing yet. A submission is listed here')),
        },
        { name: 'workspace, open form problems', step: then(fill('Submission id', '10002'), fill('Transaction', '0'), showProblems('Open the submission')) },
        { name: 'reply lookup', on: 'noteLookup', step: followLink('Read a reply by its submission and note ids', 'Read a reply from underwriting') },
        { name: 'reply lookup, problems', step: showProblems('Read the reply') },
        { name: 'reply not found', on: 'note', step: readReply('N-1002', (page) => page.getByRole('alert')) },
        {
          name: 'reply',
          step: then(
            (page) => page.goBack(),
            titled('Read a reply'),
            readReply('N-1001', (page) => page.getByTestId('note-body')),
          ),
        },
      ]),
      // The submission's page, its "Add a driver", the form's problems, then a driver added: the done panel
      // is the submission's page, where the edit form goes once the service says it is done.
      chain(state('submission page', 'agent', submissionPage), [
        { name: 'add driver', on: 'addDriver', step: followLink('Add a driver', 'Add a driver') },
        { name: 'add driver, problems', step: showProblems('Add the driver') },
        {
          name: 'add driver, done, with history',
          on: 'submission',
          step: then(newDriver, click('Add the driver'), focused(donePanel), (page) =>
            expect(page.getByRole('region', { name: 'Done from this browser' }).getByRole('listitem')).toHaveCount(1),
          ),
        },
      ]),
      state(
        'submission page, history past 1,000 changes',
        'agent',
        then(
          submissionPage,
          (page) => page.evaluate(keepHistoryPastItsLimit, ACCOUNTS.agent),
          (page) => page.reload(),
          sees(/^This list keeps the newest 1,000 changes/),
        ),
      ),
    ],
    hostile: [
      // A driver added, then the workspace's list, its remove dialog kept (Escape) and the result's page.
      chain(
        state(
          'add driver, done, with history',
          'agent',
          then(
            visit(`${SUBMISSION}/drivers/new`, 'Add a driver'),
            (page) => fillDriver(page, { ...NEW_DRIVER, firstName: HOSTILE.rtlPerson, lastName: HOSTILE.name }),
            click('Add the driver'),
            focused(donePanel),
          ),
        ),
        [
          { name: 'workspace, with submissions', on: 'workspace', step: then(withHostileResult, visit('/submissions', 'Submissions')) },
          { name: 'workspace, remove dialog', step: removeDialog(HOSTILE_RESULT) },
          {
            name: 'submission page of a result made here',
            on: 'submission',
            step: then(escapeDialog, followLink(`${HOSTILE_RESULT}, transaction 1`, `Submission ${HOSTILE_RESULT}, transaction 1`)),
          },
        ],
      ),
    ],
    storage: [
      {
        name: 'submission page',
        writes: ['portal.workspace.submissions'],
        account: 'agent',
        open: SUBMISSION,
        check: sees('refused to add this submission to that list'),
      },
    ],
  },
})
