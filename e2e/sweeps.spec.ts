import { brokenIds } from './support/broken-ids.ts'
import { examplesOutOfRangeOn } from './support/example-ranges.ts'
import { heardProblemsOn } from './support/heard-problems.ts'
import { ACCOUNTS, expect, test } from './support/fixtures.ts'
import { fixFormFocusProblems } from './support/fix-form-focus.ts'
import { sweepFocus } from './support/focus-appearance.ts'
import { checkOverflowAt } from './support/overflow.ts'
import { measureProseOf, type StateProse, ONLY_PROSE, writeProseFigures } from './support/prose.ts'
import { proseProblems } from './support/prose-budget.ts'
import { SWEEP_STATES, STORAGE_WRITES } from './screens/index.ts'
import { screenAt, watchScreenRequests } from './support/screen-requests.ts'
import { expectKindsTried } from './support/refused-writes.ts'
import { breakStorage, faultsOf, signInInThisTab, STORAGE_FAULTS, tabSessionBanner } from './support/storage-faults.ts'
import { slug, walkChain } from './support/sweep-chain.ts'
import { wordClassesOn } from './support/word-classes.ts'

// One test per sweep entry (e2e/screens/<feature>.ts), one page for all its checks, each state of its chain in turn; the prose is measured
// for docs/writing.md (E2E_PROSE=1: the prose alone, for scripts/prose.ts).

test.describe('every screen, state and dialog', () => {
  // Entries are independent, so they spread over the workers; one took 30 s on two busy cores (a Tab through 150 controls).
  test.describe.configure({ mode: 'parallel', timeout: 90_000 })
  for (const [index, entry] of SWEEP_STATES.entries()) {
    test(entry.name, async ({ page, sandbox, signInQuickly, checkA11y, saveScreenshot }) => {
      const width = entry.width ?? 1280
      const prose: StateProse[] = []
      const requests = watchScreenRequests(page, test.info(), `sweep: ${entry.name}`)
      const check = async (name: string, screen: string) => {
        const figures = await measureProseOf(page)
        prose.push({ state: name, ...figures })
        if (ONLY_PROSE) return
        // Before anything moves the focus: a fix form opened by the state's step is where it opened.
        expect.soft(await fixFormFocusProblems(page), `the fix forms on "${name}" (issue 39)`).toEqual([])
        expect.soft(screenAt(page.url()), `the declared screen "${name}" is on (${page.url()})`).toBe(screen)
        expect.soft(proseProblems(figures), `prose on "${name}"`).toEqual([])
        await checkA11y(page, name)
        expect.soft(await heardProblemsOn(page), `what a screen reader meets on "${name}" (ADR 0145)`).toEqual([])
        expect.soft(await wordClassesOn(page), `"licence", "a indication", "2000 rows", "12/2026", "404: …" on "${name}" (ADRs 0087, 0141)`).toEqual([])
        expect.soft(await examplesOutOfRangeOn(page), `examples outside their box's range on "${name}"`).toEqual([])
        await saveScreenshot(page, `sweep-${slug(name)}-${width}`)
        const focus = await sweepFocus(page)
        expect(focus.reached, `Tab reaches something on "${name}"`).toBeGreaterThan(0)
        expect.soft(focus.problems, `focus indicators on "${name}"`).toEqual([])
        for (const phone of [390, 320].filter((candidate) => candidate !== width)) {
          const overflow = await checkOverflowAt(page, phone)
          await saveScreenshot(page, `sweep-${slug(name)}-${phone}`)
          expect.soft(overflow.problems, `what sticks out at ${phone} px on "${name}"`).toEqual([])
          expect.soft(overflow.scrollWidth, `page width at ${phone} px on "${name}"`).toBe(phone)
          expect.soft(await brokenIds(page), `ids broken at ${phone} px on "${name}"`).toEqual([])
        }
      }
      try {
        await walkChain(entry, { page, sandbox, signInQuickly, check })
      } finally {
        writeProseFigures(index, entry.name, prose)
        expect.soft(requests.end(), `requests no declaration of their screen names (issue 44)`).toEqual([])
      }
    })
  }
})

test.describe('every screen that writes to browser storage, with storage full and turned off', () => {
  // Cheap: no axe or focus sweep here (the states it shows are in SWEEP_STATES once), one tab signed in through the page.
  test.describe.configure({ mode: 'parallel' })
  for (const entry of STORAGE_WRITES) {
    for (const fault of faultsOf(entry)) {
      test(`${entry.name}, ${STORAGE_FAULTS[fault]}`, async ({ page }) => {
        await page.goto('/favicon.svg')
        const path = typeof entry.open === 'string' ? entry.open : await entry.open(page)
        await breakStorage(page, fault)
        await signInInThisTab(page, ACCOUNTS[entry.account], path)
        await entry.check(page)
        if (fault === 'full') await expectKindsTried(page, entry.name, entry.writes ?? [])
        // Still signed in, in this tab: nothing the screen did lost the session.
        await expect(tabSessionBanner(page)).toBeVisible()
      })
    }
  }
})
