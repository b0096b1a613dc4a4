import type { Page } from '@playwright/test'
import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { daysFromToday } from '../support/days.ts'
import { hostileTaxAnswer } from '../support/hostile-service-answers.ts'
import { liveRegions } from '../support/live-regions.ts'
import { reopen } from '../support/reopen.ts'
import { chain, choose, click, fill, sees, showProblems, state, type Step, then, visit } from '../support/screen-steps.ts'
import { callOf, screenTests } from '../support/screen-tests.ts'

export const CALCULATIONS = '/v1/submission/tax-calculations'
const EFFECTIVE = daysFromToday(30)
/** The calculator as a quote result opens it: Texas, auto liability, a $12,500 premium, effective 30 days from today. */
export const PREFILLED_TAX_CALCULATOR = `/tax-calculator?state=TX&effective_date=${EFFECTIVE.iso}&coverage_type=AL&premium=12500.00`
const PREFILLED_TAXES = `${PREFILLED_TAX_CALCULATOR}&insurer_fees=300.00`
const WITH_BROKER_FEE = `${PREFILLED_TAXES}&broker_fee=250.00`
/** What PREFILLED_TAXES sends (with its fees, below), for the sandbox's own lines to come back made hostile. */
const TAX_REQUEST = { state: 'TX', effective_date: EFFECTIVE.iso, quote_created_at: new Date().toISOString(), coverage_type: 'AL', premium: '12500.00' }
const hostileLines: Step = (page, sandbox) => hostileTaxAnswer(page, sandbox, { ...TAX_REQUEST, policy_fee: '300.00', underwriting_fee: '0.00' })

const calculator = (address = '/tax-calculator') => visit(address, 'Tax and fee calculator')
export const texasLiability = then(choose('Home state of the insured', 'TX'), choose('Coverage', 'AL'))
const shown = (testId: string) => sees((page) => page.getByTestId(testId))
const totalShown = shown('insured-total')
const datePremiumAndFees = then(fill('Policy effective date', EFFECTIVE.us), fill('Premium', '12500.00'), fill('Insurer’s fees and charges', '300.00'))
export const status = (page: Page) => page.getByTestId('tax-status')
export const premiumError = (page: Page) => page.locator('#premium-error')
const waiting = then(
  (page) => expect(status(page)).toContainText('Waiting for the service'),
  // Said once: the status line waits in its own words.
  (page) => expect(liveRegions(page).filter({ hasText: 'The service asked us to slow down' })).toHaveCount(1),
)
function fault(answer: Record<string, unknown>): Step {
  return (_page, sandbox) => sandbox.injectFault({ method: 'POST', path: CALCULATIONS, ...answer })
}
/** The service's 422 for a premium it refused, and what the calculator then says: on the premium, and in the results. */
export const PREMIUM_REFUSED = { status: 422, body: { message: 'The given data was invalid.', errors: { premium: ['The service refused this premium.'] } } }
export const refusalShown = then(
  (page) => expect(premiumError(page)).toHaveText('Error: The service refused this premium.'),
  (page) => expect(page.locator('#tax-summary')).toContainText('did not accept some of the values'),
)

export const taxTests = screenTests({
  taxCalculator: {
    open: { href: '/tax-calculator', title: 'Tax and fee calculator', as: ['agent', 'underwriter', 'summit'] },
    sweeps: [
      chain(state('tax calculator', 'agent', calculator()), [
        { name: 'tax calculator, problems', step: then(fill('Premium', '12.345'), showProblems('Calculate')) },
        { name: 'tax calculator, result', step: then(texasLiability, datePremiumAndFees, totalShown) },
        { name: 'tax calculator, a premium the service refused', step: then(fault(PREMIUM_REFUSED), fill('Premium', '9000'), refusalShown) },
      ]),
      state('tax calculator, result from a quote with a broker fee', 'agent', then(calculator(WITH_BROKER_FEE), shown('broker-fee-note'), totalShown)),
      state('tax calculator, waiting out a 429', 'agent', then(fault({ status: 429, count: 20 }), calculator(PREFILLED_TAXES), waiting)),
    ],
    hostile: [state('tax calculator, result', 'agent', then(hostileLines, calculator(PREFILLED_TAXES), totalShown))],
    faults: [
      {
        name: 'tax calculator',
        account: ACCOUNTS.agent,
        call: callOf('calculateTaxes'),
        kind: 'query',
        open: then((page) => reopen(page, '/tax-calculator'), texasLiability, fill('Policy effective date', EFFECTIVE.iso)),
        act: fill('Premium', '12,500'),
        again: click('Try again'),
        // Announced by the status line; the alert box holds the words and the way to try again.
        problem: (page) => page.locator('div', { has: page.getByText('The taxes could not be calculated', { exact: true }) }).last(),
        kept: (page) => expect(page.getByLabel('Premium')).toHaveValue('12,500'),
        // 12,500 plus 4.85% (606.25) and 0.04% (5.00).
        done: (page) => expect(status(page)).toHaveText('Texas, Auto liability: total with taxes and fees $13,111.25.'),
      },
    ],
  },
})
