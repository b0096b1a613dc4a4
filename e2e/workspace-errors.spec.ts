import { expect, heading, openSignedIn, summary, test } from './support/fixtures.ts'
import { field, fillDriver, fillTrailer, lookAt, NEW_TRAILER } from './support/workspace.ts'

const problem = (page: import('@playwright/test').Page) => page.getByTestId('edit-problem')

test.describe('the workspace when the service says no', () => {
  test('SM-10001/1 (another agency’s) and BR-10001/1 (bound) get one calm 404 message', async ({ page, signInQuickly }) => {
    await signInQuickly(page)

    for (const displayId of ['SM-10001', 'BR-10001']) {
      await page.goto(`/submissions/${displayId}/1/drivers/new`)
      await fillDriver(page)
      await page.getByRole('button', { name: 'Add the driver' }).click()
      await expect(problem(page)).toBeFocused()
      await expect(problem(page)).toContainText(`found no submission ${displayId}, transaction 1, that your agency can change`)
      await expect(problem(page)).toContainText('the transaction closed to changes (a bound policy, an indication)')
      await expect(field(page, 'First name')).toHaveValue('Marisol')

      await page.goto(`/submissions/${displayId}/1/trailers/new`)
      await fillTrailer(page)
      await page.getByRole('button', { name: 'Add the trailer' }).click()
      await expect(problem(page)).toContainText(`found no submission ${displayId}, transaction 1,`)

      const vehicleId = displayId === 'SM-10001' ? '7101' : '7001'
      await page.goto(`/submissions/${displayId}/1/vehicles/update`)
      await field(page, 'Vehicle id').fill(vehicleId)
      await field(page, 'Model year').fill('2021')
      await page.getByRole('button', { name: 'Update the vehicle' }).click()
      await expect(problem(page)).toContainText(`found no vehicle ${vehicleId} on submission ${displayId}, transaction 1,`)
    }
  })

  test('a 422 from the sandbox lands on its field, with the summary focused', async ({ page }) => {
    await openSignedIn(page, '/submissions/BR-10002/1/trailers/new')
    // Vehicle 7004's VIN: the portal cannot know it is on the transaction already; the sandbox can.
    await fillTrailer(page, { ...NEW_TRAILER, vin: '1XKYD49X7LJ123456' })
    await page.getByRole('button', { name: 'Add the trailer' }).click()
    await expect(summary(page)).toBeFocused()
    const link = summary(page).getByRole('link', { name: 'This VIN is already on this transaction (vehicle 7004)' })
    await expect(field(page, 'VIN')).toHaveAttribute('aria-invalid', 'true')
    await link.click()
    await expect(field(page, 'VIN')).toBeFocused()
  })

  test('the form’s own checks come first, and a problem no field takes is still said', async ({ page, sandbox, checkA11y }) => {
    const look = lookAt(page, checkA11y)
    await openSignedIn(page, '/submissions/BR-10002/1/drivers/new')
    await page.getByRole('button', { name: 'Add the driver' }).click()
    await expect(summary(page)).toBeFocused()
    await expect(summary(page).getByRole('link')).toHaveCount(6)

    await page.getByRole('link', { name: 'Back to the submission' }).click()
    await page.getByRole('link', { name: 'Update a vehicle' }).click()
    await expect(heading(page)).toHaveText('Update a vehicle')
    await page.getByRole('button', { name: 'Update the vehicle' }).click()
    await expect(summary(page).getByRole('link', { name: 'Fill in at least one field to change' })).toBeVisible()
    await look('update vehicle, nothing filled in')

    await sandbox.injectFault({
      method: 'PUT',
      path: '/v1/submission/BR-10002/1/vehicle',
      status: 422,
      body: {
        message: 'The update is not valid.',
        errors: { paint_colour: ['Not a vehicle field: use vehicle_id_number, year, make, model, class, value, body_type, deductible'] },
      },
    })
    await field(page, 'Vehicle id').fill('7004')
    await field(page, 'Model year').fill('2021')
    await page.getByRole('button', { name: 'Update the vehicle' }).click()
    await expect(summary(page)).toBeFocused()
    await expect(summary(page)).toContainText('Not a vehicle field')
  })

  test('a 400 says the service’s words; an unconfirmed add says it may have been made', async ({ page, sandbox, checkA11y }) => {
    const look = lookAt(page, checkA11y)
    await openSignedIn(page, '/submissions/BR-10002/1/drivers/new')
    await fillDriver(page)
    await sandbox.injectFault({
      method: 'POST',
      path: '/v1/submission/BR-10002/1/driver',
      status: 400,
      body: { status: 'failed', error: 'Drivers cannot be added while the submission is referred to underwriting.' },
    })
    await page.getByRole('button', { name: 'Add the driver' }).click()
    await expect(problem(page)).toBeFocused()
    await expect(problem(page)).toContainText('The service refused it: Drivers cannot be added while the submission is referred to underwriting.')
    await look('add driver, 400')

    await sandbox.injectFault({ method: 'POST', path: '/v1/submission/BR-10002/1/driver', status: 502 })
    await page.getByRole('button', { name: 'Add the driver' }).click()
    await expect(problem(page)).toContainText('The service did not confirm the change')
    await expect(problem(page)).toContainText('It may have been made. Ask underwriting before you send it again')
    await look('add driver, unconfirmed')
    await expect(heading(page)).toHaveText('Add a driver')
  })
})
