import type { Page } from '@playwright/test'
import { withLongFleet } from '../../src/test/quote-answers.ts'
import { type ScreenUnderFault, submits } from '../support/faults.ts'
import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { hostileAnswers, HOSTILE } from '../support/hostile-content.ts'
import { hostileQuoteValidation } from '../support/hostile-service-answers.ts'
import { daysFromToday } from '../support/days.ts'
import { INSURED } from '../support/quote-data.ts'
import { checkPage, completeAnswers, getThe, seedDraft, seedResult, sentWizard, wizardStep } from '../support/quote-drafts.ts'
import { reopen } from '../support/reopen.ts'
import {
  chooseFleetWorkbook,
  EXPERIENCE_TOO_LONG,
  LICENSE_TWICE,
  openImport,
  PASTED_IN_AGENTS_WORDS,
  PASTED_WITH_NOTES,
  pasteRows,
  SIXTY_UNITS,
} from '../support/schedule-files.ts'
import {
  chain,
  dialog,
  escapeDialog,
  heading,
  type NextState,
  openDialog,
  type SweepState,
  state,
  showProblems,
  summary,
  then,
  visit,
} from '../support/screen-steps.ts'
import { callOf, screenTests } from '../support/screen-tests.ts'
import { censusHostile, censusSweeps, censusUnderFault } from './quote-census.ts'
import { breakStorage, signInInThisTab } from '../support/storage-faults.ts'

/** The quote and indication wizards and their results (src/features/quote/screens.ts) in the suites. */

const EVERY_ACCOUNT = ['agent', 'underwriter', 'summit'] as const

/** Every third vehicle without a weight class and a body type. */
const withoutChoices = <Answers extends ReturnType<typeof completeAnswers>>(answers: Answers): Answers => ({
  ...answers,
  vehicles: answers.vehicles.map((vehicle, index) => (index % 3 === 0 ? { ...vehicle, classKey: '', bodyType: '' } : vehicle)),
})

/** The wizard opened afresh with a draft in the browser. */
const resumeOffer: SweepState['reach'] = async (page, sandbox) => {
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

const IN_TWO_WEEKS = daysFromToday(14)
const IN_A_MONTH = daysFromToday(30)
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
        await effectiveDate(page).pressSequentially(IN_TWO_WEEKS.digits)
        await page.getByRole('button', { name: 'Calendar for Effective date' }).click()
        await expect(effectiveDate(page)).toHaveValue(IN_TWO_WEEKS.us)
        await expect(page.getByLabel('On a calendar')).toHaveValue(IN_TWO_WEEKS.iso)
      },
    },
    undo: async (page) => {
      // Typed on the calendar, in the middle of its box (its year part): the digits go to the text box.
      await page.getByLabel('On a calendar').click()
      await page.keyboard.type(IN_A_MONTH.digits)
      await expect(effectiveDate(page)).toBeFocused()
      await expect(effectiveDate(page)).toHaveValue(IN_A_MONTH.digits)
      await expect(page.getByLabel('On a calendar')).toHaveValue(IN_A_MONTH.iso)
    },
  },
}
const detourAfter = (step: string): NextState[] => (DETOURS[step] ? [DETOURS[step].state] : [])

const resultTaxesStatus = (page: Page) => page.getByTestId('result-taxes-status')
const TAXES_DONE = 'Taxes and fees calculated for every coverage.'

/** The long fleet of the summaries, each vehicle's make and model hostile. */
const hostileLongFleet = () => {
  const answers = withLongFleet(hostileAnswers())
  return { ...answers, vehicles: answers.vehicles.map((vehicle) => ({ ...vehicle, make: HOSTILE.rtlName, model: HOSTILE.name })) }
}

const DRAFT_NOT_SAVED = 'Could not save a draft in this browser'

/** Types the insured's name into a wizard and waits for the draft it cannot save to be said; the name stays. */
const wizardDraft = async (page: Page) => {
  await page.getByLabel('Legal name of the business').fill('Peach State Freight LLC')
  await expect(page.getByText(DRAFT_NOT_SAVED)).toBeVisible()
  await expect(page.getByLabel('Legal name of the business')).toHaveValue('Peach State Freight LLC')
}

