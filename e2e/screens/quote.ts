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
  alerted,
  chain,
  click,
  dialog,
  escapeDialog,
  exactly,
  fill,
  focused,
  follow,
  heading,
  type NextState,
  openDialog,
  sees,
  showProblems,
  state,
  type Step,
  summary,
  then,
  tick,
  titled,
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

/** The wizard opened afresh with a draft of `answers` in the browser. */
const resumeOffer = (answers: unknown = completeAnswers()) =>
  then((page) => seedDraft(page, ACCOUNTS.agent, 'quote', answers, 'drivers'), visit('/quotes/new', 'You have an unfinished quote'))
const discardDraft = then(click(/^Discard it/), dialog('Discard the saved draft?'))
const vehiclesOf = (answers?: unknown) => wizardStep('quote', 'vehicles', 'Vehicles', answers)
const pasted = (kind: 'vehicles' | 'drivers', rows: string) => (page: Page) => pasteRows(page, kind, rows)
const mainLink = (name: string) => (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })
const PASTE_VEHICLES = 'Paste the vehicles from your spreadsheet, with the header row'

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
const continueTo = (title: string) => then(click('Continue'), titled(title))

/** Opens vehicle `number`'s row of a long list and waits for its first box to take the focus. */
const editVehicle = (number: number) =>
  then(
    click(`Edit vehicle ${number}`),
    focused((page) =>
      page
        .getByRole('group', { name: `Vehicle ${number}` })
        .getByRole('textbox')
        .first(),
    ),
  )

/** The quote sent from the check page, reached from the losses step by Continue. */
const quoteSentFromLosses = then(wizardStep('quote', 'losses', 'Loss history'), continueTo('Check your answers'), click('Get the quote'), titled('Quote for'))

/** The steps the tests' retail agency goes through: the retail agent step is asked of a wholesale agency only. */
const WIZARD_STEPS = STEPS.filter(([step]) => step !== 'retail-agent')

const IN_TWO_WEEKS = daysFromToday(14)
const IN_A_MONTH = daysFromToday(30)
const effectiveDate = (page: Page) => page.getByLabel('Effective date', { exact: true })
const chooseGarageState = (state: string) => (page: Page) =>
  page
    .getByRole('group', { name: /^Garage address/ })
    .getByLabel('State', { exact: true })
    .selectOption(state)

/**
 * States a person meets on a step of the wizard chain, after it, and what undoes each before Continue
 * (the draft goes on as the tests' answers).
 */
