import type { Page } from '@playwright/test'
import { withLongFleet } from '../../src/test/quote-answers.ts'
import { type ScreenUnderFault, submits } from '../support/faults.ts'
import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { hostileAnswers, HOSTILE } from '../support/hostile-content.ts'
import { hostileQuoteValidation } from '../support/hostile-service-answers.ts'
import { daysFromToday } from '../support/days.ts'
import { INSURED, VEHICLE_VIN_BAD_CHECK_DIGIT } from '../support/quote-data.ts'
import { agentState, checkPage, completeAnswers, getThe, nextState, seedDraft, seedResult, sentWizard, wizardStep } from '../support/quote-drafts.ts'
import { reopen } from '../support/reopen.ts'
import * as sheet from '../support/schedule-files.ts'
import * as step from '../support/screen-steps.ts'
import { callOf, screenTests } from '../support/screen-tests.ts'
import { censusHostile, censusSweeps, censusUnderFault } from './quote-census.ts'
import { breakStorage, signInInThisTab } from '../support/storage-faults.ts'

/** The quote and indication wizards and their results (src/features/quote/screens.ts) in the suites. */

const EVERY_ACCOUNT = ['agent', 'underwriter', 'summit'] as const
const pasteBox = (noun: string) => `Paste the ${noun} from your spreadsheet, with the header row`
const IN_TWO_WEEKS = daysFromToday(14)
const IN_A_MONTH = daysFromToday(30)

/** Every third vehicle without a weight class and a body type. */
const withoutChoices = <Answers extends ReturnType<typeof completeAnswers>>(answers: Answers): Answers => ({
  ...answers,
  vehicles: answers.vehicles.map((vehicle, index) => (index % 3 === 0 ? { ...vehicle, classKey: '', bodyType: '' } : vehicle)),
})
const hostileLongFleet = () => {
  const answers = withLongFleet(hostileAnswers())
  return { ...answers, vehicles: answers.vehicles.map((vehicle) => ({ ...vehicle, make: HOSTILE.rtlName, model: HOSTILE.name })) }
}

/** The wizard opened afresh with a draft of `answers` in the browser. */
const resumeOffer = (answers: unknown = completeAnswers()) =>
  step.then((page) => seedDraft(page, ACCOUNTS.agent, 'quote', answers, 'drivers'), step.visit('/quotes/new', 'You have an unfinished quote'))
const discardDraft = step.then(step.click(/^Discard it/), step.dialog('Discard the saved draft?'))
const vehiclesOf = (answers?: unknown) => wizardStep('quote', 'vehicles', 'Vehicles', answers)
const pasted = (kind: 'vehicles' | 'drivers', rows: string) => (page: Page) => sheet.pasteRows(page, kind, rows)
const continueTo = (title: string) => step.then(step.click('Continue'), step.titled(title))
const pastedAgain = (noun: string, rows: string) =>
  step.then(step.click('Start again with other rows'), step.fill(pasteBox(noun), rows), step.click('Read the pasted rows'))
const refused = (problem: string) => step.then(step.click('Continue'), (page) => expect(step.summary(page)).toContainText(problem))
const backTo = (title: string) => step.then((page) => page.goBack(), step.titled(title))
const effectiveDate = (page: Page) => page.getByLabel('Effective date', { exact: true })
const garageState = (page: Page) => page.getByRole('group', { name: /^Garage address/ }).getByLabel('State', { exact: true })
const chooseGarageState = (state: string) => (page: Page) => garageState(page).selectOption(state)
const resultTaxesStatus = (page: Page) => page.getByTestId('result-taxes-status')
/** Waits for the control or part of the page with this role and name to show. */
const shown = (role: Parameters<Page['getByRole']>[0], name: string | RegExp) => step.sees((page) => page.getByRole(role, { name }))
const taxesDone = (page: Page) => expect(resultTaxesStatus(page)).toHaveText('Taxes and fees calculated for every coverage.')
const refusalInHostileWords: step.Step = (_page, sandbox) => hostileQuoteValidation(sandbox)
const eachTaxOpened = step.click((page) => page.getByText('Each tax, and what the calculations assume'))

const inGroup = (group: string, label: string) => (page: Page) => page.getByRole('group', { name: group }).getByLabel(label)
const vehicle = (number: number) => (page: Page) => page.getByRole('group', { name: `Vehicle ${number}` })
const firstBoxOfVehicle = (number: number) => (page: Page) => vehicle(number)(page).getByRole('textbox').first()
const editVehicle = (number: number) => step.then(step.click(`Edit vehicle ${number}`), step.focused(firstBoxOfVehicle(number)))
const importedVehicles = (rows: string) => step.then(vehiclesOf(), pasted('vehicles', rows), step.click('Use these columns'))

