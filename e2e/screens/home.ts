import type { Page } from '@playwright/test'
import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { hostileAnswers, withHostileResult } from '../support/hostile-content.ts'
import { completeAnswers, seedDraft, seedResult } from '../support/quote-drafts.ts'
import { chain, click, focused, heading, openDialog, sees, state, then, visit } from '../support/screen-steps.ts'
import { screenTests } from '../support/screen-tests.ts'
import { breakStorage, signInInThisTab } from '../support/storage-faults.ts'

const home = visit('/', 'Blue Ridge Insurance Agency')
/** The agent's quote draft of `answers` (made as the state is reached: they hold dates from the run's clock), kept by the browser. */
const draftOf = (answers: typeof completeAnswers) => (page: Page) => seedDraft(page, ACCOUNTS.agent, 'quote', answers(), 'vehicles')
const withResult = (page: Page) => seedResult(page, ACCOUNTS.agent)
const storageTurnedOff = (page: Page) => breakStorage(page, 'disabled')
const signedInInThisTab = (page: Page) => signInInThisTab(page, ACCOUNTS.agent, '/')
const agencyHeading = (page: Page) => expect(heading(page)).toHaveText('Blue Ridge Insurance Agency')
const unfinishedDrafts = (page: Page) => page.getByRole('heading', { name: 'Unfinished drafts' })
const taxCalculatorLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tax calculator' })

export const homeTests = screenTests({
  home: {
    open: { href: '/', title: /^(Blue Ridge Insurance Agency|Summit Wholesale Brokers)$/, as: ['agent', 'underwriter', 'summit'] },
    sweeps: [
      chain(state('home', 'agent', home), [
        { name: 'sign-in, signed out', on: 'signIn', step: then(click('Sign out'), sees('You have signed out')) },
        { name: 'sign-in, delete drafts dialog', step: openDialog('Delete them from this browser', 'Delete your drafts and results from this browser?') },
      ]),
      state('home, with drafts and results', 'agent', then(draftOf(completeAnswers), withResult, home, sees(unfinishedDrafts))),
      state('navigation menu, open', 'agent', then(visit('/', 'Blue Ridge'), click('Menu'), sees(taxCalculatorLink)), { width: 320 }),
      // The banner (ADR 0055) is the layout's, drawn before the home page, whose heading takes the focus when it comes.
      state('home, signed in in this tab only', null, then(storageTurnedOff, signedInInThisTab, agencyHeading, focused(heading))),
    ],
    hostile: [state('home, with drafts and results', 'agent', then(draftOf(hostileAnswers), withHostileResult, home))],
  },
})
