import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, PASSWORD } from './fixtures.ts'
import { completeAnswers, seedDraft, seedResult } from './quote-drafts.ts'
import { CANCEL_APPROVE_SCREENS } from './screens-cancel-approve.ts'
import { chooseFleetWorkbook, openImport, PASTED_IN_AGENTS_WORDS, PASTED_WITH_NOTES, pasteRows, SIXTY_UNITS, LICENSE_TWICE } from './schedule-files.ts'
import { chain, dialog, escapeDialog, heading, type NextState, openDialog, type Screen, screen, showProblems, summary, then, visit } from './screen-steps.ts'
import { APPROVE_SEVERAL_SCREENS } from './screens-approve-several.ts'
import { RECORDS_SCREENS } from './screens-records.ts'
import { WEBHOOK_SCREENS } from './screens-webhooks.ts'
import { ENDORSEMENT_SCREENS } from './screens-endorsement.ts'
import { WORKSPACE_SCREENS } from './screens-workspace.ts'
import { breakStorage, signInInThisTab } from './storage-faults.ts'
import { withLongFleet } from '../../src/test/quote-answers.ts'

/**
 * Every screen, state and dialog of the portal, in one list: the sweeps (e2e/sweeps.spec.ts) open each
 * one and check it with axe, tab through it judging each focus indicator, and look at it at 390 and
 * 320 px for sideways scrolling, photographing it at 1280, 390 and 320 px. A new screen or state joins
 * every sweep by one line here, or in the list of its area that this one spreads (screens-*.ts;
 * DEVELOPERS.md, "The sweeps"):
 *
 *   screen('webhooks, list', 'agent', visit('/webhooks', 'Webhooks')),
 */
export type { Screen }

/** The wizard opened at `step` of a draft with the tests' complete answers (a retail agency's). */
export const wizardStep =
  (mode: 'quote' | 'indication', step: string, title: string | RegExp, values: unknown = completeAnswers()): Screen['reach'] =>
  async (page) => {
    await page.goto(await seedDraft(page, ACCOUNTS.agent, mode, values, step))
    await expect(heading(page)).toContainText(title)
  }

/** Every third vehicle without a weight class and a body type. */
const withoutChoices = <Answers extends ReturnType<typeof completeAnswers>>(answers: Answers): Answers => ({
  ...answers,
  vehicles: answers.vehicles.map((vehicle, index) => (index % 3 === 0 ? { ...vehicle, classKey: '', bodyType: '' } : vehicle)),
})

/** The check page of a draft of `answers` (an indication's without its schedules). */
const checkPage = (mode: 'quote' | 'indication', answers = completeAnswers()): Screen['reach'] =>
  wizardStep(mode, 'check', 'Check your answers', mode === 'indication' ? { ...answers, vehicles: [], drivers: [] } : answers)

/** On the check page: the quote or indication sent, and its result shown (the sandbox's own figures). */
const getThe = (mode: 'quote' | 'indication') => async (page: Page) => {
  await page.getByRole('button', { name: `Get the ${mode}` }).click()
  await expect(heading(page)).toContainText(mode === 'quote' ? 'Quote for' : 'Indication for')
}

/** A quote or indication sent from the check page of a draft of `answers`. */
const sentWizard = (mode: 'quote' | 'indication', answers = completeAnswers()): Screen['reach'] => then(checkPage(mode, answers), getThe(mode))

/** The wizard opened afresh with a draft in the browser. */
const resumeOffer: Screen['reach'] = async (page, sandbox) => {
  await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'drivers')
  await visit('/quotes/new', 'You have an unfinished quote')(page, sandbox)
}

const STEPS: [string, string][] = [
  ['insured', 'About the insured'],
  ['addresses', 'Garage and mailing addresses'],
  ['coverage', 'Coverages and effective date'],
  ['operations', 'Operations and filings'],
  ['radius', 'How far the trucks travel'],
  ['cargo', 'What the trucks haul'],
  ['terminals', 'Terminals'],
  ['vehicles', 'Vehicles'],
  ['trailers', 'Trailers'],
  ['drivers', 'Drivers'],
  ['losses', 'Loss history'],
  ['retail-agent', 'Retail agent'],
  ['check', 'Check your answers before getting the quote'],
]

