import { expect, type Page } from '@playwright/test'
import type { FaultRequestInput } from '../../src/contract/sandbox-control.ts'
import { pressEnterOn, tabTo } from './keyboard.ts'
import { tsv } from './schedule-files.ts'

/** BR-10002/1, the open quote that takes added drivers (sandbox-fixtures.md). */
export const ENDORSE_ADDRESS = '/submissions/BR-10002/1/from-a-spreadsheet'
export const DRIVERS_PATH = '/v1/submission/BR-10002/1/driver'

const WHO_COLUMNS = ['First name', 'Last name', 'License state', 'License number', 'Date of birth', 'Covered']
const RECORD_COLUMNS = ['Years of experience', 'Months of experience', 'Accidents', 'Violations', 'Major violations', 'Suspensions']
const CLEAN_RECORD = ['06/15/1985', 'Covered', '12', '0', '0', '0', '0', '0']

const driverRows = (count: number, name = (index: number) => `Driver${index + 1}`) =>
  Array.from({ length: count }, (_, index) => [name(index), 'Lopez', 'TN', `D${String(index + 1).padStart(7, '0')}`, ...CLEAN_RECORD])
const driversPasted = (rows: string[][]) => tsv([...WHO_COLUMNS, ...RECORD_COLUMNS], ...rows)

/** `count` valid drivers (born 1985, a clean record), each with its own license number (`D0000001`, ...), as a pasted schedule. */
export const driverSchedule = (count: number, name?: (index: number) => string): string => driversPasted(driverRows(count, name))

/** `count` drivers and a totals line: line `unreadable`'s date of birth cannot be read, and line `twice` has line `first`'s license. */
export function driversHeldBack(count: number, unreadable: number, [twice, first]: [number, number]): string {
  const rows = driverRows(count)
  rows[unreadable - 2]![4] = 'someday'
  rows[twice - 2]![3] = rows[first - 2]![3]!
  return driversPasted([...rows, [`Total: ${count} drivers`]])
}

/** A fault on the next added driver (the next `count`). */
export const onDrivers = (fault: Omit<FaultRequestInput, 'path'>): FaultRequestInput => ({ method: 'POST', path: DRIVERS_PATH, ...fault })

const NOT_ON_FILE = 'The first name is not on file'
/** Refuses the next added driver on one cell: a 422 on its first name. */
export const REFUSED_DRIVER = onDrivers({ status: 422, body: { message: 'The driver is not valid.', errors: { name_first: [NOT_ON_FILE] } } })

/** The service no longer finds BR-10002/1: the next `count` added drivers are answered 404. */
export const driversNotFound = (count: number) => onDrivers({ status: 404, count, body: { status: 'failed', error: 'Submission not found.' } })

/** Pastes the schedule by keyboard and prepares its rows: the run's screen, ready to send. */
export const prepareDrivers = (page: Page, text: string, count: number) => prepareRows(page, text, count, count === 1 ? 'driver' : 'drivers', 'drivers')

/** Pastes a schedule of `pasted` by keyboard and prepares its `count` rows (`noun`, as the buttons say them). */
export async function prepareRows(page: Page, text: string, count: number, noun: string, pasted = noun): Promise<void> {
  await tabTo(page, page.getByLabel(`Paste the ${pasted} from your spreadsheet, with the header row`))
  await page.keyboard.insertText(text)
  await pressEnterOn(page, page.getByRole('button', { name: 'Read the pasted rows' }))
  await pressEnterOn(page, page.getByRole('button', { name: `Prepare ${count} ${noun} to send` }))
  await expect(page.getByRole('button', { name: `Send ${count} ${noun}` })).toBeVisible()
}

/** Vehicle 7004 is BR-10002/1's (sandbox-fixtures.md); 9999 is no vehicle of it. */
export const VEHICLE_UPDATES = tsv(['Vehicle id', 'Value', 'Deductible'], ['7004', '$104,500', ''], ['7004', '', '2500'], ['9999', '90000', ''])
