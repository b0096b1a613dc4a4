import { focusProblem, type Met, recordFocus } from '../../support/focus-appearance.ts'
import type { EngineDriver } from '../../../tooling/engine-drivers/driver.ts'
import type { Flow } from '../../../tooling/engine-drivers/suite.ts'

/** Tab presses before giving up: more than the pages below have stops. */
const MAX_PRESSES = 60

/**
 * Runs in the page: how many stops the page has, in document order (the portal sets no positive
 * tabindex), and whether the focus is on the last. Tab stops there: past it, headless Firefox moves the
 * focus to its own controls and the page never gets focus events again.
 */
function tabStops(): { count: number; onLast: boolean } {
  const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled, [type=hidden]') && element.checkVisibility({ visibilityProperty: true }),
  )
  return { count: stops.length, onLast: document.activeElement === stops.at(-1) }
}

/**
 * Waits until the page's number of stops holds for half a second: a stop that appears once Tab has
 * passed its place (the header's sandbox link, after its answer) would not be met.
 */
async function settled(driver: EngineDriver) {
  let count = -1
  for (let read = 0; read < 14; read += 1) {
    const now = (await driver.evaluate(tabStops)).count
    if (now === count) return
    count = now
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the page's stops kept changing for 7 s`)
}

/**
 * Tabs from the top of the page through every stop to the last one, each focus indicator judged as the
 * sweeps judge it in Chromium (e2e/support/focus-appearance.ts: a ring at least 2 px, 3:1 against what
 * is next to it, not cut off), from the engine's own computed styles.
 */
async function tabThrough(driver: EngineDriver): Promise<{ met: string[]; stops: number; problems: string[] }> {
  await settled(driver)
  await driver.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    document.body.tabIndex = -1
    document.body.focus()
    document.body.removeAttribute('tabindex')
  })
  await driver.evaluate(recordFocus)
  for (let pressed = 1; pressed <= MAX_PRESSES; pressed += 1) {
    await driver.press('Tab')
    const stops = await driver.evaluate(tabStops)
    if (stops.onLast) {
      const met = await driver.evaluate(() => (window as unknown as { focusMet: Met[] }).focusMet)
      return { met: met.map(({ indicator }) => indicator.element), stops: stops.count, problems: met.flatMap(({ indicator }) => focusProblem(indicator) ?? []) }
    }
  }
  throw new Error(`Tab did not reach the page's last stop in ${MAX_PRESSES} presses`)
}

const PAGES = [
  { path: '/webhooks/new', heading: 'New webhook subscription' },
  { path: '/tax-calculator', heading: 'Tax and fee calculator' },
]

/** Focus rings seen by the keyboard on a form of checkboxes and a switch, and one of selects and date boxes. */
export const focusRingFlow: Flow = {
  name: 'focus rings › every stop Tab reaches shows a ring',
  run: async ({ driver, step, signInAs }) => {
    await signInAs('agent')
    for (const page of PAGES) {
      await step(`Tab through ${page.path}`, async () => {
        await driver.goto(page.path)
        await driver.waitFor({ role: 'heading', level: 1, name: page.heading })
        const { met, stops, problems } = await tabThrough(driver)
        // Each stop met once: none skipped (a control Tab cannot reach, as Safari's links without its setting), no focus event lost.
        if (met.length !== stops) throw new Error(`Tab met ${met.length} stops with a focus event, not the page's ${stops}: ${met.join(', ')}`)
        if (problems.length > 0) throw new Error(`focus indicators:\n      ${problems.join('\n      ')}`)
      })
    }
  },
}
