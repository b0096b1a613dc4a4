import type { Page } from '@playwright/test'
import { expect, expectNoSidewaysScroll, photograph } from './fixtures.ts'
import { chooseOption, pressSpaceOn, typeDate, typeInto } from './keyboard.ts'
import type { SandboxControl } from './sandbox-control.ts'
import { field } from './screen-steps.ts'

/** What the workspace specs type: a Tennessee driver and a reefer trailer for BR-10002. */
export const NEW_DRIVER = { firstName: 'Marisol', lastName: 'Okafor', licenseNumber: 'T0482-7713', dateOfBirth: '07/22/1986', years: '12' }
export const NEW_TRAILER = { vin: '1UYVS2539LU710244', year: '2020', make: 'Utility', model: '3000R', value: '41500', type: 'Refrigerated (reefer)' }
const TRAILER_BOXES = { VIN: 'vin', 'Model year': 'year', Make: 'make', Model: 'model', Value: 'value' } as const
/** Where BR-10002/1's drivers are added. */
export const DRIVERS_OF_BR_10002 = '/v1/submission/BR-10002/1/driver'

const owned = (page: Page) => page.getByRole('radio', { name: 'Owned', exact: true })

/** Axe on a state the sweeps do not scan (else `axe: false`), its photos (`workspace-<state>.png`), and no sideways scroll at 390 and 320 px. */
export function lookAt(page: Page, checkA11y: (page: Page, state: string) => Promise<void>) {
  return async (state: string, { axe = true } = {}) => {
    if (axe) await checkA11y(page, state)
    await photograph(page, `workspace-${state.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`)
    await expectNoSidewaysScroll(page, [390, 320])
  }
}

export async function driverByKeyboard(page: Page) {
  await typeInto(page, field(page, 'First name'), NEW_DRIVER.firstName)
  await typeInto(page, field(page, 'Last name'), NEW_DRIVER.lastName)
  await chooseOption(page, field(page, 'License state'), 'Tennessee')
  await typeInto(page, field(page, 'CDL number'), NEW_DRIVER.licenseNumber)
  await typeDate(page, field(page, 'Date of birth'), NEW_DRIVER.dateOfBirth)
  await typeInto(page, field(page, 'Years of CDL experience'), NEW_DRIVER.years)
  const record = { 'Months (optional)': '5', Accidents: '1', Violations: '0', 'Major violations': '0', Suspensions: '0' }
  for (const [label, value] of Object.entries(record)) await typeInto(page, field(page, label), value)
  await chooseOption(page, field(page, 'Cover for this driver'), 'Covered')
}

/** The same answers, filled at once, for specs that are not about the keyboard. */
export async function fillDriver(page: Page, driver = NEW_DRIVER) {
  await field(page, 'First name').fill(driver.firstName)
  await field(page, 'Last name').fill(driver.lastName)
  await field(page, 'License state').selectOption({ label: 'Tennessee' })
  await field(page, 'CDL number').fill(driver.licenseNumber)
  const [month, day, year] = driver.dateOfBirth.split('/')
  await field(page, 'Date of birth').fill(`${year}-${month}-${day}`)
  await field(page, 'Years of CDL experience').fill(driver.years)
}

export async function trailerByKeyboard(page: Page) {
  for (const [label, key] of Object.entries(TRAILER_BOXES)) await typeInto(page, field(page, label), NEW_TRAILER[key])
  await chooseOption(page, field(page, 'Trailer type'), NEW_TRAILER.type)
  // Tab enters a radio group on its first choice; Space picks it.
  await pressSpaceOn(page, owned(page))
  await typeInto(page, field(page, 'Deductible (optional)'), '1000')
}

export async function fillTrailer(page: Page, trailer = NEW_TRAILER) {
  for (const [label, key] of Object.entries(TRAILER_BOXES)) await field(page, label).fill(trailer[key])
  await field(page, 'Trailer type').selectOption({ label: trailer.type })
  await owned(page).check()
}

/** The done panel after a change the service accepted: it has the focus and names the new id, the submission and what `says`. */
export async function expectDone(page: Page, title: string, idName: string, submissionNumber: string, ...says: string[]) {
  const panel = page.getByTestId('done-panel')
  await expect(panel).toBeFocused()
  await expect(panel.getByRole('heading', { name: title })).toBeVisible()
  for (const text of [idName, submissionNumber, ...says]) await expect(panel).toContainText(text)
}

/** A driver added to BR-10002/1, and the page reloaded once the request has left, before its answer (held 3 s). */
export async function addDriverAndReload(page: Page, sandbox: SandboxControl) {
  await sandbox.injectFault({ method: 'POST', path: DRIVERS_OF_BR_10002, delayMs: 3000, count: 1 })
  await fillDriver(page)
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/driver'))
  await page.getByRole('button', { name: 'Add the driver' }).click()
  await sent
  await page.reload()
}
