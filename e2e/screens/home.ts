import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { hostileAnswers, withHostileResult } from '../support/hostile-content.ts'
import { completeAnswers, seedDraft, seedResult } from '../support/quote-drafts.ts'
import { chain, click, focused, heading, openDialog, sees, state, then, visit } from '../support/screen-steps.ts'
import { screenTests } from '../support/screen-tests.ts'
import { breakStorage, signInInThisTab } from '../support/storage-faults.ts'

/** Home (src/features/home/screens.ts) in the suites. */

const home = visit('/', 'Blue Ridge Insurance Agency')

export const homeTests = screenTests({
  home: {
    open: { href: '/', title: /^(Blue Ridge Insurance Agency|Summit Wholesale Brokers)$/, as: ['agent', 'underwriter', 'summit'] },
    sweeps: [
      // Home with nothing kept yet, then Sign out: the signed-out page and its delete dialog.
      chain(state('home', 'agent', home), [
        { name: 'sign-in, signed out', on: 'signIn', step: then(click('Sign out'), sees('You have signed out')) },
        { name: 'sign-in, delete drafts dialog', step: openDialog('Delete them from this browser', 'Delete your drafts and results from this browser?') },
      ]),
      state(
        'home, with drafts and results',
        'agent',
        then(
          (page) => seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'vehicles'),
          (page) => seedResult(page, ACCOUNTS.agent),
          home,
          sees((page) => page.getByRole('heading', { name: 'Unfinished drafts' })),
        ),
      ),
      state(
        'navigation menu, open',
        'agent',
        then(
          visit('/', 'Blue Ridge'),
          click('Menu'),
          sees((page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tax calculator' })),
        ),
        { width: 320 },
      ),
      // A browser that cannot store (ADR 0055): signed in in this tab only. The banner is the layout's, drawn
      // before the home page: its heading takes the focus when it comes.
      state(
        'home, signed in in this tab only',
        null,
        then(
          (page) => breakStorage(page, 'disabled'),
          (page) => signInInThisTab(page, ACCOUNTS.agent, '/'),
          (page) => expect(heading(page)).toHaveText('Blue Ridge Insurance Agency'),
          focused(heading),
        ),
      ),
    ],
    hostile: [
      state(
        'home, with drafts and results',
        'agent',
        then((page) => seedDraft(page, ACCOUNTS.agent, 'quote', hostileAnswers(), 'vehicles'), withHostileResult, home),
      ),
    ],
  },
})