/** Typed on the calendar, in the middle of its box (its year part): the digits go to the text box. */
const typedOnTheCalendar = async (page: Page) => {
  await page.getByLabel('On a calendar').click()
  await page.keyboard.type(IN_A_MONTH.digits)
  await expect(effectiveDate(page)).toBeFocused()
  await expect(effectiveDate(page)).toHaveValue(IN_A_MONTH.digits)
  await expect(page.getByLabel('On a calendar')).toHaveValue(IN_A_MONTH.iso)
}

/**
 * Each step from the one before it by Continue, as the tests' retail agency goes (a wholesale agency's has a retail agent step), with the
 * detours a person meets on the way, each put right before Continue (the draft goes on as the tests' answers): one load of the portal for them all.
 */
const WALK: step.NextState[] = [
  nextState('quote wizard, discard dialog', step.openDialog('Discard this draft', 'Discard this draft?')),
  nextState('quote wizard, addresses', step.escapeDialog, continueTo('Garage and mailing addresses')),
  nextState('quote wizard, a ZIP code of another state', chooseGarageState('NC'), refused('ZIP code 30336 is in Georgia, not North Carolina')),
  nextState('quote wizard, coverage', chooseGarageState('GA'), continueTo('Coverages and effective date')),
  nextState(
    'quote wizard, a date typed as digits, with the calendar open',
    step.fill(effectiveDate, ''),
    (page) => effectiveDate(page).pressSequentially(IN_TWO_WEEKS.digits),
    step.click('Calendar for Effective date'),
    (page) => expect(effectiveDate(page)).toHaveValue(IN_TWO_WEEKS.us),
    (page) => expect(page.getByLabel('On a calendar')).toHaveValue(IN_TWO_WEEKS.iso),
  ),
  nextState('quote wizard, operations', typedOnTheCalendar, continueTo('Operations and filings')),
  nextState('quote wizard, radius', continueTo('How far the trucks travel')),
  nextState('quote wizard, cargo', continueTo('What the trucks haul')),
  nextState('quote wizard, terminals', continueTo('Terminals')),
  nextState('quote wizard, vehicles', continueTo('Vehicles')),
  nextState('quote wizard, trailers', continueTo('Trailers')),
  nextState('quote wizard, drivers', continueTo('Drivers')),
  nextState('quote wizard, losses', continueTo('Loss history')),
  nextState('quote wizard, check', continueTo('Check your answers before getting the quote')),
]

/** Types the insured's name into a wizard and waits for the draft it cannot save to be said; the name stays. */
const wizardDraft = step.then(step.fill('Legal name of the business', 'Peach State Freight LLC'), step.sees('Could not save a draft in this browser'), (page) =>
  expect(page.getByLabel('Legal name of the business')).toHaveValue('Peach State Freight LLC'),
)

/** A wizard's check page sending under faults: the draft stays in the browser. */
const wizardUnderFault = (mode: 'quote' | 'indication'): ScreenUnderFault => ({
  name: `wizard, ${mode} sent`,
  account: ACCOUNTS.agent,
  call: callOf(mode === 'quote' ? 'requestQuote' : 'requestIndication'),
  kind: 'mutation',
  open: step.then(async (page) => reopen(page, await seedDraft(page, ACCOUNTS.agent, mode, completeAnswers())), step.titled('Check your answers')),
  ...submits(`Get the ${mode}`),
  problem: (page) => page.getByTestId('send-problem'),
  kept: async (page) => {
    await expect(page.getByText(INSURED.legalName)).toBeVisible()
    const drafts = await page.evaluate(() => Object.entries(localStorage).flatMap(([key, text]) => (key.includes('-draft.') ? [text] : [])))
    expect(drafts.join(), 'the draft is still in the browser').toContain(INSURED.legalName)
  },
  done: (page) => expect(step.heading(page)).toHaveText(`${mode === 'quote' ? 'Quote' : 'Indication'} for ${INSURED.legalName}`),
})

