import type { Page } from '@playwright/test'
import { click, exactly, fill, state, then, titled, visit } from '../../support/screen-steps.ts'
import { screenTests } from '../../support/screen-tests.ts'

/** The reply lookup (src/features/submissions/screens.ts) in the suites; a reply's own page is note.ts. */
export const noteBody = (page: Page) => page.getByTestId('note-body')
/** On the lookup, reads reply `noteId` of BR-10001: the reply's page opens. */
export const readReply = (noteId: string) =>
  then(titled('Read a reply'), fill(exactly('Submission or policy id'), 'BR-10001'), fill(exactly('Note id'), noteId), click('Read the reply'), titled('Reply'))

const workspaceChunkOffline = (page: Page) => page.route(/\/assets\/workspace-screens-[\w-]{7}\.js$/, (route) => route.abort('internetdisconnected'))

export const noteLookupTests = screenTests({
  noteLookup: {
    open: { href: '/notes', title: 'Read a reply from underwriting', as: ['agent', 'underwriter', 'summit'] },
    sweeps: [state('a screen that could not be loaded', 'agent', then(workspaceChunkOffline, visit('/notes', 'This part of the portal could not be loaded')))],
  },
})
