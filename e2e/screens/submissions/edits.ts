import type { Page } from '@playwright/test'
import { type ScreenUnderFault, submits } from '../../support/faults.ts'
import { ACCOUNTS, expect } from '../../support/fixtures.ts'
import { hostileRefusal } from '../../support/hostile-service-answers.ts'
import { sentWizard } from '../../support/quote-drafts.ts'
import { reopen } from '../../support/reopen.ts'
import {
  chain,
  click,
  exactly,
  fill,
  focused,
  followLink,
  key,
  openDialog,
  reload,
  sees,
  showProblems,
  state,
  then,
  visit,
} from '../../support/screen-steps.ts'
import type { Step } from '../../support/screen-steps.ts'
import { callOf, screenTests } from '../../support/screen-tests.ts'
import { addDriverAndReload, DRIVERS_OF_BR_10002, fillTrailer, NEW_DRIVER, NEW_TRAILER } from '../../support/workspace.ts'
import { pasteRows, tsv } from '../../support/schedule-files.ts'
import { BLUE_RIDGE, BR_10002, donePanel, newDriver, SUBMISSION, writes } from './blue-ridge-submission.ts'

/** Adding a driver or a trailer and updating a vehicle (src/features/submissions/screens.ts) in the suites. */
const FORMS = {
  addDriver: { path: 'drivers/new', title: 'Add a driver', button: 'Add the driver' },
  addTrailer: { path: 'trailers/new', title: 'Add a trailer', button: 'Add the trailer' },
  updateVehicle: { path: 'vehicles/update', title: 'Update a vehicle', button: 'Update the vehicle' },
}
type Form = keyof typeof FORMS
/** Another agency's submission: the one calm not-found of every edit. */
const OTHERS = '/submissions/SM-10001/1'

const editProblem = (page: Page) => page.getByTestId('edit-problem')
const pathOf = (form: Form, submission = SUBMISSION) => `${submission}/${FORMS[form].path}`
const visitForm = (form: Form, submission = SUBMISSION) => visit(pathOf(form, submission), FORMS[form].title)
const opens = (form: Form) => ({ href: pathOf(form), title: FORMS[form].title, as: BLUE_RIDGE })
/** Opens the form on `submission`, fills and sends it, and the edit's problem takes the focus. */
const sentToAProblem = (form: Form, submission: string, ...fillIn: Step[]) =>
  then(visitForm(form, submission), ...fillIn, click(FORMS[form].button), focused(editProblem))
const vehicleIn2021 = (id: string) => then(fill(exactly('Vehicle id'), id), fill(exactly('Model year'), '2021'))
const draftComesBack = then(fill(exactly('VIN'), NEW_TRAILER.vin), sees(/Draft saved in this browser at/), reload, sees('Your unsent answers are back'))
const vinSaysAnotherYear = then(fill(exactly('VIN'), '1XKYD49X9MJ412873'), fill(exactly('Model year'), '2019'), key('Tab'), sees('The VIN says 2021 Kenworth.'))
const sentWithNoAnswer = sees('These answers were sent, and no answer came back')
const backToTheSubmission = followLink('Back to the submission', 'Submission BR-10002, transaction 1')
const itsVehicleUpdate = async (page: Page) => page.goto(`/submissions/${await page.getByTestId('submission-number').textContent()}/1/vehicles/update`)
const chooseCascadia = (page: Page) => page.getByRole('radio', { name: /^2019 Freightliner Cascadia, VIN/ }).check()
/** Vehicle 7004's VIN: only the sandbox knows it is on the transaction already (a 422). */
const trailerAlreadyOn = (page: Page) => fillTrailer(page, { ...NEW_TRAILER, vin: '1XKYD49X7LJ123456' })
const refusedInHostileWords: Step = (_page, sandbox) => hostileRefusal(sandbox, 'POST', DRIVERS_OF_BR_10002)

/** An edit form of BR-10002/1 under faults: filled, sent, and its done panel. */
const underFaults = (name: string, form: Form, fillIn: Step, [label, value]: [string, string], done: string): ScreenUnderFault => ({
  name: `workspace, ${name}`,
  account: ACCOUNTS.agent,
  call: callOf(form, BR_10002),
  kind: 'mutation',
  open: then((page) => reopen(page, pathOf(form)), fillIn),
  ...submits(FORMS[form].button),
  problem: editProblem,
  kept: (page) => expect(exactly(label)(page)).toHaveValue(value),
  done: (page) => expect(donePanel(page).getByRole('heading', { name: done })).toBeVisible(),
})

