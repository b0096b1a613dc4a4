import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, PASSWORD } from '../support/fixtures.ts'
import { HOSTILE } from '../support/hostile-content.ts'
import { reopen } from '../support/reopen.ts'
import { chain, click, exactly, fill, follow, heading, sees, showProblems, state, summary, then, titled, visit } from '../support/screen-steps.ts'
import { callOf, formSends, screenTests } from '../support/screen-tests.ts'

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
const signInAs = (password: string) => then(fill('E-mail address', ACCOUNTS.agent), fill(exactly('Password'), password), click('Sign in'))
const emailKept = (page: Page) => expect(page.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.agent)
/** The forgot-password form sent for `email`: the reset form takes its place. */
const codeSent = (email: string) =>
  then(fill('E-mail address', email), click('Send reset code'), (page) => expect(heading(page)).toHaveText('Choose a new password'))

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
          step: then(signInAs('not the password'), (page) => expect(summary(page)).toContainText('The e-mail address or password is not right')),
        },
        {
          name: 'forgot password',
          on: 'forgotPassword',
          step: then(follow('Forgot your password?'), (page) => expect(heading(page)).toHaveText('Reset your password')),
        },
        {
          name: 'reset password, problems',
          on: 'resetPassword',
          step: then(follow('I already have a code'), (page) => expect(heading(page)).toHaveText('Choose a new password'), showProblems('Change password')),
        },
        {
          name: 'reset password, code sent',
          step: then(follow('Send a new code'), (page) => expect(heading(page)).toHaveText('Reset your password'), codeSent(ACCOUNTS.agent)),
        },
      ]),
      state(
        'sign-in, the sign-in call not downloaded',
        null,
        then(
          (page) => page.route(/\/assets\/sign-in-[\w-]{7}\.js$/, (route) => route.abort('internetdisconnected')),
          visit('/sign-in', 'Sign in'),
          signInAs(PASSWORD),
          (page) => expect(summary(page)).toContainText('Nothing was sent'),
        ),
      ),
      // The page drawn at build time with its own script, and the app held back for good (ADR 0130).
      state(
        'sign-in, pressed before the app is there',
        null,
        then(
          (page) => page.route(/\/assets\/start-app-[\w-]{7}\.js$/, () => new Promise(() => undefined)),
          (page) => page.goto('/sign-in'),
          signInAs(PASSWORD),
          (page) => expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true'),
        ),
      ),
      state(
        'sign-in, session ended',
        'agent',
        then(
          (_page, sandbox) => sandbox.signInElsewhere(ACCOUNTS.agent, PASSWORD),
          visit('/submissions/BR-10001/notes/N-1001', 'Sign in'),
          sees('Your session has ended'),
        ),
      ),
    ],
    faults: [
      formSends({
        name: 'sign-in',
        account: null,
        call: callOf('authenticate'),
        open: then(signedOutAtSignIn, fill('E-mail address', ACCOUNTS.agent), fill(exactly('Password'), PASSWORD)),
        button: 'Sign in',
        kept: then(emailKept, (page) => expect(exactly('Password')(page)).toHaveValue(PASSWORD)),
        done: sees((page) => page.getByRole('button', { name: 'Sign out' })),
      }),
    ],
    storage: [{ name: 'sign-in', writes: ['portal.session'], account: 'agent', open: '/', check: titled('Blue Ridge') }],
  },
  forgotPassword: {
    open: { href: '/forgot-password', title: 'Reset your password', as: [null] },
    faults: [
      formSends({
        name: 'forgot password',
        account: null,
        call: callOf('requestPasswordReset'),
        open: then((page) => reopen(page, '/forgot-password'), fill('E-mail address', ACCOUNTS.agent)),
        button: 'Send reset code',
        kept: emailKept,
        done: sees((page) => page.getByRole('heading', { name: 'Choose a new password' })),
      }),
    ],
  },
  resetPassword: {
    open: { href: '/reset-password', title: 'Choose a new password', as: [null] },
    hostile: [state('reset password, code sent', null, then(visit('/forgot-password', 'Reset your password'), codeSent(HOSTILE.email)))],
    faults: [
      formSends({
        name: 'reset password',
        account: null,
        call: callOf('confirmPasswordReset'),
        open: then(
          (page) => reopen(page, '/forgot-password'),
          codeSent(ACCOUNTS.agent),
          async (page) => {
            const outbox = (await (await page.request.get('/__sandbox/outbox')).json()) as { reset_token: string }[]
            await then(fill('Reset code', outbox[0]!.reset_token), fill(exactly('New password'), NEW_PASSWORD))(page)
          },
        ),
        button: 'Change password',
        kept: (page) => expect(exactly('New password')(page)).toHaveValue(NEW_PASSWORD),
        done: sees('Your password has been changed'),
      }),
    ],
  },
})
