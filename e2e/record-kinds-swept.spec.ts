import { expect, test } from '@playwright/test'
import { STORAGE_SCREENS } from './screens/index.ts'
import { SWEPT_KINDS } from './support/record-kinds-swept.ts'

/**
 * Every kind of browser record that the storage-failure sweep is said to write is written by an entry it
 * has (e2e/support/record-kinds-swept.ts; that every kind has a line is src/app's unit test). No browser.
 */
test('every entry named for a kind of browser record is in the storage-failure sweep', () => {
  const entries = new Set(STORAGE_SCREENS.map(({ name }) => name))
  const missing = Object.entries(SWEPT_KINDS).flatMap(([kind, swept]) =>
    Array.isArray(swept) ? swept.filter((name) => !entries.has(name)).map((name) => `${kind}: "${name}"`) : [],
  )
  expect(missing, 'kinds said to be written by an entry the storage sweep lacks').toEqual([])
})
