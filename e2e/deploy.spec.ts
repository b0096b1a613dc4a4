import { cpSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { deployAnotherBuild } from '../tooling/another-build.ts'
import { lookUp } from './support/carrier-census.ts'
import { expect, heading, signInThroughApi, test } from './support/fixtures.ts'
import { startedTogether, startProductionServer, startStandInApi, type RunningServer } from '../tooling/production-servers.ts'
import { continueTo } from './support/quote-drafts.ts'
import { GARAGE, INSURED } from './support/quote-data.ts'
import { deployPorts, E2E_OUT_DIR } from '../tooling/test-ports.ts'

// ADRs 0116 and 0117: `npm start` on a copy of the e2e build, forwarding /v1 to the sandbox alone, which a deploy leaves running as it would a real API.

const API = `http://127.0.0.1:${deployPorts.api}`
const PORTAL = `http://127.0.0.1:${deployPorts.portal}`

const garage = (page: Page, box: 'Street address' | 'City') => page.getByRole('group', { name: 'Garage address' }).getByLabel(box)
const openFromMenu = (page: Page, screen: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: screen }).click()
/** The entry script of the build the page runs, and of the one index.html names. */
const entryRunning = (page: Page) => page.locator('script[type="module"][src^="/assets/index-"]').getAttribute('src')
const entryOf = (html: string) => /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1]

const running: RunningServer[] = []
test.afterEach(async () => {
  for (const server of running.splice(0)) await server.stop()
})

async function leaveTheQuoteFor(page: Page, screen: string, title: string) {
  await openFromMenu(page, screen)
  await page.getByRole('dialog', { name: 'Leave this quote?' }).getByRole('button', { name: 'Leave the quote' }).click()
  await expect(heading(page)).toHaveText(title)
}

test('a deploy never breaks an open tab: the earlier build’s files are served; without them, the next screen loads the new build once; nothing typed is lost', async ({
  page,
}, testInfo) => {
  // Three starts of the production server and one of the sandbox alone (through tsx: a few seconds).
  test.setTimeout(60_000)
  const dist = testInfo.outputPath('dist')
  cpSync(E2E_OUT_DIR, dist, { recursive: true })
  const startPortal = (env: Record<string, string> = {}) =>
    startProductionServer({ API_PROXY_TARGET: API, ...env }, { port: deployPorts.portal, distDir: dist })
  const started = await startedTogether([startStandInApi({ port: deployPorts.api }), startPortal()])
  running.push(...started)
  let portal = started[1]
  const deploy = async (round: number, env?: Record<string, string>) => {
    expect(await portal.stop(), 'the portal stopped cleanly on SIGTERM').toBe(0)
    deployAnotherBuild(dist, round)
    portal = await startPortal(env)
    running.push(portal)
  }
  // Signed in, typing into the quote wizard; the document is marked, so that a load of a new one shows.
  await signInThroughApi(page, { portal: PORTAL })
  await page.goto(`${PORTAL}/`)
  await openFromMenu(page, 'New quote')
  await page.getByLabel('Legal name of the business').fill(INSURED.legalName)
  // No census here: what the step says of it moves the step down, so Continue is pressed once it is said.
  await lookUp(page, INSURED.dotNumber, page.getByText('FMCSA’s census could not be reached'))
  await page.getByLabel('Years', { exact: true }).fill(INSURED.years)
  await continueTo(page, 'Garage and mailing addresses')
  await garage(page, 'Street address').fill(GARAGE.street)
  const firstBuild = await entryRunning(page)
  await page.evaluate(() => Object.assign(window, { portalTabMark: true }))
  const sameDocument = () => page.evaluate(() => 'portalTabMark' in window)
  // A deploy with the archive (the default): the tab goes on in its own build, from the earlier build's files.
  await deploy(1)
  await leaveTheQuoteFor(page, 'Webhooks', 'Webhooks')
  expect(await sameDocument()).toBe(true)
  const webhooksChunk = /GET \/assets\/(webhooks-page-[\w-]{7}\.js) 200 /.exec(portal.output())?.[1]
  expect(webhooksChunk, 'the screen’s chunk was asked for, and answered').toBeDefined()
  expect(readdirSync(join(dist, 'assets')), 'from the archive: the build served has other names').not.toContain(webhooksChunk)
  await page.goBack()
  await expect(garage(page, 'Street address')).toHaveValue(GARAGE.street)
  await garage(page, 'City').fill(GARAGE.city)
  // Without the archive the tax calculator's files are gone: the portal loads the new build at that address, once, and the draft is kept.
  await deploy(2, { PORTAL_ASSET_ARCHIVE: 'off' })
  const documents: string[] = []
  page.on('request', (request) => void (request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname)))
  await leaveTheQuoteFor(page, 'Tax calculator', 'Tax and fee calculator')
  expect(await sameDocument()).toBe(false)
  expect(documents).toEqual(['/tax-calculator'])
  expect(await entryRunning(page)).toBe(entryOf(readFileSync(join(dist, 'index.html'), 'utf8')))
  expect(await page.evaluate(() => sessionStorage.getItem('portal.builds-left'))).toBe(JSON.stringify([firstBuild]))
  expect(portal.output()).toMatch(/ GET \/assets\/tax-calculator-page-[\w-]{7}\.(js|css) 404 /)
  await openFromMenu(page, 'New quote')
  await expect(heading(page)).toHaveText('You have an unfinished quote')
  await page.getByRole('button', { name: 'Continue the saved quote' }).click()
  await expect(garage(page, 'Street address')).toHaveValue(GARAGE.street)
  await expect(garage(page, 'City')).toHaveValue(GARAGE.city)
  await page.getByRole('link', { name: /^Insured\s*, completed$/ }).click()
  await expect(page.getByLabel('Legal name of the business')).toHaveValue(INSURED.legalName)
})
