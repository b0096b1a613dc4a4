import { readFile } from 'node:fs/promises'
import type { Locator, Page, Request } from '@playwright/test'
import * as endorse from './support/endorsement.ts'
import { expect, test, openSignedIn } from './support/fixtures.ts'
import { pressEnterOn, tabTo } from './support/keyboard.ts'
import { expectUnmovedBy, holdBackChunk } from './support/unmoved.ts'

const { DRIVERS_PATH, ENDORSE_ADDRESS, REFUSED_DRIVER, VEHICLE_UPDATES, driverSchedule, driversHeldBack, driversNotFound, onDrivers } = endorse
const { prepareDrivers, prepareRows } = endorse
const FINISHED = 'Finished: every row is answered.'
const ADDED = /Added, new id \d+/
/** Tabs to each button and presses Enter: the run is driven by the keyboard alone. */
const press = async (page: Page, ...names: (string | RegExp)[]) => {
  for (const name of names) await pressEnterOn(page, page.getByRole('button', { name }))
}
const sendDrivers = async (page: Page, count: number) => {
  await openSignedIn(page, ENDORSE_ADDRESS)
  await prepareDrivers(page, driverSchedule(count), count)
  await press(page, `Send ${count} drivers`)
}
/** The run's table of the rows that do not wait for the person (those are in "N rows to look at"). */
const runRows = (page: Page) => page.getByRole('table', { name: /rows and what became of each$/ })
const runRow = (page: Page, text: string | RegExp) => runRows(page).getByRole('row').filter({ hasText: text })
const stopped = (page: Page) => page.getByRole('alert').filter({ hasText: 'The run stopped' })

/** Add-driver requests per license (one row each), less those answered 429 (sent again after the wait), and the answers; a reload does not stop it. */
function countDriverRequests(page: Page) {
  const sent = new Map<string, number>()
  const answers: number[] = []
  const tally = (request: Request, by: number) => {
    const license = String((request.postDataJSON() as { driver_license_number?: unknown }).driver_license_number)
    sent.set(license, (sent.get(license) ?? 0) + by)
  }
  const isAdd = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith(DRIVERS_PATH)
  page.on('request', (request) => isAdd(request) && tally(request, 1))
  page.on('response', (response) => {
    if (!isAdd(response.request())) return
    answers.push(response.status())
    if (response.status() === 429) tally(response.request(), -1)
  })
  return {
    sent,
    total: () => [...sent.values()].reduce((sum, count) => sum + count, 0),
    notOnce: () => [...sent].filter(([, count]) => count !== 1),
    answered: (status: number) => answers.filter((answer) => answer === status).length,
  }
}