async function wizardAtCheck(page: Page, mode: 'quote' | 'indication') {
  await reopen(page, await seedDraft(page, ACCOUNTS.agent, mode, completeAnswers()))
  await expect(heading(page)).toContainText('Check your answers')
}

/** A wizard's check page sending under faults: the draft stays in the browser. */
const wizardUnderFault = (mode: 'quote' | 'indication'): ScreenUnderFault => ({
  name: `wizard, ${mode} sent`,
  account: ACCOUNTS.agent,
  call: callOf(mode === 'quote' ? 'requestQuote' : 'requestIndication'),
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
  done: (page) => expect(heading(page)).toHaveText(`${mode === 'quote' ? 'Quote' : 'Indication'} for ${INSURED.legalName}`),
})

export const quoteTests = screenTests({
  newQuote: {
    open: { href: '/quotes/new', title: 'About the insured', as: EVERY_ACCOUNT },
    sweeps: [
      // Each step from the one before it, by Continue, as a person goes: one load of the portal for them all,
      // with the states met on the way (DETOURS).
      chain(state(`quote wizard, ${WIZARD_STEPS[0]![0]}`, 'agent', wizardStep('quote', WIZARD_STEPS[0]![0], WIZARD_STEPS[0]![1])), [
        ...detourAfter(WIZARD_STEPS[0]![0]),
        ...WIZARD_STEPS.slice(1).flatMap(([step, title], index) => {
          const before = DETOURS[WIZARD_STEPS[index]![0]]
          return [{ name: `quote wizard, ${step}`, step: before ? then(before.undo, continueTo(title)) : continueTo(title) }, ...detourAfter(step)]
        }),
      ]),
      state('quote wizard, retail-agent', 'agent', wizardStep('quote', 'retail-agent', 'Retail agent')),
      // The check page of a quote carried from an indication priced at another limit: what stayed behind (issue 39).
      state('quote wizard, check of a quote carried from an indication', 'agent', async (page) => {
        const answers = completeAnswers()
        answers.limits.ALLimit = 2_000_000
        await page.goto(await seedDraft(page, ACCOUNTS.agent, 'quote', answers, 'check', { origin: { agencyType: 'retail', carriedFrom: 'BR-30002' } }))
        await expect(page.getByRole('heading', { name: 'Not carried from indication BR-30002' })).toBeVisible()
      }),
      // A new quote's problems, then a name typed and Home: the leave dialog.
      chain(
        state(
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
      state(
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
      chain(state('quote wizard, a long list as one-line summaries', 'agent', wizardStep('quote', 'vehicles', 'Vehicles', withLongFleet(completeAnswers()))), [
        { name: 'quote wizard, a long list with one row open', step: editVehicle(3) },
        {
          name: 'quote wizard, a closed row with problems',
          step: async (page) => {
            await editVehicle(5)(page)
            await page.getByRole('group', { name: 'Vehicle 5' }).getByLabel('Make', { exact: true }).fill('')
            await page.getByRole('button', { name: 'Close vehicle 5' }).click()
            await page.getByRole('button', { name: 'Continue' }).click()
            await expect(page.getByText('· 1 problem')).toBeVisible()
          },
        },
      ]),
      // The vehicles step, a workbook's sheet chosen, then closed and opened again (it is kept: ADR 0091),
      // started again and rows pasted (their mapping is remembered: the other pasted rows below start
      // afresh, in an entry of their own).
      chain(
        state(
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
      state(
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
        state(
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
      // A driver's license twice in the sheet, another already entered (driver 1's); then a sheet whose years of experience are too many, fixed.
      chain(
        state(
          'quote wizard, import, duplicate licenses',
          'agent',
          then(wizardStep('quote', 'drivers', 'Drivers'), async (page) => {
            await pasteRows(page, 'drivers', LICENSE_TWICE)
            await expect(page.getByRole('region', { name: 'Duplicate licenses' })).toBeVisible()
          }),
        ),
        [
          {
            // Issue 39: the Fix form opens on "Yrs Exp", with its problem on it (the sweeps' fix-form check).
            name: 'quote wizard, import, fixing a line on the box with its problem',
            step: async (page) => {
              await page.getByRole('button', { name: 'Start again with other rows' }).click()
              await page.getByLabel('Paste the drivers from your spreadsheet, with the header row').fill(EXPERIENCE_TOO_LONG)
              await page.getByRole('button', { name: 'Read the pasted rows' }).click()
              await page.getByRole('button', { name: 'Fix line 2' }).click()
              await expect(page.getByRole('group', { name: 'Fix line 2' }).getByLabel('Yrs Exp')).toBeFocused()
            },
          },
        ],
      ),
      state(
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
      state(
        'quote wizard, a long list, one answer for every vehicle without one',
        'agent',
        wizardStep('quote', 'vehicles', 'Vehicles', withoutChoices(withLongFleet(completeAnswers()))),
      ),
      ...censusSweeps,
      chain(state('quote wizard, resume offer', 'agent', resumeOffer), [
        {
          name: 'quote wizard, resume offer, discard dialog',
          step: async (page) => {
            await page.getByRole('button', { name: /^Discard it/ }).click()
            await dialog(page, 'Discard the saved draft?')
          },
        },
      ]),
    ],
    hostile: [
      chain(state('quote wizard, check', 'agent', wizardStep('quote', 'check', 'Check your answers', hostileAnswers())), [
        {
          name: 'quote result',
          on: 'quoteResult',
          step: async (page) => {
            await page.getByRole('button', { name: 'Get the quote' }).click()
            await expect(page.getByRole('heading', { level: 1 })).toContainText('Quote for')
          },
        },
      ]),
      state('quote wizard, a long list as one-line summaries', 'agent', wizardStep('quote', 'vehicles', 'Vehicles', hostileLongFleet())),
      ...censusHostile,
      state('quote wizard, resume offer, discard dialog', 'agent', async (page, sandbox) => {
        await seedDraft(page, ACCOUNTS.agent, 'quote', hostileAnswers(), 'drivers')
        await visit('/quotes/new', 'You have an unfinished quote')(page, sandbox)
        await page.getByRole('button', { name: /^Discard it/ }).click()
        await dialog(page, 'Discard the saved draft?')
      }),
      state('quote wizard, refused by the service', 'agent', async (page, sandbox) => {
        await hostileQuoteValidation(sandbox)
        await wizardStep('quote', 'check', 'Check your answers', hostileAnswers())(page, sandbox)
        await page.getByRole('button', { name: 'Get the quote' }).click()
        await expect(summary(page)).toBeFocused()
      }),
    ],
    faults: [wizardUnderFault('quote'), censusUnderFault],
    storage: [
      { name: 'quote wizard', writes: ['portal.quote-wizard.quote-draft'], account: 'agent', open: '/quotes/new', check: wizardDraft },
      {
        name: 'quote wizard, schedule import',
        writes: ['portal.schedule-mappings', 'portal.schedule-imports'],
        account: 'agent',
        open: (page) => seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'vehicles'),
        check: async (page) => {
          await page.getByRole('button', { name: 'Import vehicles from a spreadsheet' }).click()
          const paste = page.getByLabel('Paste the vehicles from your spreadsheet, with the header row')
          await paste.fill(PASTED_WITH_NOTES)
          await expect(page.getByText('This browser refused to keep this import')).toContainText('a reload loses the rows and your choices')
          await expect(paste).toHaveValue(PASTED_WITH_NOTES)
          await page.getByRole('button', { name: 'Read the pasted rows' }).click()
          await page.getByRole('button', { name: 'Use these columns' }).click()
          await expect(page.getByText('This browser refused to keep this import and to remember these columns')).toBeVisible()
          await expect(page.getByRole('status').filter({ hasText: '6 rows: 1 ready, 3 to fix, 0 skipped, 2 set aside.' })).toBeVisible()
        },
      },
    ],
  },
  newIndication: {
    open: { href: '/indications/new', title: 'About the insured', as: EVERY_ACCOUNT },
    sweeps: [
      // The limits, then an amount the box cannot read: its example lies in its own range (issue 39).
      chain(state('indication wizard, limits', 'agent', wizardStep('indication', 'limits', 'Trucks, trailers and limits')), [
        {
          name: 'indication wizard, limits, an amount it cannot read',
          step: async (page) => {
            await page.getByLabel('Auto liability limit', { exact: true }).fill('1000002m0')
            await page.getByRole('button', { name: 'Continue' }).click()
            await expect(summary(page)).toContainText('Enter the auto liability limit, like 1,000,000 or 1m')
          },
        },
      ]),
      // An indication's check page, its result and taxes, its submission's page (an indication takes no
      // changes), then back to the indication and on to the full quote it fills in.
      chain(state('indication wizard, check', 'agent', checkPage('indication')), [
        { name: 'indication result', on: 'indicationResult', step: getThe('indication') },
        { name: 'indication result, taxes of every coverage', step: (page) => expect(resultTaxesStatus(page)).toHaveText(TAXES_DONE) },
        {
          name: 'submission page of an indication made here',
          on: 'submission',
          step: async (page) => {
            await page.goto(`/submissions/${await page.getByTestId('submission-number').textContent()}/1`)
            await expect(page.getByText('An indication does not accept changes')).toBeVisible()
          },
        },
        {
          name: 'quote wizard, carried from an indication',
          on: 'newQuote',
          step: async (page) => {
            await page.getByRole('link', { name: 'Continue it to a full quote' }).click()
            await page.getByRole('button', { name: 'Continue to full quote' }).click()
            await expect(heading(page)).toContainText('Vehicles')
            await expect(page.getByText(/^Answers from indication BR-\d+ are filled in/)).toBeVisible()
          },
        },
      ]),
    ],
    faults: [wizardUnderFault('indication')],
    storage: [{ name: 'indication wizard', writes: ['portal.quote-wizard.indication-draft'], account: 'agent', open: '/indications/new', check: wizardDraft }],
  },
  quoteResult: {
    open: { href: '/quotes/BR-39999', title: 'Quote BR-39999', as: EVERY_ACCOUNT },
    sweeps: [
      // A result, its taxes once calculated, then Back to the step it was sent from (the check page is replaced by the result).
      chain(state('quote result', 'agent', quoteSentFromLosses), [
        { name: 'quote result, taxes of every coverage', step: (page) => expect(resultTaxesStatus(page)).toHaveText(TAXES_DONE) },
        {
          name: 'quote wizard, a sent draft opened again (Back)',
          on: 'newQuote',
          step: async (page) => {
            await page.goBack()
            await expect(heading(page)).toContainText('Already sent as BR-')
          },
        },
      ]),
      state('quote result, taxes waiting out a 429', 'agent', async (page, sandbox) => {
        await sandbox.injectFault({ method: 'POST', path: '/v1/submission/tax-calculations', status: 429, count: 20 })
        await sentWizard('quote')(page, sandbox)
        await expect(resultTaxesStatus(page)).toContainText('asked us to slow down')
      }),
      state('result not kept in this browser', 'agent', visit('/quotes/BR-39999', 'Quote BR-39999')),
      // A browser that cannot store (ADR 0055): a result it refused to keep.
      state('quote result, refused by a full storage', null, async (page) => {
        await page.goto('/favicon.svg')
        const draft = await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'check')
        await breakStorage(page, 'full')
        await signInInThisTab(page, ACCOUNTS.agent, draft)
        await page.getByRole('button', { name: 'Get the quote' }).click()
        await expect(page.getByRole('alert').filter({ hasText: 'Not kept in this browser' })).toBeVisible()
      }),
      state('quote result, rows no longer kept', 'agent', async (page, sandbox) => {
        await seedResult(page, ACCOUNTS.agent)
        await visit('/quotes/BR-30001', 'Quote for')(page, sandbox)
      }),
    ],
    storage: [
      {
        name: 'quote result',
        writes: ['portal.quote-wizard.sent-draft', 'portal.recent-submissions'],
        account: 'agent',
        open: (page) => seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'check'),
        check: async (page) => {
          await page.getByRole('button', { name: 'Get the quote' }).click()
          await expect(heading(page)).toContainText('Quote for')
          await expect(page.getByRole('alert').filter({ hasText: 'Not kept in this browser' })).toContainText('cannot keep this quote')
          await expect(page.getByTestId('submission-number')).toBeVisible()
        },
      },
    ],
  },
  indicationResult: {
    open: { href: '/indications/BR-39999', title: 'Indication BR-39999', as: EVERY_ACCOUNT },
  },
})
