import { expect } from '../../support/fixtures.ts'
import { HOSTILE } from '../../support/hostile-content.ts'
import { state, visit } from '../../support/screen-steps.ts'
import { screenTests } from '../../support/screen-tests.ts'
import { BLUE_RIDGE } from './blue-ridge-submission.ts'

/**
 * A reply from underwriting (src/features/submissions/screens.ts) in the suites: a read-only screen. The
 * sweeps reach it from the reply lookup (workspace.ts), and its read is under every fault there
 * (note-lookup.ts); here, a reply whose body is hostile, posted on BR-10001 as the policy system would.
 */
export const noteTests = screenTests({
  note: {
    open: { href: '/submissions/BR-10001/notes/N-1001', title: 'Reply N-1001 on BR-10001', as: BLUE_RIDGE },
    hostile: [
      state('reply', 'agent', async (page, sandbox) => {
        const { event } = await sandbox.driveEvent('BR-10001', { type: 'submission.public_reply', note_body: HOSTILE.paragraph })
        await visit(`/submissions/BR-10001/notes/${(event as { note_id: string }).note_id}`, 'Reply')(page, sandbox)
        await expect(page.getByTestId('note-body')).toBeVisible()
      }),
    ],
  },
})
