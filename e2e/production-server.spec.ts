import type { APIResponse, Page, Response } from '@playwright/test'
import { ACCOUNTS, expect, photo, signInThroughApi, signInThroughPage, test } from './support/fixtures.ts'
import { liveRegions } from './support/live-regions.ts'
import { startedTogether, startProductionServer, startStandInApi, type RunningServer } from '../tooling/production-servers.ts'
import { productionPorts } from '../tooling/test-ports.ts'

// `npm start` on the e2e build in each of its modes (ADRs 0058-0060), with the sandbox started alone as the stand-in for the real API.

const API = `http://127.0.0.1:${productionPorts.api}`
const PORTAL = `http://127.0.0.1:${productionPorts.portal}`

const running: RunningServer[] = []
test.afterEach(async ({}, testInfo) => {
  // Stopped as a deployment stops them: the portal's clean stop is part of the check.
  for (const server of running.splice(0)) {
    const code = await server.stop()
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach(`${server.kind} output`, { body: server.output() })
    if (server.kind === 'portal') expect(code, 'the portal stopped cleanly on SIGTERM').toBe(0)
  }
})

function expectPortalHeaders(response: Response | APIResponse | null, connectSrc: string) {
  const headers = response?.headers() ?? {}
  for (const directive of [`connect-src ${connectSrc};`, "frame-ancestors 'none'"]) expect(headers['content-security-policy']).toContain(directive)
  expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' })
  expect(headers['permissions-policy']).toContain('camera=()')
}

/** index.html revalidated, a hashed asset (the stylesheet: the drawn sign-in page's script is too small to compress) kept a year and precompressed. */
async function expectCaching(page: Page, indexResponse: Response | null) {
  expect(indexResponse?.headers()['cache-control']).toBe('no-cache')
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href')
  const asset = await page.request.get(`${PORTAL}${stylesheet}`, { headers: { 'Accept-Encoding': 'br' } })
  expect(asset.headers()).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable', 'content-encoding': 'br' })
  expect((await page.request.get(`${PORTAL}/assets/gone-0000.js`)).status()).toBe(404)
}

async function pauseSummitSubscription(page: Page) {
  await page.goto(`${PORTAL}/webhooks`)
  await expect(page.getByText('https://hooks.summit.example/insurer')).toBeVisible()
  await page.getByRole('button', { name: 'Pause deliveries of subscription 1' }).click()
  await expect(liveRegions(page).filter({ hasText: 'Subscription 1 is paused' })).toBeVisible()
}

/** The origins of the page's requests from now on whose path starts with `prefix`. */
function originsCalled(page: Page) {
  const urls: URL[] = []
  page.on('request', (request) => void urls.push(new URL(request.url())))
  return (prefix: string) => new Set(urls.filter((url) => url.pathname.startsWith(prefix)).map((url) => url.origin))
}

const sandboxBadge = (page: Page) => page.getByRole('link', { name: /^Sandbox console: this portal is connected to the sandbox/ })

test.describe('the production server', () => {
  // Each test starts its own servers (the stand-in API through tsx takes a few seconds).
  test.describe.configure({ timeout: 60_000 })

  test('forwarding /v1 to the API: signs in through the page, reads, changes, logs no token, says so when the API is down', async ({ page }) => {
    const [api, portal] = await startedTogether([startStandInApi(), startProductionServer({ API_PROXY_TARGET: API })])
    running.push(api, portal)
    const scripts: string[] = []
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)))
    const index = await page.goto(`${PORTAL}/sign-in`)
    // FMCSA's census is on by default: the policy names its origin (ADR 0125).
    expectPortalHeaders(index, "'self' https://data.transportation.gov")
    // With a real API the drawn sign-in page has its own script alone until the person starts on it (ADR 0130).
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((script) => /start-app|sign-in-page/.test(script))).toEqual([])
    await page.getByLabel('E-mail address').focus()
    await expect.poll(() => scripts.filter((script) => /start-app/.test(script))).toHaveLength(1)
    await expectCaching(page, index)
    await signInThroughPage(page, { portal: PORTAL, username: ACCOUNTS.summit })
    await pauseSummitSubscription(page)
    await expect(sandboxBadge(page)).toHaveCount(0)
    // Opened with a session kept, a declared address asks for its own screen's chunks beside the entry (ADR 0160).
    const webhooksPage = await (await page.request.get(`${PORTAL}/webhooks`)).text()
    expect(webhooksPage).toMatch(/<script type="application\/json" id="portal-route-preloads">\[[^<]*"assets\/webhooks-page-[^"]+\.js"/)
    await expect(page.locator('head link[rel="modulepreload"][href*="/webhooks-page-"]')).toHaveCount(1)
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken?: string }).accessToken)
    expect(token).toBeTruthy()
    await expect.poll(() => portal.output()).toMatch(/ PUT \/v1\/webhook-subscriptions\/1 200 \d+ms\n/)
    expect(portal.output()).toMatch(/ POST \/v1\/authentication 200 \d+ms\n/)
    expect(portal.output()).not.toContain(token)
    // The API goes away: the screen says so in words (the proxy's 502).
    await api.stop()
    await page.reload()
    await expect(page.getByText('The service failed to handle this request. Nothing was lost here; try again in a moment.')).toBeVisible({ timeout: 10_000 })
    await photo(page, 'production-proxy-api-down')
    expect(portal.output()).toMatch(/ GET \/v1\/webhook-subscriptions 502 \d+ms\n/)
  })

  test('with the API on another origin: the browser calls it directly, allowed by CORS and by the policy; FMCSA’s census too', async ({ page }) => {
    // The sandbox alone stands in for FMCSA's census as well, on its own origin.
    const apiAndCensus = { API_BASE_URL: `${API}/v1`, CARRIER_CENSUS: API }
    running.push(...(await startedTogether([startStandInApi({ corsOrigin: PORTAL }), startProductionServer(apiAndCensus)])))
    const index = await page.goto(`${PORTAL}/sign-in`)
    expectPortalHeaders(index, `'self' ${API}`)
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain(`connect-src 'self' ${API};`)
    await signInThroughApi(page, { portal: PORTAL, api: API, username: ACCOUNTS.summit })
    const originsUnder = originsCalled(page)
    await pauseSummitSubscription(page)
    expect(originsUnder('/v1/')).toEqual(new Set([API]))
    await expect(sandboxBadge(page)).toHaveCount(0)
    await page.goto(`${PORTAL}/quotes/new`)
    await page.getByLabel('USDOT number', { exact: true }).fill('2874410')
    await expect(page.getByRole('region', { name: 'From FMCSA’s census' })).toContainText('TAR HEEL HAULERS LLC')
    expect(originsUnder('/resource/')).toEqual(new Set([API]))
  })

  test('with the sandbox mounted (PORTAL_SANDBOX=1): a demo that says so, behind a proxy that says HTTPS', async ({ page }) => {
    running.push(await startProductionServer({ PORTAL_SANDBOX: '1' }))
    await signInThroughApi(page, { portal: PORTAL, username: ACCOUNTS.summit })
    await pauseSummitSubscription(page)
    await expect(sandboxBadge(page)).toBeVisible()
    const behindTls = await page.request.get(`${PORTAL}/webhooks`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expectPortalHeaders(behindTls, "'self'")
    expect(behindTls.headers()['strict-transport-security']).toBe('max-age=31536000')
    expect(await (await page.request.get(`${PORTAL}/healthz`)).text()).toBe('ok\n')
  })
})
