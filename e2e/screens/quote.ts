import type { Page } from '@playwright/test'
import { withLongFleet } from '../../src/test/quote-answers.ts'
import { type ScreenUnderFault, submits } from '../support/faults.ts'
import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { hostileAnswers, HOSTILE } from '../support/hostile-content.ts'
import { hostileQuoteValidation } from '../support/hostile-service-answers.ts'
import { daysFromToday } from '../support/days.ts'
import { INSURED } from '../support/quote-data.ts'
import { agentState, checkPage, completeAnswers, getThe, nextState, seedDraft, seedResult, sentWizard, wizardStep } from '../support/quote-drafts.ts'
import { reopen } from '../support/reopen.ts'
import * as sheet from '../support/schedule-files.ts'
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
const PASTE_VEHICLES = 'Paste the vehicles from your spreadsheet, with the header row'
const IN_TWO_WEEKS = daysFromToday(14)
const IN_A_MONTH = daysFromToday(30)

/** Every third vehicle without a weight class and a body type. */
const withoutChoices = <Answers extends ReturnType<typeof completeAnswers>>(answers: Answers): Answers => ({
  ...answers,
  vehicles: answers.vehicles.map((vehicle, index) => (index % 3 === 0 ? { ...vehicle, classKey: '', bodyType: '' } : vehicle)),
})
/** The long fleet of the summaries, each vehicle's make and model hostile. */
const hostileLongFleet = () => {
  const answers = withLongFleet(hostileAnswers())
  return { ...answers, vehicles: answers.vehicles.map((vehicle) => ({ ...vehicle, make: HOSTILE.rtlName, model: HOSTILE.name })) }
}

/** The wizard opened afresh with a draft of `answers` in the browser. */
const resumeOffer = (answers: unknown = completeAnswers()) =>
  then((page) => seedDraft(page, ACCOUNTS.agent, 'quote', answers, 'drivers'), visit('/quotes/new', 'You have an unfinished quote'))
const discardDraft = then(click(/^Discard it/), dialog('Discard the saved draft?'))
const vehiclesOf = (answers?: unknown) => wizardStep('quote', 'vehicles', 'Vehicles', answers)
const pasted = (kind: 'vehicles' | 'drivers', rows: string) => (page: Page) => sheet.pasteRows(page, kind, rows)
const mainLink = (name: string) => (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })
const continueTo = (title: string) => then(click('Continue'), titled(title))
const effectiveDate = (page: Page) => page.getByLabel('Effective date', { exact: true })
const garageState = (page: Page) => page.getByRole('group', { name: /^Garage address/ }).getByLabel('State', { exact: true })
const chooseGarageState = (state: string) => (page: Page) => garageState(page).selectOption(state)
const resultTaxesStatus = (page: Page) => page.getByTestId('result-taxes-status')
/** Waits for the control or part of the page with this role and name to show. */
const shown = (role: Parameters<Page['getByRole']>[0], name: string | RegExp) => sees((page) => page.getByRole(role, { name }))
const taxesDone = (page: Page) => expect(resultTaxesStatus(page)).toHaveText('Taxes and fees calculated for every coverage.')

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

/** The steps after the insured, as the tests' retail agency goes through them: the retail agent step is asked of a wholesale agency only. */
const LATER_STEPS = [
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
  ['check', 'Check your answers before getting the quote'],
] as const