/** Continue on a wizard step, to the step titled `title`. */
const continueTo = (title: string) => async (page: Page) => {
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(heading(page)).toContainText(title)
}

/** Opens vehicle `number`'s row of a long list and waits for its first box to take the focus. */
const editVehicle = (number: number) => async (page: Page) => {
  await page.getByRole('button', { name: `Edit vehicle ${number}` }).click()
  await expect(
    page
      .getByRole('group', { name: `Vehicle ${number}` })
      .getByRole('textbox')
      .first(),
  ).toBeFocused()
}

/** The quote sent from the check page, reached from the losses step by Continue. */
const quoteSentFromLosses = then(wizardStep('quote', 'losses', 'Loss history'), async (page) => {
  await continueTo('Check your answers')(page)
  await page.getByRole('button', { name: 'Get the quote' }).click()
  await expect(heading(page)).toContainText('Quote for')
})

/** The steps the tests' retail agency goes through: the retail agent step is asked of a wholesale agency only. */
const WIZARD_STEPS = STEPS.filter(([step]) => step !== 'retail-agent')

const effectiveDate = (page: Page) => page.getByLabel('Effective date', { exact: true })
const garageState = (page: Page) => page.getByRole('group', { name: /^Garage address/ }).getByLabel('State', { exact: true })

/**
 * States a person meets on a step of the wizard chain, after it, and what undoes each before Continue
 * (the draft goes on as the tests' answers).
 */
const DETOURS: Record<string, { state: NextState; undo: (page: Page) => Promise<void> }> = {
  insured: { state: { name: 'quote wizard, discard dialog', step: openDialog('Discard this draft', 'Discard this draft?') }, undo: escapeDialog },
  addresses: {
    state: {
      name: 'quote wizard, a ZIP code of another state',
      step: async (page) => {
        await garageState(page).selectOption('NC')
        await page.getByRole('button', { name: 'Continue' }).click()
        await expect(summary(page)).toContainText('ZIP code 30336 is in Georgia, not North Carolina')
      },
    },
    undo: async (page) => {
      await garageState(page).selectOption('GA')
    },
  },
  coverage: {
    state: {
      name: 'quote wizard, a date typed as digits, with the calendar open',
      step: async (page) => {
        await effectiveDate(page).fill('')
        await effectiveDate(page).pressSequentially('12152026')
        await page.getByRole('button', { name: 'Calendar for Effective date' }).click()
        await expect(effectiveDate(page)).toHaveValue('12/15/2026')
        await expect(page.getByLabel('On a calendar')).toHaveValue('2026-12-15')
      },
    },
    undo: async (page) => {
      // Typed on the calendar, in the middle of its box (its year part): the digits go to the text box.
      await page.getByLabel('On a calendar').click()
      await page.keyboard.type('12012026')
      await expect(effectiveDate(page)).toBeFocused()
      await expect(effectiveDate(page)).toHaveValue('12012026')
      await expect(page.getByLabel('On a calendar')).toHaveValue('2026-12-01')
    },
  },
}
const detourAfter = (step: string): NextState[] => (DETOURS[step] ? [DETOURS[step].state] : [])

const resultTaxesStatus = (page: Page) => page.getByTestId('result-taxes-status')
const TAXES_DONE = 'Taxes and fees calculated for every coverage.'

export const PREFILLED_TAXES = '/tax-calculator?state=TX&effective_date=2026-12-01&coverage_type=AL&premium=12500.00&insurer_fees=300.00'

