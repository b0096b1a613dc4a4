import { expect, test } from './support/fixtures.ts'
import { brokenIds } from './support/broken-ids.ts'
import { checkOverflowAt } from './support/overflow.ts'
import { HOSTILE_SWEEP_STATES } from './screens/index.ts'
import { screenAt, watchScreenRequests } from './support/screen-requests.ts'
import { slug, walkChain } from './support/sweep-chain.ts'

// The hostile entries of e2e/screens (issue 18) at 1280, 390 and 320 px: no sideways scroll, nothing sticking out, no id broken (axe: the sweeps).
test.describe('every screen with hostile content', () => {
  test.describe.configure({ mode: 'parallel', timeout: 60_000 })
  for (const entry of HOSTILE_SWEEP_STATES) {
    test(entry.name, async ({ page, sandbox, signInQuickly, saveScreenshot }) => {
      const check = async (name: string, screen: string) => {
        expect.soft(screenAt(page.url()), `the declared screen "${name}" is on (${page.url()})`).toBe(screen)
        for (const width of [1280, 390, 320]) {
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
