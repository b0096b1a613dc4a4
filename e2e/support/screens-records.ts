import { ACCOUNTS } from './fixtures.ts'
import { breakStorage, signInInThisTab } from './storage-faults.ts'
import { importedFile, recordsFile } from './records.ts'
import { chain, type Screen, screen, visit } from './screen-steps.ts'

/** The records screen and what an import says (docs/decisions/0072-records-that-move-with-the-person.md). */

export const recordsScreen = visit('/records', 'Your records in this browser')

export const RECORDS_SCREENS: Screen[] = [
  // The files refused first (they keep nothing), then one imported.
  chain(screen('records', 'agent', recordsScreen), [
    { name: 'records, another account’s file', step: importedFile(recordsFile(ACCOUNTS.summit), 'Another account’s records') },
    { name: 'records, not a records file', step: importedFile('name,vin\nA,B', 'Not a records file') },
    { name: 'records, imported', step: importedFile(recordsFile(ACCOUNTS.agent), 'Imported the records exported') },
  ]),
  screen('records, import refused by a full storage', null, async (page) => {
    await breakStorage(page, 'full')
    await signInInThisTab(page, ACCOUNTS.agent, '/records')
    await importedFile(recordsFile(ACCOUNTS.agent), 'would not store')(page)
  }),
]
