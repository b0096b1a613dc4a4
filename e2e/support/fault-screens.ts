import type { Page } from '@playwright/test'
import { approve, approveButton, confirmButton, confirmDialog, expectApproved, forgetApprovals } from './cancel-approve.ts'
import { ACCOUNTS, expect, PASSWORD } from './fixtures.ts'
import { sendsWith, type FaultName, type ScreenUnderFault, type SendControl } from './faults.ts'
import { INSURED } from './quote-data.ts'
import { reopen } from './reopen.ts'
import { completeAnswers, seedDraft } from './quote-drafts.ts'
import { field, fillDriver, fillTrailer, heading, NEW_DRIVER, NEW_TRAILER } from './workspace.ts'

/** Every screen that calls the API, as the failure suite (e2e/failure.spec.ts) drives it. */

const summary = (page: Page) => page.getByRole('region', { name: 'There is a problem' })
const editProblem = (page: Page) => page.getByTestId('edit-problem')
const button = (name: string) => (page: Page) => page.getByRole('button', { name })
const click = (name: string) => (page: Page) => button(name)(page).click()
/** A submit button of a form: Enter sends it too. */
const submits = (name: string) => sendsWith({ control: button(name), inForm: true })
const hasValue = (label: string, value: string) => async (page: Page) => expect(field(page, label)).toHaveValue(value)
/** Faults whose outcome nobody knows: the approval screen asks the person to check before approving again. */
const UNKNOWN_OUTCOME: readonly FaultName[] = ['500', '503 with Retry-After', 'hung request']

/**
 * The sign-in page as a load shows it: a sign-out in the page would leave it saying so (and offering to
 * delete the drafts), so the session goes from the storage and the page loads.
 */
async function signedOutAtSignIn(page: Page) {
  await page.goto('/favicon.svg')
  await page.evaluate(() => localStorage.removeItem('portal.session'))
  await page.goto('/sign-in')
}

const NEW_PASSWORD = 'rolling freight at dawn'
const HOOK_URL = 'https://hooks.example.com/insurer'

async function wizardAtCheck(page: Page, mode: 'quote' | 'indication') {
  await reopen(page, await seedDraft(page, ACCOUNTS.agent, mode, completeAnswers()))
  await expect(heading(page)).toContainText('Check your answers')
}

function wizard(mode: 'quote' | 'indication'): ScreenUnderFault {
  const noun = mode === 'quote' ? 'Quote' : 'Indication'
  return {
    name: `wizard, ${mode} sent`,
    account: ACCOUNTS.agent,
    call: { method: 'POST', path: `/v1/${mode}` },
    kind: 'mutation',
    open: (page) => wizardAtCheck(page, mode),
    ...submits(`Get the ${mode}`),
    problem: (page) => page.getByTestId('send-problem'),
    kept: async (page) => {
      await expect(page.getByText(INSURED.legalName)).toBeVisible()
      const drafts = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.includes('-draft.'))
          .map((key) => localStorage.getItem(key)),
      )
      expect(drafts.join(), 'the draft is still in the browser').toContain(INSURED.legalName)
    },
    done: (page) => expect(heading(page)).toHaveText(`${noun} for ${INSURED.legalName}`),
  }
}

interface WorkspaceEdit {
  name: string
  /** Under /submissions/BR-10002/1/ in the portal. */
  screen: string
  call: ScreenUnderFault['call']
  fill: (page: Page) => Promise<void>
  button: string
  kept: (page: Page) => Promise<void>
  doneTitle: string
}

const fillVehicleUpdate = async (page: Page) => {
  await field(page, 'Vehicle id').fill('7004')
  await field(page, 'Model year').fill('2021')
}

const BR_10002 = '/v1/submission/BR-10002/1'
const WORKSPACE_EDITS: WorkspaceEdit[] = [
  {
    name: 'add a driver',
    screen: 'drivers/new',
    call: { method: 'POST', path: `${BR_10002}/driver` },
    fill: fillDriver,
    button: 'Add the driver',
    kept: hasValue('CDL number', NEW_DRIVER.licenseNumber),
    doneTitle: 'Driver added',
  },
  {
    name: 'add a trailer',
    screen: 'trailers/new',
    call: { method: 'POST', path: `${BR_10002}/trailer` },
    fill: fillTrailer,
    button: 'Add the trailer',
    kept: hasValue('VIN', NEW_TRAILER.vin),
    doneTitle: 'Trailer added',
  },
  {
    name: 'update a vehicle',
    screen: 'vehicles/update',
    call: { method: 'PUT', path: `${BR_10002}/vehicle` },
    fill: fillVehicleUpdate,
    button: 'Update the vehicle',
    kept: hasValue('Model year', '2021'),
    doneTitle: 'Vehicle updated',
  },
]

