import type { Page } from '@playwright/test'
import { censusPanel, lookUp, usdotBox } from '../support/carrier-census.ts'
import type { ScreenUnderFault } from '../support/faults.ts'
import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { hostileCensus } from '../support/hostile-service-answers.ts'
import { agentState, nextState } from '../support/quote-drafts.ts'
import { reopen } from '../support/reopen.ts'
import { chain, click, exactly, fill, focused, type SweepState, then, titled, visit } from '../support/screen-steps.ts'
import { liveRegions } from '../support/live-regions.ts'
import { wizardSearch } from '../../src/domain/wizard-drafts.ts'

/** FMCSA's census on the wizard's insured step (ADR 0127) in the suites: its states, its hostile answer, its call under every fault. */

const CENSUS_ROWS = '/resource/az4n-8mr2.json'
const newQuote = visit('/quotes/new', 'About the insured')
/** `lookUp` as a step: waits for the census's panel, or for the text `answer` that says why there is none. */
const lookedUp = (dotNumber: string, answer?: RegExp) => (page: Page) => lookUp(page, dotNumber, answer ? page.getByText(answer) : undefined)

/** Each state a person meets on the insured step as the census answers, one after another in one page. */
export const censusSweeps: SweepState[] = [
  chain(agentState('quote wizard, the census’s details to use', newQuote, lookedUp('3141592')), [
    nextState('quote wizard, census: a carrier under an out-of-service order', lookedUp('2000003')),
    nextState('quote wizard, census: a number not in it', lookedUp('1234567', /is not in FMCSA’s census/)),
    nextState(
      'quote wizard, census: answers replaced, to put back',
      fill(exactly('Legal name of the business'), 'Tar Heel Haulers'),
      lookedUp('2874410'),
      click('Replace your answers with these'),
      focused((page) => page.getByRole('button', { name: 'Put back what you entered' })),
    ),
    nextState(
      'quote wizard, census could not be reached',
      (_page, sandbox) => sandbox.injectFault({ method: 'GET', path: CENSUS_ROWS, status: 503, count: 2 }),
      lookedUp('2000002', /FMCSA’s census failed to answer/),
    ),
  ]),
]

/** The census's every text hostile, shown as filed. */
export const censusHostile: SweepState[] = [
  agentState('quote wizard, the census’s details to use', (_page, sandbox) => hostileCensus(sandbox), newQuote, lookedUp('2874410')),
]

// A new quote of its own each time: a typed number leaves a draft, which would be offered again at /quotes/new.
// The address names the step as the wizard writes it: one without would be replaced at once, and be missed.
const freshQuote = then((page) => reopen(page, `/quotes/new${wizardSearch(`census${Date.now().toString(36)}`, 'insured')}`), titled('About the insured'))

/** The lookup under every fault: it says so, keeps the number, sends nothing by itself but its one retry, and looks up again when asked. */
export const censusUnderFault: ScreenUnderFault = {
  name: 'wizard, FMCSA’s census looked up',
  account: ACCOUNTS.agent,
  call: { method: 'GET', path: CENSUS_ROWS, base: 'carrier-census' },
  kind: 'query',
  // An optional lookup: a busy census is said at once and never waited out (ADR 0125).
  answersRateLimit: true,
  open: freshQuote,
  act: (page) => usdotBox(page).fill('2874410'),
  again: click('Look it up again'),
  problem: (page) => liveRegions(page).filter({ hasText: 'so nothing was looked up' }),
  kept: (page) => expect(usdotBox(page)).toHaveValue('2874410'),
  done: (page) => expect(censusPanel(page)).toContainText('TAR HEEL HAULERS LLC'),
}
