import type { Flow } from './suite.ts'
import { screensToSmoke } from './screens-to-smoke.ts'

/**
 * Every screen opened as its account: its main heading shown, no error alert; the suite fails it on any
 * page error or console error as well.
 */
export function smokeFlows(): Flow[] {
  return screensToSmoke().map((screen) => ({
    name: `smoke › ${screen.path} (${screen.account ?? 'signed out'})`,
    run: async ({ driver, step, signInAs }) => {
      await step(`sign in as ${screen.account ?? 'nobody'}`, () => signInAs(screen.account))
      await step(`open ${screen.path}`, () => driver.goto(screen.path))
      await step('its main heading', () => driver.waitFor({ role: 'heading', level: 1, name: screen.heading }))
      await step('no error alert', async () => {
        // An empty live region waits for an error; one that says something is one.
        const saying = { role: 'alert', name: /\S/ } as const
        if ((await driver.count(saying)) > 0) throw new Error(`an alert says: ${await driver.textOf(saying)}`)
      })
    },
  }))
}
