import { describe, expect, it } from 'vitest'
import { headerScore } from '../match-headers.ts'
import { toSheetTable } from '../sheet-table.ts'
import { VEHICLE_SCHEDULE } from '../vehicle-columns.ts'

describe('toSheetTable', () => {
  it('takes the first filled row as the header, drops blank rows, trims and pads cells, keeps line numbers', () => {
    const table = toSheetTable([['', ''], [' VIN ', 'Year', ''], ['1XK', ' 2021 '], ['', ''], ['3AK', '2019', 'extra'], ['']])
    expect(table.header).toEqual({ line: 2, cells: ['VIN', 'Year', ''] })
    expect(table.rows).toEqual([
      { line: 3, cells: ['1XK', '2021', ''] },
      { line: 5, cells: ['3AK', '2019', 'extra'] },
    ])
  })

  it('finds the header under a title when told what headers look like', () => {
    const rows = [['Lone Star Freight: vehicle schedule'], ['As of 03/01/2027'], ['Unit #', 'VIN', 'Year', 'Make'], ['101', '1XK', '2021', 'Kenworth']]
    const table = toSheetTable(rows, headerScore(VEHICLE_SCHEDULE))
    expect(table.header.line).toBe(3)
    expect(table.rows).toEqual([{ line: 4, cells: ['101', '1XK', '2021', 'Kenworth'] }])
    expect(table.above.map(({ line, cells }) => [line, cells[0]])).toEqual([
      [1, 'Lone Star Freight: vehicle schedule'],
      [2, 'As of 03/01/2027'],
    ])
  })

  it('gives an empty table for empty text', () => {
    expect(toSheetTable([['']])).toEqual({ header: { line: 1, cells: [] }, rows: [], above: [] })
  })
})