/** States a person meets on a step of the wizard's walk, after it, and what undoes each before Continue (the draft goes on as the tests' answers). */
const DETOURS: Record<string, { state: NextState; undo: Step }> = {
  insured: { state: nextState('quote wizard, discard dialog', openDialog('Discard this draft', 'Discard this draft?')), undo: escapeDialog },
  addresses: {
    state: nextState('quote wizard, a ZIP code of another state', chooseGarageState('NC'), click('Continue'), (page) =>
      expect(summary(page)).toContainText('ZIP code 30336 is in Georgia, not North Carolina'),
    ),
    undo: chooseGarageState('GA'),
  },
  coverage: {
    state: nextState(
      'quote wizard, a date typed as digits, with the calendar open',
      fill(effectiveDate, ''),
      (page) => effectiveDate(page).pressSequentially(IN_TWO_WEEKS.digits),
      click('Calendar for Effective date'),
      (page) => expect(effectiveDate(page)).toHaveValue(IN_TWO_WEEKS.us),
      (page) => expect(page.getByLabel('On a calendar')).toHaveValue(IN_TWO_WEEKS.iso),
    ),
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
/** Each step from the one before it by Continue, as a person goes, with the detours on the way: one load of the portal for them all. */
const WALK: NextState[] = [
  ...detourAfter('insured'),
  ...LATER_STEPS.flatMap(([step, title], index) => {
    const undo = DETOURS[index ? LATER_STEPS[index - 1]![0] : 'insured']?.undo
    return [nextState(`quote wizard, ${step}`, ...(undo ? [undo] : []), continueTo(title)), ...detourAfter(step)]
  }),
]

/** Types the insured's name into a wizard and waits for the draft it cannot save to be said; the name stays. */
const wizardDraft = then(fill('Legal name of the business', 'Peach State Freight LLC'), sees('Could not save a draft in this browser'), (page) =>
  expect(page.getByLabel('Legal name of the business')).toHaveValue('Peach State Freight LLC'),
)

/** A wizard's check page sending under faults: the draft stays in the browser. */
const wizardUnderFault = (mode: 'quote' | 'indication'): ScreenUnderFault => ({
  name: `wizard, ${mode} sent`,
  account: ACCOUNTS.agent,
  call: callOf(mode === 'quote' ? 'requestQuote' : 'requestIndication'),
  kind: 'mutation',
  open: then(async (page) => reopen(page, await seedDraft(page, ACCOUNTS.agent, mode, completeAnswers())), titled('Check your answers')),
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
      chain(agentState('quote wizard, insured', wizardStep('quote', 'insured', 'About the insured')), WALK),
      agentState('quote wizard, retail-agent', wizardStep('quote', 'retail-agent', 'Retail agent')),
      // What stayed behind of an indication priced at another limit.
      agentState('quote wizard, check of a quote carried from an indication', async (page) => {
        const answers = completeAnswers()
        answers.limits.ALLimit = 2_000_000
        await page.goto(await seedDraft(page, ACCOUNTS.agent, 'quote', answers, 'check', { origin: { agencyType: 'retail', carriedFrom: 'BR-30002' } }))
        await shown('heading', 'Not carried from indication BR-30002')(page)
      }),
      chain(agentState('quote wizard, problems of a step', visit('/quotes/new', 'About the insured'), showProblems('Continue')), [
        nextState(
          'quote wizard, leave dialog',
          fill('Legal name of the business', 'Peach State Freight LLC'),
          follow(mainLink('Home')),
          dialog('Leave this quote?'),
        ),
      ]),
      agentState(
        'quote wizard, VIN check digit to confirm',
        vehiclesOf({ ...completeAnswers(), vehicles: [{ ...completeAnswers().vehicles[0]!, vin: '1FUJGLDR4CLBP8834' }] }),
        click('Continue'),
        shown('checkbox', /I have checked this VIN/),
      ),
      chain(agentState('quote wizard, a long list as one-line summaries', vehiclesOf(withLongFleet(completeAnswers()))), [
        nextState('quote wizard, a long list with one row open', editVehicle(3)),
        nextState(
          'quote wizard, a closed row with problems',
          editVehicle(5),
          fill((page) => page.getByRole('group', { name: 'Vehicle 5' }).getByLabel('Make', { exact: true }), ''),
          click('Close vehicle 5'),
          click('Continue'),
          sees('· 1 problem'),
        ),
      ]),
      // A workbook's sheet chosen, the import closed and opened again (it is kept: ADR 0091), started again and rows pasted.
      chain(agentState('quote wizard, the VIN says another year', vehiclesOf(), sees('The VIN says 2012 Freightliner.')), [
        nextState('quote wizard, import, a sheet chosen, with the choice of another', sheet.chooseFleetWorkbook, click('Read another sheet')),
        nextState(
          'quote wizard, import, rows set aside',
          click('Close the import'),
          (page) => sheet.openImport(page, 'vehicles'),
          click('Start again with other rows'),
          fill(PASTE_VEHICLES, sheet.PASTED_WITH_NOTES),
          click('Read the pasted rows'),
          click('Use these columns'),
          shown('button', 'Read line 7 as a row'),
        ),
      ]),
      agentState(
        'quote wizard, import, one answer for many rows',
        vehiclesOf(),
        pasted('vehicles', sheet.PASTED_IN_AGENTS_WORDS),
        click('Use these columns'),
        tick('Select line 3'),
        shown('button', 'Set on the 1 row selected'),
      ),
      chain(
        agentState(
          'quote wizard, import, sixty rows: rows to fix and duplicates first',
          vehiclesOf(),
          pasted('vehicles', sheet.SIXTY_UNITS),
          click('Use these columns'),
          shown('region', 'Duplicate VINs'),
        ),
        [
          nextState('quote wizard, import, sixty rows, the ready rows shown', click('Show the 56 ready rows'), shown('table', 'Rows ready to add (56)')),
          nextState(
            'quote wizard, import, fixing a line with its class and body type',
            click('Fix line 12'),
            sees((page) => page.getByRole('group', { name: 'Fix line 12' }).getByLabel('Body')),
          ),
        ],
      ),
      // A license twice in the sheet, another already entered; then too many years of experience: the Fix form opens on the box with its problem.
      chain(
        agentState(
          'quote wizard, import, duplicate licenses',
          wizardStep('quote', 'drivers', 'Drivers'),
          pasted('drivers', sheet.LICENSE_TWICE),
          shown('region', 'Duplicate licenses'),
        ),
        [
          nextState(
            'quote wizard, import, fixing a line on the box with its problem',
            click('Start again with other rows'),
            fill('Paste the drivers from your spreadsheet, with the header row', sheet.EXPERIENCE_TOO_LONG),
            click('Read the pasted rows'),
            click('Fix line 2'),
            focused((page) => page.getByRole('group', { name: 'Fix line 2' }).getByLabel('Yrs Exp')),
          ),
        ],
      ),
      agentState(
        'quote wizard, import, kept from before',
        vehiclesOf(),
        pasted('vehicles', sheet.PASTED_IN_AGENTS_WORDS),
        click('Use these columns'),
        tick((page) => page.getByLabel('Skip line 2')),
        (page) => page.reload(),
        sees('Kept from before: the pasted rows, their columns and your choices.'),
      ),
      agentState('quote wizard, a long list, one answer for every vehicle without one', vehiclesOf(withoutChoices(withLongFleet(completeAnswers())))),
      ...censusSweeps,
      chain(agentState('quote wizard, resume offer', resumeOffer()), [{ name: 'quote wizard, resume offer, discard dialog', step: discardDraft }]),
    ],
    hostile: [
      chain(agentState('quote wizard, check', checkPage('quote', hostileAnswers())), [
        { name: 'quote result', on: 'quoteResult', step: then(click('Get the quote'), titled('Quote for')) },
      ]),
      agentState('quote wizard, a long list as one-line summaries', vehiclesOf(hostileLongFleet())),
      ...censusHostile,
      agentState('quote wizard, resume offer, discard dialog', resumeOffer(hostileAnswers()), discardDraft),
      agentState(
        'quote wizard, refused by the service',
        (_page, sandbox) => hostileQuoteValidation(sandbox),
        checkPage('quote', hostileAnswers()),
        click('Get the quote'),
        focused(summary),
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
          fill(PASTE_VEHICLES, sheet.PASTED_WITH_NOTES),
          (page) => expect(page.getByText('This browser refused to keep this import')).toContainText('a reload loses the rows and your choices'),
          (page) => expect(page.getByLabel(PASTE_VEHICLES)).toHaveValue(sheet.PASTED_WITH_NOTES),
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
      // An amount the box cannot read: its example lies in its own range.
      chain(agentState('indication wizard, limits', wizardStep('indication', 'limits', 'Trucks, trailers and limits')), [
        nextState('indication wizard, limits, an amount it cannot read', fill(exactly('Auto liability limit'), '1000002m0'), click('Continue'), (page) =>
          expect(summary(page)).toContainText('Enter the auto liability limit, like 1,000,000 or 1m'),
        ),
      ]),
      // The submission's page of an indication (which takes no changes), then back to it and on to the full quote it fills in.
      chain(agentState('indication wizard, check', checkPage('indication')), [
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
      // Back from a result goes to the step it was sent from: the check page is replaced by the result.
      chain(
        agentState(
          'quote result',
          wizardStep('quote', 'losses', 'Loss history'),
          continueTo('Check your answers'),
          click('Get the quote'),
          titled('Quote for'),
        ),
        [
          { name: 'quote result, taxes of every coverage', step: taxesDone },
          { name: 'quote wizard, a sent draft opened again (Back)', on: 'newQuote', step: then((page) => page.goBack(), titled('Already sent as BR-')) },
        ],
      ),
      agentState(
        'quote result, taxes waiting out a 429',
        (_page, sandbox) => sandbox.injectFault({ method: 'POST', path: '/v1/submission/tax-calculations', status: 429, count: 20 }),
        sentWizard('quote'),
        (page) => expect(resultTaxesStatus(page)).toContainText('asked us to slow down'),
      ),
      agentState('result not kept in this browser', visit('/quotes/BR-39999', 'Quote BR-39999')),
      // A browser that cannot store (ADR 0055): a result it refused to keep.
      state('quote result, refused by a full storage', null, async (page) => {
        await page.goto('/favicon.svg')
        const draft = await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'check')
        await breakStorage(page, 'full')
        await signInInThisTab(page, ACCOUNTS.agent, draft)
        await then(click('Get the quote'), alerted('Not kept in this browser'))(page)
      }),
      agentState('quote result, rows no longer kept', (page) => seedResult(page, ACCOUNTS.agent), visit('/quotes/BR-30001', 'Quote for')),
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
