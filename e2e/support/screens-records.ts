import { ACCOUNTS } from './fixtures.ts'
import { breakStorage, signInInThisTab } from './storage-faults.ts'
import { importedFile, recordsFile } from './records.ts'
import { type Screen, screen, then, visit } from './screen-steps.ts'

/** The records screen and what an import says (docs/decisions/0072-records-that-move-with-the-person.md). */

export const recordsScreen = visit('/records', 'Your records in this browser')

export const RECORDS_SCREENS: Screen[] = [
  screen('records', 'agent', recordsScreen),
  screen('records, imported', 'agent', then(recordsScreen, importedFile(recordsFile(ACCOUNTS.agent), 'Imported the records exported'))),
  screen('records, another account’s file', 'agent', then(recordsScreen, importedFile(recordsFile(ACCOUNTS.summit), 'Another account’s records'))),
  screen('records, import refused by a full storage', null, async (page) => {
    await breakStorage(page, 'full')
    await signInInThisTab(page, ACCOUNTS.agent, '/records')
    await importedFile(recordsFile(ACCOUNTS.agent), 'would not store')(page)
  }),
  screen('records, not a records file', 'agent', then(recordsScreen, importedFile('name,vin\nA,B', 'Not a records file'))),
]
