import type { Flow } from '../suite.ts'
import { until } from './expect.ts'

const BOX = { label: 'Policy effective date' } as const
const CALENDAR = { label: 'On a calendar' } as const

/**
 * A date typed as a person types it (ADR 0067): digits in the text box read as the date, the browser's
 * own calendar showing it; digits typed on the calendar (each engine splits its date input into parts
 * its own way) go to the text box and are read there.
 */
export const dateFlow: Flow = {
  name: 'typed date › digits in the date box, and on the engine’s calendar',
  run: async ({ driver, step, signInAs }) => {
    await signInAs('agent')
    await step('open the tax calculator', async () => {
      await driver.goto('/tax-calculator')
      await driver.waitFor({ role: 'heading', level: 1, name: 'Tax and fee calculator' })
    })
    await step('type 12152026 and leave the box', async () => {
      await driver.fill(BOX, '12152026')
      await driver.press('Tab')
      await until('the date box', () => driver.valueOf(BOX), '12/15/2026')
    })
    await step('the calendar shows it', async () => {
      await driver.click({ role: 'button', name: 'Calendar for Policy effective date' })
      await until('the calendar', () => driver.valueOf(CALENDAR), '2026-12-15')
    })
    await step('digits typed on the calendar go to the date box', async () => {
      await driver.click(CALENDAR)
      await driver.type('12012026')
      await until('the date box', () => driver.valueOf(BOX), '12012026')
      await until('the calendar', () => driver.valueOf(CALENDAR), '2026-12-01')
      const focused = await driver.focused()
      if (focused.name !== 'Policy effective date') throw new Error(`the focus is on ${focused.tag} "${focused.name}", not the date box`)
    })
  },
}
