import { ACCOUNTS, expect, test } from './support/fixtures.ts'
import { brokenIds } from './support/broken-ids.ts'
import { checkOverflowAt } from './support/overflow.ts'
import { HOSTILE_SCREENS } from './support/screens-hostile.ts'

/**
 * The hostile-content variant of the sweeps (issue 18): each entry of e2e/support/screens-hostile.ts,
 * reached once on one page, at 1280, 390 and 320 px: the page does not scroll sideways, nothing sticks
 * out (e2e/support/overflow.ts) and no id breaks at its hyphen. Overflow only: the sweeps
 * (e2e/sweeps.spec.ts) scan the same screens with axe and Tab through them.
 */

const WIDTHS = [1280, 390, 320]
const slug = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()

test.describe('every screen with hostile content', () => {
  test.describe.configure({ mode: 'parallel', timeout: 60_000 })
  for (const entry of HOSTILE_SCREENS) {
    test(entry.name, async ({ page, sandbox, signInQuickly, saveScreenshot }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
      if (entry.account) await signInQuickly(page, ACCOUNTS[entry.account])
      await entry.reach(page, sandbox)
      for (const width of WIDTHS) {
        const overflow = await checkOverflowAt(page, width)
        expect.soft(overflow.problems, `what sticks out at ${width} px on "${entry.name}"`).toEqual([])
        expect.soft(overflow.scrollWidth, `page width at ${width} px on "${entry.name}"`).toBe(width)
        expect.soft(await brokenIds(page), `ids broken at ${width} px on "${entry.name}"`).toEqual([])
      }
      await saveScreenshot(page, `hostile-${slug(entry.name)}-320`)
    })
  }
})
