import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, fillSignIn, heading, openSignedIn, PASSWORD, test } from './support/fixtures.ts'
import { back, click, does, exactly, fill, focused, headed, holds, opens, reload, sees, tick } from './support/screen-steps.ts'
import { addDriverAndReload, DRIVERS_OF_BR_10002 } from './support/workspace.ts'

const VIN = '1UYVS2539LU710244'
const answersBack = (page: Page) => page.getByText('Your unsent answers are back')
const noAnswersBack = (page: Page) => expect(answersBack(page)).toHaveCount(0)
const nonOwned = (page: Page) => page.getByRole('radio', { name: 'Non-owned' })
const inDiscardDialog = (name: string) => (page: Page) => page.getByRole('dialog', { name: 'Discard these answers?' }).getByRole('button', { name })

test.describe('workspace edit drafts', () => {
  test('survive a reload, and go when discarded', async ({ page }) => {
    await openSignedIn(page, '/submissions/BR-10002/1/trailers/new')
    await does(page, fill(exactly('VIN'), VIN), fill(exactly('Model year'), '2020'), tick(nonOwned), sees(/Draft saved in this browser at/))
    await does(page, reload, headed('Add a trailer'), sees(answersBack), holds('VIN', VIN), holds('Model year', '2020'))
    await expect(nonOwned(page)).toBeChecked()
    // Another form of the same submission has its own draft.
    await does(page, opens('/submissions/BR-10002/1/drivers/new', 'Add a driver'), noAnswersBack, back, holds('VIN', VIN))
    await does(page, click('Discard these answers'), focused(inDiscardDialog('Keep them')), click(inDiscardDialog('Discard them')), holds('VIN', ''))
    await does(page, focused(heading), reload, holds('VIN', ''), noAnswersBack)
  })

  test('sent, then the page reloaded before the answer: the answers are not called unsent, and the driver may have been added', async ({ page, sandbox }) => {
    await openSignedIn(page, '/submissions/BR-10002/1/drivers/new')
    await addDriverAndReload(page, sandbox)
    await does(page, holds('First name', 'Marisol'), noAnswersBack)
    const alert = page.getByText('These answers were sent, and no answer came back').locator('..')
    await expect(alert).toContainText('It may have been made. Ask underwriting before you send it again, or it could be added twice.')
    // A refusal says it was not made: the answers are unsent again.
    await sandbox.injectFault({ method: 'POST', path: DRIVERS_OF_BR_10002, status: 400, count: 1, body: { status: 'failed', error: 'Not now.' } })
    await does(page, click('Add the driver'), (page) => expect(page.getByTestId('edit-problem')).toContainText('Not now.'), reload, sees(answersBack))
  })

  test('survive a session that ended before sending: sign in again and send', async ({ page, sandbox }) => {
    await openSignedIn(page, '/submissions/BR-10002/1/vehicles/update')
    await does(page, fill(exactly('Vehicle id'), '7004'), fill(exactly('Value'), '99000'))
    // Another device signs in: every token this browser holds dies, and the refresh is refused.
    await sandbox.signInElsewhere(ACCOUNTS.agent, PASSWORD)
    await does(page, click('Update the vehicle'), (page) => expect(page).toHaveURL(/\/sign-in\?next=%2Fsubmissions%2FBR-10002%2F1%2Fvehicles%2Fupdate$/))
    await does(page, sees('Your session has ended'), fillSignIn, headed('Update a vehicle'), holds('Vehicle id', '7004'), holds('Value', '99,000'))
    await does(page, click('Update the vehicle'), (page) => expect(page.getByTestId('done-panel')).toContainText('Changed the value.'))
  })
})