function workspaceEdit({ name, screen, call, fill, button, kept, doneTitle }: WorkspaceEdit): ScreenUnderFault {
  return {
    name: `workspace, ${name}`,
    account: ACCOUNTS.agent,
    call,
    kind: 'mutation',
    open: async (page) => {
      await reopen(page, `/submissions/BR-10002/1/${screen}`)
      await fill(page)
    },
    ...submits(button),
    problem: editProblem,
    kept,
    done: (page) => expect(page.getByTestId('done-panel').getByRole('heading', { name: doneTitle })).toBeVisible(),
  }
}

const subscriptionCard = (page: Page, id: number) => page.getByRole('article', { name: new RegExp(`Subscription ${id}`) })

/** An action on Summit's subscription 1 from the list, which says what went wrong above the cards. */
function listAction(name: string, call: ScreenUnderFault['call'], send: SendControl, done: ScreenUnderFault['done']): ScreenUnderFault {
  return {
    name: `webhooks, ${name}`,
    account: ACCOUNTS.summit,
    call,
    kind: 'mutation',
    open: async (page) => {
      await reopen(page, '/webhooks')
      await expect(subscriptionCard(page, 1)).toBeVisible()
    },
    ...sendsWith(send),
    problem: (page) => page.getByRole('alert').filter({ hasText: /\S/ }).first(),
    kept: (page) => expect(subscriptionCard(page, 1)).toBeVisible(),
    done,
  }
}

