import { eachScreenOnce } from '../screens/index.ts'
import type { Flow } from '../../tooling/engine-drivers/suite.ts'

/** Signed out first, then each account's screens together: one sign-in per account. */
const ORDER = [null, 'agent', 'summit', 'underwriter'] as const

const containing = (title: string | RegExp) => (typeof title === 'string' ? new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : title)

/**
 * Every declared screen once, at the address its tests open it (ADR 0097), as the first account in ORDER that
 * can: its main heading shown, no error alert; the suite fails it on any page or console error as well.
 */
export function smokeFlows(): Flow[] {
  return eachScreenOnce(ORDER).map(({ href, account, title }) => ({
    name: `smoke › ${href} (${account ?? 'signed out'})`,
    run: async ({ driver, step, signInAs }) => {
      await step(`sign in as ${account ?? 'nobody'}`, () => signInAs(account))
      await step(`open ${href}`, () => driver.goto(href))
      await step('its main heading', () => driver.waitFor({ role: 'heading', level: 1, name: containing(title) }))
      await step('no error alert', async () => {
        // An empty live region waits for an error; one that says something is one.
        const saying = { role: 'alert', name: /\S/ } as const
        if ((await driver.count(saying)) > 0) throw new Error(`an alert says: ${await driver.textOf(saying)}`)
      })
    },
  }))
}
