import type { Page } from '@playwright/test'
import { expect, fillSignIn, openSignedIn, test } from './support/fixtures.ts'
import { pressEnterOn } from './support/keyboard.ts'
import { does, enters, exactly, fill, focused, follow, headed, key, opens, reload, sees, showProblems, types } from './support/screen-steps.ts'
import { driverByKeyboard, expectDone, lookAt, trailerByKeyboard } from './support/workspace.ts'

const opened = (page: Page) => page.getByRole('region', { name: 'Opened in this browser' }).getByRole('listitem')
const inRemoveDialog = (name: string) => (page: Page) =>
  page.getByRole('dialog', { name: 'Remove BR-10002, transaction 1 from this list?' }).getByRole('button', { name })

test.describe('the submission workspace', () => {
  // Three keyboard-only forms on a shared, busy machine.
  test.describe.configure({ timeout: 120_000 })

  test('BR-10002/1: a driver, a trailer and vehicle 7004 changed, by keyboard alone', async ({ page, checkA11y }) => {
    const look = lookAt(page, checkA11y)
    await openSignedIn(page, '/')
    const submissions = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submissions' })
    await pressEnterOn(page, submissions)
    await does(page, sees('Nothing yet. A submission is listed here'), (page) => pressEnterOn(page, submissions), headed('Submissions'))
    await does(page, types('Submission id', 'br-10002'), types('Transaction', '1'), enters('button', 'Open the submission'))
    await does(page, headed('Submission BR-10002, transaction 1'), sees('The service cannot read a submission back'))
    await does(page, enters('link', 'Add a driver'), headed('Add a driver'), driverByKeyboard, enters('button', 'Add the driver'))
    await expectDone(page, 'Driver added', 'Driver id', 'BR-10002', 'Marisol Okafor, covered')
    await does(page, enters('link', 'Add a trailer'), headed('Add a trailer'), trailerByKeyboard)
    await look('add trailer, filled')
    await enters('button', 'Add the trailer')(page)
    await expectDone(page, 'Trailer added', 'Trailer id', 'BR-10002', '1UYVS2539LU710244')
    await does(page, enters('link', 'Update a vehicle'), headed('Update a vehicle'), sees('so every box starts empty'))
    await does(page, types('Vehicle id', '7004'), types('Value', '104500'), types('Deductible', '5000'), enters('button', 'Update the vehicle'))
    await expectDone(page, 'Vehicle updated', 'Vehicle id', 'BR-10002', '7004', 'Changed the value and the deductible.')
    // The history here, newest first, and the workspace's list.
    const history = page.getByRole('region', { name: 'Done from this browser' }).getByRole('listitem')
    await expect(history).toHaveCount(3)
    const trailerAndDriver = [/Trailer \d+ added: 1UYVS2539LU710244 2020 Utility 3000R/, /Driver \d+ added: Marisol Okafor, covered/]
    await expect(history).toContainText(['Vehicle 7004 updated. Changed the value and the deductible.', ...trailerAndDriver])
    await look('vehicle updated, with history')
    await enters('link', 'All the submissions you opened')(page)
    // The submission page's history names BR-10002 too: the list is read once its page is there.
    await expect(page.getByRole('heading', { name: 'Opened in this browser' })).toBeVisible()
    const row = page.getByRole('listitem').filter({ hasText: 'BR-10002' })
    for (const text of ['Vehicle 7004 updated', 'Last opened']) await expect(row).toContainText(text)
  })

  test('a deep link survives sign-in, and the list is removable one by one', async ({ page }) => {
    await page.goto('/submissions/BR-10003/2/drivers/new')
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fsubmissions%2FBR-10003%2F2%2Fdrivers%2Fnew$/)
    await fillSignIn(page)
    await does(page, headed('Add a driver'), sees('Submission BR-10003, transaction 2'), reload, headed('Add a driver'))
    await opens('/submissions/BR-10003/2', 'Submission BR-10003, transaction 2')(page)
    await does(page, opens('/submissions/BR-10002/1', 'Submission BR-10002, transaction 1'), follow('All the submissions you opened'))
    await expect(opened(page)).toHaveText([/BR-10002, transaction 1/, /BR-10003, transaction 2/])
    await does(page, enters('button', 'Remove BR-10002, transaction 1 from this list'), focused(inRemoveDialog('Keep it')))
    await does(page, key('Shift+Tab'), focused(inRemoveDialog('Remove it')), key('Enter'))
    await expect(opened(page)).toHaveText([/BR-10003, transaction 2/])
    await expect(page.getByRole('heading', { name: 'Opened in this browser' })).toBeFocused()
  })

  test('the open form says what an id looks like', async ({ page }) => {
    await openSignedIn(page, '/submissions')
    await does(page, fill(exactly('Submission id'), '10002'), fill(exactly('Transaction'), '0'), showProblems('Open the submission'))
    await expect(page.getByRole('link', { name: 'Enter the submission id as letters, a hyphen and digits, like BR-10002' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Enter the transaction id as a whole number of 1 or more, like 1' })).toBeVisible()
    await opens('/submissions/BR-10002/first', 'This address does not name a submission')(page)
  })
})
