import type { Flow } from '../suite.ts'

/**
 * The run's own check first: an uncaught error and a console error in the page are seen, so a smoke
 * that finds none has looked (WebKit's come from the page itself, Firefox's from its BiDi log).
 */
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
      await new Promise((resolve) => setTimeout(resolve, 200))
      return driver.takeErrors()
    })
    for (const expected of ['engines self-check: thrown', 'engines self-check: logged']) {
      if (!errors.some((error) => error.includes(expected))) throw new Error(`"${expected}" not seen; seen: ${JSON.stringify(errors)}`)
    }
  },
}
