import { expect, test } from './support/fixtures.ts'
import { brokenIds } from './support/broken-ids.ts'
import { checkOverflowAt } from './support/overflow.ts'
import { HOSTILE_SWEEP_STATES } from './screens/index.ts'
import { screenAt, watchScreenRequests } from './support/screen-requests.ts'
import { slug, walkChain } from './support/sweep-chain.ts'

/**
 * The hostile-content variant of the sweeps (issue 18): each hostile entry of the declared screens' tests (e2e/screens/<feature>.ts),
 * reached once on one page, at 1280, 390 and 320 px: the page does not scroll sideways, nothing sticks
 * out (e2e/support/overflow.ts) and no id breaks at its hyphen. A chain's states (`next`) follow in the
 * same test and page, as in the sweeps. Overflow only: the sweeps (e2e/sweeps.spec.ts) scan the same
 * screens with axe and Tab through them.
 */

const WIDTHS = [1280, 390, 320]

test.describe('every screen with hostile content', () => {
  test.describe.configure({ mode: 'parallel', timeout: 60_000 })
  for (const entry of HOSTILE_SWEEP_STATES) {
    test(entry.name, async ({ page, sandbox, signInQuickly, saveScreenshot }) => {
      const check = async (name: string, screen: string) => {
        expect.soft(screenAt(page.url()), `the declared screen "${name}" is on (${page.url()})`).toBe(screen)
        for (const width of WIDTHS) {
          const overflow = await checkOverflowAt(page, width)
          expect.soft(overflow.problems, `what sticks out at ${width} px on "${name}"`).toEqual([])
          expect.soft(overflow.scrollWidth, `page width at ${width} px on "${name}"`).toBe(width)
          expect.soft(await brokenIds(page), `ids broken at ${width} px on "${name}"`).toEqual([])
        }
        await saveScreenshot(page, `hostile-${slug(name)}-320`)
      }
      const requests = watchScreenRequests(page, test.info(), `hostile: ${entry.name}`)
      await walkChain(entry, { page, sandbox, signInQuickly, check })
      expect.soft(requests.end(), `requests no declaration of their screen names (issue 44)`).toEqual([])
    })
  }
})
