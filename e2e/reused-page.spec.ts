import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'

// A route left on a second tab, once the first was closed, used to reach the next tests, which waited for ever for the portal's script (ADR 0118).
test.describe('the page handed on', () => {
  test.describe.configure({ mode: 'serial' })
  const HELD = '/favicon.svg?held'
  const fetchHeld = (page: Page) => page.evaluate(async (path) => ((await fetch(path).catch(() => null)) ? 'answered' : 'refused'), HELD)

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
