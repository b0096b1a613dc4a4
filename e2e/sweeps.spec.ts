import { ACCOUNTS, expect, test } from './support/fixtures.ts'
import { sweepFocus } from './support/focus-appearance.ts'
import { checkOverflowAt } from './support/overflow.ts'
import { SCREENS } from './support/screens.ts'

/**
 * The sweeps over every screen, state and dialog of e2e/support/screens.ts, one test per entry and one
 * page for all its checks: axe and a photo at the entry's width, every focus indicator met by Tab, then
 * sideways scrolling and a photo at 390 and 320 px (the state is reached once and kept; photos with
 * E2E_PHOTOS=1).
 */

const PHONE_WIDTHS = [390, 320]
const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()

test.describe('every screen, state and dialog', () => {
  // One entry does a lot on one page (axe, a Tab through up to some 150 controls, three widths): the
  // event catalog took 30 s on a 2-core machine with five other suites running.
  // Entries are independent (each reaches its state from a fresh sandbox), so they spread over both workers.
  test.describe.configure({ mode: 'parallel', timeout: 90_000 })
  for (const entry of SCREENS) {
    test(entry.name, async ({ page, sandbox, signInQuickly, checkA11y, saveScreenshot }) => {
      const width = entry.width ?? 1280
      await page.setViewportSize({ width, height: 900 })
      if (entry.account) await signInQuickly(page, ACCOUNTS[entry.account])
      await entry.reach(page, sandbox)
      await checkA11y(page, entry.name)
      await saveScreenshot(page, `sweep-${slug(entry.name)}-${width}`)
      const focus = await sweepFocus(page)
      expect(focus.reached, `Tab reaches something on "${entry.name}"`).toBeGreaterThan(0)
      expect.soft(focus.problems, `focus indicators on "${entry.name}"`).toEqual([])

      for (const phone of PHONE_WIDTHS.filter((candidate) => candidate !== width)) {
        const overflow = await checkOverflowAt(page, phone)
        await saveScreenshot(page, `sweep-${slug(entry.name)}-${phone}`)
        expect.soft(overflow.problems, `what sticks out at ${phone} px on "${entry.name}"`).toEqual([])
        expect.soft(overflow.scrollWidth, `page width at ${phone} px on "${entry.name}"`).toBe(phone)
      }
    })
  }
})
