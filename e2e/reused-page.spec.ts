import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'

/**
 * The page handed from test to test (e2e/support/reused-page.ts) is handed on only when nothing lasting
 * was changed on it, also when it is a tab a test opened: a test that closed its first tab and routed the
 * second left that route to the next tests, which then waited for ever for the portal's own script (ADR 0118).
 */
test.describe('the page handed on', () => {
  test.describe.configure({ mode: 'serial' })
  const HELD = '/favicon.svg?held'
  /** Whether the page's request for HELD is answered or refused. */
  const fetchHeld = (page: Page) =>
    page.evaluate(
      (path) =>
        fetch(path).then(
          () => 'answered',
          () => 'refused',
        ),
      HELD,
    )

  test('a test closes its first tab and holds a request in the second', async ({ page }) => {
    const second = await page.context().newPage()
    await page.close()
    await second.route(`**${HELD}`, (route) => route.abort('internetdisconnected'))
    await second.goto('/favicon.svg')
    expect(await fetchHeld(second)).toBe('refused')
  })

  test('the next test gets a tab without that route', async ({ page }) => {
    await page.goto('/favicon.svg')
    expect(await fetchHeld(page)).toBe('answered')
  })
})
