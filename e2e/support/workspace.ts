import type { Locator, Page } from '@playwright/test'
import { expect, expectNoSidewaysScroll, heading, photograph } from './fixtures.ts'
import { chooseOption, pressEnterOn, pressSpaceOn, typeDate, typeInto } from './keyboard.ts'

/** What the workspace specs type: a Tennessee driver and a reefer trailer for BR-10002. */
export const NEW_DRIVER = {
  firstName: 'Marisol',
  lastName: 'Okafor',
  licenseState: 'Tennessee',
  licenseNumber: 'T0482-7713',
  dateOfBirth: '07/22/1986',
  years: '12',
  months: '5',
  accidents: '1',
  violations: '0',
  majorViolations: '0',
  suspensions: '0',
}

export const NEW_TRAILER = {
  vin: '1UYVS2539LU710244',
  year: '2020',
  make: 'Utility',
  model: '3000R',
  value: '41500',
  type: 'Refrigerated (reefer)',
  deductible: '1000',
}

/** A box by its exact label, in the group named `group` when given. */
export const field = (page: Page, label: string, group?: string) => (group ? page.getByRole('group', { name: group }) : page).getByLabel(label, { exact: true })

type Check = (page: Page, state: string) => Promise<void>

/**
 * Scans a state with axe, unless the sweeps scan the same state (`axe: false`), and photographs it at
 * desktop width and at 390 px (`workspace-<state>.png`, `workspace-<state>-390.png`); at 390 and 320 px
 * the page must not scroll sideways.
 */
export function lookAt(page: Page, checkA11y: Check) {
  return async (state: string, { axe = true } = {}) => {
    if (axe) await checkA11y(page, state)
    await photograph(page, `workspace-${state.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`)
    await expectNoSidewaysScroll(page, [390, 320])
  }
}

/** From anywhere signed in: the Submissions entry of the main navigation, then the submission's ids, by keyboard. */
export async function openSubmissionByKeyboard(page: Page, displayId: string, transactionId: string) {
  await pressEnterOn(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submissions' }))
  await expect(heading(page)).toHaveText('Submissions')
  await typeInto(page, field(page, 'Submission id'), displayId)
  await typeInto(page, field(page, 'Transaction'), transactionId)
  await pressEnterOn(page, page.getByRole('button', { name: 'Open the submission' }))
  await expect(heading(page)).toHaveText(`Submission ${displayId.toUpperCase()}, transaction ${transactionId}`)
}

export async function driverByKeyboard(page: Page, driver = NEW_DRIVER) {
  await typeInto(page, field(page, 'First name'), driver.firstName)
  await typeInto(page, field(page, 'Last name'), driver.lastName)
  await chooseOption(page, field(page, 'License state'), driver.licenseState)
  await typeInto(page, field(page, 'CDL number'), driver.licenseNumber)
  await typeDate(page, field(page, 'Date of birth'), driver.dateOfBirth)
  await typeInto(page, field(page, 'Years of CDL experience'), driver.years)
  await typeInto(page, field(page, 'Months (optional)'), driver.months)
  await typeInto(page, field(page, 'Accidents'), driver.accidents)
  await typeInto(page, field(page, 'Violations'), driver.violations)
  await typeInto(page, field(page, 'Major violations'), driver.majorViolations)
  await typeInto(page, field(page, 'Suspensions'), driver.suspensions)
  await chooseOption(page, field(page, 'Cover for this driver'), 'Covered')
}

/** The same answers, filled at once, for specs that are not about the keyboard. */
export async function fillDriver(page: Page, driver = NEW_DRIVER) {
  await field(page, 'First name').fill(driver.firstName)
  await field(page, 'Last name').fill(driver.lastName)
  await field(page, 'License state').selectOption({ label: driver.licenseState })
  await field(page, 'CDL number').fill(driver.licenseNumber)
  const [month, day, year] = driver.dateOfBirth.split('/')
  await field(page, 'Date of birth').fill(`${year}-${month}-${day}`)
  await field(page, 'Years of CDL experience').fill(driver.years)
}

export async function trailerByKeyboard(page: Page, trailer = NEW_TRAILER) {
  await typeInto(page, field(page, 'VIN'), trailer.vin)
  await typeInto(page, field(page, 'Model year'), trailer.year)
  await typeInto(page, field(page, 'Make'), trailer.make)
  await typeInto(page, field(page, 'Model'), trailer.model)
  await typeInto(page, field(page, 'Value'), trailer.value)
  await chooseOption(page, field(page, 'Trailer type'), trailer.type)
  // Tab enters a radio group on its first choice; Space picks it.
  await pressSpaceOn(page, page.getByRole('radio', { name: 'Owned', exact: true }))
  await typeInto(page, field(page, 'Deductible (optional)'), trailer.deductible)
}

export async function fillTrailer(page: Page, trailer = NEW_TRAILER) {
  await field(page, 'VIN').fill(trailer.vin)
  await field(page, 'Model year').fill(trailer.year)
  await field(page, 'Make').fill(trailer.make)
  await field(page, 'Model').fill(trailer.model)
  await field(page, 'Value').fill(trailer.value)
  await field(page, 'Trailer type').selectOption({ label: trailer.type })
  await page.getByRole('radio', { name: 'Owned', exact: true }).check()
}

/** The done panel after a change the service accepted: it has the focus and names the new id and the submission. */
export async function expectDone(page: Page, title: string, idName: string, submissionNumber: string): Promise<Locator> {
  const panel = page.getByTestId('done-panel')
  await expect(panel).toBeFocused()
  await expect(panel.getByRole('heading', { name: title })).toBeVisible()
  await expect(panel).toContainText(idName)
  await expect(panel).toContainText(submissionNumber)
  return panel
}
