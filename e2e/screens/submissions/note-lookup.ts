import type { Locator, Page } from '@playwright/test'
import { click, exactly, fill, sees, state, then, titled, visit } from '../../support/screen-steps.ts'
import { screenTests } from '../../support/screen-tests.ts'

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
  },
})
