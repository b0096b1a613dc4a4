import { signInAs, START_APP_CHUNK } from './screens/auth.ts'
import { ACCOUNTS, countAuthenticationCalls, expect, fillSignIn, PASSWORD, photo, summary, test } from './support/fixtures.ts'
import { describeScripts, firstLoadScripts } from './support/first-load.ts'
import { click, exactly, fill, follow, then } from './support/screen-steps.ts'
import { holdBack } from './support/unmoved.ts'

const NOTE = '/submissions/BR-10001/notes/N-1001'
const noteAskedFor = then(fill('Submission or policy id', 'BR-10001'), fill('Note id', 'N-1001'))
const authenticated = (response: { url(): string }) => new URL(response.url()).pathname === '/v1/authentication'

test.describe('sign-in and the session', () => {
  test('signs in, shows the agency and the sandbox badge, and signs out', async ({ context, page, signIn }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/sign-in$/)
    await expect(page.getByRole('banner').getByText('Sandbox')).toBeVisible()
    await signIn(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Blue Ridge Insurance Agency' })).toBeVisible()
    await expect(page.getByRole('banner')).toContainText(ACCOUNTS.agent)
    await photo(page, 'auth-02-home')
    const second = await context.newPage()
    await second.goto('/notes')
    await expect(second.getByRole('heading', { name: /Read a reply/ })).toBeVisible()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/sign-in$/)
    await expect(second).toHaveURL(/\/sign-in/)
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull()
    await page.goto('/notes')
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fnotes$/)
  })

  test('a signed-out visitor opening a signed-in address downloads the JavaScript of the sign-in page alone', async ({ browser, baseURL }) => {
    // /sign-in is drawn at build time with its own script (ADR 0130); any other address gets the app, which sends the visitor there.
    const home = await firstLoadScripts(browser, baseURL, '/')
    const deep = await firstLoadScripts(browser, baseURL, NOTE)
    console.log(`first load, signed out: / ${describeScripts(home)}; a signed-in address ${describeScripts(deep)}`)
    expect(deep.map((script) => script.path)).toEqual(home.map((script) => script.path))
    expect(home.some((script) => script.path.includes('sign-in-page'))).toBe(true)
    expect(home.filter((script) => /home-page|note-page|query-shell/.test(script.path))).toEqual([])
  })

  test('the drawn sign-in form sends before the app is there: typing kept, the press signs in, the app goes on to home', async ({ page }) => {
    // Until the app and the sign-in page's own chunk arrive, the page drawn at build time and its script are all there is.
    const releaseApp = await holdBack(page, START_APP_CHUNK)
    const releasePage = await holdBack(page, /\/assets\/sign-in-page-[\w-]{7}\.js$/)
    await page.goto('/sign-in', { waitUntil: 'commit' })
    const signInButton = page.getByRole('button', { name: 'Sign in' })
    await expect(signInButton).toBeEnabled()
    await then(fill('E-mail address', ACCOUNTS.agent), fill(exactly('Password'), PASSWORD))(page)
    const authCalls = countAuthenticationCalls(page)
    const signedIn = page.waitForResponse((response) => authenticated(response) && response.status() === 200)
    // Enter twice, by habit: one intent, one call (ADR 0049).
    await exactly('Password')(page).press('Enter')
    await exactly('Password')(page).press('Enter')
    await signedIn
    await expect(signInButton).toHaveAttribute('aria-busy', 'true')
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toContain(ACCOUNTS.agent)
    releaseApp()
    releasePage()
    // Home is the press's result, as after the app's own form: its heading takes the focus, so it is heard and Tab goes on from it.
    await expect(page.getByRole('heading', { level: 1, name: 'Blue Ridge Insurance Agency' })).toBeFocused()
    expect(authCalls.count).toBe(1)
  })

  test('a press of the drawn form with a problem, or refused, is said by the app’s page as always', async ({ page }) => {
    const releaseApp = await holdBack(page, START_APP_CHUNK)
    await page.goto('/sign-in', { waitUntil: 'commit' })
    await then(fill('E-mail address', ACCOUNTS.agent), click('Sign in'))(page)
    releaseApp()
    await expect(summary(page)).toBeFocused()
    await expect(summary(page).getByRole('link', { name: 'Enter your password' })).toBeVisible()
    await expect(page.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.agent)
    // Refused before the app is there: the page says so once it is.
    await page.unrouteAll()
    const releaseAgain = await holdBack(page, START_APP_CHUNK)
    await page.reload({ waitUntil: 'commit' })
    const refused = page.waitForResponse(authenticated)
    await signInAs('not the password')(page)
    expect((await refused).status()).toBe(401)
    releaseAgain()
    await expect(summary(page)).toContainText('The e-mail address or password is not right')
    await expect(summary(page)).toBeFocused()
  })

  test('survives the access token expiring, with exactly one authentication call', async ({ context, page, signIn, sandbox }) => {
    await signIn(page)
    await page.goto(NOTE)
    await expect(page.getByTestId('note-body')).toBeVisible()
    const authCalls = countAuthenticationCalls(page)
    await sandbox.advanceClock(2 * 3600)
    await then(follow('Read another reply'), noteAskedFor)(page)
    await page.reload()
    await expect(page.getByRole('heading', { name: /Read a reply/ })).toBeVisible()
    await page.goto(NOTE)
    await expect(page.getByTestId('note-body')).toBeVisible()
    expect(authCalls.count).toBe(1)
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
    // Two tabs meeting a 401 together: one authentication call, and both carry on.
    const second = await context.newPage()
    await second.goto('/')
    await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible()
    const bothTabs = countAuthenticationCalls(context)
    await sandbox.advanceClock(2 * 3600)
    await Promise.all([page.goto(NOTE), second.goto(NOTE)])
    await expect(page.getByTestId('note-body')).toBeVisible()
    await expect(second.getByTestId('note-body')).toBeVisible()
    expect(bothTabs.count).toBe(1)
  })

  test('a session ended elsewhere returns the person to sign-in, then back where they were', async ({ page, signIn, sandbox }) => {
    await signIn(page)
    await page.goto('/notes')
    await sandbox.signInElsewhere(ACCOUNTS.agent, PASSWORD)
    await then(noteAskedFor, click('Read the reply'))(page)
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fsubmissions%2FBR-10001%2Fnotes%2FN-1001$/)
    await expect(page.getByText('Your session has ended')).toBeVisible()
    await fillSignIn(page)
    await expect(page).toHaveURL(/\/submissions\/BR-10001\/notes\/N-1001$/)
    await expect(page.getByTestId('note-body')).toContainText('Underwriting')
  })
})
