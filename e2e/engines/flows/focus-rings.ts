import { focusProblems, focusRecord, recordFocus } from '../../support/focus-appearance.ts'
import type { EngineDriver } from '../../../tooling/engine-drivers/driver.ts'
import type { Flow } from '../../../tooling/engine-drivers/suite.ts'

/**
 * Runs in the page: how many stops the page has, in document order (the portal sets no positive tabindex), and whether the focus is
 * on the last. Tab stops there: past it, headless Firefox moves the focus to its own controls and the page never gets focus events again.
 */
function tabStops(): { count: number; onLast: boolean } {
  const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled, [type=hidden]') && element.checkVisibility({ visibilityProperty: true }),
  )
  return { count: stops.length, onLast: document.activeElement === stops.at(-1) }
}

/**
 * The page's number of stops once it holds for half a second: a stop that appears once Tab has passed its place (the header's
 * sandbox link, after its answer) would not be met.
 */
async function settledStops(driver: EngineDriver): Promise<number> {
  let count = -1
  for (let read = 0; read < 14; read += 1) {
    const now = (await driver.evaluate(tabStops)).count
    if (now === count) return count
    count = now
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the page's stops kept changing for 7 s`)
}

/**
 * Focus rings seen by the keyboard on a form of checkboxes and a switch, and one of selects and date boxes: Tab from the top of the page
 * through every stop to the last one, each focus indicator judged as the sweeps judge it in Chromium (e2e/support/focus-appearance.ts:
 * a ring at least 2 px, 3:1 against what is next to it, not cut off), from the engine's own computed styles.
 */
export const focusRingFlow: Flow = {
  name: 'focus rings › every stop Tab reaches shows a ring',
  run: async ({ driver, step, signInAs }) => {
    await signInAs('agent')
    for (const [path, heading] of [
      ['/webhooks/new', 'New webhook subscription'],
      ['/tax-calculator', 'Tax and fee calculator'],
    ] as const) {
      await step(`Tab through ${path}`, async () => {
        await driver.goto(path)
        await driver.waitFor({ role: 'heading', level: 1, name: heading })
        const stops = await settledStops(driver)
        await driver.evaluate(recordFocus)
        for (let pressed = 0; pressed < stops; pressed += 1) await driver.press('Tab')
        const met = Object.values((await driver.evaluate(focusRecord)).met)
        const { onLast } = await driver.evaluate(tabStops)
        // Each stop met once, the last one last: none skipped (a control Tab cannot reach, as Safari's links without its setting), no focus event lost.
        if (met.length !== stops || !onLast)
          throw new Error(
            `Tab met ${met.length} of the page's ${stops} stops, ${onLast ? '' : 'not '}ending on the last: ${met.map(({ element }) => element).join(', ')}`,
          )
        const problems = focusProblems(met)
        if (problems.length > 0) throw new Error(`focus indicators:\n      ${problems.join('\n      ')}`)
      })
    }
  },
}
