import { countAuthenticationCalls, expect, test, openSignedIn } from './support/fixtures.ts'
import { liveRegions } from './support/live-regions.ts'
import { click, fill, follow, then } from './support/screen-steps.ts'
import { expectUnmovedBy } from './support/unmoved.ts'

test.describe('the shell', () => {
  test('reads a public reply and shows its markup as text', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await openSignedIn(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submissions' }).click()
    await follow('Read a reply by its submission and note ids')(page)
    await then(fill('Submission or policy id', 'br-10001'), fill('Note id', 'n-1001'), click('Read the reply'))(page)
    const body = page.getByTestId('note-body')
    await expect(body).toContainText('<img src=x onerror=alert(1)>')
    await expect(body).toContainText('<script>alert("x")</script>')
    await expect(body.locator('img, script')).toHaveCount(0)
    expect(dialogs).toEqual([])
  })

  test('internal and foreign notes look like unknown ones', async ({ page, signInQuickly }) => {
    await signInQuickly(page)
    for (const path of ['/submissions/BR-10001/notes/N-1002', '/submissions/SM-10001/notes/N-2001']) {
      await page.goto(path)
      await expect(page.getByRole('alert')).toContainText('There is no public reply')
    }
  })

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
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("require-trusted-types-for 'script'")
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('unsafe-eval')
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
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(menu).toBeHidden()
    await expect(navigation.getByRole('link', { name: 'Tax calculator' })).toBeVisible()
    await expect(navigation.getByRole('link', { name: 'Sandbox console' })).toBeVisible()
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 })
      const tops = await navigation.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top))
      expect(new Set(tops).size, `the navigation's lines at ${width} px`).toBe(1)
    }
  })
})