export const SCREENS: Screen[] = [
  // Signed out
  // Sign-in and its problems, "Forgot your password?", "I already have a code" and its problems, then
  // "Send a new code" and the code sent.
  chain(screen('sign-in', null, visit('/sign-in', 'Sign in')), [
    {
      name: 'sign-in, problems',
      step: showProblems('Sign in'),
    },
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
      step: async (page) => {
        await page.getByRole('link', { name: 'Forgot your password?' }).click()
        await expect(heading(page)).toHaveText('Reset your password')
      },
    },
    {
      name: 'reset password, problems',
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
  // Home with nothing kept yet, then Sign out: the signed-out page and its delete dialog.
  chain(screen('home', 'agent', visit('/', 'Blue Ridge Insurance Agency')), [
    {
      name: 'sign-in, signed out',
      step: async (page) => {
        await page.getByRole('button', { name: 'Sign out' }).click()
        await expect(page.getByText('You have signed out')).toBeVisible()
      },
    },
    { name: 'sign-in, delete drafts dialog', step: openDialog('Delete them from this browser', 'Delete your drafts and results from this browser?') },
  ]),
  screen('sign-in, the sign-in call not downloaded', null, async (page, sandbox) => {
    await page.route(/\/assets\/sign-in-[\w-]{7}\.js$/, (route) => route.abort('internetdisconnected'))
    await visit('/sign-in', 'Sign in')(page, sandbox)
    await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(summary(page)).toContainText('Nothing was sent')
  }),
  screen('sign-in, session ended', 'agent', async (page, sandbox) => {
    await sandbox.signInElsewhere(ACCOUNTS.agent, PASSWORD)
    await visit('/submissions/BR-10001/notes/N-1001', 'Sign in')(page, sandbox)
    await expect(page.getByText('Your session has ended')).toBeVisible()
  }),
  screen('not found', null, visit('/no/such/page', 'Page not found')),
  screen('a screen that could not be loaded', 'agent', async (page, sandbox) => {
    await page.route(/\/assets\/screens-[\w-]{7}\.js$/, (route) => route.abort('internetdisconnected'))
    await visit('/notes', 'This part of the portal could not be loaded')(page, sandbox)
  }),
  screen('sandbox console', null, visit('/sandbox', 'Sandbox console')),

  // Signed in
  screen('home, with drafts and results', 'agent', async (page, sandbox) => {
    await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'vehicles')
    await seedResult(page, ACCOUNTS.agent)
    await visit('/', 'Blue Ridge Insurance Agency')(page, sandbox)
    await expect(page.getByRole('heading', { name: 'Unfinished drafts' })).toBeVisible()
  }),
  screen(
    'navigation menu, open',
    'agent',
    then(visit('/', 'Blue Ridge'), async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tax calculator' })).toBeVisible()
    }),
    { width: 320 },
  ),
  // Empty, a wrong premium's problems, then the figures of PREFILLED_TAXES typed in and their result.
  chain(screen('tax calculator', 'agent', visit('/tax-calculator', 'Tax and fee calculator')), [
    {
      name: 'tax calculator, problems',
      step: async (page) => {
        await page.getByLabel('Premium').fill('12.345')
        await showProblems('Calculate')(page)
      },
    },
    {
      name: 'tax calculator, result',
      step: async (page) => {
        await page.getByLabel('Home state of the insured').selectOption('TX')
        await page.getByLabel('Coverage').selectOption('AL')
        await page.getByLabel('Policy effective date').fill('12/01/2026')
        await page.getByLabel('Premium').fill('12500.00')
        await page.getByLabel('Insurer’s fees and charges').fill('300.00')
        await expect(page.getByTestId('insured-total')).toBeVisible()
      },
    },
    {
      name: 'tax calculator, a premium the service refused',
      step: async (page, sandbox) => {
        await sandbox.injectFault({
          method: 'POST',
          path: '/v1/submission/tax-calculations',
          status: 422,
          count: 1,
          body: { message: 'The given data was invalid.', errors: { premium: ['The service refused this premium.'] } },
        })
        await page.getByLabel('Premium').fill('9000')
        await expect(page.locator('#premium-error')).toHaveText('Error: The service refused this premium.')
        await expect(page.locator('#tax-summary')).toContainText('did not accept some of the values')
      },
    },
  ]),
  screen(
    'tax calculator, result from a quote with a broker fee',
    'agent',
    then(visit(`${PREFILLED_TAXES}&broker_fee=250.00`, 'Tax and fee calculator'), async (page) => {
      await expect(page.getByTestId('broker-fee-note')).toBeVisible()
      await expect(page.getByTestId('insured-total')).toBeVisible()
    }),
  ),
  screen('tax calculator, waiting out a 429', 'agent', async (page, sandbox) => {
    await sandbox.injectFault({ method: 'POST', path: '/v1/submission/tax-calculations', status: 429, count: 20 })
    await visit(PREFILLED_TAXES, 'Tax and fee calculator')(page, sandbox)
    await expect(page.getByTestId('tax-status')).toContainText('Waiting for the service')
  }),
  // Each step from the one before it, by Continue, as a person goes: one load of the portal for them all,
  // with the states met on the way (DETOURS).
  chain(screen(`quote wizard, ${WIZARD_STEPS[0]![0]}`, 'agent', wizardStep('quote', WIZARD_STEPS[0]![0], WIZARD_STEPS[0]![1])), [
    ...detourAfter(WIZARD_STEPS[0]![0]),
    ...WIZARD_STEPS.slice(1).flatMap(([step, title], index) => {
      const before = DETOURS[WIZARD_STEPS[index]![0]]
      return [{ name: `quote wizard, ${step}`, step: before ? then(before.undo, continueTo(title)) : continueTo(title) }, ...detourAfter(step)]
    }),
  ]),
  screen('quote wizard, retail-agent', 'agent', wizardStep('quote', 'retail-agent', 'Retail agent')),
  screen('indication wizard, limits', 'agent', wizardStep('indication', 'limits', 'Trucks, trailers and limits')),
  // A new quote's problems, then a name typed and Home: the leave dialog.
  chain(
    screen(
      'quote wizard, problems of a step',
      'agent',
      then(visit('/quotes/new', 'About the insured'), async (page) => {
        await showProblems('Continue')(page)
      }),
    ),
    [
      {
        name: 'quote wizard, leave dialog',
        step: async (page) => {
          await page.getByLabel('Legal name of the business').fill('Peach State Freight LLC')
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
          await dialog(page, 'Leave this quote?')
        },
      },
    ],
  ),
  screen(
    'quote wizard, VIN check digit to confirm',
    'agent',
    then(
      wizardStep('quote', 'vehicles', 'Vehicles', { ...completeAnswers(), vehicles: [{ ...completeAnswers().vehicles[0]!, vin: '1FUJGLDR4CLBP8834' }] }),
      async (page) => {
        await page.getByRole('button', { name: 'Continue' }).click()
        await expect(page.getByRole('checkbox', { name: /I have checked this VIN/ })).toBeVisible()
      },
    ),
  ),
  // The summaries, one row open, then vehicle 5's make cleared, its row closed and Continue.
  chain(screen('quote wizard, a long list as one-line summaries', 'agent', wizardStep('quote', 'vehicles', 'Vehicles', withLongFleet(completeAnswers()))), [
    { name: 'quote wizard, a long list with one row open', step: editVehicle(3) },
    {
      name: 'quote wizard, a closed row with problems',
      step: async (page) => {
        await editVehicle(5)(page)
        await page.getByRole('group', { name: 'Vehicle 5' }).getByLabel('Make', { exact: true }).fill('')
        await page.getByRole('button', { name: 'Close vehicle 5' }).click()
        await page.getByRole('button', { name: 'Continue' }).click()
        await expect(page.getByText('1 problem')).toBeVisible()
      },
    },
  ]),
  // The vehicles step, a workbook's sheet chosen, then closed and opened again (it is kept: ADR 0091),
  // started again and rows pasted (their mapping is remembered: the other pasted rows below start
  // afresh, in an entry of their own).
  chain(
    screen(
      'quote wizard, the VIN says another year',
      'agent',
      then(wizardStep('quote', 'vehicles', 'Vehicles'), (page) => expect(page.getByText('The VIN says 2012 Freightliner.')).toBeVisible()),
    ),
    [
      {
        name: 'quote wizard, import, a sheet chosen, with the choice of another',
        step: (page) => chooseFleetWorkbook(page).then(() => page.getByRole('button', { name: 'Read another sheet' }).click()),
      },
      {
        name: 'quote wizard, import, rows set aside',
        step: async (page) => {
          await page.getByRole('button', { name: 'Close the import' }).click()
          await openImport(page, 'vehicles')
          await page.getByRole('button', { name: 'Start again with other rows' }).click()
          await page.getByLabel('Paste the vehicles from your spreadsheet, with the header row').fill(PASTED_WITH_NOTES)
          await page.getByRole('button', { name: 'Read the pasted rows' }).click()
          await page.getByRole('button', { name: 'Use these columns' }).click()
          await expect(page.getByRole('button', { name: 'Read line 7 as a row' })).toBeVisible()
        },
      },
    ],
  ),
  screen(
    'quote wizard, import, one answer for many rows',
    'agent',
    then(wizardStep('quote', 'vehicles', 'Vehicles'), async (page) => {
      await pasteRows(page, 'vehicles', PASTED_IN_AGENTS_WORDS)
      await page.getByRole('button', { name: 'Use these columns' }).click()
      await page.getByRole('checkbox', { name: 'Select line 3' }).check()
      await expect(page.getByRole('button', { name: 'Set on the 1 row selected' })).toBeVisible()
    }),
  ),
  // Sixty units: the rows to fix and a VIN twice first, the ready rows summed up; then shown; then a line's cells, its class and body type chosen from lists.
  chain(
    screen(
      'quote wizard, import, sixty rows: rows to fix and duplicates first',
      'agent',
      then(wizardStep('quote', 'vehicles', 'Vehicles'), async (page) => {
        await pasteRows(page, 'vehicles', SIXTY_UNITS)
        await page.getByRole('button', { name: 'Use these columns' }).click()
        await expect(page.getByRole('region', { name: 'Duplicate VINs' })).toBeVisible()
      }),
    ),
    [
      {
        name: 'quote wizard, import, sixty rows, the ready rows shown',
        step: async (page) => {
          await page.getByRole('button', { name: 'Show the 56 ready rows' }).click()
          await expect(page.getByRole('table', { name: 'Rows ready to add (56)' })).toBeVisible()
        },
      },
      {
        name: 'quote wizard, import, fixing a line with its class and body type',
        step: async (page) => {
          await page.getByRole('button', { name: 'Fix line 12' }).click()
          await expect(page.getByRole('group', { name: 'Fix line 12' }).getByLabel('Body')).toBeVisible()
        },
      },
    ],
  ),
  // A driver's license twice in the sheet, another already entered (driver 1's).
  screen(
    'quote wizard, import, duplicate licenses',
    'agent',
    then(wizardStep('quote', 'drivers', 'Drivers'), async (page) => {
      await pasteRows(page, 'drivers', LICENSE_TWICE)
      await expect(page.getByRole('region', { name: 'Duplicate licenses' })).toBeVisible()
    }),
  ),
  screen(
    'quote wizard, import, kept from before',
    'agent',
    then(wizardStep('quote', 'vehicles', 'Vehicles'), async (page) => {
      await pasteRows(page, 'vehicles', PASTED_IN_AGENTS_WORDS)
      await page.getByRole('button', { name: 'Use these columns' }).click()
      await page.getByLabel('Skip line 2').check()
      await page.reload()
      await expect(page.getByText('Kept from before: the pasted rows, their columns and your choices.')).toBeVisible()
    }),
  ),
  screen(
    'quote wizard, a long list, one answer for every vehicle without one',
    'agent',
    wizardStep('quote', 'vehicles', 'Vehicles', withoutChoices(withLongFleet(completeAnswers()))),
  ),
  chain(screen('quote wizard, resume offer', 'agent', resumeOffer), [
    {
      name: 'quote wizard, resume offer, discard dialog',
      step: async (page) => {
        await page.getByRole('button', { name: /^Discard it/ }).click()
        await dialog(page, 'Discard the saved draft?')
      },
    },
  ]),
  // A result, its taxes once calculated, then Back to the step it was sent from (the check page is replaced by the result).
  chain(screen('quote result', 'agent', quoteSentFromLosses), [
    { name: 'quote result, taxes of every coverage', step: (page) => expect(resultTaxesStatus(page)).toHaveText(TAXES_DONE) },
    {
      name: 'quote wizard, a sent draft opened again (Back)',
      step: async (page) => {
        await page.goBack()
        await expect(heading(page)).toContainText('Already sent as BR-')
      },
    },
  ]),
  // An indication's check page, its result and taxes, its submission's page (an indication takes no
  // changes), then back to the indication and on to the full quote it fills in.
  chain(screen('indication wizard, check', 'agent', checkPage('indication')), [
    { name: 'indication result', step: getThe('indication') },
    { name: 'indication result, taxes of every coverage', step: (page) => expect(resultTaxesStatus(page)).toHaveText(TAXES_DONE) },
    {
      name: 'submission page of an indication made here',
      step: async (page) => {
        await page.goto(`/submissions/${await page.getByTestId('submission-number').textContent()}/1`)
        await expect(page.getByText('An indication does not accept changes')).toBeVisible()
      },
    },
    {
      name: 'quote wizard, carried from an indication',
      step: async (page) => {
        await page.getByRole('link', { name: 'Continue it to a full quote' }).click()
        await page.getByRole('button', { name: 'Continue to full quote' }).click()
        await expect(heading(page)).toContainText('Vehicles')
        await expect(page.getByText(/^Everything from indication BR-\d+ is filled in/)).toBeVisible()
      },
    },
  ]),
  screen('quote result, taxes waiting out a 429', 'agent', async (page, sandbox) => {
    await sandbox.injectFault({ method: 'POST', path: '/v1/submission/tax-calculations', status: 429, count: 20 })
    await sentWizard('quote')(page, sandbox)
    await expect(resultTaxesStatus(page)).toContainText('asked us to slow down')
  }),
  screen(
    'update vehicle, chosen from a quote made here',
    'agent',
    then(sentWizard('quote'), async (page) => {
      await page.goto(`/submissions/${await page.getByTestId('submission-number').textContent()}/1/vehicles/update`)
      await page.getByRole('radio', { name: /^2019 Freightliner Cascadia, VIN/ }).check()
      await expect(page.getByText(/for the id of VIN/)).toBeVisible()
    }),
  ),
  screen('result not kept in this browser', 'agent', visit('/quotes/BR-39999', 'Quote BR-39999')),
  // A browser that cannot store (ADR 0055): signed in in this tab only, and a result it refused to keep.
  screen('home, signed in in this tab only', null, async (page) => {
    await breakStorage(page, 'disabled')
    await signInInThisTab(page, ACCOUNTS.agent, '/')
    // The banner is the layout's, drawn before the home page: its heading takes the focus when it comes.
    await expect(heading(page)).toHaveText('Blue Ridge Insurance Agency')
    await expect(heading(page)).toBeFocused()
  }),
  screen('quote result, refused by a full storage', null, async (page) => {
    await page.goto('/favicon.svg')
    const draft = await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'check')
    await breakStorage(page, 'full')
    await signInInThisTab(page, ACCOUNTS.agent, draft)
    await page.getByRole('button', { name: 'Get the quote' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Not kept in this browser' })).toBeVisible()
  }),
  screen('quote result, rows no longer kept', 'agent', async (page, sandbox) => {
    await seedResult(page, ACCOUNTS.agent)
    await visit('/quotes/BR-30001', 'Quote for')(page, sandbox)
  }),
  ...WORKSPACE_SCREENS,
  ...ENDORSEMENT_SCREENS,
  ...CANCEL_APPROVE_SCREENS,
  ...WEBHOOK_SCREENS,
  ...RECORDS_SCREENS,
  ...APPROVE_SEVERAL_SCREENS,
]
