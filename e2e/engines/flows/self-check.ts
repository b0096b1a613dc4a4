import type { Flow } from '../../../tooling/engine-drivers/suite.ts'

/**
 * The run's own check first: an uncaught error and a console error in the page are seen, so a smoke
 * that finds none has looked (WebKit's come from the page itself, Firefox's from its BiDi log).
 */
const EXPECTED = ['engines self-check: thrown', 'engines self-check: logged']
const SEEN_WITHIN_MS = 10_000
const missing = (seen: readonly string[]) => EXPECTED.filter((expected) => !seen.some((error) => error.includes(expected)))

export const selfCheckFlow: Flow = {
  name: 'self-check › a page error and a console error are seen',
  run: async ({ driver, step }) => {
    await step('open a page', () => driver.goto('/sign-in'))
    const errors = await step('throw and log in the page', async () => {
      await driver.evaluate(() => {
        setTimeout(() => {
          throw new Error('engines self-check: thrown')
        })
        console.error('engines self-check: logged')
      })
      // The timer fires when the page gets to it: on a busy machine, later than any fixed wait (a WebKit run
      // beside another missed the throw after 200 ms). Both are looked for until a deadline.
      const seen: string[] = []
      const deadline = Date.now() + SEEN_WITHIN_MS
      while (missing(seen).length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        seen.push(...(await driver.takeErrors()))
      }
      return seen
    })
    for (const expected of missing(errors)) throw new Error(`"${expected}" not seen within ${SEEN_WITHIN_MS} ms; seen: ${JSON.stringify(errors)}`)
  },
}
