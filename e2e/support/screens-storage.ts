import type { Page } from '@playwright/test'
import { driverSchedule, ENDORSE_ADDRESS } from './endorsement.ts'
import { approve } from './cancel-approve.ts'
import { ACCOUNTS, expect } from './fixtures.ts'
import { completeAnswers, seedDraft } from './quote-drafts.ts'
import { checkedList, confirmList } from './approve-several.ts'
import { chooseRecordsFile, recordsFile } from './records.ts'
import { heading } from './screen-steps.ts'
import type { StorageFault } from './storage-faults.ts'
import { PASTED_WITH_NOTES } from './schedule-files.ts'
import { field, fillDriver } from './workspace.ts'

/**
 * Every screen that writes to browser storage, for the storage-failure sweep (e2e/sweeps.spec.ts; ADR
 * 0055): each is opened through sign-in in one tab with storage full and with storage turned off, does
 * what writes, and checks that the screen says what it could not keep and that nothing on the page is
 * lost. A new screen that writes joins with one entry here (DEVELOPERS.md, "The sweeps").
 */
export interface StorageScreen {
  name: string
  account: keyof typeof ACCOUNTS
  /**
   * Where sign-in leads: an address, or what the browser held before its storage failed (a draft), written
   * now, and the address that opens it. The latter is reachable only when storage is full: a browser
   * whose storage is turned off reads nothing.
   */
  open: string | ((page: Page) => Promise<string>)
  /** Does what writes, then checks where the screen says it and that what the page shows is still there. */
  check: (page: Page) => Promise<void>
}

const DRAFT_NOT_SAVED = 'Could not save a draft in this browser'

/** Types into an edit form and waits for the draft it cannot save to be said; the value stays. */
const editDraft = (label: string, value: string) => async (page: Page) => {
  await field(page, label).fill(value)
  await expect(page.getByText(DRAFT_NOT_SAVED)).toBeVisible()
  await expect(field(page, label)).toHaveValue(value)
}

/** Types the insured's name into a wizard and waits for the draft it cannot save to be said; the name stays. */
const wizardDraft = async (page: Page) => {
  await page.getByLabel('Legal name of the business').fill('Peach State Freight LLC')
  await expect(page.getByText(DRAFT_NOT_SAVED)).toBeVisible()
  await expect(page.getByLabel('Legal name of the business')).toHaveValue('Peach State Freight LLC')
}

const tsv = (...rows: string[][]) => rows.map((row) => row.join('\t')).join('\n')

