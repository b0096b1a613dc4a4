import { ACCOUNTS, expect } from '../../support/fixtures.ts'
import { HOSTILE } from '../../support/hostile-content.ts'
import { click, fill, follow, heading, reopened, state, then, visit } from '../../support/screen-steps.ts'
import { callOf, screenTests } from '../../support/screen-tests.ts'
import { BLUE_RIDGE } from './blue-ridge-submission.ts'
import { noteBody } from './note-lookup.ts'

/** A reply from underwriting (src/features/submissions/screens.ts): the sweeps reach it from the lookup (workspace.ts). */
const NOTES = '/submissions/BR-10001/notes'

export const noteTests = screenTests({
  note: {
    open: { href: `${NOTES}/N-1001`, title: 'Reply N-1001 on BR-10001', as: BLUE_RIDGE },
    faults: [
      {
        name: 'workspace, note reader',
        account: ACCOUNTS.agent,
        call: callOf('readPublicReplyNote', { displayId: 'BR-10001', noteId: 'N-1001' }),
        kind: 'query',
        // From the lookup, the reply's screen loaded once (on another note): offline, going to it needs no download.
        open: then(reopened(`${NOTES}/N-1002`), follow('Read another reply'), fill('Submission or policy id', 'BR-10001'), fill('Note id', 'N-1001')),
        act: click('Read the reply'),
        again: click('Try again'),
        problem: (page) => page.getByRole('alert').filter({ hasText: 'This reply cannot be shown' }),
        kept: (page) => expect(heading(page)).toHaveText('Reply N-1001 on BR-10001'),
        done: (page) => expect(noteBody(page)).toContainText('<script>'),
      },
    ],
    // A hostile reply, posted as the policy system would.
    hostile: [
      state('reply', 'agent', async (page, sandbox) => {
        const { event } = await sandbox.driveEvent('BR-10001', { type: 'submission.public_reply', note_body: HOSTILE.paragraph })
        await visit(`${NOTES}/${(event as { note_id: string }).note_id}`, 'Reply')(page)
        await expect(noteBody(page)).toBeVisible()
      }),
    ],
  },
})
