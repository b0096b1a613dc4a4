import { ACCOUNTS, expect } from '../support/fixtures.ts'
import { daysFromToday } from '../support/days.ts'
import { hostileTaxAnswer } from '../support/hostile-service-answers.ts'
import { reopen } from '../support/reopen.ts'
import { chain, state, showProblems, then, visit } from '../support/screen-steps.ts'
import { callOf, screenTests } from '../support/screen-tests.ts'

/** The tax calculator (src/features/tax/screens.ts) in the suites. */

const EFFECTIVE = daysFromToday(30)
/** The calculator as a quote result opens it: Texas, auto liability, a $12,500 premium, effective 30 days from today. */
export const PREFILLED_TAX_CALCULATOR = `/tax-calculator?state=TX&effective_date=${EFFECTIVE.iso}&coverage_type=AL&premium=12500.00`
const PREFILLED_TAXES = `${PREFILLED_TAX_CALCULATOR}&insurer_fees=300.00`

/** The request the prefilled calculator sends, so the sandbox's own lines come back (made hostile). */
const TAX_REQUEST = {
  state: 'TX',
  effective_date: EFFECTIVE.iso,
  quote_created_at: new Date().toISOString(),
  coverage_type: 'AL',
  premium: '12500.00',
  policy_fee: '300.00',
  underwriting_fee: '0.00',
}

export const taxTests = screenTests({
  taxCalculator: {
    open: { href: '/tax-calculator', title: 'Tax and fee calculator', as: ['agent', 'underwriter', 'summit'] },
    sweeps: [
      // Empty, a wrong premium's problems, then the figures of PREFILLED_TAXES typed in and their result.
      chain(state('tax calculator', 'agent', visit('/tax-calculator', 'Tax and fee calculator')), [
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
            await page.getByLabel('Policy effective date').fill(EFFECTIVE.us)
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
      state(
        'tax calculator, result from a quote with a broker fee',
        'agent',
        then(visit(`${PREFILLED_TAXES}&broker_fee=250.00`, 'Tax and fee calculator'), async (page) => {
          await expect(page.getByTestId('broker-fee-note')).toBeVisible()
          await expect(page.getByTestId('insured-total')).toBeVisible()
        }),
      ),
      state('tax calculator, waiting out a 429', 'agent', async (page, sandbox) => {
        await sandbox.injectFault({ method: 'POST', path: '/v1/submission/tax-calculations', status: 429, count: 20 })
        await visit(PREFILLED_TAXES, 'Tax and fee calculator')(page, sandbox)
        await expect(page.getByTestId('tax-status')).toContainText('Waiting for the service')
      }),
    ],
    hostile: [
      state('tax calculator, result', 'agent', async (page, sandbox) => {
        await hostileTaxAnswer(page, sandbox, TAX_REQUEST)
        await visit(PREFILLED_TAXES, 'Tax and fee calculator')(page, sandbox)
        await expect(page.getByTestId('insured-total')).toBeVisible()
      }),
    ],
    faults: [
      {
        name: 'tax calculator',
        account: ACCOUNTS.agent,
        call: callOf('calculateTaxes'),
        kind: 'query',
        open: async (page) => {
          await reopen(page, '/tax-calculator')
          await page.getByLabel('Home state of the insured').selectOption('TX')
          await page.getByLabel('Coverage').selectOption('AL')
          await page.getByLabel('Policy effective date').fill(EFFECTIVE.iso)
        },
        act: (page) => page.getByLabel('Premium').fill('12,500'),
        again: (page) => page.getByRole('button', { name: 'Try again' }).click(),
        // Announced by the calculator's status line; the alert box holds the words and the way to try again.
        problem: (page) =>
          page
            .locator('div')
            .filter({ has: page.getByText('The taxes could not be calculated', { exact: true }) })
            .last(),
        kept: (page) => expect(page.getByLabel('Premium')).toHaveValue('12,500'),
        done: (page) => expect(page.getByTestId('tax-status')).toHaveText(/^Texas, Auto liability: total with taxes and fees \$[\d,]+\.\d{2}\.$/),
      },
    ],
  },
})
