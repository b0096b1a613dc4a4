import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { xlsxWorkbook } from '../../../src/domain/schedules/__tests__/xlsx-fixture.ts'
import { ACCOUNTS } from '../../support/fixtures.ts'
import { completeAnswers, draftEntry } from '../../support/quote-drafts.ts'
import type { Target } from '../../../tooling/engine-drivers/driver.ts'
import type { Flow, FlowContext } from '../../../tooling/engine-drivers/suite.ts'
import { until } from './expect.ts'

const PASTE = { label: 'Paste the drivers from your spreadsheet, with the header row' } as const
const FILE = { label: 'Or choose a file (CSV or Excel .xlsx)' } as const
const lastName = (driver: number): Target => ({ label: 'Last name', within: { role: 'group', name: `Driver ${driver}` } })

/** Two drivers as a CSV a person pastes: a name with a comma in it is quoted (RFC 4180). */
const CSV = ['Driver Name,DOB,CDL #,CDL State', '"Delgado, Maria",05/01/1980,D1234567,GA', '"Li, Bo",03/02/1985,L7654321,TN'].join('\n')

/** The insured's roster as Excel writes it: a title above the header, a date cell, a date as a number. */
const ROSTER = xlsxWorkbook({
  Drivers: [
    ['Driver roster, Benchmark Freight'],
    ['Driver Name', 'DOB', 'CDL #', 'CDL State', 'Hire Date', 'Yrs Exp', 'Accidents', 'Status'],
    ['Whitfield, Dana', { date: 23752 }, '054123987', 'GA', '3/1/2019', '12', 0, 'Covered'],
    ['James Okafor', 30000, 'W7654321', 'GA', '2020-06-15', '8y 6m', 1, 'Excluded'],
  ],
})

/** The wizard's drivers step of a draft with the tests' answers (two drivers on it already). */
async function openDriversStep({ driver, step, signInAs }: FlowContext) {
  await signInAs('agent')
  await step('open the drivers step of a draft', async () => {
    const draft = draftEntry(ACCOUNTS.agent, 'quote', completeAnswers(), 'drivers')
    await driver.evaluate((key, text) => localStorage.setItem(key, text), draft.key, draft.text)
    await driver.goto(draft.address)
    await driver.waitFor({ role: 'heading', level: 1, name: /Drivers/ })
  })
}

/** Replaces the step's drivers with the two rows read, and waits for them on the step. */
async function addInPlace({ driver, step }: FlowContext, source: string, first: string, second: string) {
  await step(`the rows of ${source} added in place of the others`, async () => {
    await driver.click({ label: 'Replace them with these' })
    await driver.click({ role: 'button', name: 'Add 2 drivers' })
    await until('driver 1’s last name', () => driver.valueOf(lastName(1)), first)
    await until('driver 2’s last name', () => driver.valueOf(lastName(2)), second)
    if ((await driver.count({ role: 'group', name: 'Driver 3' })) > 0) throw new Error('a third driver is left on the step')
  })
}

/**
 * The schedule import's two ways in, and its way out: a CSV typed into the paste box, the insured's
 * .xlsx chosen in the file input (read in the engine: fflate's inflate, the sheet's XML, Excel's date
 * serials), then the drivers exported as a CSV file, which the engine saves as a download.
 */
export const scheduleFlow = ({ downloadDir }: { downloadDir: string }): Flow => ({
  name: 'schedule import › a pasted CSV, an .xlsx file, and the export downloaded',
  run: async (context) => {
    const { driver, step } = context
    await openDriversStep(context)
    await step('paste a CSV and read it', async () => {
      await driver.click({ role: 'button', name: 'Import drivers from a spreadsheet' })
      await driver.fill(PASTE, CSV)
      await driver.click({ role: 'button', name: 'Read the pasted rows' })
      await driver.waitFor({ role: 'status', name: '2 rows: 2 ready, 0 to fix, 0 skipped.' })
    })
    await addInPlace(context, 'the CSV', 'Delgado', 'Li')

    const folder = mkdtempSync(join(tmpdir(), 'portal-roster-'))
    try {
      const file = join(folder, 'roster.xlsx')
      writeFileSync(file, ROSTER)
      await step('choose the .xlsx file', async () => {
        await driver.click({ role: 'button', name: 'Start again with other rows' })
        await driver.setFiles(FILE, [file])
        await driver.waitFor({ role: 'status', name: /Read from the sheet “Drivers” of roster\.xlsx\./ })
        await driver.waitFor({ role: 'status', name: '3 rows: 2 ready, 0 to fix, 0 skipped, 1 set aside.' })
      })
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
    await addInPlace(context, 'the workbook', 'Whitfield', 'Okafor')

    await step('export the drivers: the file saved by the browser', async () => {
      await driver.click({ role: 'button', name: 'Export drivers as CSV' })
      const csv = await until('the downloaded file', async () => downloaded(downloadDir), /\r\n/)
      // A byte order mark first, for Excel.
      const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n')
      if (!header?.startsWith('First name,Last name,License state,License number,Date of birth')) throw new Error(`the file's header is "${header}"`)
      if (!rows.some((row) => row.startsWith('Dana,Whitfield,GA,054123987,1965-01-10'))) throw new Error(`no row of Dana Whitfield in:\n${csv}`)
    })
  },
})

/** The text of the one finished file in the download folder ('' while none is). */
function downloaded(folder: string): string {
  const files = readdirSync(folder).filter((name) => name.endsWith('.csv'))
  if (files.length > 1) throw new Error(`${files.length} files downloaded: ${files.join(', ')}`)
  return files[0] ? readFileSync(join(folder, files[0]), 'utf8') : ''
}