/** Types into an edit form and waits for the draft it cannot save to be said; the value stays. */
const draftNotSaved = (name: string, form: Form, label: string, value: string) =>
  writes(name, 'portal.workspace.edit-draft', pathOf(form), fill(exactly(label), value), sees('Could not save a draft in this browser'), (page) =>
    expect(exactly(label)(page)).toHaveValue(value),
  )

const PASTED_WITH_A_SHIRT_SIZE = tsv(
  ['First', 'Last', 'DOB', 'License No', 'Lic State', 'Years Exp', 'Shirt size'],
  ['Ana', 'de la Cruz', '07/04/1985', 'TX99887766', 'Texas', '9', 'L'],
)
/** The mapping cannot be remembered, and the row is read all the same. */
const mappingNotKept = then(
  (page) => pasteRows(page, 'drivers', PASTED_WITH_A_SHIRT_SIZE),
  click('Use these columns'),
  sees('to remember these columns'),
  sees((page) => page.getByRole('status').filter({ hasText: '1 row: 1 ready' })),
)

export const editTests = screenTests({
  addDriver: {
    open: opens('addDriver'),
    sweeps: [
      state('add driver, not found', 'agent', sentToAProblem('addDriver', OTHERS, newDriver)),
      state('add driver, sent and reloaded before the answer', 'agent', then(visitForm('addDriver'), addDriverAndReload, sentWithNoAnswer)),
    ],
    hostile: [state('add driver, refused', 'agent', then(refusedInHostileWords, sentToAProblem('addDriver', SUBMISSION, newDriver)))],
    faults: [underFaults('add a driver', 'addDriver', newDriver, ['CDL number', NEW_DRIVER.licenseNumber], 'Driver added')],
    storage: [
      draftNotSaved('add a driver, draft', 'addDriver', 'First name', 'Marisol'),
      writes('add a driver, done', 'portal.workspace.submissions', pathOf('addDriver'), newDriver, click('Add the driver'), (page) =>
        expect(donePanel(page)).toContainText('could not keep it in the submission’s history'),
      ),
      writes('add a driver, column mapping', 'portal.schedule-mappings', '/submissions/BR-10003/2/drivers/new', mappingNotKept),
    ],
  },
  addTrailer: {
    open: opens('addTrailer'),
    sweeps: [
      chain(state('add trailer, draft restored', 'agent', then(visitForm('addTrailer'), draftComesBack)), [
        { name: 'add trailer, discard dialog', step: openDialog('Discard these answers', 'Discard these answers?') },
      ]),
    ],
    faults: [underFaults('add a trailer', 'addTrailer', (page) => fillTrailer(page), ['VIN', NEW_TRAILER.vin], 'Trailer added')],
    storage: [draftNotSaved('add a trailer, draft', 'addTrailer', 'Make', 'Utility')],
  },
  updateVehicle: {
    open: opens('updateVehicle'),
    sweeps: [
      chain(state('update vehicle', 'agent', visitForm('updateVehicle')), [
        { name: 'update vehicle, the VIN says another year', step: vinSaysAnotherYear },
        { name: 'add trailer', on: 'addTrailer', step: then(backToTheSubmission, followLink('Add a trailer', 'Add a trailer')) },
        { name: 'add trailer, 422 on the VIN', step: then(trailerAlreadyOn, showProblems('Add the trailer')) },
      ]),
      state('update vehicle, not found', 'agent', sentToAProblem('updateVehicle', OTHERS, vehicleIn2021('7101'))),
      state('update vehicle, chosen from a quote made here', 'agent', then(sentWizard('quote'), itsVehicleUpdate, chooseCascadia, sees(/for the id of VIN/))),
    ],
    faults: [underFaults('update a vehicle', 'updateVehicle', vehicleIn2021('7004'), ['Model year', '2021'], 'Vehicle updated')],
    storage: [draftNotSaved('update a vehicle, draft', 'updateVehicle', 'Make', 'Kenworth')],
  },
})
