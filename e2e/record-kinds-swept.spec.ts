import { expect, test } from '@playwright/test'
import { STORAGE_WRITES } from './screens/index.ts'
import { SWEPT_KINDS } from './support/record-kinds-swept.ts'

// No browser; that every kind has a line is src/app's unit test.
test('every kind of browser record said to be swept is written by an entry of the storage-failure sweep', () => {
  const written = new Set(STORAGE_WRITES.flatMap((entry) => entry.writes ?? []))
  const unwritten = Object.entries(SWEPT_KINDS).flatMap(([kind, swept]) => (swept === 'swept' && !written.has(kind as never) ? [kind] : []))
  expect(unwritten, 'kinds said to be swept that no entry writes').toEqual([])
})
