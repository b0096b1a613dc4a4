import { describe, expect, it } from 'vitest'
import { parseDelimitedText } from '../delimited-text.ts'
import { DRIVER_SCHEDULE } from '../driver-columns.ts'
import { splitFullName } from '../driver-names.ts'
import { headerScore, matchHeaders } from '../match-headers.ts'
import { readSchedule } from '../read-schedule.ts'
import type { Columns, ScheduleKind } from '../schedule-columns.ts'
import { toSheetTable } from '../sheet-table.ts'
import { VEHICLE_SCHEDULE } from '../vehicle-columns.ts'

const context = { today: '2027-03-10' }

function pasted<C extends Columns>(text: string, kind: ScheduleKind<C>) {
  const table = toSheetTable(parseDelimitedText(text), headerScore(kind))
  const match = matchHeaders(table.header.cells, kind)
  return { match, rows: readSchedule(table, kind, match.mapping, context) }
}

describe('readSchedule: neutral rows with values and problems', () => {
  it('reads a pasted vehicle schedule: raw text, values, and each cell’s problem', () => {
    const text = [
      'VIN\tYR\tMake\tModel\tStated Amount\tClass\tBody\tTowing\tColor',
      '1xk yd49x9mj412873\t2021\tKenworth\tT680\t$124,000\tClass 8\tTractor\tY\tRed',
      '3AKJHHDR3KSJA1001\t19\tFreightliner\tCascadia\t(5,000)\t8\tSemi\tmaybe\t',
      '\t\t\t\t\t\t\t\t',
    ].join('\r\n')
    const { match, rows } = pasted(text, VEHICLE_SCHEDULE)
    expect(match.unrecognised).toEqual([{ index: 8, header: 'Color' }])
    expect(rows).toHaveLength(2)
    expect(rows[0]).toEqual({
      line: 2,
      raw: {
        vin: '1xk yd49x9mj412873',
        year: '2021',
        make: 'Kenworth',
        model: 'T680',
        value: '$124,000',
        classKey: 'Class 8',
        bodyTypeKey: 'Tractor',
        includeAPDTowing: 'Y',
      },
      values: {
        vin: '1XKYD49X9MJ412873',
        year: 2021,
        make: 'Kenworth',
        model: 'T680',
        value: '124000.00',
        classKey: '8',
        bodyTypeKey: 'tractor',
        includeAPDTowing: true,
      },
      problems: [],
      setAside: null,
    })
    expect(rows[1]!.values).toEqual({ vin: '3AKJHHDR3KSJA1001', year: 2019, make: 'Freightliner', model: 'Cascadia', classKey: '8', bodyTypeKey: 'tractor' })
    expect(rows[1]!.problems).toEqual([
      { column: 'value', message: '(5,000) is negative: use an amount of $0 or more' },
      { column: 'includeAPDTowing', message: '“maybe” is not a yes or no: use Y or N' },
    ])
  })

  it('splits a full name when the sheet has no first and last name columns, and adds months to years', () => {
    const text = 'Driver Name\tDL State\tCDL #\tDOB\tCDL Years\tCDL Months\tCovered\n"Delgado, Maria"\tTexas\tD24819375\t3/14/79\t19\t4\tEligible\n'
    const [row] = pasted(text, DRIVER_SCHEDULE).rows
    expect(row!.values).toEqual({
      fullName: 'Delgado, Maria',
      firstName: 'Maria',
      lastName: 'Delgado',
      licenseState: 'TX',
      licenseNumber: 'D24819375',
      dateOfBirth: '1979-03-14',
      experience: 232,
      experienceMonths: 4,
      covered: true,
    })
  })

  it('keeps first and last name columns when the sheet has them', () => {
    const [row] = pasted('First\tLast\tName\nMaria\tDelgado\tM. Delgado', DRIVER_SCHEDULE).rows
    expect(row!.values).toMatchObject({ firstName: 'Maria', lastName: 'Delgado' })
  })
})

describe('splitFullName', () => {
  it.each([
    ['Maria Delgado', 'Maria', 'Delgado'],
    ['Delgado, Maria', 'Maria', 'Delgado'],
    ['Mary Ann Smith', 'Mary Ann', 'Smith'],
    ['James Whitfield Jr.', 'James', 'Whitfield Jr.'],
    ['Whitfield, James Jr', 'James', 'Whitfield Jr'],
    ['Ana de la Cruz', 'Ana', 'de la Cruz'],
    ['Ludwig van Beethoven', 'Ludwig', 'van Beethoven'],
    ['Ortega', '', 'Ortega'],
    ['  Luis   Ortega ', 'Luis', 'Ortega'],
  ])('%s', (full, firstName, lastName) => expect(splitFullName(full)).toEqual({ firstName, lastName }))
})
