import { expect, type Page, type Request } from '@playwright/test'
import { pressEnterOn, tabTo } from './keyboard.ts'
import type { SandboxControl } from './sandbox-control.ts'
import { tsv } from './schedule-files.ts'

/** BR-10002/1, the open quote that takes added drivers (sandbox-fixtures.md). */
export const ENDORSE_ADDRESS = '/submissions/BR-10002/1/from-a-spreadsheet'
export const DRIVERS_PATH = '/v1/submission/BR-10002/1/driver'

const DRIVER_HEADER = [
  'First name',
  'Last name',
  'License state',
  'License number',
  'Date of birth',
  'Covered',
  'Years of experience',
  'Months of experience',
  'Accidents',
  'Violations',
  'Major violations',
  'Suspensions',
]

/** `count` valid drivers' cells, each with its own license number (`D0000001`, ...). */
export const driverRows = (count: number, name = (index: number) => `Driver${index + 1}`) =>
  Array.from({ length: count }, (_, index) => [
    name(index),
    'Lopez',
    'TN',
    `D${String(index + 1).padStart(7, '0')}`,
    '06/15/1985',
    'Covered',
    '12',
    '0',
    '0',
    '0',
    '0',
    '0',
  ])

/** Drivers' rows as a pasted schedule, with the header row. */
export const driversPasted = (rows: string[][]) => tsv(DRIVER_HEADER, ...rows)

/** `count` valid drivers, each with its own license number (`D0000001`, ...), as a pasted schedule. */
export const driverSchedule = (count: number, name?: (index: number) => string): string => driversPasted(driverRows(count, name))

/** The fault that refuses the next added driver on one cell: a 422 on its first name. */
export const REFUSED_DRIVER = {
  method: 'POST',
  path: DRIVERS_PATH,
  status: 422,
  count: 1,
  body: { message: 'The driver is not valid.', errors: { name_first: ['The first name is not on file'] } },
}

export const refuseNextDriver = (sandbox: SandboxControl) => sandbox.injectFault(REFUSED_DRIVER)

/** The service no longer finds BR-10002/1: the next `count` added drivers are answered 404. */
export const driversNotFound = (sandbox: SandboxControl, count: number) =>
  sandbox.injectFault({ method: 'POST', path: DRIVERS_PATH, status: 404, count, body: { status: 'failed', error: 'Submission not found.' } })

/** Pastes the schedule by keyboard and prepares its rows: the run's screen, ready to send. */
export const prepareDrivers = (page: Page, text: string, count: number) => prepareRows(page, text, count, count === 1 ? 'driver' : 'drivers', 'drivers')

/** Pastes a schedule of `pasted` by keyboard and prepares its `count` rows (`noun`, as the buttons say them): the run's screen, ready to send. */
export async function prepareRows(page: Page, text: string, count: number, noun: string, pasted = noun): Promise<void> {
  const paste = page.getByLabel(`Paste the ${pasted} from your spreadsheet, with the header row`)
  await tabTo(page, paste)
  await page.keyboard.insertText(text)
  await pressEnterOn(page, page.getByRole('button', { name: 'Read the pasted rows' }))
  await pressEnterOn(page, page.getByRole('button', { name: `Prepare ${count} ${noun} to send` }))
  await expect(page.getByRole('button', { name: `Send ${count} ${noun}` })).toBeVisible()
}

/** Vehicle 7004 is BR-10002/1's (sandbox-fixtures.md); 9999 is no vehicle of it. */
export const VEHICLE_UPDATES = tsv(['Vehicle id', 'Value', 'Deductible'], ['7004', '$104,500', ''], ['7004', '', '2500'], ['9999', '90000', ''])

/** Every vehicle update that left the page, as its path and body. */
export function countVehicleUpdates(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'PUT' && path.includes('/vehicle/')) sent.push(`${path} ${request.postData() ?? ''}`)
  })
  return sent
}

/**
 * Counts the add-driver requests that left the page, per license number (one row each), less those
 * answered 429 (not processed: the run sends them again after the wait). A reload does not stop it.
 */
export function countDriverRequests(page: Page) {
  const sent = new Map<string, number>()
  let rateLimited = 0
  const licenseOf = (request: Request) => String((request.postDataJSON() as { driver_license_number?: unknown }).driver_license_number)
  const isAdd = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith(DRIVERS_PATH)
  page.on('request', (request) => {
    if (isAdd(request)) sent.set(licenseOf(request), (sent.get(licenseOf(request)) ?? 0) + 1)
  })
  page.on('response', (response) => {
    if (!isAdd(response.request()) || response.status() !== 429) return
    rateLimited += 1
    sent.set(licenseOf(response.request()), (sent.get(licenseOf(response.request())) ?? 0) - 1)
  })
  return { sent, rateLimited: () => rateLimited }
}

/** The run's table of the rows that do not wait for the person (those are in "N rows to look at"). */
export const runRows = (page: Page) => page.getByRole('table', { name: /rows and what became of each$/ })
