import { countAuthenticationCalls, expect, test, openSignedIn } from './support/fixtures.ts'
import { liveRegions } from './support/live-regions.ts'
import { expectUnmovedBy } from './support/unmoved.ts'

test.describe('the shell', () => {
  test('waits out a 429, showing that it waits, then shows the answer', async ({ page, sandbox, checkA11y }) => {
    await sandbox.injectFault({ method: 'GET', path: '/v1/submission', status: 429, count: 2 })
    await page.clock.install()
    await openSignedIn(page, '/submissions/BR-10001/notes/N-1001')
    await expect(liveRegions(page).filter({ hasText: 'asked us to slow down' })).toBeVisible()
    await checkA11y(page, 'rate-limit wait', 'shell-04-rate-limit-wait')
    const answered = async () => {
      // The transport's waits (1 s, then 2 s) moved on the page's clock; one not begun yet is short.
      await page.clock.runFor(3000)
      await expect(page.getByTestId('note-body')).toBeVisible()
      await expect(page.getByText('asked us to slow down')).toHaveCount(0)
    }
    await expectUnmovedBy(page.locator('#main'), answered, 'the page under the notice')
  })

  test('has a not-found page and a sandbox console with the outbox', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await openSignedIn(page, '/')
    const authCalls = countAuthenticationCalls(page)
    await page.getByRole('link', { name: 'Sandbox console' }).first().click()
    await expect(page.getByRole('heading', { name: 'Sandbox console' })).toBeVisible()
    await expect(page.getByText('No e-mails yet.')).toBeVisible()
    expect(authCalls.count).toBe(0)
  })

  test('is served with a strict Content-Security-Policy', async ({ page }) => {
    const policy = (await page.goto('/sign-in'))?.headers()['content-security-policy'] ?? ''
    for (const directive of ["script-src 'self'", "frame-ancestors 'none'", "require-trusted-types-for 'script'"]) expect(policy).toContain(directive)
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  test('can be used with the keyboard alone', async ({ page }) => {
    await page.goto('/sign-in')
    // The page is drawn after the load event: Tab before that has nothing to reach.
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('E-mail address')).toBeFocused()
    await page.keyboard.type('agent@blueridge.example')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Sandbox-Pass-1')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  })

  test('folds the navigation under a menu button on a phone: it says whether it is open, Escape closes it; wide, it is one line', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await openSignedIn(page, '/')
    const navigation = page.getByRole('navigation', { name: 'Main' })
    const menu = navigation.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(navigation.getByRole('link', { name: 'Tax calculator' })).toBeHidden()
    // Keyboard alone: the button, then the links in order; Escape from a link closes and returns to the button.
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    for (const link of ['Home', 'New indication']) {
      await page.keyboard.press('Tab')
      await expect(navigation.getByRole('link', { name: link })).toBeFocused()
    }
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
    // A link followed closes the menu.
    await page.keyboard.press('Enter')
    await navigation.getByRole('link', { name: 'Submissions' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submissions')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    // Wide, the links are in the bar, the sandbox console's too, with no menu button, on one line at 1280 and 1024 px (issue 21).
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 })
      await expect(menu).toBeHidden()
      await expect(navigation.getByRole('link', { name: 'Tax calculator' })).toBeVisible()
      await expect(navigation.getByRole('link', { name: 'Sandbox console' })).toBeVisible()
      const tops = await navigation.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top))
      expect(new Set(tops).size, `the navigation's lines at ${width} px`).toBe(1)
    }
  })
})