export const STORAGE_SCREENS: StorageScreen[] = [
  {
    name: 'sign-in',
    account: 'agent',
    open: '/',
    check: (page) => expect(heading(page)).toContainText('Blue Ridge'),
  },
  { name: 'quote wizard', account: 'agent', open: '/quotes/new', check: wizardDraft },
  { name: 'indication wizard', account: 'agent', open: '/indications/new', check: wizardDraft },
  {
    name: 'quote result',
    account: 'agent',
    open: (page) => seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'check'),
    check: async (page) => {
      await page.getByRole('button', { name: 'Get the quote' }).click()
      await expect(heading(page)).toContainText('Quote for')
      await expect(page.getByRole('alert').filter({ hasText: 'Not kept in this browser' })).toContainText('cannot keep this quote')
      await expect(page.getByTestId('submission-number')).toBeVisible()
    },
  },
  {
    name: 'endorsement from a spreadsheet, run',
    account: 'agent',
    open: ENDORSE_ADDRESS,
    check: async (page) => {
      await page.getByLabel('Paste the drivers from your spreadsheet, with the header row').fill(driverSchedule(2))
      await page.getByRole('button', { name: 'Read the pasted rows' }).click()
      await page.getByRole('button', { name: 'Prepare 2 drivers to send' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'This browser refused to keep the run' })).toBeVisible()
      await page.getByRole('button', { name: 'Send 2 drivers' }).click()
      await expect(page.getByText('Finished: every row is answered.')).toBeVisible()
      await expect(page.getByRole('row').filter({ hasText: /Added, new id/ })).toHaveCount(2)
    },
  },
  { name: 'add a driver, draft', account: 'agent', open: '/submissions/BR-10002/1/drivers/new', check: editDraft('First name', 'Marisol') },
  { name: 'add a trailer, draft', account: 'agent', open: '/submissions/BR-10002/1/trailers/new', check: editDraft('Make', 'Utility') },
  { name: 'update a vehicle, draft', account: 'agent', open: '/submissions/BR-10002/1/vehicles/update', check: editDraft('Make', 'Kenworth') },
  {
    name: 'add a driver, done',
    account: 'agent',
    open: '/submissions/BR-10002/1/drivers/new',
    check: async (page) => {
      await fillDriver(page)
      await page.getByRole('button', { name: 'Add the driver' }).click()
      await expect(page.getByTestId('done-panel')).toContainText('could not keep it in the submission’s history')
    },
  },
  {
    name: 'add a driver, column mapping',
    account: 'agent',
    open: '/submissions/BR-10003/2/drivers/new',
    check: async (page) => {
      await page.getByRole('button', { name: 'Import drivers from a spreadsheet' }).click()
      await page
        .getByLabel('Paste the drivers from your spreadsheet, with the header row')
        .fill(
          tsv(
            ['First', 'Last', 'DOB', 'License No', 'Lic State', 'Years Exp', 'Shirt size'],
            ['Ana', 'de la Cruz', '07/04/1985', 'TX99887766', 'Texas', '9', 'L'],
          ),
        )
      await page.getByRole('button', { name: 'Read the pasted rows' }).click()
      await page.getByRole('button', { name: 'Use these columns' }).click()
      await expect(page.getByText('to remember these columns')).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: '1 row: 1 ready' })).toBeVisible()
    },
  },
  {
    name: 'quote wizard, schedule import',
    account: 'agent',
    open: (page) => seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'vehicles'),
    check: async (page) => {
      await page.getByRole('button', { name: 'Import vehicles from a spreadsheet' }).click()
      const paste = page.getByLabel('Paste the vehicles from your spreadsheet, with the header row')
      await paste.fill(PASTED_WITH_NOTES)
      await expect(page.getByText('This browser refused to keep this import')).toContainText('a reload loses the rows and your choices')
      await expect(paste).toHaveValue(PASTED_WITH_NOTES)
      await page.getByRole('button', { name: 'Read the pasted rows' }).click()
      await page.getByRole('button', { name: 'Use these columns' }).click()
      await expect(page.getByText('This browser refused to keep this import and to remember these columns')).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: '6 rows: 1 ready, 3 to fix, 0 skipped, 2 set aside.' })).toBeVisible()
    },
  },
  {
    name: 'submission page',
    account: 'agent',
    open: '/submissions/BR-10002/1',
    check: (page) => expect(page.getByText('refused to add this submission to that list')).toBeVisible(),
  },
  {
    name: 'cancel-approve, form',
    account: 'underwriter',
    open: '/submissions/BR-20001/2/cancel-approve',
    check: async (page) => {
      const reason = page.getByRole('checkbox', { name: /Non-payment of premium/ })
      await reason.check()
      await expect(page.getByText('This browser refuses to keep what you enter here')).toBeVisible()
      await expect(reason).toBeChecked()
    },
  },
  {
    name: 'cancel-approve, approved',
    account: 'underwriter',
    open: '/submissions/BR-20003/2/cancel-approve',
    check: async (page) => {
      await approve(page)
      await expect(page.getByRole('heading', { level: 1, name: /^Cancellation approved: / })).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: 'refused to keep the result' })).toBeVisible()
    },
  },
  {
    name: 'cancel-approve, saved-approval receipt',
    account: 'underwriter',
    open: '/submissions/BR-20006/2/cancel-approve',
    check: async (page) => {
      await approve(page)
      await expect(page.getByRole('heading', { name: 'Saved-approval receipt' })).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: 'refused to keep the receipt' })).toContainText('Print it or copy it now')
      await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Copy as text' })).toBeVisible()
    },
  },
  {
    name: 'approve several, batch',
    account: 'underwriter',
    open: '/cancellations/approve-several',
    check: async (page) => {
      await checkedList(page, 'BR-20003 2')
      await confirmList(page)
      await expect(page.getByRole('alert').filter({ hasText: 'Not kept in this browser' })).toContainText('Keep this page open until the batch is done.')
      await expect(page.getByTestId('batch-progress')).toContainText('Done: 1 of 1 cancellation answered')
    },
  },
  {
    name: 'records, import',
    account: 'agent',
    open: '/records',
    check: async (page) => {
      await chooseRecordsFile(page, recordsFile(ACCOUNTS.agent))
      await expect(page.getByRole('status').filter({ hasText: 'Imported the records exported' })).toContainText(
        'This browser would not store 2 records of the file',
      )
    },
  },
]

/** Which failures an entry is opened under: one that needs what the browser held before reads it only while storage is full. */
export const faultsOf = (entry: StorageScreen): StorageFault[] => (typeof entry.open === 'string' ? ['full', 'disabled'] : ['full'])
