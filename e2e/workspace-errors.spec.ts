import type { Page } from '@playwright/test'
import { expect, openSignedIn, summary, test } from './support/fixtures.ts'
import { click, does, exactly, field, fill, focused, follow, headed, holds, sees } from './support/screen-steps.ts'
import { DRIVERS_OF_BR_10002, fillDriver, fillTrailer, lookAt, NEW_TRAILER } from './support/workspace.ts'

const problem = (page: Page) => page.getByTestId('edit-problem')
const says = (text: string) => (page: Page) => expect(problem(page)).toContainText(text)
const problemLink = (name: string) => (page: Page) => summary(page).getByRole('link', { name })

test.describe('the workspace when the service says no', () => {
  test('SM-10001/1 (another agency’s) and BR-10001/1 (bound) get one calm 404 message', async ({ page, signInQuickly }) => {
    await signInQuickly(page)
    for (const [displayId, vehicleId] of Object.entries({ 'SM-10001': '7101', 'BR-10001': '7001' })) {
      const notFound = `found no submission ${displayId}, transaction 1,`
      await page.goto(`/submissions/${displayId}/1/drivers/new`)
      await does(page, fillDriver, click('Add the driver'), focused(problem), says(`${notFound} that your agency can change`))
      await does(page, says('the transaction closed to changes (a bound policy, an indication)'), holds('First name', 'Marisol'))
      await page.goto(`/submissions/${displayId}/1/trailers/new`)
      await does(page, fillTrailer, click('Add the trailer'), says(notFound))
      await page.goto(`/submissions/${displayId}/1/vehicles/update`)
      await does(page, fill(exactly('Vehicle id'), vehicleId), fill(exactly('Model year'), '2021'), click('Update the vehicle'))
      await expect(problem(page)).toContainText(`found no vehicle ${vehicleId} on submission ${displayId}, transaction 1,`)
    }
  })

  test('a 422 from the sandbox lands on its field, with the summary focused', async ({ page }) => {
    await openSignedIn(page, '/submissions/BR-10002/1/trailers/new')
    // Vehicle 7004's VIN: the portal cannot know it is on the transaction already; the sandbox can.
    await fillTrailer(page, { ...NEW_TRAILER, vin: '1XKYD49X7LJ123456' })
    await does(page, click('Add the trailer'), focused(summary), (page) => expect(field(page, 'VIN')).toHaveAttribute('aria-invalid', 'true'))
    await does(page, click(problemLink('This VIN is already on this transaction (vehicle 7004)')), focused(exactly('VIN')))
  })

  test('the form’s own checks come first, and a problem no field takes is still said', async ({ page, sandbox, checkA11y }) => {
    const look = lookAt(page, checkA11y)
    await openSignedIn(page, '/submissions/BR-10002/1/drivers/new')
    await does(page, click('Add the driver'), focused(summary))
    await expect(summary(page).getByRole('link')).toHaveCount(6)
    await does(page, follow('Back to the submission'), follow('Update a vehicle'), headed('Update a vehicle'), click('Update the vehicle'))
    await sees(problemLink('Fill in at least one field to change'))(page)
    await look('update vehicle, nothing filled in')
    const errors = { paint_colour: ['Not a vehicle field: use vehicle_id_number, year, make, model, class, value, body_type, deductible'] }
    await sandbox.injectFault({ method: 'PUT', path: '/v1/submission/BR-10002/1/vehicle', status: 422, body: { message: 'The update is not valid.', errors } })
    await does(page, fill(exactly('Vehicle id'), '7004'), fill(exactly('Model year'), '2021'), click('Update the vehicle'), focused(summary))
    await expect(summary(page)).toContainText('Not a vehicle field')
  })

  test('a 400 says the service’s words; an unconfirmed add says it may have been made', async ({ page, sandbox, checkA11y }) => {
    const look = lookAt(page, checkA11y)
    await openSignedIn(page, '/submissions/BR-10002/1/drivers/new')
    await fillDriver(page)
    const error = 'Drivers cannot be added while the submission is referred to underwriting.'
    await sandbox.injectFault({ method: 'POST', path: DRIVERS_OF_BR_10002, status: 400, body: { status: 'failed', error } })
    await does(page, click('Add the driver'), focused(problem), says(`The service refused it: ${error}`))
    await look('add driver, 400')
    await sandbox.injectFault({ method: 'POST', path: DRIVERS_OF_BR_10002, status: 502 })
    await does(page, click('Add the driver'), says('The service did not confirm the change'))
    await says('It may have been made. Ask underwriting before you send it again')(page)
    await look('add driver, unconfirmed')
    await headed('Add a driver')(page)
  })
})