export const SCREENS_UNDER_FAULT: ScreenUnderFault[] = [
  {
    name: 'sign-in',
    account: null,
    call: { method: 'POST', path: '/v1/authentication' },
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
  {
    name: 'forgot password',
    account: null,
    call: { method: 'GET', path: '/v1/password-reset' },
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
  {
    name: 'reset password',
    account: null,
    call: { method: 'POST', path: '/v1/password-reset' },
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
  wizard('quote'),
  wizard('indication'),
  {
    name: 'tax calculator',
    account: ACCOUNTS.agent,
    call: { method: 'POST', path: '/v1/submission/tax-calculations' },
    kind: 'query',
    open: async (page) => {
      await reopen(page, '/tax-calculator')
      await page.getByLabel('Home state of the insured').selectOption('TX')
      await page.getByLabel('Coverage').selectOption('AL')
      await page.getByLabel('Policy effective date').fill('2026-12-01')
    },
    act: (page) => page.getByLabel('Premium').fill('12,500'),
    again: click('Try again'),
    // Announced by the calculator's status line; the alert box holds the words and the way to try again.
    problem: (page) =>
      page
        .locator('div')
        .filter({ has: page.getByText('The taxes could not be calculated', { exact: true }) })
        .last(),
    kept: (page) => expect(page.getByLabel('Premium')).toHaveValue('12,500'),
    done: (page) => expect(page.getByTestId('tax-status')).toHaveText('Up to date.'),
  },
  ...WORKSPACE_EDITS.map(workspaceEdit),
  {
    name: 'workspace, note reader',
    account: ACCOUNTS.agent,
    call: { method: 'GET', path: '/v1/submission/BR-10001/notes/N-1001' },
    kind: 'query',
    // The reply's screen is loaded once (on another note), so going to it offline needs no download.
    open: async (page) => {
      await reopen(page, '/submissions/BR-10001/notes/N-1002')
      await page.getByRole('link', { name: 'Read another reply' }).click()
      await page.getByLabel('Submission or policy id').fill('BR-10001')
      await page.getByLabel('Note id').fill('N-1001')
    },
    act: click('Read the reply'),
    again: click('Try again'),
    problem: (page) => page.getByRole('alert').filter({ hasText: 'This reply cannot be shown' }),
    kept: (page) => expect(heading(page)).toHaveText('Reply N-1001 on BR-10001'),
    done: (page) => expect(page.getByTestId('note-body')).toContainText('<script>'),
  },
  {
    name: 'cancel-approve',
    account: ACCOUNTS.underwriter,
    call: { method: 'POST', path: '/v1/submission/BR-20001/2/cancel-approve' },
    kind: 'mutation',
    answersRateLimit: true,
    open: async (page) => {
      await forgetApprovals(page)
      await reopen(page, '/submissions/BR-20001/2/cancel-approve')
      await page.getByRole('checkbox', { name: /Non-payment of premium/ }).check()
      await page.getByRole('textbox', { name: /Other reason, in words/ }).fill('Second notice returned unpaid.')
    },
    ...sendsWith({
      reach: async (page) => {
        await approveButton(page).click()
        await expect(confirmDialog(page)).toBeVisible()
      },
      control: confirmButton,
      inForm: false,
    }),
    again: async (page, fault) => {
      // An approval of unknown outcome is never sent again until the person says they checked.
      if (UNKNOWN_OUTCOME.includes(fault)) await page.getByRole('checkbox', { name: 'I have checked: this cancellation was not approved' }).check()
      await approve(page)
    },
    problem: (page) =>
      page
        .getByTestId('last-attempt')
        .or(page.getByRole('alert').filter({ hasText: /approval/ }))
        .first(),
    kept: async (page) => {
      await expect(page.getByRole('checkbox', { name: /Non-payment of premium/ })).toBeChecked()
      await expect(page.getByRole('textbox', { name: /Other reason, in words/ })).toHaveValue('Second notice returned unpaid.')
    },
    done: expectApproved,
  },
  {
    name: 'webhooks, the list',
    account: ACCOUNTS.summit,
    call: { method: 'GET', path: '/v1/webhook-subscriptions' },
    kind: 'query',
    offline: 'the list loads with its page; offline a page cannot be opened. Its pause and delete are the list’s offline steps',
    open: async () => {},
    act: (page) => reopen(page, '/webhooks'),
    again: click('Try again'),
    problem: (page) => page.getByRole('alert').filter({ hasText: 'The subscriptions cannot be shown' }),
    kept: async () => {},
    done: (page) => expect(subscriptionCard(page, 1)).toContainText('https://hooks.summit.example/insurer'),
  },
  {
    name: 'webhooks, create',
    account: ACCOUNTS.agent,
    call: { method: 'POST', path: '/v1/webhook-subscriptions' },
    kind: 'mutation',
    open: async (page) => {
      await reopen(page, '/webhooks/new')
      await page.getByLabel('Endpoint URL').fill(HOOK_URL)
      await page.getByRole('checkbox', { name: /Renewed/ }).check()
    },
    ...submits('Create subscription'),
    problem: summary,
    kept: async (page) => {
      await expect(page.getByLabel('Endpoint URL')).toHaveValue(HOOK_URL)
      await expect(page.getByRole('checkbox', { name: /Renewed/ })).toBeChecked()
    },
    done: (page) => expect(page.getByRole('alertdialog', { name: 'Store the signing secret now' })).toBeVisible(),
  },
  {
    name: 'webhooks, edit',
    account: ACCOUNTS.summit,
    call: { method: 'PUT', path: '/v1/webhook-subscriptions/1' },
    kind: 'mutation',
    open: async (page) => {
      await reopen(page, '/webhooks/1/edit')
      await page.getByLabel('Endpoint URL').fill(`${HOOK_URL}/v2`)
    },
    ...submits('Save changes'),
    problem: summary,
    kept: (page) => expect(page.getByLabel('Endpoint URL')).toHaveValue(`${HOOK_URL}/v2`),
    done: (page) => expect(page.getByRole('status').filter({ hasText: 'Subscription 1 is saved.' })).toBeVisible(),
  },
  listAction(
    'pause',
    { method: 'PUT', path: '/v1/webhook-subscriptions/1' },
    {
      control: (page) => subscriptionCard(page, 1).getByRole('button', { name: 'Pause deliveries of subscription 1' }),
      inForm: false,
    },
    (page) => expect(subscriptionCard(page, 1).getByText('Paused', { exact: true })).toBeVisible(),
  ),
  listAction(
    'rotate the secret',
    { method: 'POST', path: '/v1/webhook-subscriptions/1/rotate-secret' },
    {
      reach: (page) => subscriptionCard(page, 1).getByRole('button', { name: 'Rotate secret… of subscription 1' }).click(),
      control: (page) => page.getByRole('dialog', { name: 'Rotate the signing secret?' }).getByRole('button', { name: 'Rotate the secret' }),
      inForm: false,
    },
    (page) => expect(page.getByRole('alertdialog')).toBeVisible(),
  ),
  listAction(
    'delete',
    { method: 'DELETE', path: '/v1/webhook-subscriptions/1' },
    {
      reach: (page) => subscriptionCard(page, 1).getByRole('button', { name: 'Delete… of subscription 1' }).click(),
      control: (page) => page.getByRole('alertdialog', { name: 'Delete this subscription?' }).getByRole('button', { name: 'Delete for good' }),
      inForm: false,
    },
    (page) => expect(page.getByRole('status').filter({ hasText: 'Subscription 1 is deleted' })).toBeVisible(),
  ),
  {
    name: 'sandbox console, the clock',
    account: ACCOUNTS.agent,
    call: { method: 'POST', path: '/__sandbox/clock', base: 'sandbox-control' },
    kind: 'mutation',
    open: async (page) => {
      await reopen(page, '/sandbox')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
    ...sendsWith({ control: button('Advance 1 minute'), inForm: false }),
    problem: (page) => page.getByRole('region', { name: 'Clock' }).getByRole('alert'),
    kept: async () => {},
    done: async (page) => {
      await expect(page.getByRole('region', { name: 'Clock' }).getByRole('alert')).toBeEmpty()
      const sandboxNow = async () => Date.parse(((await (await page.request.get('/__sandbox/clock')).json()) as { now: string }).now)
      await expect.poll(async () => (await sandboxNow()) - Date.now()).toBeGreaterThan(50_000)
    },
  },
]
