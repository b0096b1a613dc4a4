import type { Flow } from '../../../tooling/engine-drivers/suite.ts'
import { until } from './expect.ts'

const USE = { role: 'button', name: 'Use these details and continue' } as const

/**
 * FMCSA's census on the insured step (ADR 0127): a USDOT number typed is looked up in the background
 * (the sandbox's stand-in), its details offered in one action that fills the insured and the addresses
 * and the indication's trucks, and moves on past the addresses it completed.
 */
export const carrierCensusFlow: Flow = {
  name: 'carrier census › a USDOT number fills the insured, the addresses and the trucks',
  run: async ({ driver, step, signInAs }) => {
    await signInAs('agent')
    await step('open a new indication', async () => {
      await driver.goto('/indications/new')
      await driver.waitFor({ role: 'heading', level: 1, name: /About the insured/ })
    })
    await step('type the USDOT number: the census’s details are offered', async () => {
      await driver.fill({ label: 'USDOT number' }, '2874410')
      await driver.waitFor({ role: 'heading', level: 2, name: 'From FMCSA’s census' })
      await driver.waitFor({ text: '2210 SALISBURY HWY, STATESVILLE, NC 28677' })
    })
    await step('use them: on to the coverages, the addresses done', async () => {
      await driver.click(USE)
      await driver.waitFor({ role: 'heading', level: 1, name: /Coverages and effective date/ })
    })
    await step('back on the addresses: the garage as filed', async () => {
      await driver.click({ role: 'link', name: 'Back to addresses' })
      await driver.waitFor({ role: 'heading', level: 1, name: /Garage, mailing and shipping addresses/ })
      await until('the street', () => driver.valueOf({ label: 'Street address', within: { role: 'group', name: /^Garage address/ } }), '2210 SALISBURY HWY')
    })
    await step('back on the insured: its name and years in business, and every answer (the trucks among them) as the census has it', async () => {
      await driver.click({ role: 'link', name: 'Back to insured' })
      await until('the legal name', () => driver.valueOf({ label: 'Legal name of the business' }), 'TAR HEEL HAULERS LLC')
      await until('the years in business', () => driver.valueOf({ label: 'Years' }), '6')
      await driver.waitFor({ text: 'Your answers match the census.' })
    })
  },
}
