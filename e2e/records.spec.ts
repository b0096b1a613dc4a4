import { readFile } from 'node:fs/promises'
import { ACCOUNTS, expect, heading, test, openSignedIn } from './support/fixtures.ts'
import { approve } from './support/cancel-approve.ts'
import { catchFileChoosers, tabTo } from './support/keyboard.ts'
import { chooseRecordsFile, recordsFileInput } from './support/records.ts'
import { liveRegions } from './support/live-regions.ts'
import { does, follow, headed, key } from './support/screen-steps.ts'

const records = (count: number) => (count === 1 ? '1 record' : `${count} records`)

test.describe('records that move with the person', () => {
  test('exported in one browser and imported in another, with the keyboard: counts said, the receipt kept, another account’s file refused', async ({
    page,
    browser,
    baseURL,
    signInQuickly,
  }) => {
    test.setTimeout(90_000) // two browsers, each signed in
    // The first browser: a saved-approval receipt (rule 8), kept here.
    await openSignedIn(page, '/submissions/BR-20006/2/cancel-approve', ACCOUNTS.underwriter)
    await approve(page)
    await expect(page.getByRole('heading', { name: 'Saved-approval receipt' })).toBeVisible()
    await does(page, follow('Your records'), headed('Your records in this browser'))
    await expect(page.getByRole('row', { name: 'saved-approval receipts 1' })).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Export \d+ records?$/ }).click()])
    expect(download.suggestedFilename()).toMatch(/^portal-records-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = await readFile((await download.path()) ?? '', 'utf8')
    await expect(liveRegions(page).filter({ hasText: 'Exported' })).toContainText(`to ${download.suggestedFilename()}`)
    const file = JSON.parse(exported) as { account: string; kinds: { prefix: string; records: unknown[] }[] }
    expect(file.account).toBe(ACCOUNTS.underwriter)
    expect(file.kinds.find((kind) => kind.prefix === 'portal.approval-receipts')?.records.length).toBe(1)
    const total = file.kinds.reduce((sum, kind) => sum + kind.records.length, 0)
    // Another browser, the same person, the keyboard alone.
    const other = await browser.newContext({ baseURL })
    const second = await other.newPage()
    const choosers = catchFileChoosers(second)
    try {
      await signInQuickly(second, ACCOUNTS.underwriter)
      await second.goto('/')
      await expect(heading(second)).toBeVisible()
      const link = second.getByRole('link', { name: 'Your records' })
      await tabTo(second, link, 20)
      await expect(link).toBeFocused()
      await does(second, key('Enter'), headed('Your records in this browser'))
      await expect(second.getByRole('heading', { name: 'Kept in this browser: 0 records' })).toBeVisible()
      await recordsFileInput(second).focus()
      await second.keyboard.press('Space')
      await (await choosers.next()).setFiles({ name: 'portal-records.json', mimeType: 'application/json', buffer: Buffer.from(exported) })
      const said = liveRegions(second).filter({ hasText: 'Imported the records exported' })
      for (const text of [`Added ${records(total)} this browser did not have.`, 'saved-approval receipts: 1 added']) await expect(said).toContainText(text)
      await expect(second.getByRole('heading', { name: /^Kept in this browser: \d+ records?$/ })).toHaveText(`Kept in this browser: ${records(total)}`)
      // The same file again: nothing newer in it. Then another account's: refused in words, nothing imported.
      await chooseRecordsFile(second, exported)
      await expect(said).toContainText(`Kept ${records(total)} this browser already had in the same or a newer copy.`)
      await chooseRecordsFile(second, exported.replace(ACCOUNTS.underwriter, ACCOUNTS.summit))
      const refused = liveRegions(second).filter({ hasText: 'Another account’s records: nothing was imported' })
      await expect(refused).toContainText(`This file holds the records of ${ACCOUNTS.summit}, and you are signed in as ${ACCOUNTS.underwriter}.`)
      // The receipt works here as in the first browser: the approval screen shows it and offers no approval.
      const approvals: string[] = []
      second.on('request', (request) => request.method() === 'POST' && approvals.push(request.url()))
      await second.goto('/submissions/BR-20006/2/cancel-approve')
      await expect(second.getByRole('heading', { name: 'Saved-approval receipt' })).toBeVisible()
      await expect(second.getByRole('button', { name: 'Approve the cancellation…' })).toHaveCount(0)
      expect(approvals).toEqual([])
    } finally {
      await other.close()
    }
  })
})
