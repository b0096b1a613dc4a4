import { ACCOUNTS, countAuthenticationCalls, expect, fillSignIn, PASSWORD, photo, test } from './support/fixtures.ts'
import { describeScripts, firstLoadScripts } from './support/first-load.ts'
import { holdBack } from './support/unmoved.ts'

test.describe('sign-in and the session', () => {
  test('signs in, shows the agency and the sandbox badge, and signs out', async ({ page, signIn }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/sign-in$/)
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('banner').getByText('Sandbox')).toBeVisible()

    await signIn(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Blue Ridge Insurance Agency' })).toBeVisible()
    await expect(page.getByRole('banner')).toContainText(ACCOUNTS.agent)
    await photo(page, 'auth-02-home')

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/sign-in$/)
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull()
    await page.goto('/notes')
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fnotes$/)
  })

  test('a signed-out visitor opening a signed-in address downloads the JavaScript of the sign-in page alone', async ({ browser, baseURL }) => {
    // /sign-in itself is the page drawn at build time, with its own script (ADR 0130); every other address
    // gets the app, which sends a visitor without a session there.
    const home = await firstLoadScripts(browser, baseURL, '/')
    const deep = await firstLoadScripts(browser, baseURL, '/submissions/BR-10001/notes/N-1001')
    console.log(`first load, signed out: / ${describeScripts(home)}; a signed-in address ${describeScripts(deep)}`)
    expect(deep.map((script) => script.path)).toEqual(home.map((script) => script.path))
    expect(home.some((script) => script.path.includes('sign-in-page'))).toBe(true)
    expect(home.filter((script) => /home-page|note-page|query-shell/.test(script.path))).toEqual([])
  })

  test('the drawn sign-in form sends before the app is there: typing kept, the press signs in, the app goes on to home', async ({ page }) => {
    // Held back: the app, and the sign-in page's own chunk. Until then the page drawn at build time
    // (sign-in.html, ADR 0056) and its own script are all there is (ADR 0130).
    const releaseApp = await holdBack(page, /\/assets\/start-app-[\w-]{7}\.js$/)
    const releasePage = await holdBack(page, /\/assets\/sign-in-page-[\w-]{7}\.js$/)
    await page.goto('/sign-in', { waitUntil: 'commit' })
    const signInButton = page.getByRole('button', { name: 'Sign in' })
    await expect(signInButton).toBeEnabled()
    await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    const authCalls = countAuthenticationCalls(page)
    const signedIn = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/authentication' && response.status() === 200)
    // Enter twice, by habit: one intent, one call (ADR 0049).
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await signedIn
    await expect(signInButton).toHaveAttribute('aria-busy', 'true')
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toContain(ACCOUNTS.agent)
    releaseApp()
    releasePage()
    // Home is the press's result, as after the app's own form: its heading takes the focus, so it is heard
    // and Tab goes on from it (a first page drawn by the app would have left the focus at the page's top).
    await expect(page.getByRole('heading', { level: 1, name: 'Blue Ridge Insurance Agency' })).toBeFocused()
    expect(authCalls.count).toBe(1)
  })

  test('a press of the drawn form with a problem, or refused, is said by the app’s page as always', async ({ page }) => {
    const releaseApp = await holdBack(page, /\/assets\/start-app-[\w-]{7}\.js$/)
    await page.goto('/sign-in', { waitUntil: 'commit' })
    await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
    await page.getByRole('button', { name: 'Sign in' }).click()
    releaseApp()
    const summary = page.getByRole('region', { name: 'There is a problem' })
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link', { name: 'Enter your password' })).toBeVisible()
    await expect(page.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.agent)

    // Refused before the app is there: the page says so once it is.
    await page.unrouteAll()
    const releaseAgain = await holdBack(page, /\/assets\/start-app-[\w-]{7}\.js$/)
    await page.reload({ waitUntil: 'commit' })
    await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
    await page.getByLabel('Password', { exact: true }).fill('not the password')
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/authentication')
    await page.getByRole('button', { name: 'Sign in' }).click()
    expect((await refused).status()).toBe(401)
    releaseAgain()
    await expect(summary).toContainText('The e-mail address or password is not right')
    await expect(summary).toBeFocused()
  })

  test('says so when the password is wrong, and checks the fields first', async ({ page }) => {
    await page.goto('/sign-in')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const summary = page.getByRole('region', { name: 'There is a problem' })
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link', { name: 'Enter your e-mail address' })).toBeVisible()

    await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
    await page.getByLabel('Password', { exact: true }).fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText('The e-mail address or password is not right')
    await expect(page).toHaveURL(/\/sign-in$/)
    await photo(page, 'auth-04-sign-in-wrong-password')
  })

  test('says that nothing was sent when the sign-in call cannot be downloaded', async ({ page }) => {
    // The sign-in call is a chunk of its own (sign-in-<hash>.js), loaded from the form's first focus.
    await page.route(/\/assets\/sign-in-[\w-]{7}\.js$/, (route) => route.abort('internetdisconnected'))
    await page.goto('/sign-in')
    await fillSignIn(page)
    const summary = page.getByRole('region', { name: 'There is a problem' })
    await expect(summary).toContainText('Nothing was sent. The connection dropped or the portal was updated.')
    await expect(page).toHaveURL(/\/sign-in$/)
  })

  test('returns to the page that asked for sign-in', async ({ page }) => {
    await page.goto('/submissions/BR-10001/notes/N-1001')
    await expect(page).toHaveURL(/\/sign-in\?next=/)
    await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).press('Enter')
    await expect(page).toHaveURL(/\/submissions\/BR-10001\/notes\/N-1001$/)
    await expect(page.getByTestId('note-body')).toContainText('Underwriting')
  })

  test('survives the access token expiring, with exactly one authentication call', async ({ page, signIn, sandbox }) => {
    await signIn(page)
    await page.goto('/submissions/BR-10001/notes/N-1001')
    await expect(page.getByTestId('note-body')).toBeVisible()

    const authCalls = countAuthenticationCalls(page)
    await sandbox.advanceClock(2 * 3600)
    await page.getByRole('link', { name: 'Read another reply' }).click()
    await page.getByLabel('Submission or policy id').fill('BR-10001')
    await page.getByLabel('Note id').fill('N-1001')
    await page.reload()
    await expect(page.getByRole('heading', { name: /Read a reply/ })).toBeVisible()
    await page.goto('/submissions/BR-10001/notes/N-1001')
    await expect(page.getByTestId('note-body')).toBeVisible()
    expect(authCalls.count).toBe(1)
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  })

  test('two tabs meeting a 401 together cause one authentication call and both carry on', async ({ context, page, signIn, sandbox }) => {
    await signIn(page)
    const second = await context.newPage()
    await second.goto('/')
    await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible()

    const authCalls = countAuthenticationCalls(context)
    await sandbox.advanceClock(2 * 3600)
    await Promise.all([page.goto('/submissions/BR-10001/notes/N-1001'), second.goto('/submissions/BR-10001/notes/N-1001')])
    await expect(page.getByTestId('note-body')).toBeVisible()
    await expect(second.getByTestId('note-body')).toBeVisible()
    expect(authCalls.count).toBe(1)
  })

  test('a session ended elsewhere returns the person to sign-in, then back where they were', async ({ page, signIn, sandbox }) => {
    await signIn(page)
    await page.goto('/notes')
    await sandbox.signInElsewhere(ACCOUNTS.agent, PASSWORD)
    await page.getByLabel('Submission or policy id').fill('BR-10001')
    await page.getByLabel('Note id').fill('N-1001')
    await page.getByRole('button', { name: 'Read the reply' }).click()

    await expect(page).toHaveURL(/\/sign-in\?next=%2Fsubmissions%2FBR-10001%2Fnotes%2FN-1001$/)
    await expect(page.getByText('Your session has ended')).toBeVisible()
    await fillSignIn(page)
    await expect(page.getByTestId('note-body')).toBeVisible()
  })

  test('signing out in one tab signs out the other', async ({ context, page, signIn }) => {
    await signIn(page)
    const second = await context.newPage()
    await second.goto('/notes')
    await expect(second.getByRole('heading', { name: /Read a reply/ })).toBeVisible()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(second).toHaveURL(/\/sign-in/)
  })
})

test.describe('password reset', () => {
  test('requests a code, reads it from the outbox, sets a new password and signs in with it', async ({ page, sandbox, checkA11y }) => {
    const newPassword = 'rolling freight at dawn'
    await page.goto('/sign-in')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    await page.getByLabel('E-mail address').fill(ACCOUNTS.agent)
    await page.getByRole('button', { name: 'Send reset code' }).click()

    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    await expect(page.getByRole('link', { name: /sandbox outbox/ })).toBeVisible()
    await expect(page.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.agent)

    const [email] = await sandbox.outbox()
    expect(email?.to).toBe(ACCOUNTS.agent)
    await page.getByLabel('Reset code').fill('000000' === email?.reset_token ? '111111' : '000000')
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText('at least 12 characters')
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText('reset code is not right')
    await checkA11y(page, 'reset password, wrong code', 'auth-08-reset-wrong-code')

    await page.getByLabel('Reset code').fill(email!.reset_token!)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Your password has been changed')).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  })
})
