import { describe, expect, it } from 'vitest'
import { toSheetTable } from '@/domain/schedules/sheet-table'
import { addedSentence, countsSentence, emptyRowsHint, sourceSentence } from '../import-sentences'

const counts = (ready: number, toFix: number, skipped: number, setAside: number) => ({ ready, 'to fix': toFix, skipped, 'set aside': setAside })
const sheet = (name: string) => ({ name, table: toSheetTable([]) })

describe('what the import says', () => {
  it('names the file and the sheet it read', () => {
    const workbook = { sheets: [sheet('Power Units'), sheet('Trailers'), sheet('Drivers')], chosen: 0 }
    expect(sourceSentence({ fileName: 'fleet.xlsx', workbook })).toBe('Read from the sheet “Power Units” of fleet.xlsx, one of its 3 sheets.')
    expect(sourceSentence({ fileName: 'roster.xlsx', workbook: { sheets: [sheet('Drivers')], chosen: 0 } })).toBe(
      'Read from the sheet “Drivers” of roster.xlsx.',
    )
    expect(sourceSentence({ fileName: 'drivers.csv', workbook: null })).toBe('Read from drivers.csv.')
    expect(sourceSentence({ fileName: null, workbook: null })).toBeNull()
  })

  it('counts every line of the preview once, set-aside lines among them', () => {
    expect(countsSentence(counts(5, 1, 0, 1))).toBe('7 rows: 5 ready, 1 to fix, 0 skipped, 1 set aside.')
    expect(countsSentence(counts(1, 0, 0, 0))).toBe('1 row: 1 ready, 0 to fix, 0 skipped.')
    expect(countsSentence(counts(0, 0, 0, 0))).toBe('No rows left to add.')
  })

  it('says what an add left out, without a count that goes stale', () => {
    expect(addedSentence('vehicles', counts(5, 1, 1, 1))).toBe('5 vehicles added. Not added: 1 row skipped and 1 row set aside.')
    expect(addedSentence('drivers', counts(1, 0, 0, 0))).toBe('1 driver added.')
  })

  it('says that the empty rows of the page go', () => {
    expect(emptyRowsHint({ filled: 5, empty: 0 })).toBeNull()
    expect(emptyRowsHint({ filled: 5, empty: 1 })).toBe('The empty row goes either way.')
    expect(emptyRowsHint({ filled: 5, empty: 2 })).toBe('The 2 empty rows go either way.')
  })
})
