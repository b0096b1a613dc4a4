import type { Page } from '@playwright/test'
import { submits } from '../support/faults.ts'
import { ACCOUNTS, expect, PASSWORD } from '../support/fixtures.ts'
import { HOSTILE } from '../support/hostile-content.ts'
import { reopen } from '../support/reopen.ts'
import { chain, heading, state, showProblems, summary, then, visit } from '../support/screen-steps.ts'
import { callOf, screenTests } from '../support/screen-tests.ts'
import { field } from '../support/workspace.ts'

/** The sign-in pages (src/features/auth/screens.ts) in the suites. */

/**
 * The sign-in page as a load shows it: a sign-out in the page would leave it saying so (and offering to
 * delete the drafts), so the session goes from the storage and the page loads.
 */
async function signedOutAtSignIn(page: Page) {
  await page.goto('/favicon.svg')
  await page.evaluate(() => localStorage.removeItem('portal.session'))
  await page.goto('/sign-in')
  // The app's page, not the one drawn at build time (whose boxes have no names, ADR 0056): a fault such as
  // going offline must not keep the app from arriving. The drawn form's own sends are auth.spec.ts's.
  await expect(page.locator('input[name="username"]')).toBeAttached()
}

const NEW_PASSWORD = 'rolling freight at dawn'

export const authTests = screenTests({
  signIn: {
    open: { href: '/sign-in', title: 'Sign in', as: [null] },
    sweeps: [
      // Sign-in and its problems, "Forgot your password?", "I already have a code" and its problems, then
      // "Send a new code" and the code sent.
      chain(state('sign-in', null, visit('/sign-in', 'Sign in')), [
        { name: 'sign-in, problems', step: showProblems('Sign in') },
        {
          name: 'sign-in, wrong password',
          step: async (page) => {
            await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
            await page.getByLabel('Password', { exact: true }).fill('not the password')
            await page.getByRole('button', { name: 'Sign in' }).click()
            await expect(summary(page)).toContainText('The e-mail address or password is not right')
          },
        },
        {
          name: 'forgot password',
          on: 'forgotPassword',
          step: async (page) => {
            await page.getByRole('link', { name: 'Forgot your password?' }).click()
            await expect(heading(page)).toHaveText('Reset your password')
          },
        },
        {
          name: 'reset password, problems',
          on: 'resetPassword',
          step: async (page) => {
            await page.getByRole('link', { name: 'I already have a code' }).click()
            await expect(heading(page)).toHaveText('Choose a new password')
            await showProblems('Change password')(page)
          },
        },
        {
          name: 'reset password, code sent',
          step: async (page) => {
            await page.getByRole('link', { name: 'Send a new code' }).click()
            await expect(heading(page)).toHaveText('Reset your password')
            await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
            await page.getByRole('button', { name: 'Send reset code' }).click()
            await expect(heading(page)).toHaveText('Choose a new password')
          },
        },
      ]),
      state('sign-in, the sign-in call not downloaded', null, async (page, sandbox) => {
        await page.route(/\/assets\/sign-in-[\w-]{7}\.js$/, (route) => route.abort('internetdisconnected'))
        await visit('/sign-in', 'Sign in')(page, sandbox)
        await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: 'Sign in' }).click()
        await expect(summary(page)).toContainText('Nothing was sent')
      }),
      state('sign-in, pressed before the app is there', null, async (page) => {
        // The page drawn at build time with its own script, and the app held back for good (ADR 0130).
        await page.route(/\/assets\/start-app-[\w-]{7}\.js$/, () => new Promise(() => undefined))
        await page.goto('/sign-in')
        await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: 'Sign in' }).click()
        await expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true')
      }),
      state('sign-in, session ended', 'agent', async (page, sandbox) => {
        await sandbox.signInElsewhere(ACCOUNTS.agent, PASSWORD)
        await visit('/submissions/BR-10001/notes/N-1001', 'Sign in')(page, sandbox)
        await expect(page.getByText('Your session has ended')).toBeVisible()
      }),
    ],
    faults: [
      {
        name: 'sign-in',
        account: null,
        call: callOf('authenticate'),
        kind: 'mutation',
        open: async (page) => {
          await signedOutAtSignIn(page)
          await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
          await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        },
        ...submits('Sign in'),
        problem: summary,
        kept: async (page) => {
          await expect(page.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.agent)
          await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD)
        },
        done: (page) => expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible(),
      },
    ],
    storage: [{ name: 'sign-in', writes: ['portal.session'], account: 'agent', open: '/', check: (page) => expect(heading(page)).toContainText('Blue Ridge') }],
  },
  forgotPassword: {
    open: { href: '/forgot-password', title: 'Reset your password', as: [null] },
    faults: [
      {
        name: 'forgot password',
        account: null,
        call: callOf('requestPasswordReset'),
        kind: 'mutation',
        open: async (page) => {
          await reopen(page, '/forgot-password')
          await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
        },
        ...submits('Send reset code'),
        problem: summary,
        kept: (page) => expect(page.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.agent),
        done: (page) => expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible(),
      },
    ],
  },
  resetPassword: {
    open: { href: '/reset-password', title: 'Choose a new password', as: [null] },
    hostile: [
      state(
        'reset password, code sent',
        null,
        then(visit('/forgot-password', 'Reset your password'), async (page) => {
          await field(page, 'E-mail address').fill(HOSTILE.email)
          await page.getByRole('button', { name: 'Send reset code' }).click()
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')
        }),
      ),
    ],
    faults: [
      {
        name: 'reset password',
        account: null,
        call: callOf('confirmPasswordReset'),
        kind: 'mutation',
        open: async (page) => {
          await reopen(page, '/forgot-password')
          await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
          await page.getByRole('button', { name: 'Send reset code' }).click()
          await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
          const outbox = (await (await page.request.get('/__sandbox/outbox')).json()) as { reset_token: string }[]
          await page.getByLabel('Reset code').fill(outbox[0]!.reset_token)
          await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
        },
        ...submits('Change password'),
        problem: summary,
        kept: (page) => expect(page.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD),
        done: (page) => expect(page.getByText('Your password has been changed')).toBeVisible(),
      },
    ],
  },
})
