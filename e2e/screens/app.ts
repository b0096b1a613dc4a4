import { ACCOUNTS } from '../support/fixtures.ts'
import { HOSTILE } from '../support/hostile-content.ts'
import { importedFile, recordsFile } from '../support/records.ts'
import { chain, state, then, visit } from '../support/screen-steps.ts'
import { screenTests } from '../support/screen-tests.ts'
import { breakStorage, signInInThisTab } from '../support/storage-faults.ts'

/** The app's own screens (src/app/screens.ts) in the suites: the records (ADR 0072) and no such page. */

const recordsScreen = visit('/records', 'Your records in this browser')
const recordsOnAFullStorage = then(
  (page) => breakStorage(page, 'full'),
  (page) => signInInThisTab(page, ACCOUNTS.agent, '/records'),
)
const SOME_NOT_STORED = /Imported the records exported.*This browser would not store 2 records of the file/s
const EVERYONE = [null, 'agent', 'underwriter', 'summit'] as const

export const appTests = screenTests({
  records: {
    open: { href: '/records', title: 'Your records in this browser', as: ['agent', 'underwriter', 'summit'] },
    sweeps: [
      // The files refused first (they keep nothing), then one imported.
      chain(state('records', 'agent', recordsScreen), [
        { name: 'records, another account’s file', step: importedFile(recordsFile(ACCOUNTS.summit), 'Another account’s records') },
        { name: 'records, not a records file', step: importedFile('name,vin\nA,B', 'Not a records file') },
        { name: 'records, imported', step: importedFile(recordsFile(ACCOUNTS.agent), 'Imported the records exported') },
      ]),
      state('records, import refused by a full storage', null, then(recordsOnAFullStorage, importedFile(recordsFile(ACCOUNTS.agent), 'would not store'))),
    ],
    hostile: [state('records, another account’s file', 'agent', then(recordsScreen, importedFile(recordsFile(HOSTILE.email), 'Another account’s records')))],
    storage: [{ name: 'records, import', account: 'agent', open: '/records', check: importedFile(recordsFile(ACCOUNTS.agent), SOME_NOT_STORED) }],
  },
  notFound: {
    open: { href: '/no/such/page', title: 'Page not found', as: EVERYONE },
    sweeps: [state('not found', null, visit('/no/such/page', 'Page not found'))],
  },
})
