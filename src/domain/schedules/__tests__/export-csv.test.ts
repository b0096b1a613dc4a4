import { describe, expect, it } from 'vitest'
import { parseDelimitedText } from '../delimited-text.ts'
import { DRIVER_SCHEDULE } from '../driver-columns.ts'
import { scheduleCsv, writeCsv } from '../export-csv.ts'
import { matchHeaders } from '../match-headers.ts'
import { readSchedule } from '../read-schedule.ts'
import type { Columns, ScheduleKind } from '../schedule-columns.ts'
import { toSheetTable } from '../sheet-table.ts'
import { TRAILER_SCHEDULE } from '../trailer-columns.ts'
import { VEHICLE_SCHEDULE } from '../vehicle-columns.ts'

const context = { today: '2027-03-10' }

function reimport<C extends Columns>(csv: string, kind: ScheduleKind<C>) {
  const table = toSheetTable(parseDelimitedText(csv))
  const match = matchHeaders(table.header.cells, kind)
  expect(match.unrecognised).toEqual([])
  return readSchedule(table, kind, match.mapping, context)
}

describe('writeCsv', () => {
  it('writes RFC 4180: commas, CRLF, quotes only where needed, a byte order mark', () => {
    expect(
      writeCsv([
        ['VIN', 'Notes'],
        ['1XK', 'Says "hi", twice\nthen'],
      ]),
    ).toBe('\uFEFFVIN,Notes\r\n1XK,"Says ""hi"", twice\nthen"\r\n')
  })

  it('guards cells a spreadsheet would run as formulas', () => {
    expect(writeCsv([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'plain']])).toBe('\uFEFF"\'=HYPERLINK(""x"")",\'+1,\'-2,\'@SUM(A1),plain\r\n')
  })
})

describe('CSV export -> import gives the same rows', () => {
  it('vehicles', () => {
    const written = [
      {
        vin: '1XKYD49X9MJ412873',
        year: '2021',
        make: 'Kenworth',
        model: 'T680, 76" sleeper',
        value: '124000.00',
        classKey: '8',
        bodyTypeKey: 'tractor',
        includeAPDTowing: 'Y',
      },
      {
        vin: '3AKJHHDR3KSJA1001',
        year: '2019',
        make: 'Freightliner',
        model: 'Cascadia 126',
        value: '78000.50',
        classKey: '2b',
        bodyTypeKey: 'pick-up_trucks_suv_or_service_trucks',
        includeAPDTowing: 'N',
      },
    ]
    const csv = scheduleCsv(VEHICLE_SCHEDULE, written)
    expect(csv.split('\r\n')[0]).toBe('\uFEFFVIN,Year,Make,Model,Value,Weight class,Body type,APD towing')
    const rows = reimport(csv, VEHICLE_SCHEDULE)
    expect(rows.map((row) => row.raw)).toEqual(written)
    expect(rows.every((row) => row.problems.length === 0)).toBe(true)
    expect(rows[1]!.values).toMatchObject({ value: '78000.50', classKey: '2b', includeAPDTowing: false })
  })

  it('trailers, with ownership and deductible', () => {
    const written = [
      {
        vin: '1JJV532DXNL310582',
        year: '2022',
        make: 'Wabash',
        model: 'DuraPlate 53',
        value: '42000.00',
        bodyTypeKey: 'dry_van_trailer',
        ownership: 'owned',
        deductible: '1000.00',
      },
      {
        vin: '1UYVS2535MM907731',
        year: '2021',
        make: 'Utility',
        model: '3000R',
        value: '61000.00',
        bodyTypeKey: 'refrigeration_trailer',
        ownership: 'non-owned',
      },
    ]
    const rows = reimport(scheduleCsv(TRAILER_SCHEDULE, written), TRAILER_SCHEDULE)
    expect(rows.map((row) => row.raw)).toEqual(written)
    expect(rows.every((row) => row.problems.length === 0)).toBe(true)
  })

  it('drivers, with names that need quoting and a leading formula character', () => {
    const written = [
      {
        firstName: 'Maria',
        lastName: 'Delgado, Jr.',
        licenseState: 'TX',
        licenseNumber: '24819375',
        dateOfBirth: '03/14/1979',
        dateOfHire: '06/01/2018',
        experience: '19',
        experienceMonths: '4',
        accidents: '0',
        violations: '1',
        majorViolations: '0',
        suspensions: '0',
        covered: 'Y',
        owner: 'Y',
      },
      {
        firstName: '-Luis',
        lastName: 'Ortega',
        licenseState: 'OK',
        licenseNumber: 'D08841226',
        dateOfBirth: '07/22/1995',
        experience: '4',
        accidents: '0',
        violations: '0',
        suspensions: '0',
        covered: 'N',
        owner: 'N',
      },
    ]
    const csv = scheduleCsv(DRIVER_SCHEDULE, written)
    expect(csv.split('\r\n')[0]).not.toContain('Name,')
    const rows = reimport(csv, DRIVER_SCHEDULE)
    expect(rows.map((row) => row.raw)).toEqual(written)
    expect(rows[0]!.values).toMatchObject({ lastName: 'Delgado, Jr.', dateOfBirth: '1979-03-14', experience: 232, covered: true, owner: true })
    expect(rows[1]!.values).toMatchObject({ firstName: '-Luis', covered: false })
  })
})
