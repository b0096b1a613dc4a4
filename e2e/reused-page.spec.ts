import { expect, test } from './support/fixtures.ts'

/**
 * The page handed from test to test (e2e/support/reused-page.ts) is handed on only when nothing lasting
 * was changed on it, also when it is a tab a test opened: a test that closed its first tab and routed the
 * second left that route to the next tests, which then waited for ever for the portal's own script (ADR 0118).
 */
test.describe('the page handed on', () => {
  test.describe.configure({ mode: 'serial' })
  const SCRIPT = '/favicon.svg?held'

  test('a test closes its first tab and holds a request in the second', async ({ page }) => {
    const second = await page.context().newPage()
    await page.close()
    await second.route(`**${SCRIPT}`, (route) => route.abort('internetdisconnected'))
    await second.goto('/favicon.svg')
    expect(
      await second.evaluate(
        (path) =>
          fetch(path).then(
            () => 'answered',
            () => 'refused',
          ),
        SCRIPT,
      ),
    ).toBe('refused')
  })

  test('the next test gets a tab without that route', async ({ page }) => {
    await page.goto('/favicon.svg')
    expect(
      await page.evaluate(
        (path) =>
          fetch(path).then(
            () => 'answered',
            () => 'refused',
          ),
        SCRIPT,
      ),
    ).toBe('answered')
  })
})
