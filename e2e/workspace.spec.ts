import { pressEnterOn, tabTo, typeInto } from './support/keyboard.ts'
import { expect, heading, openSignedIn, test } from './support/fixtures.ts'
import { driverByKeyboard, expectDone, field, lookAt, NEW_DRIVER, NEW_TRAILER, openSubmissionByKeyboard, trailerByKeyboard } from './support/workspace.ts'

test.describe('the submission workspace', () => {
  // Three keyboard-only forms on a shared, busy machine.
  test.describe.configure({ timeout: 120_000 })

  test('BR-10002/1: a driver, a trailer and vehicle 7004 changed, by keyboard alone', async ({ page, checkA11y }) => {
    const look = lookAt(page, checkA11y)
    await openSignedIn(page, '/')
    await pressEnterOn(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submissions' }))
    await expect(page.getByText('Nothing yet. A submission is listed here')).toBeVisible()
    await openSubmissionByKeyboard(page, 'br-10002', '1')
    await expect(page.getByText('The service cannot read a submission back')).toBeVisible()

    await pressEnterOn(page, page.getByRole('link', { name: 'Add a driver' }))
    await expect(heading(page)).toHaveText('Add a driver')
    await driverByKeyboard(page)
    await pressEnterOn(page, page.getByRole('button', { name: 'Add the driver' }))
    const driverDone = await expectDone(page, 'Driver added', 'Driver id', 'BR-10002')
    await expect(driverDone).toContainText(`${NEW_DRIVER.firstName} ${NEW_DRIVER.lastName}, covered`)

    await pressEnterOn(page, page.getByRole('link', { name: 'Add a trailer' }))
    await expect(heading(page)).toHaveText('Add a trailer')
    await trailerByKeyboard(page)
    await look('add trailer, filled')
    await pressEnterOn(page, page.getByRole('button', { name: 'Add the trailer' }))
    const trailerDone = await expectDone(page, 'Trailer added', 'Trailer id', 'BR-10002')
    await expect(trailerDone).toContainText(NEW_TRAILER.vin)

    await pressEnterOn(page, page.getByRole('link', { name: 'Update a vehicle' }))
    await expect(heading(page)).toHaveText('Update a vehicle')
    await expect(page.getByText('so every box starts empty')).toBeVisible()
    await typeInto(page, field(page, 'Vehicle id'), '7004')
    await typeInto(page, field(page, 'Value'), '104500')
    await typeInto(page, field(page, 'Deductible'), '5000')
    await pressEnterOn(page, page.getByRole('button', { name: 'Update the vehicle' }))
    const vehicleDone = await expectDone(page, 'Vehicle updated', 'Vehicle id', 'BR-10002')
    await expect(vehicleDone).toContainText('7004')
    await expect(vehicleDone).toContainText('Changed the value and the deductible.')

    // The history here, newest first, and the workspace's list.
    const history = page.getByRole('region', { name: 'Done from this browser' }).getByRole('listitem')
    await expect(history).toHaveCount(3)
    await expect(history.nth(0)).toContainText('Vehicle 7004 updated. Changed the value and the deductible.')
    await expect(history.nth(1)).toContainText(/Trailer \d+ added: 1UYVS2539LU710244 2020 Utility 3000R/)
    await expect(history.nth(2)).toContainText(/Driver \d+ added: Marisol Okafor, covered/)
    await look('vehicle updated, with history')

    await tabTo(page, page.getByRole('link', { name: 'All the submissions you opened' }))
    await page.keyboard.press('Enter')
    // The submission page's history names BR-10002 too: the list is read once its page is there.
    await expect(page.getByRole('heading', { name: 'Opened in this browser' })).toBeVisible()
    const row = page.getByRole('listitem').filter({ hasText: 'BR-10002' })
    await expect(row).toContainText('Vehicle 7004 updated')
    await expect(row).toContainText('Last opened')
  })

  test('a deep link survives sign-in, and the list is removable one by one', async ({ page }) => {
    await page.goto('/submissions/BR-10003/2/drivers/new')
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fsubmissions%2FBR-10003%2F2%2Fdrivers%2Fnew$/)
    await page.getByLabel('E-mail address').fill('agent@blueridge.example')
    await page.getByLabel('Password', { exact: true }).fill('Sandbox-Pass-1')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(heading(page)).toHaveText('Add a driver')
    await expect(page.getByText('Submission BR-10003, transaction 2')).toBeVisible()
    await page.reload()
    await expect(heading(page)).toHaveText('Add a driver')

    for (const [displayId, transaction] of [
      ['BR-10003', '2'],
      ['BR-10002', '1'],
    ] as const) {
      await page.goto(`/submissions/${displayId}/${transaction}`)
      await expect(heading(page)).toHaveText(`Submission ${displayId}, transaction ${transaction}`)
    }
    await page.getByRole('link', { name: 'All the submissions you opened' }).click()
    const rows = page.getByRole('region', { name: 'Opened in this browser' }).getByRole('listitem')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(0)).toContainText('BR-10002, transaction 1')
    await pressEnterOn(page, page.getByRole('button', { name: 'Remove BR-10002, transaction 1 from this list' }))
    const dialog = page.getByRole('dialog', { name: 'Remove BR-10002, transaction 1 from this list?' })
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: 'Remove it' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(rows).toHaveCount(1)
    await expect(rows.nth(0)).toContainText('BR-10003, transaction 2')
    await expect(page.getByRole('heading', { name: 'Opened in this browser' })).toBeFocused()
  })

  test('the open form says what an id looks like', async ({ page }) => {
    await openSignedIn(page, '/submissions')
    await field(page, 'Submission id').fill('10002')
    await field(page, 'Transaction').fill('0')
    await page.getByRole('button', { name: 'Open the submission' }).click()
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused()
    await expect(page.getByRole('link', { name: 'Enter the submission id as letters, a hyphen and digits, like BR-10002' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Enter the transaction id as a whole number of 1 or more, like 1' })).toBeVisible()
    await page.goto('/submissions/BR-10002/first')
    await expect(heading(page)).toHaveText('This address does not name a submission')
  })
})
