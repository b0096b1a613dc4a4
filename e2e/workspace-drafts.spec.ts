import { ACCOUNTS, expect, fillSignIn, heading, openSignedIn, PASSWORD, test } from './support/fixtures.ts'
import { field, fillDriver } from './support/workspace.ts'

test.describe('workspace edit drafts', () => {
  test('survive a reload, and go when discarded', async ({ page }) => {
    await openSignedIn(page, '/submissions/BR-10002/1/trailers/new')
    await field(page, 'VIN').fill('1UYVS2539LU710244')
    await field(page, 'Model year').fill('2020')
    await page.getByRole('radio', { name: 'Non-owned' }).check()
    await expect(page.getByText(/Draft saved in this browser at/)).toBeVisible()

    await page.reload()
    await expect(heading(page)).toHaveText('Add a trailer')
    await expect(page.getByText('Your unsent answers are back')).toBeVisible()
    await expect(field(page, 'VIN')).toHaveValue('1UYVS2539LU710244')
    await expect(field(page, 'Model year')).toHaveValue('2020')
    await expect(page.getByRole('radio', { name: 'Non-owned' })).toBeChecked()

    // Another form of the same submission has its own draft.
    await page.goto('/submissions/BR-10002/1/drivers/new')
    await expect(page.getByText('Your unsent answers are back')).toHaveCount(0)
    await page.goBack()
    await expect(field(page, 'VIN')).toHaveValue('1UYVS2539LU710244')

    await page.getByRole('button', { name: 'Discard these answers' }).click()
    const dialog = page.getByRole('dialog', { name: 'Discard these answers?' })
    await expect(dialog.getByRole('button', { name: 'Keep them' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Discard them' }).click()
    await expect(field(page, 'VIN')).toHaveValue('')
    await expect(heading(page)).toBeFocused()
    await page.reload()
    await expect(field(page, 'VIN')).toHaveValue('')
    await expect(page.getByText('Your unsent answers are back')).toHaveCount(0)
  })

  test('sent, then the page reloaded before the answer: the answers are not called unsent, and the driver may have been added', async ({ page, sandbox }) => {
    await sandbox.injectFault({ method: 'POST', path: '/v1/submission/BR-10002/1/driver', delayMs: 3000, count: 1 })
    await openSignedIn(page, '/submissions/BR-10002/1/drivers/new')
    await fillDriver(page)
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/driver'))
    await page.getByRole('button', { name: 'Add the driver' }).click()
    await sent
    await page.reload()

    await expect(field(page, 'First name')).toHaveValue('Marisol')
    await expect(page.getByText('Your unsent answers are back')).toHaveCount(0)
    const alert = page.getByText('These answers were sent, and no answer came back').locator('..')
    await expect(alert).toContainText('It may have been made. Ask underwriting before you send it again, or it could be added twice.')

    // A refusal says it was not made: the answers are unsent again.
    await sandbox.injectFault({
      method: 'POST',
      path: '/v1/submission/BR-10002/1/driver',
      status: 400,
      count: 1,
      body: { status: 'failed', error: 'Not now.' },
    })
    await page.getByRole('button', { name: 'Add the driver' }).click()
    await expect(page.getByTestId('edit-problem')).toContainText('Not now.')
    await page.reload()
    await expect(page.getByText('Your unsent answers are back')).toBeVisible()
  })

  test('survive a session that ended before sending: sign in again and send', async ({ page, sandbox }) => {
    await openSignedIn(page, '/submissions/BR-10002/1/vehicles/update')
    await field(page, 'Vehicle id').fill('7004')
    await field(page, 'Value').fill('99000')

    // Another device signs in: every token this browser holds dies, and the refresh is refused.
    await sandbox.signInElsewhere(ACCOUNTS.agent, PASSWORD)
    await page.getByRole('button', { name: 'Update the vehicle' }).click()
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fsubmissions%2FBR-10002%2F1%2Fvehicles%2Fupdate$/)
    await expect(page.getByText('Your session has ended')).toBeVisible()
    await fillSignIn(page)

    await expect(heading(page)).toHaveText('Update a vehicle')
    await expect(field(page, 'Vehicle id')).toHaveValue('7004')
    await expect(field(page, 'Value')).toHaveValue('99,000')
    await page.getByRole('button', { name: 'Update the vehicle' }).click()
    await expect(page.getByTestId('done-panel')).toContainText('Changed the value.')
  })
})