const DETOURS: Record<string, { state: NextState; undo: Step }> = {
  insured: { state: { name: 'quote wizard, discard dialog', step: openDialog('Discard this draft', 'Discard this draft?') }, undo: escapeDialog },
  addresses: {
    state: {
      name: 'quote wizard, a ZIP code of another state',
      step: then(chooseGarageState('NC'), click('Continue'), (page) => expect(summary(page)).toContainText('ZIP code 30336 is in Georgia, not North Carolina')),
    },
    undo: chooseGarageState('GA'),
  },
  coverage: {
    state: {
      name: 'quote wizard, a date typed as digits, with the calendar open',
      step: then(
        fill(effectiveDate, ''),
        (page) => effectiveDate(page).pressSequentially(IN_TWO_WEEKS.digits),
        click('Calendar for Effective date'),
        (page) => expect(effectiveDate(page)).toHaveValue(IN_TWO_WEEKS.us),
        (page) => expect(page.getByLabel('On a calendar')).toHaveValue(IN_TWO_WEEKS.iso),
      ),
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
const taxesDone = (page: Page) => expect(resultTaxesStatus(page)).toHaveText('Taxes and fees calculated for every coverage.')

/** The long fleet of the summaries, each vehicle's make and model hostile. */
const hostileLongFleet = () => {
  const answers = withLongFleet(hostileAnswers())
  return { ...answers, vehicles: answers.vehicles.map((vehicle) => ({ ...vehicle, make: HOSTILE.rtlName, model: HOSTILE.name })) }
}

/** Types the insured's name into a wizard and waits for the draft it cannot save to be said; the name stays. */
const wizardDraft = then(fill('Legal name of the business', 'Peach State Freight LLC'), sees('Could not save a draft in this browser'), (page) =>
  expect(page.getByLabel('Legal name of the business')).toHaveValue('Peach State Freight LLC'),
)
const wizardAtCheck = (mode: 'quote' | 'indication') =>
  then(async (page) => reopen(page, await seedDraft(page, ACCOUNTS.agent, mode, completeAnswers())), titled('Check your answers'))

/** A wizard's check page sending under faults: the draft stays in the browser. */
const wizardUnderFault = (mode: 'quote' | 'indication'): ScreenUnderFault => ({
  name: `wizard, ${mode} sent`,
  account: ACCOUNTS.agent,
  call: callOf(mode === 'quote' ? 'requestQuote' : 'requestIndication'),
  kind: 'mutation',
  open: wizardAtCheck(mode),
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
        await sees((page) => page.getByRole('heading', { name: 'Not carried from indication BR-30002' }))(page)
      }),
      // A new quote's problems, then a name typed and Home: the leave dialog.
      chain(state('quote wizard, problems of a step', 'agent', then(visit('/quotes/new', 'About the insured'), showProblems('Continue'))), [
        {
          name: 'quote wizard, leave dialog',
          step: then(fill('Legal name of the business', 'Peach State Freight LLC'), follow(mainLink('Home')), dialog('Leave this quote?')),
        },
      ]),
      state(
        'quote wizard, VIN check digit to confirm',
        'agent',
        then(
          vehiclesOf({ ...completeAnswers(), vehicles: [{ ...completeAnswers().vehicles[0]!, vin: '1FUJGLDR4CLBP8834' }] }),
          click('Continue'),
          sees((page) => page.getByRole('checkbox', { name: /I have checked this VIN/ })),
        ),
      ),
      // The summaries, one row open, then vehicle 5's make cleared, its row closed and Continue.
      chain(state('quote wizard, a long list as one-line summaries', 'agent', vehiclesOf(withLongFleet(completeAnswers()))), [
        { name: 'quote wizard, a long list with one row open', step: editVehicle(3) },
        {
          name: 'quote wizard, a closed row with problems',
          step: then(
            editVehicle(5),
            fill((page) => page.getByRole('group', { name: 'Vehicle 5' }).getByLabel('Make', { exact: true }), ''),
            click('Close vehicle 5'),
            click('Continue'),
            sees('· 1 problem'),
          ),
        },
      ]),
      // The vehicles step, a workbook's sheet chosen, then closed and opened again (it is kept: ADR 0091),
      // started again and rows pasted (their mapping is remembered: the other pasted rows below start
      // afresh, in an entry of their own).
      chain(state('quote wizard, the VIN says another year', 'agent', then(vehiclesOf(), sees('The VIN says 2012 Freightliner.'))), [
        { name: 'quote wizard, import, a sheet chosen, with the choice of another', step: then(chooseFleetWorkbook, click('Read another sheet')) },
        {
          name: 'quote wizard, import, rows set aside',
          step: then(
            click('Close the import'),
            (page) => openImport(page, 'vehicles'),
            click('Start again with other rows'),
            fill('Paste the vehicles from your spreadsheet, with the header row', PASTED_WITH_NOTES),
            click('Read the pasted rows'),
            click('Use these columns'),
            sees((page) => page.getByRole('button', { name: 'Read line 7 as a row' })),
          ),
        },
      ]),
      state(
        'quote wizard, import, one answer for many rows',
        'agent',
        then(
          vehiclesOf(),
          pasted('vehicles', PASTED_IN_AGENTS_WORDS),
          click('Use these columns'),
          tick('Select line 3'),
          sees((page) => page.getByRole('button', { name: 'Set on the 1 row selected' })),
        ),
      ),
      // Sixty units: the rows to fix and a VIN twice first, the ready rows summed up; then shown; then a line's cells, its class and body type chosen from lists.
      chain(
        state(
          'quote wizard, import, sixty rows: rows to fix and duplicates first',
          'agent',
          then(
            vehiclesOf(),
            pasted('vehicles', SIXTY_UNITS),
            click('Use these columns'),
            sees((page) => page.getByRole('region', { name: 'Duplicate VINs' })),
          ),
        ),
        [
          {
            name: 'quote wizard, import, sixty rows, the ready rows shown',
            step: then(
              click('Show the 56 ready rows'),
              sees((page) => page.getByRole('table', { name: 'Rows ready to add (56)' })),
            ),
          },
          {
            name: 'quote wizard, import, fixing a line with its class and body type',
            step: then(
              click('Fix line 12'),
              sees((page) => page.getByRole('group', { name: 'Fix line 12' }).getByLabel('Body')),
            ),
          },
        ],
      ),
      // A driver's license twice in the sheet, another already entered (driver 1's); then a sheet whose years
      // of experience are too many: issue 39, its Fix form opens on "Yrs Exp", with its problem on it.
      chain(
        state(
          'quote wizard, import, duplicate licenses',
          'agent',
          then(
            wizardStep('quote', 'drivers', 'Drivers'),
            pasted('drivers', LICENSE_TWICE),
            sees((page) => page.getByRole('region', { name: 'Duplicate licenses' })),
          ),
        ),
        [
          {
            name: 'quote wizard, import, fixing a line on the box with its problem',
            step: then(
              click('Start again with other rows'),
              fill('Paste the drivers from your spreadsheet, with the header row', EXPERIENCE_TOO_LONG),
              click('Read the pasted rows'),
              click('Fix line 2'),
              focused((page) => page.getByRole('group', { name: 'Fix line 2' }).getByLabel('Yrs Exp')),
            ),
          },
        ],
      ),
      state(
        'quote wizard, import, kept from before',
        'agent',
        then(
          vehiclesOf(),
          pasted('vehicles', PASTED_IN_AGENTS_WORDS),
          click('Use these columns'),
          tick((page) => page.getByLabel('Skip line 2')),
          (page) => page.reload(),
          sees('Kept from before: the pasted rows, their columns and your choices.'),
        ),
      ),
      state('quote wizard, a long list, one answer for every vehicle without one', 'agent', vehiclesOf(withoutChoices(withLongFleet(completeAnswers())))),
      ...censusSweeps,
      chain(state('quote wizard, resume offer', 'agent', resumeOffer()), [{ name: 'quote wizard, resume offer, discard dialog', step: discardDraft }]),
    ],
    hostile: [
      chain(state('quote wizard, check', 'agent', checkPage('quote', hostileAnswers())), [
        { name: 'quote result', on: 'quoteResult', step: then(click('Get the quote'), titled('Quote for')) },
      ]),
      state('quote wizard, a long list as one-line summaries', 'agent', vehiclesOf(hostileLongFleet())),
      ...censusHostile,
      state('quote wizard, resume offer, discard dialog', 'agent', then(resumeOffer(hostileAnswers()), discardDraft)),
      state(
        'quote wizard, refused by the service',
        'agent',
        then((_page, sandbox) => hostileQuoteValidation(sandbox), checkPage('quote', hostileAnswers()), click('Get the quote'), focused(summary)),
      ),
    ],
    faults: [wizardUnderFault('quote'), censusUnderFault],
    storage: [
      { name: 'quote wizard', writes: ['portal.quote-wizard.quote-draft'], account: 'agent', open: '/quotes/new', check: wizardDraft },
      {
        name: 'quote wizard, schedule import',
        writes: ['portal.schedule-mappings', 'portal.schedule-imports'],
        account: 'agent',
        open: (page) => seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'vehicles'),
        check: then(
          click('Import vehicles from a spreadsheet'),
          fill(PASTE_VEHICLES, PASTED_WITH_NOTES),
          (page) => expect(page.getByText('This browser refused to keep this import')).toContainText('a reload loses the rows and your choices'),
          (page) => expect(page.getByLabel(PASTE_VEHICLES)).toHaveValue(PASTED_WITH_NOTES),
          click('Read the pasted rows'),
          click('Use these columns'),
          sees('This browser refused to keep this import and to remember these columns'),
          sees((page) => page.getByRole('status').filter({ hasText: '6 rows: 1 ready, 3 to fix, 0 skipped, 2 set aside.' })),
        ),
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
          step: then(fill(exactly('Auto liability limit'), '1000002m0'), click('Continue'), (page) =>
            expect(summary(page)).toContainText('Enter the auto liability limit, like 1,000,000 or 1m'),
          ),
        },
      ]),
      // An indication's check page, its result and taxes, its submission's page (an indication takes no
      // changes), then back to the indication and on to the full quote it fills in.
      chain(state('indication wizard, check', 'agent', checkPage('indication')), [
        { name: 'indication result', on: 'indicationResult', step: getThe('indication') },
        { name: 'indication result, taxes of every coverage', step: taxesDone },
        {
          name: 'submission page of an indication made here',
          on: 'submission',
          step: then(
            async (page) => page.goto(`/submissions/${await page.getByTestId('submission-number').textContent()}/1`),
            sees('An indication does not accept changes'),
          ),
        },
        {
          name: 'quote wizard, carried from an indication',
          on: 'newQuote',
          step: then(
            follow('Continue it to a full quote'),
            click('Continue to full quote'),
            titled('Vehicles'),
            sees(/^Answers from indication BR-\d+ are filled in/),
          ),
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
        { name: 'quote result, taxes of every coverage', step: taxesDone },
        { name: 'quote wizard, a sent draft opened again (Back)', on: 'newQuote', step: then((page) => page.goBack(), titled('Already sent as BR-')) },
      ]),
      state(
        'quote result, taxes waiting out a 429',
        'agent',
        then(
          (_page, sandbox) => sandbox.injectFault({ method: 'POST', path: '/v1/submission/tax-calculations', status: 429, count: 20 }),
          sentWizard('quote'),
          (page) => expect(resultTaxesStatus(page)).toContainText('asked us to slow down'),
        ),
      ),
      state('result not kept in this browser', 'agent', visit('/quotes/BR-39999', 'Quote BR-39999')),
      // A browser that cannot store (ADR 0055): a result it refused to keep.
      state('quote result, refused by a full storage', null, async (page) => {
        await page.goto('/favicon.svg')
        const draft = await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'check')
        await breakStorage(page, 'full')
        await signInInThisTab(page, ACCOUNTS.agent, draft)
        await then(click('Get the quote'), alerted('Not kept in this browser'))(page)
      }),
      state(
        'quote result, rows no longer kept',
        'agent',
        then((page) => seedResult(page, ACCOUNTS.agent), visit('/quotes/BR-30001', 'Quote for')),
      ),
    ],
    storage: [
      {
        name: 'quote result',
        writes: ['portal.quote-wizard.sent-draft', 'portal.recent-submissions'],
        account: 'agent',
        open: (page) => seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'check'),
        check: then(
          click('Get the quote'),
          titled('Quote for'),
          (page) => expect(page.getByRole('alert').filter({ hasText: 'Not kept in this browser' })).toContainText('cannot keep this quote'),
          sees((page) => page.getByTestId('submission-number')),
        ),
      },
    ],
  },
  indicationResult: {
    open: { href: '/indications/BR-39999', title: 'Indication BR-39999', as: EVERY_ACCOUNT },
  },
})
