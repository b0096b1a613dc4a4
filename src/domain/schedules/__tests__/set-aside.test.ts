import { describe, expect, it } from 'vitest'
import { parseDelimitedText } from '../delimited-text.ts'
import { headerScore, matchHeaders } from '../match-headers.ts'
import { readSchedule } from '../read-schedule.ts'
import { toSheetTable } from '../sheet-table.ts'
import { VEHICLE_SCHEDULE } from '../vehicle-columns.ts'

const tsv = (...rows: string[][]) => rows.map((cells) => cells.join('\t')).join('\n')
const HEADER = ['Unit #', 'VIN', 'Year', 'Make', 'Value']
const KENWORTH = ['101', '1XKYD49X9MJ412873', '2021', 'Kenworth', '124000']

/** Each line read under (and above) the header: its line and why it is set aside (null: a row). */
function setAside(...rows: string[][]) {
  const table = toSheetTable(parseDelimitedText(tsv(...rows)), headerScore(VEHICLE_SCHEDULE))
  const { mapping } = matchHeaders(table.header.cells, VEHICLE_SCHEDULE)
  return readSchedule(table, VEHICLE_SCHEDULE, mapping, { today: '2027-03-10' }).map(({ line, setAside }) => [
    line,
    setAside && setAside.reason,
    setAside?.mayRead ?? null,
  ])
}

describe('lines that are not rows are set aside, with the reason', () => {
  it('a note beside the schedule, in a column not read, has nothing to read', () => {
    expect(setAside(HEADER, KENWORTH, ['*sold unit 98 in Oct', '', '', '', ''])).toEqual([
      [2, null, null],
      [3, 'nothing', false],
    ])
  })

  it('a note or a heading in a column read: one cell of words, or marked as a note; the person may read it as a row', () => {
    expect(
      setAside(HEADER, ['', '*sold unit 98 in Oct', '', '', ''], ['', 'Leased units', '', '', ''], ['Note: unit 104 garaged in Macon', '', '', 'Volvo', '']),
    ).toEqual([
      [2, 'note', true],
      [3, 'note', true],
      [4, 'note', true],
    ])
  })

  it('totals rows, with or without a value under a column read', () => {
    expect(
      setAside(HEADER, KENWORTH, ['Total', '', '', '', '$1,240,000'], ['TOTAL UNITS: 12', '', '', '', ''], ['Grand total', '', '', '', '1240000']),
    ).toEqual([
      [2, null, null],
      [3, 'total', true],
      [4, 'total', false],
      [5, 'total', true],
    ])
  })

  it('the header row repeated, and the titles above the header', () => {
    expect(
      setAside(
        ['Peach State Freight: power units'],
        HEADER,
        KENWORTH,
        HEADER.map((cell) => cell.toUpperCase()),
      ),
    ).toEqual([
      [1, 'title', false],
      [3, null, null],
      [4, 'header', false],
    ])
  })

  it('reads as rows a lone VIN (also in groups), a lone word, a one-column schedule of names, and a row marked with a star', () => {
    expect(setAside(HEADER, ['', '1XK YD49X9 MJ412873', '', '', ''], ['', '', '', 'Kenworth', ''], ['*98', '1XKYD49X9MJ412873', '2021', '', ''])).toEqual([
      [2, null, null],
      [3, null, null],
      [4, null, null],
    ])
    expect(setAside(['Make'], ['Western Star'])).toEqual([[2, null, null]])
  })
})
