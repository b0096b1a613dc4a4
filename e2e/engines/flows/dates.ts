import type { Flow } from '../../../tooling/engine-drivers/suite.ts'
import { daysFromToday } from '../../support/days.ts'
import { until } from './expect.ts'

const BOX = { label: 'Policy effective date' } as const
const CALENDAR = { label: 'Policy effective date, On a calendar' } as const
const IN_TWO_WEEKS = daysFromToday(14)
const IN_A_MONTH = daysFromToday(30)

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
    await step('type a date as digits and leave the box', async () => {
      await driver.fill(BOX, IN_TWO_WEEKS.digits)
      await driver.press('Tab')
      await until('the date box', () => driver.valueOf(BOX), IN_TWO_WEEKS.us)
    })
    await step('the calendar shows it, and takes the focus (issue 39)', async () => {
      await driver.click({ role: 'button', name: 'Calendar for Policy effective date' })
      await until('the calendar', () => driver.valueOf(CALENDAR), IN_TWO_WEEKS.iso)
      const focused = await driver.focused()
      if (focused.name !== CALENDAR.label) throw new Error(`the focus is on ${focused.tag} "${focused.name}", not the calendar`)
    })
    await step('digits typed on the calendar go to the date box', async () => {
      await driver.click(CALENDAR)
      await driver.type(IN_A_MONTH.digits)
      await until('the date box', () => driver.valueOf(BOX), IN_A_MONTH.digits)
      await until('the calendar', () => driver.valueOf(CALENDAR), IN_A_MONTH.iso)
      const focused = await driver.focused()
      if (focused.name !== 'Policy effective date') throw new Error(`the focus is on ${focused.tag} "${focused.name}", not the date box`)
    })
  },
}
