import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, PASSWORD } from '../support/fixtures.ts'
import { HOSTILE } from '../support/hostile-content.ts'
import { reopen } from '../support/reopen.ts'
import { chain, click, exactly, fill, follow, heading, sees, showProblems, state, type Step, summary, then, titled, visit } from '../support/screen-steps.ts'
import { callOf, formSends, screenTests } from '../support/screen-tests.ts'

/** The chunk that brings the app to the sign-in page drawn at build time (ADR 0130), and the sign-in call's (loaded from the form's first focus). */
export const START_APP_CHUNK = /\/assets\/start-app-[\w-]{7}\.js$/
export const SIGN_IN_CALL_CHUNK = /\/assets\/sign-in-[\w-]{7}\.js$/

/** The sign-in page as a load shows it (a sign-out in the page would say so and offer to delete the drafts). */
async function signedOutAtSignIn(page: Page) {
  await page.goto('/favicon.svg')
  await page.evaluate(() => localStorage.removeItem('portal.session'))
  await page.goto('/sign-in')
  // The app's page (the drawn one's boxes have no names, ADR 0056): a fault such as going offline must not keep the app away.
  await expect(page.locator('input[name="username"]')).toBeAttached()
}

export const NEW_PASSWORD = 'rolling freight at dawn'
/** The agent's e-mail address and `password` typed, and Sign in pressed. */
export const signInAs = (password: string) => then(fill('E-mail address', ACCOUNTS.agent), fill(exactly('Password'), password), click('Sign in'))
const emailKept = (page: Page) => expect(page.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.agent)
const headed = (title: string) => (page: Page) => expect(heading(page)).toHaveText(title)
const problemLink = (name: string) => sees((page) => summary(page).getByRole('link', { name }))
const problem = (words: string) => (page: Page) => expect(summary(page)).toContainText(words)
/** The forgot-password form sent for `email`: the reset form takes its place. */
const codeSent = (email: string) => then(fill('E-mail address', email), click('Send reset code'), headed('Choose a new password'))
const outbox = async (page: Page) => (await (await page.request.get('/__sandbox/outbox')).json()) as { to: string; reset_token: string }[]
const resetCodeTyped = async (page: Page) => then(fill('Reset code', (await outbox(page))[0]!.reset_token), fill(exactly('New password'), NEW_PASSWORD))(page)
/** The reset e-mail in the outbox, to the agent; a short password refused, then a code that is not the one sent. */
const refusedTwice = async (page: Page) => {
  const [email] = await outbox(page)
  expect(email?.to).toBe(ACCOUNTS.agent)
  const wrongCode = email?.reset_token === '000000' ? '111111' : '000000'
  await then(fill('Reset code', wrongCode), fill(exactly('New password'), 'short'), click('Change password'), problem('at least 12 characters'))(page)
  await then(fill(exactly('New password'), NEW_PASSWORD), click('Change password'), problem('reset code is not right'))(page)
}
const outboxLink = (page: Page) => page.getByRole('link', { name: /sandbox outbox/ })
const codeSentToAgent = then(codeSent(ACCOUNTS.agent), emailKept, sees(outboxLink))
const signOutShown = sees((page) => page.getByRole('button', { name: 'Sign out' }))
const signInPage = visit('/sign-in', 'Sign in')
const stillAtSignIn = (page: Page) => expect(page).toHaveURL(/\/sign-in$/)
const NOTHING_SENT = 'Nothing was sent. The connection dropped or the portal was updated.'
const signInCallLost = (page: Page) => page.route(SIGN_IN_CALL_CHUNK, (route) => route.abort('internetdisconnected'))
const appHeldForGood = (page: Page) => page.route(START_APP_CHUNK, () => new Promise(() => undefined))
/** Opens /sign-in without waiting for the app's page: held back, the page drawn at build time is all there is. */
const drawnSignIn = (page: Page) => page.goto('/sign-in')
const busy = (page: Page) => expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true')
const signedInElsewhere: Step = (_page, sandbox) => sandbox.signInElsewhere(ACCOUNTS.agent, PASSWORD)

export const authTests = screenTests({
  signIn: {
    open: { href: '/sign-in', title: 'Sign in', as: [null] },
    sweeps: [
      chain(state('sign-in', null, signInPage), [
        { name: 'sign-in, problems', step: then(showProblems('Sign in'), problemLink('Enter your e-mail address')) },
        { name: 'sign-in, wrong password', step: then(signInAs('not the password'), problem('The e-mail address or password is not right'), stillAtSignIn) },
        { name: 'forgot password', on: 'forgotPassword', step: then(follow('Forgot your password?'), headed('Reset your password')) },
        {
          name: 'reset password, problems',
          on: 'resetPassword',
          step: then(follow('I already have a code'), headed('Choose a new password'), showProblems('Change password')),
        },
        { name: 'reset password, code sent', step: then(follow('Send a new code'), headed('Reset your password'), codeSentToAgent) },
        { name: 'reset password, wrong code', step: refusedTwice },
        { name: 'sign-in, password changed', on: 'signIn', step: then(resetCodeTyped, click('Change password'), sees('Your password has been changed')) },
        { name: 'home, signed in with the new password', on: 'home', step: then(fill(exactly('Password'), NEW_PASSWORD), click('Sign in'), signOutShown) },
      ]),
      state('sign-in, the sign-in call not downloaded', null, then(signInCallLost, signInPage, signInAs(PASSWORD), problem(NOTHING_SENT), stillAtSignIn)),
      state('sign-in, pressed before the app is there', null, then(appHeldForGood, drawnSignIn, signInAs(PASSWORD), busy)),
      state('sign-in, session ended', 'agent', then(signedInElsewhere, visit('/submissions/BR-10001/notes/N-1001', 'Sign in'), sees('Your session has ended'))),
    ],
    faults: [
      formSends({
        name: 'sign-in',
        account: null,
        call: callOf('authenticate'),
        open: then(signedOutAtSignIn, fill('E-mail address', ACCOUNTS.agent), fill(exactly('Password'), PASSWORD)),
        button: 'Sign in',
        kept: then(emailKept, (page) => expect(exactly('Password')(page)).toHaveValue(PASSWORD)),
        done: signOutShown,
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
        open: then((page) => reopen(page, '/forgot-password'), codeSent(ACCOUNTS.agent), resetCodeTyped),
        button: 'Change password',
        kept: (page) => expect(exactly('New password')(page)).toHaveValue(NEW_PASSWORD),
        done: sees('Your password has been changed'),
      }),
    ],
  },
})