test.describe('an endorsement from a spreadsheet', () => {
  test.describe.configure({ timeout: 90_000 })

  test('30 drivers by keyboard alone: a reload mid-run neither repeats nor loses a row, and the rows on their way say their answer was lost with the page', async ({
    page,
    sandbox,
  }) => {
    // The first four answers are slow: rows 3 and 4 leave as rows 1 and 2 are answered, and are on their way at the reload.
    await sandbox.injectFault(onDrivers({ delayMs: 2000, count: 4 }))
    const requests = countDriverRequests(page)
    await sendDrivers(page, 30)
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '2')
    await page.reload()
    await expect(page.getByText('Paused. Nothing more is sent until you resume.')).toBeVisible()
    // Listed once, among the rows to look at; the service added both, and the reload lost the answer: not said as a failed connection.
    const toLookAt = page.getByRole('table', { name: '2 rows to look at' })
    const notConfirmed = toLookAt.getByRole('row').filter({ hasText: 'Not confirmed: may have been added' })
    const inFlight = 2
    await expect(notConfirmed).toHaveCount(inFlight)
    await expect(page.getByText('No answer arrived')).toHaveCount(0)
    await expect(page.getByText('Sent, but its answer was lost when the page was reloaded or closed. It may have been added.')).toHaveCount(inFlight)
    await expect(toLookAt.getByRole('rowheader')).toHaveText(['Line 4', 'Line 5'])
    await press(page, /^Resume: send \d+ drivers left$/)
    await expect(page.getByText(FINISHED)).toBeVisible({ timeout: 30_000 })
    await expect(runRow(page, ADDED)).toHaveCount(30 - inFlight)
    // One request per row, never two: the rows on their way at the reload were not sent again.
    expect(requests.notOnce()).toEqual([])
    expect(requests.sent.size).toBe(30)
    const firstKey = (await notConfirmed.first().getByRole('rowheader').textContent()) ?? ''
    await press(page, `${firstKey} was added`)
    await expect(runRow(page, firstKey).first()).toContainText('Added (you said so)')
  })

  test('every line of the sheet is in the run and its CSV; a license on two lines is sent twice only as the person chose; at 390 px what needs them and the report come first', async ({
    page,
    sandbox,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const requests = countDriverRequests(page)
    await openSignedIn(page, ENDORSE_ADDRESS)
    await tabTo(page, page.getByLabel('Paste the drivers from your spreadsheet, with the header row'))
    await page.keyboard.insertText(driversHeldBack(30, 24, [28, 3]))
    // The same driver on two lines is the person's choice, and the report says so.
    await press(page, 'Read the pasted rows', 'Add both: lines 3 and 28', 'Prepare 29 drivers to send')
    await sandbox.injectFault(onDrivers({ status: 500 }))
    await press(page, 'Send 29 drivers')
    await expect(page.getByText('Finished: every row sent is answered. 2 rows not sent.')).toBeVisible({ timeout: 30_000 })
    expect([...requests.sent.keys()]).toHaveLength(28)
    expect(requests.sent.get('D0000002')).toBe(2)
    const toLookAt = page.getByRole('table', { name: '2 rows to look at' })
    await expect(toLookAt.getByRole('rowheader')).toHaveText(['Line 2', 'Line 24'])
    await expect(toLookAt.getByRole('row').filter({ hasText: 'Line 24' })).toContainText('Not sent: needs fixing')
    await expect(toLookAt.getByRole('row').filter({ hasText: 'Line 24' })).toContainText('Date of birth: “someday” is not a date')
    // What needs the person and the report sit above the 31 lines, within the first two screens of a phone.
    const downloadReport = page.getByRole('button', { name: 'Download the report as CSV' })
    const top = async (locator: Locator) => (await locator.boundingBox())!.y
    const [list, report, firstToLookAt] = [await top(runRows(page)), await top(downloadReport), await top(toLookAt)]
    expect(report).toBeLessThan(list)
    expect(firstToLookAt).toBeLessThan(list)
    expect(Math.max(report, firstToLookAt)).toBeLessThan(2 * 844)
    // N lines in, N lines in the CSV: the total line and the line held back are there, not sent, with why.
    const [download] = await Promise.all([page.waitForEvent('download'), downloadReport.click()])
    const csv = (await readFile(await download.path(), 'utf8')).trim().split('\r\n')
    expect(csv).toHaveLength(1 + 31)
    expect(csv.filter((line) => /,Added,9\d+,/.test(line))).toHaveLength(28)
    expect(csv[23]).toMatch(/^Line 24,.*,Not sent: needs fixing,,"Date of birth: “someday” is not a date/)
    expect(csv[27]).toMatch(/^Line 28,.*,Added,9\d+,Same license as line 3 \(TN D0000002\)\. Sent because you said so\.$/)
    expect(csv[31]).toBe('Line 32,Total: 30 drivers,Not sent: not a row,,A totals row')
    // The fix form opens on the box to fix, with its problem, and its button sends; line 24 may not take a license another line has.
    await press(page, 'Fix Line 24 and send it')
    const fixer = page.getByRole('group', { name: 'Fix line 24' })
    const birth = fixer.getByLabel('Date of birth')
    await expect(birth).toBeFocused()
    await expect(birth).toHaveAttribute('aria-invalid', 'true')
    await expect(birth).toHaveAccessibleDescription('“someday” is not a date: Write the date as MM/DD/YYYY, like 03/14/1979')
    await expect(fixer.getByRole('button', { name: 'Send line 24' })).toBeVisible()
    await birth.fill('06/15/1985')
    const license = fixer.getByLabel('License number')
    await license.fill('D0000005')
    await license.press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: 'Same license as line 6 (TN D0000005). Not sent, so the driver is not added twice.' })).toBeVisible()
    await license.fill('D0000023')
    await license.press('Enter')
    await expect(runRow(page, 'Line 24')).toContainText(ADDED)
  })

  test('a 422 is fixed on its cell and sent again; a 429 waits and goes on; a 404 stops the run once', async ({ page, sandbox, request }) => {
    await request.post('/__sandbox/rate-limit', { data: { edits: { maxRequests: 3, windowSeconds: 1 } } })
    await sandbox.injectFault(REFUSED_DRIVER)
    const requests = countDriverRequests(page)
    await sendDrivers(page, 6)
    await expect(page.getByText('The service asked to slow down: waiting before the next row.')).toBeVisible()
    await expect(page.getByText(FINISHED)).toBeVisible({ timeout: 20_000 })
    expect(requests.answered(429)).toBeGreaterThan(0)
    // The row is said once, where it waits for the person: above the list of the others.
    await expect(runRow(page, 'Refused')).toHaveCount(0)
    const refused = page.getByRole('table', { name: '1 row to look at' }).getByRole('row').filter({ hasText: 'Refused' })
    await expect(refused).toContainText('First name: The first name is not on file')
    await press(page, 'Fix Line 2 and send it again')
    const fixer = page.getByRole('group', { name: 'Fix line 2' })
    await expect(fixer.getByText('The first name is not on file')).toBeVisible()
    await expect(fixer.getByLabel('First name')).toBeFocused()
    for (const key of ['End', 'a', 'Enter']) await page.keyboard.press(key)
    await expect(page.getByText(FINISHED)).toBeVisible()
    await expect(runRow(page, ADDED)).toHaveCount(6)
    expect([...requests.sent.values()]).toEqual([2, 1, 1, 1, 1, 1])
    // A 404: the run stops once, with one message, and no more rows leave.
    await press(page, 'Clear this run and start another', 'Clear it')
    await request.post('/__sandbox/rate-limit', { data: { edits: null } })
    await sandbox.injectFault(driversNotFound(5))
    const before = requests.total()
    const others = driverSchedule(5, (index) => `Other${index}`)
    await prepareDrivers(page, others, 5)
    await press(page, 'Send 5 drivers')
    await expect(stopped(page)).toHaveCount(1)
    await expect(stopped(page)).toContainText('No more rows were sent.')
    expect(requests.total() - before).toBeLessThanOrEqual(2)
  })

  test('vehicle updates from a schedule: one PUT per row with only its changed cells; an unknown vehicle stops the run once; each update in the history', async ({
    page,
  }) => {
    const puts: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (request.method() === 'PUT' && path.includes('/vehicle/')) puts.push(`${path} ${request.postData() ?? ''}`)
    })
    await openSignedIn(page, ENDORSE_ADDRESS)
    // The choice of what the rows do is a radio group: Tab to it, then the arrows.
    await tabTo(page, page.getByRole('radio', { name: 'Add drivers' }))
    for (const key of ['ArrowDown', 'ArrowDown']) await page.keyboard.press(key)
    await expect(page.getByRole('radio', { name: 'Update vehicles' })).toBeChecked()
    await prepareRows(page, VEHICLE_UPDATES, 3, 'vehicle updates')
    await press(page, 'Send 3 vehicle updates')
    await expect(stopped(page)).toHaveCount(1)
    await expect(stopped(page)).toContainText('vehicle 9999')
    await expect(runRow(page, 'Updated, vehicle id 7004')).toHaveCount(2)
    // One request per row, each with only the cells its row fills in; nothing after the 404.
    expect(puts.sort((a, b) => a.localeCompare(b))).toEqual([
      '/v1/submission/BR-10002/1/vehicle/7004 {"deductible":2500}',
      '/v1/submission/BR-10002/1/vehicle/7004 {"value":104500}',
      '/v1/submission/BR-10002/1/vehicle/9999 {"value":90000}',
    ])
    await page.goto('/submissions/BR-10002/1')
    await expect(page.getByText('Vehicle 7004 updated. Changed the value.')).toBeVisible()
    await expect(page.getByText('Vehicle 7004 updated. Changed the deductible.')).toBeVisible()
  })

  test('a second tab of the same browser cannot run the batch while the first has it; it takes over once the first is gone, and nothing is sent twice', async ({
    page,
    sandbox,
  }) => {
    // Slow answers, so the run is still going when the first tab closes.
    await sandbox.injectFault(onDrivers({ delayMs: 2000, count: 100 }))
    const first = countDriverRequests(page)
    await sendDrivers(page, 8)
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', /^[0-4]$/)
    const second = await page.context().newPage()
    const again = countDriverRequests(second)
    const elsewhere = second.getByRole('alert').filter({ hasText: 'This run is open in another tab' })
    await second.goto(ENDORSE_ADDRESS)
    await expect(elsewhere).toBeVisible()
    await expect(second.getByRole('button', { name: /^Send|^Resume/ })).toHaveCount(0)
    await press(second, 'Try again here')
    await expect(elsewhere).toBeVisible()
    await page.close()
    // The closed tab's lock goes a moment after it: the person tries again until this tab has the run.
    await expect(async () => {
      const retry = second.getByRole('button', { name: 'Try again here' })
      if (await retry.isVisible()) await pressEnterOn(second, retry)
      await expect(second.getByRole('progressbar')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    // The run as the first tab left it: rows still to send wait for Resume (on a slow machine none may be left).
    const resume = second.getByRole('button', { name: /^Resume: send \d+ drivers? left$/ })
    const allSent = async () => (await second.getByRole('progressbar').getAttribute('value')) === '8'
    await expect.poll(async () => (await resume.isVisible()) || (await allSent()), { timeout: 15_000 }).toBe(true)
    if (await resume.isVisible()) await pressEnterOn(second, resume)
    await expect(second.getByRole('progressbar')).toHaveAttribute('value', '8', { timeout: 30_000 })
    // Each row left once, from one tab or the other: the rows on their way when the first tab closed are not confirmed, not resent.
    expect(new Set([...first.sent.keys(), ...again.sent.keys()]).size).toBe(8)
    expect([...first.notOnce(), ...again.notOnce()]).toEqual([])
  })

  test('a 401 mid-run refreshes the session and the run goes on; after signing out and in again the run is where it was', async ({ page, sandbox }) => {
    await sandbox.injectFault(onDrivers({ status: 401, body: { message: 'The access token has expired.' } }))
    const requests = countDriverRequests(page)
    await sendDrivers(page, 4)
    await expect(page.getByText(FINISHED)).toBeVisible()
    await expect(runRow(page, ADDED)).toHaveCount(4)
    // A row answered 401 was not processed: sent again once with the refreshed token (the other row on its
    // way then went with the old token, and may meet a 401 too); each row was added once.
    const sent = [...requests.sent.values()]
    expect(sent.every((count) => count <= 2) && sent.some((count) => count === 2), JSON.stringify(sent)).toBe(true)
    expect(requests.answered(201)).toBe(4)
    await press(page, 'Sign out')
    await openSignedIn(page, ENDORSE_ADDRESS)
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '4')
    await expect(runRow(page, ADDED)).toHaveCount(4)
  })

  test('the way back is where it was first drawn once the import has arrived (ADR 0165)', async ({ page }) => {
    await holdBackChunk(page, 'import-panel', 1500)
    await openSignedIn(page, ENDORSE_ADDRESS)
    await expect(page.getByText('Loading the import…')).toBeVisible()
    const loaded = () => expect(page.getByText('Loading the import…')).toBeHidden()
    await expectUnmovedBy(page.getByRole('link', { name: 'Back to the submission' }), loaded, 'the way back')
  })
})
