import type { Locator, Page } from '@playwright/test'
import { ACCOUNTS, expect } from '../../support/fixtures.ts'
import { reopen } from '../../support/reopen.ts'
import { click, exactly, fill, follow, heading, sees, state, then, titled, visit } from '../../support/screen-steps.ts'
import { callOf, screenTests } from '../../support/screen-tests.ts'

/** The reply lookup (src/features/submissions/screens.ts) in the suites; a reply's own page is note.ts. */

/** Reads reply `noteId` of BR-10001 from the lookup, then waits for what the reply page shows (`shown`). */
export const readReply = (noteId: string, shown: (page: Page) => Locator) =>
  then(fill(exactly('Submission or policy id'), 'BR-10001'), fill(exactly('Note id'), noteId), click('Read the reply'), titled('Reply'), sees(shown))

export const noteLookupTests = screenTests({
  noteLookup: {
    open: { href: '/notes', title: 'Read a reply from underwriting', as: ['agent', 'underwriter', 'summit'] },
    sweeps: [
      state(
        'a screen that could not be loaded',
        'agent',
        then(
          (page) => page.route(/\/assets\/workspace-screens-[\w-]{7}\.js$/, (route) => route.abort('internetdisconnected')),
          visit('/notes', 'This part of the portal could not be loaded'),
        ),
      ),
    ],
    faults: [
      {
        name: 'workspace, note reader',
        account: ACCOUNTS.agent,
        call: callOf('readPublicReplyNote', { displayId: 'BR-10001', noteId: 'N-1001' }),
        kind: 'query',
        // The reply's screen is loaded once (on another note), so going to it offline needs no download.
        open: then(
          (page) => reopen(page, '/submissions/BR-10001/notes/N-1002'),
          follow('Read another reply'),
          fill('Submission or policy id', 'BR-10001'),
          fill('Note id', 'N-1001'),
        ),
        act: click('Read the reply'),
        again: click('Try again'),
        problem: (page) => page.getByRole('alert').filter({ hasText: 'This reply cannot be shown' }),
        kept: (page) => expect(heading(page)).toHaveText('Reply N-1001 on BR-10001'),
        done: (page) => expect(page.getByTestId('note-body')).toContainText('<script>'),
      },
    ],
  },
})
