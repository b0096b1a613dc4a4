import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { hostileAnswers, withHostileResult } from '../support/hostile-content.ts'
import { completeAnswers, seedDraft, seedResult } from '../support/quote-drafts.ts'
import { chain, heading, openDialog, state, then, visit } from '../support/screen-steps.ts'
import { screenTests } from '../support/screen-tests.ts'
import { breakStorage, signInInThisTab } from '../support/storage-faults.ts'

/** Home (src/features/home/screens.ts) in the suites. */

export const homeTests = screenTests({
  home: {
    open: { href: '/', title: /^(Blue Ridge Insurance Agency|Summit Wholesale Brokers)$/, as: ['agent', 'underwriter', 'summit'] },
    sweeps: [
      // Home with nothing kept yet, then Sign out: the signed-out page and its delete dialog.
      chain(state('home', 'agent', visit('/', 'Blue Ridge Insurance Agency')), [
        {
          name: 'sign-in, signed out',
          on: 'signIn',
          step: async (page) => {
            await page.getByRole('button', { name: 'Sign out' }).click()
            await expect(page.getByText('You have signed out')).toBeVisible()
          },
        },
        { name: 'sign-in, delete drafts dialog', step: openDialog('Delete them from this browser', 'Delete your drafts and results from this browser?') },
      ]),
      state('home, with drafts and results', 'agent', async (page, sandbox) => {
        await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'vehicles')
        await seedResult(page, ACCOUNTS.agent)
        await visit('/', 'Blue Ridge Insurance Agency')(page, sandbox)
        await expect(page.getByRole('heading', { name: 'Unfinished drafts' })).toBeVisible()
      }),
      state(
        'navigation menu, open',
        'agent',
        then(visit('/', 'Blue Ridge'), async (page) => {
          await page.getByRole('button', { name: 'Menu' }).click()
          await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tax calculator' })).toBeVisible()
        }),
        { width: 320 },
      ),
      // A browser that cannot store (ADR 0055): signed in in this tab only.
      state('home, signed in in this tab only', null, async (page) => {
        await breakStorage(page, 'disabled')
        await signInInThisTab(page, ACCOUNTS.agent, '/')
        // The banner is the layout's, drawn before the home page: its heading takes the focus when it comes.
        await expect(heading(page)).toHaveText('Blue Ridge Insurance Agency')
        await expect(heading(page)).toBeFocused()
      }),
    ],
    hostile: [
      state('home, with drafts and results', 'agent', async (page, sandbox) => {
        await seedDraft(page, ACCOUNTS.agent, 'quote', hostileAnswers(), 'vehicles')
        await withHostileResult(page)
        await visit('/', 'Blue Ridge Insurance Agency')(page, sandbox)
      }),
    ],
  },
})
