import { readFile } from 'node:fs/promises'
import {
  countDriverRequests,
  driverRows,
  driversPasted,
  countVehicleUpdates,
  driverSchedule,
  DRIVERS_PATH,
  driversNotFound,
  ENDORSE_ADDRESS,
  prepareDrivers,
  prepareRows,
  refuseNextDriver,
  runRows,
  VEHICLE_UPDATES,
} from './support/endorsement.ts'
import { expect, test, openSignedIn } from './support/fixtures.ts'
import { pressEnterOn, tabTo } from './support/keyboard.ts'
import { expectUnmovedBy, holdBackChunk } from './support/unmoved.ts'

test.describe('an endorsement from a spreadsheet', () => {
  test.describe.configure({ timeout: 90_000 })

  test('30 drivers by keyboard alone: a reload mid-run neither repeats nor loses a row, and the rows on their way say their answer was lost with the page', async ({
    page,
    sandbox,
  }) => {
    // The first four answers are slow: rows 3 and 4 leave as rows 1 and 2 are answered, and are on their way at the reload.
    await sandbox.injectFault({ method: 'POST', path: DRIVERS_PATH, delayMs: 2000, count: 4 })
    const requests = countDriverRequests(page)
    await openSignedIn(page, ENDORSE_ADDRESS)
    await prepareDrivers(page, driverSchedule(30), 30)
    await pressEnterOn(page, page.getByRole('button', { name: 'Send 30 drivers' }))
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '2')
    await page.reload()

    await expect(page.getByText('Paused. Nothing more is sent until you resume.')).toBeVisible()
    // Listed once, among the rows to look at.
    const notConfirmed = page.getByRole('table', { name: '2 rows to look at' }).getByRole('row').filter({ hasText: 'Not confirmed: may have been added' })
    const inFlight = 2
    await expect(notConfirmed).toHaveCount(inFlight)
    // Sent, and the reload lost the answer (the service added both): said as it is, not as a connection that failed.
    await expect(page.getByText('No answer arrived')).toHaveCount(0)
    await expect(page.getByText('Sent, but its answer was lost when the page was reloaded or closed. It may have been added.')).toHaveCount(inFlight)
    await expect(page.getByRole('table', { name: '2 rows to look at' }).getByRole('rowheader')).toHaveText(['Line 4', 'Line 5'])

    await pressEnterOn(page, page.getByRole('button', { name: /^Resume: send \d+ drivers left$/ }))
    await expect(page.getByText('Finished: every row is answered.')).toBeVisible({ timeout: 30_000 })
    await expect(
      runRows(page)
        .getByRole('row')
        .filter({ hasText: /Added, new id \d+/ }),
    ).toHaveCount(30 - inFlight)

    // One request per row, never two; the rows on their way at the reload were sent once and not again.
    expect(
      [...requests.sent.values()].every((count) => count === 1),
      JSON.stringify([...requests.sent]),
    ).toBe(true)
    expect(requests.sent.size).toBe(30)

    // The person settles an unconfirmed row: it was added.
    const firstKey = (await notConfirmed.first().getByRole('rowheader').textContent()) ?? ''
    await pressEnterOn(page, page.getByRole('button', { name: `${firstKey} was added` }))
    await expect(runRows(page).getByRole('row').filter({ hasText: firstKey }).first()).toContainText('Added (you said so)')
  })

  test('every line of the sheet is in the run and its CSV; a license on two lines is sent twice only as the person chose; at 390 px what needs them and the report come first', async ({
    page,
    sandbox,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const requests = countDriverRequests(page)
    // 30 drivers and a totals line: line 24's date of birth cannot be read, line 28 has line 3's license.
    const rows = driverRows(30)
    rows[22]![4] = 'someday'
    rows[26]![3] = 'D0000002'
    await openSignedIn(page, ENDORSE_ADDRESS)
    await tabTo(page, page.getByLabel('Paste the drivers from your spreadsheet, with the header row'))
    await page.keyboard.insertText(driversPasted([...rows, ['Total: 30 drivers']]))
    await pressEnterOn(page, page.getByRole('button', { name: 'Read the pasted rows' }))
    // The person says both lines go: the same driver on two lines is their choice, and the report says so.
    await pressEnterOn(page, page.getByRole('button', { name: 'Add both: lines 3 and 28' }))
    await pressEnterOn(page, page.getByRole('button', { name: 'Prepare 29 drivers to send' }))
    await sandbox.injectFault({ method: 'POST', path: DRIVERS_PATH, status: 500, count: 1 })
    await pressEnterOn(page, page.getByRole('button', { name: 'Send 29 drivers' }))
    await expect(page.getByText('Finished: every row sent is answered. 2 rows not sent.')).toBeVisible({ timeout: 30_000 })
    expect([...requests.sent.keys()]).toHaveLength(28)
    expect(requests.sent.get('D0000002')).toBe(2)

    const toLookAt = page.getByRole('table', { name: '2 rows to look at' })
    await expect(toLookAt.getByRole('rowheader')).toHaveText(['Line 2', 'Line 24'])
    await expect(toLookAt.getByRole('row').filter({ hasText: 'Line 24' })).toContainText('Not sent: needs fixing')
    await expect(toLookAt.getByRole('row').filter({ hasText: 'Line 24' })).toContainText('Date of birth: “someday” is not a date')
    // What needs the person and the report sit above the 31 lines, within the first two screens of a phone.
    const top = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!.y
    const list = await top(runRows(page))
    const report = await top(page.getByRole('button', { name: 'Download the report as CSV' }))
    const firstToLookAt = await top(toLookAt)
    expect(report).toBeLessThan(list)
    expect(firstToLookAt).toBeLessThan(list)
    expect(Math.max(report, firstToLookAt)).toBeLessThan(2 * 844)

    // N lines in, N lines in the CSV: the total line and the line held back are there, not sent, with why.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the report as CSV' }).click()])
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\r\n')
    expect(csv).toHaveLength(1 + 31)
    expect(csv.filter((line) => /,Added,9\d+,/.test(line))).toHaveLength(28)
    expect(csv[23]).toMatch(/^Line 24,.*,Not sent: needs fixing,,"Date of birth: “someday” is not a date/)
    expect(csv[27]).toMatch(/^Line 28,.*,Added,9\d+,Same license as line 3 \(TN D0000002\)\. Sent because you said so\.$/)
    expect(csv[31]).toBe('Line 32,Total: 30 drivers,Not sent: not a row,,A totals row')

    // Fixed in the run, line 24 may not take a license another line has: the run sends no record twice by itself.
    await pressEnterOn(page, page.getByRole('button', { name: 'Fix Line 24 and send it' }))
    const fixer = page.getByRole('group', { name: 'Fix line 24' })
    // Issue 39: the form opens on the box that needs fixing, with its problem on it, and its button sends.
    await expect(fixer.getByLabel('Date of birth')).toBeFocused()
    await expect(fixer.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true')
    await expect(fixer.getByLabel('Date of birth')).toHaveAccessibleDescription('“someday” is not a date: Write the date as MM/DD/YYYY, like 03/14/1979')
    await expect(fixer.getByRole('button', { name: 'Send line 24' })).toBeVisible()
    await fixer.getByLabel('Date of birth').fill('06/15/1985')
    await fixer.getByLabel('License number').fill('D0000005')
    await fixer.getByLabel('License number').press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: 'Same license as line 6 (TN D0000005). Not sent, so the driver is not added twice.' })).toBeVisible()
    await fixer.getByLabel('License number').fill('D0000023')
    await fixer.getByLabel('License number').press('Enter')
    await expect(runRows(page).getByRole('row').filter({ hasText: 'Line 24' })).toContainText(/Added, new id \d+/)
  })

  test('a 422 is fixed on its cell and sent again; a 429 waits and goes on; a 404 stops the run once', async ({ page, sandbox, request }) => {
    await request.post('/__sandbox/rate-limit', { data: { edits: { maxRequests: 3, windowSeconds: 1 } } })
    await refuseNextDriver(sandbox)
    const requests = countDriverRequests(page)
    await openSignedIn(page, ENDORSE_ADDRESS)
    await prepareDrivers(page, driverSchedule(6), 6)
    await pressEnterOn(page, page.getByRole('button', { name: 'Send 6 drivers' }))
    await expect(page.getByText('The service asked to slow down: waiting before the next row.')).toBeVisible()
    await expect(page.getByText('Finished: every row is answered.')).toBeVisible({ timeout: 20_000 })
    expect(requests.rateLimited()).toBeGreaterThan(0)
    await expect(runRows(page).getByRole('row').filter({ hasText: 'Refused' })).toHaveCount(0)
    // The row is said once, where it waits for the person: above the list of the others.
    await expect(page.getByRole('table', { name: '1 row to look at' }).getByRole('row').filter({ hasText: 'Refused' })).toContainText(
      'First name: The first name is not on file',
    )

    await pressEnterOn(page, page.getByRole('button', { name: 'Fix Line 2 and send it again' }))
    const fixer = page.getByRole('group', { name: 'Fix line 2' })
    await expect(fixer.getByText('The first name is not on file')).toBeVisible()
    await expect(fixer.getByLabel('First name')).toBeFocused()
    await page.keyboard.press('End')
    await page.keyboard.type('a')
    await page.keyboard.press('Enter')
    await expect(page.getByText('Finished: every row is answered.')).toBeVisible()
    await expect(
      runRows(page)
        .getByRole('row')
        .filter({ hasText: /Added, new id/ }),
    ).toHaveCount(6)
    expect([...requests.sent.values()]).toEqual([2, 1, 1, 1, 1, 1])

    // A 404: the run stops once, with one message, and no more rows leave.
    await pressEnterOn(page, page.getByRole('button', { name: 'Clear this run and start another' }))
    await pressEnterOn(page, page.getByRole('button', { name: 'Clear it' }))
    await request.post('/__sandbox/rate-limit', { data: { edits: null } })
    await driversNotFound(sandbox, 5)
    const before = [...requests.sent.values()].reduce((sum, count) => sum + count, 0)
    await prepareDrivers(
      page,
      driverSchedule(5, (index) => `Other${index}`),
      5,
    )
    await pressEnterOn(page, page.getByRole('button', { name: 'Send 5 drivers' }))
    await expect(page.getByRole('alert').filter({ hasText: 'The run stopped' })).toHaveCount(1)
    await expect(page.getByRole('alert').filter({ hasText: 'The run stopped' })).toContainText('No more rows were sent.')
    const after = [...requests.sent.values()].reduce((sum, count) => sum + count, 0)
    expect(after - before).toBeLessThanOrEqual(2)
  })

  test('vehicle updates from a schedule: one PUT per row with only its changed cells; an unknown vehicle stops the run once; each update in the history', async ({
    page,
  }) => {
    const puts = countVehicleUpdates(page)
    await openSignedIn(page, ENDORSE_ADDRESS)
    // The choice of what the rows do is a radio group: Tab to it, then the arrows.
    await tabTo(page, page.getByRole('radio', { name: 'Add drivers' }))
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: 'Update vehicles' })).toBeChecked()
    await prepareRows(page, VEHICLE_UPDATES, 3, 'vehicle updates')
    await pressEnterOn(page, page.getByRole('button', { name: 'Send 3 vehicle updates' }))

    const stopped = page.getByRole('alert').filter({ hasText: 'The run stopped' })
    await expect(stopped).toHaveCount(1)
    await expect(stopped).toContainText('vehicle 9999')
    await expect(runRows(page).getByRole('row').filter({ hasText: 'Updated, vehicle id 7004' })).toHaveCount(2)
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
    await sandbox.injectFault({ method: 'POST', path: DRIVERS_PATH, delayMs: 2000, count: 100 })
    const first = countDriverRequests(page)
    await openSignedIn(page, ENDORSE_ADDRESS)
    await prepareDrivers(page, driverSchedule(8), 8)
    await pressEnterOn(page, page.getByRole('button', { name: 'Send 8 drivers' }))
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', /^[0-4]$/)

    const second = await page.context().newPage()
    const again = countDriverRequests(second)
    await second.goto(ENDORSE_ADDRESS)
    await expect(second.getByRole('alert').filter({ hasText: 'This run is open in another tab' })).toBeVisible()
    await expect(second.getByRole('button', { name: /^Send|^Resume/ })).toHaveCount(0)
    await pressEnterOn(second, second.getByRole('button', { name: 'Try again here' }))
    await expect(second.getByRole('alert').filter({ hasText: 'This run is open in another tab' })).toBeVisible()

    await page.close()
    // The closed tab's lock goes a moment after it: the person tries again until this tab has the run.
    await expect(async () => {
      const retry = second.getByRole('button', { name: 'Try again here' })
      if (await retry.isVisible()) await pressEnterOn(second, retry)
      await expect(second.getByRole('progressbar')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    // The run as the first tab left it: rows still to send wait for Resume (on a slow machine none may be left).
    const resume = second.getByRole('button', { name: /^Resume: send \d+ drivers? left$/ })
    await expect
      .poll(async () => (await resume.isVisible()) || (await second.getByRole('progressbar').getAttribute('value')) === '8', { timeout: 15_000 })
      .toBe(true)
    if (await resume.isVisible()) await pressEnterOn(second, resume)
    await expect(second.getByRole('progressbar')).toHaveAttribute('value', '8', { timeout: 30_000 })
    // Each row left once, from one tab or the other: the rows on their way when the first tab closed are not confirmed, not resent.
    const sent = [...first.sent, ...again.sent]
    expect(new Set(sent.map(([license]) => license)).size).toBe(8)
    expect(
      sent.every(([, count]) => count === 1),
      JSON.stringify(sent),
    ).toBe(true)
  })

  test('a 401 mid-run refreshes the session and the run goes on; after signing out and in again the run is where it was', async ({ page, sandbox }) => {
    const requests = countDriverRequests(page)
    let added = 0
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith(DRIVERS_PATH) && response.status() === 201) added += 1
    })
    await openSignedIn(page, ENDORSE_ADDRESS)
    await prepareDrivers(page, driverSchedule(4), 4)
    await sandbox.injectFault({ method: 'POST', path: DRIVERS_PATH, status: 401, count: 1, body: { message: 'The access token has expired.' } })
    await pressEnterOn(page, page.getByRole('button', { name: 'Send 4 drivers' }))
    await expect(page.getByText('Finished: every row is answered.')).toBeVisible()
    await expect(
      runRows(page)
        .getByRole('row')
        .filter({ hasText: /Added, new id/ }),
    ).toHaveCount(4)
    // A row answered 401 was not processed: sent again once with the refreshed token (the other row on its
    // way then went with the old token, and may meet a 401 too); each row was added once.
    const sent = [...requests.sent.values()]
    expect(sent.every((count) => count <= 2) && sent.some((count) => count === 2), JSON.stringify(sent)).toBe(true)
    expect(added).toBe(4)

    await pressEnterOn(page, page.getByRole('button', { name: 'Sign out' }))
    await openSignedIn(page, ENDORSE_ADDRESS)
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '4')
    await expect(
      runRows(page)
        .getByRole('row')
        .filter({ hasText: /Added, new id/ }),
    ).toHaveCount(4)
  })

  test('the way back is where it was first drawn once the import has arrived (ADR 0165)', async ({ page }) => {
    await holdBackChunk(page, 'import-panel', 1500)
    await openSignedIn(page, ENDORSE_ADDRESS)
    await expect(page.getByText('Loading the import…')).toBeVisible()
    await expectUnmovedBy(
      page.getByRole('link', { name: 'Back to the submission' }),
      () => expect(page.getByText('Loading the import…')).toBeHidden(),
      'the way back',
    )
  })
})