export const quoteTests = screenTests({
  newQuote: {
    open: { href: '/quotes/new', title: 'About the insured', as: EVERY_ACCOUNT },
    sweeps: [
      step.chain(agentState('quote wizard, insured', wizardStep('quote', 'insured', 'About the insured')), WALK),
      agentState('quote wizard, retail-agent', wizardStep('quote', 'retail-agent', 'Retail agent')),
      // What stayed behind of an indication priced at another limit.
      agentState('quote wizard, check of a quote carried from an indication', async (page) => {
        const answers = completeAnswers()
        answers.limits.ALLimit = 2_000_000
        await page.goto(await seedDraft(page, ACCOUNTS.agent, 'quote', answers, 'check', { origin: { agencyType: 'retail', carriedFrom: 'BR-30002' } }))
        await shown('heading', 'Not carried from indication BR-30002')(page)
      }),
      step.chain(agentState('quote wizard, problems of a step', step.visit('/quotes/new', 'About the insured'), step.showProblems('Continue')), [
        nextState(
          'quote wizard, leave dialog',
          step.fill('Legal name of the business', 'Peach State Freight LLC'),
          step.follow((page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })),
          step.dialog('Leave this quote?'),
        ),
      ]),
      agentState(
        'quote wizard, VIN check digit to confirm',
        vehiclesOf({ ...completeAnswers(), vehicles: [{ ...completeAnswers().vehicles[0]!, vin: VEHICLE_VIN_BAD_CHECK_DIGIT }] }),
        step.click('Continue'),
        shown('checkbox', /I have checked this VIN/),
      ),
      step.chain(agentState('quote wizard, a long list as one-line summaries', vehiclesOf(withLongFleet(completeAnswers()))), [
        nextState('quote wizard, a long list with one row open', editVehicle(3)),
        nextState(
          'quote wizard, a closed row with problems',
          editVehicle(5),
          step.fill((page) => vehicle(5)(page).getByLabel('Make', { exact: true }), ''),
          step.click('Close vehicle 5'),
          step.click('Continue'),
          step.sees('· 1 problem'),
        ),
      ]),
      // A workbook's sheet chosen, the import closed and opened again (it is kept: ADR 0091), started again and rows pasted.
      step.chain(agentState('quote wizard, the VIN says another year', vehiclesOf(), step.sees('The VIN says 2012 Freightliner.')), [
        nextState('quote wizard, import, a sheet chosen, with the choice of another', sheet.chooseFleetWorkbook, step.click('Read another sheet')),
        nextState(
          'quote wizard, import, rows set aside',
          step.click('Close the import'),
          (page) => sheet.openImport(page, 'vehicles'),
          pastedAgain('vehicles', sheet.PASTED_WITH_NOTES),
          step.click('Use these columns'),
          shown('button', 'Read line 7 as a row'),
        ),
      ]),
      agentState(
        'quote wizard, import, one answer for many rows',
        importedVehicles(sheet.PASTED_IN_AGENTS_WORDS),
        step.tick('Select line 3'),
        shown('button', 'Set on the 1 row selected'),
      ),
      step.chain(
        agentState(
          'quote wizard, import, sixty rows: rows to fix and duplicates first',
          importedVehicles(sheet.SIXTY_UNITS),
          shown('region', 'Duplicate VINs'),
        ),
        [
          nextState('quote wizard, import, sixty rows, the ready rows shown', step.click('Show the 56 ready rows'), shown('table', 'Rows ready to add (56)')),
          nextState('quote wizard, import, fixing a line with its class and body type', step.click('Fix line 12'), step.sees(inGroup('Fix line 12', 'Body'))),
        ],
      ),
      // A license twice in the sheet, another already entered; then too many years of experience: the Fix form opens on the box with its problem.
      step.chain(
        agentState(
          'quote wizard, import, duplicate licenses',
          wizardStep('quote', 'drivers', 'Drivers'),
          pasted('drivers', sheet.LICENSE_TWICE),
          shown('region', 'Duplicate licenses'),
        ),
        [
          nextState(
            'quote wizard, import, fixing a line on the box with its problem',
            pastedAgain('drivers', sheet.EXPERIENCE_TOO_LONG),
            step.click('Fix line 2'),
            step.focused(inGroup('Fix line 2', 'Yrs Exp')),
          ),
        ],
      ),
      agentState(
        'quote wizard, import, kept from before',
        importedVehicles(sheet.PASTED_IN_AGENTS_WORDS),
        step.tick((page) => page.getByLabel('Skip line 2')),
        (page) => page.reload(),
        step.sees('Kept from before: the pasted rows, their columns and your choices.'),
      ),
      agentState('quote wizard, a long list, one answer for every vehicle without one', vehiclesOf(withoutChoices(withLongFleet(completeAnswers())))),
      ...censusSweeps,
      step.chain(agentState('quote wizard, resume offer', resumeOffer()), [{ name: 'quote wizard, resume offer, discard dialog', step: discardDraft }]),
    ],
    hostile: [
      step.chain(agentState('quote wizard, check', checkPage('quote', hostileAnswers())), [{ name: 'quote result', on: 'quoteResult', step: getThe('quote') }]),
      agentState('quote wizard, a long list as one-line summaries', vehiclesOf(hostileLongFleet())),
      ...censusHostile,
      agentState('quote wizard, resume offer, discard dialog', resumeOffer(hostileAnswers()), discardDraft),
      agentState('quote wizard, refused by the service', refusalInHostileWords, checkPage('quote', hostileAnswers()), step.showProblems('Get the quote')),
    ],
    faults: [wizardUnderFault('quote'), censusUnderFault],
    storage: [
      { name: 'quote wizard', writes: ['portal.quote-wizard.quote-draft'], account: 'agent', open: '/quotes/new', check: wizardDraft },
      {
        name: 'quote wizard, schedule import',
        writes: ['portal.schedule-mappings', 'portal.schedule-imports'],
        account: 'agent',
        open: (page) => seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'vehicles'),
        check: step.then(
          step.click('Import vehicles from a spreadsheet'),
          step.fill(pasteBox('vehicles'), sheet.PASTED_WITH_NOTES),
          (page) => expect(page.getByText('This browser refused to keep this import')).toContainText('a reload loses the rows and your choices'),
          (page) => expect(page.getByLabel(pasteBox('vehicles'))).toHaveValue(sheet.PASTED_WITH_NOTES),
          step.click('Read the pasted rows'),
          step.click('Use these columns'),
          step.sees('This browser refused to keep this import and to remember these columns'),
          step.sees((page) => page.getByRole('status').filter({ hasText: '6 rows: 1 ready, 3 to fix, 0 skipped, 2 set aside.' })),
        ),
      },
    ],
  },
  newIndication: {
    open: { href: '/indications/new', title: 'About the insured', as: EVERY_ACCOUNT },
    sweeps: [
      // An amount the box cannot read: its example lies in its own range.
      step.chain(agentState('indication wizard, limits', wizardStep('indication', 'limits', 'Trucks, trailers and limits')), [
        nextState(
          'indication wizard, limits, an amount it cannot read',
          step.fill(step.exactly('Auto liability limit'), '1000002m0'),
          refused('Enter the auto liability limit, like 1,000,000 or 1m'),
        ),
      ]),
      // The submission's page of an indication (which takes no changes), then back to it and on to the full quote it fills in.
      step.chain(agentState('indication wizard, check', checkPage('indication')), [
        { name: 'indication result', on: 'indicationResult', step: getThe('indication') },
        { name: 'indication result, taxes of every coverage', step: taxesDone },
        {
          name: 'submission page of an indication made here',
          on: 'submission',
          step: step.then(
            async (page) => page.goto(`/submissions/${await page.getByTestId('submission-number').textContent()}/1`),
            step.sees('An indication does not accept changes'),
          ),
        },
        {
          name: 'quote wizard, carried from an indication',
          on: 'newQuote',
          step: step.then(
            step.follow('Continue it to a full quote'),
            step.click('Continue to full quote'),
            step.titled('Vehicles'),
            step.sees(/^Answers from indication BR-\d+ are filled in/),
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
      step.chain(agentState('quote result', wizardStep('quote', 'losses', 'Loss history'), continueTo('Check your answers'), getThe('quote')), [
        { name: 'quote result, taxes of every coverage', step: taxesDone },
        { name: 'quote result, each tax and what the calculations assume', step: eachTaxOpened },
        { name: 'quote wizard, a sent draft opened again (Back)', on: 'newQuote', step: backTo('Already sent as BR-') },
      ]),
      agentState(
        'quote result, taxes waiting out a 429',
        (_page, sandbox) => sandbox.injectFault({ method: 'POST', path: '/v1/submission/tax-calculations', status: 429, count: 20 }),
        sentWizard('quote'),
        (page) => expect(resultTaxesStatus(page)).toContainText('asked us to slow down'),
      ),
      agentState('result not kept in this browser', step.visit('/quotes/BR-39999', 'Quote BR-39999')),
      // A browser that cannot store (ADR 0055): a result it refused to keep.
      step.state('quote result, refused by a full storage', null, async (page) => {
        await page.goto('/favicon.svg')
        const draft = await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'check')
        await breakStorage(page, 'full')
        await signInInThisTab(page, ACCOUNTS.agent, draft)
        await step.then(step.click('Get the quote'), step.alerted('Not kept in this browser'))(page)
      }),
      agentState(
        'quote result, rows no longer kept',
        (page) => seedResult(page, ACCOUNTS.agent),
        step.visit('/quotes/BR-30001', 'Quote for'),
        (page) => expect(page.getByRole('region', { name: 'Vehicles, trailers and drivers' })).toContainText('no longer kept in this browser'),
      ),
    ],
    storage: [
      {
        name: 'quote result',
        writes: ['portal.quote-wizard.sent-draft', 'portal.recent-submissions'],
        account: 'agent',
        open: (page) => seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'check'),
        check: step.then(
          step.click('Get the quote'),
          step.titled('Quote for'),
          (page) => expect(page.getByRole('alert').filter({ hasText: 'Not kept in this browser' })).toContainText('cannot keep this quote'),
          step.sees((page) => page.getByTestId('submission-number')),
        ),
      },
    ],
  },
  indicationResult: { open: { href: '/indications/BR-39999', title: 'Indication BR-39999', as: EVERY_ACCOUNT } },
})
