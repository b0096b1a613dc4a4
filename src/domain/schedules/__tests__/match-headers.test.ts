import { describe, expect, it } from 'vitest'
import { DRIVER_SCHEDULE } from '../driver-columns.ts'
import { columnForHeader, matchHeaders } from '../match-headers.ts'
import { mappingFor, rememberMapping } from '../remembered-mappings.ts'
import type { Columns, ScheduleKind } from '../schedule-columns.ts'
import { TRAILER_SCHEDULE } from '../trailer-columns.ts'
import { VEHICLE_SCHEDULE } from '../vehicle-columns.ts'

describe('header synonyms agents meet', () => {
  it.each([
    ['vin', ['VIN', 'vin', 'VIN#', 'VIN #', 'Serial', 'Serial #', 'serial no.', 'Vehicle ID', 'Vehicle Identification Number', 'Truck VIN']],
    ['year', ['Year', 'Model Year', 'YR', 'Yr.', 'model-year', 'Vehicle Year']],
    ['make', ['Make', 'MAKE', 'Manufacturer', 'Mfr']],
    ['model', ['Model', 'Series']],
    ['value', ['Value', 'Stated Amount', 'Stated Value', 'ACV', 'Amount', 'Insured value', 'Cost New']],
    ['classKey', ['Class', 'GVW Class', 'GVWR']],
    ['bodyTypeKey', ['Body Type', 'Body', 'Type', 'Vehicle Type']],
    ['includeAPDTowing', ['APD Towing', 'Towing', 'Towing & Labor']],
  ])('vehicles: %s', (key, headers) => {
    for (const header of headers) expect(columnForHeader(header, VEHICLE_SCHEDULE), header).toBe(key)
  })

  it.each([
    ['vin', ['Trailer VIN', 'Serial Number']],
    ['bodyTypeKey', ['Trailer Type', 'Body Type']],
    ['ownership', ['Ownership', 'Owned/Leased']],
    ['deductible', ['Deductible', 'Ded.', 'APD Deductible']],
  ])('trailers: %s', (key, headers) => {
    for (const header of headers) expect(columnForHeader(header, TRAILER_SCHEDULE), header).toBe(key)
  })

  it.each([
    ['firstName', ['First Name', 'First', 'FName']],
    ['lastName', ['Last Name', 'LAST', 'Surname']],
    ['fullName', ['Name', 'Driver Name', 'Full Name', 'Driver']],
    ['licenseState', ['State', 'Lic State', 'DL State', 'License State', 'Licence State', 'CDL State']],
    ['licenseNumber', ['CDL #', 'CDL#', 'License No', 'License No.', 'DL#', 'DL Number', 'Licence Number', "Driver's License #", 'License']],
    ['dateOfBirth', ['DOB', 'D.O.B.', 'Date of Birth', 'Birth Date', 'Driver DOB']],
    ['dateOfHire', ['Hire Date', 'Date of Hire', 'DOH', 'Date Hired']],
    ['experience', ['Years of Experience', 'Yrs Exp', 'CDL Years', 'Experience', 'Years CDL']],
    ['experienceMonths', ['CDL Months', 'Months of Experience']],
    ['accidents', ['Accidents', '# Accidents', 'Number of Accidents']],
    ['violations', ['Violations', '# Violations', 'Tickets']],
    ['majorViolations', ['Major Violations', 'Majors']],
    ['suspensions', ['Suspensions', 'License Suspensions']],
    ['covered', ['Covered', 'Eligibility', 'Eligible', 'Covered/Excluded']],
    ['owner', ['Owner', 'Owner/Operator', 'Is Owner']],
  ])('drivers: %s', (key, headers) => {
    for (const header of headers) expect(columnForHeader(header, DRIVER_SCHEDULE), header).toBe(key)
  })

  it('has no synonym that two columns of a kind claim', () => {
    const kinds: ScheduleKind<Columns>[] = [VEHICLE_SCHEDULE, TRAILER_SCHEDULE, DRIVER_SCHEDULE]
    for (const kind of kinds) {
      for (const [key, spec] of Object.entries(kind.columns)) {
        for (const name of [spec.label, ...spec.synonyms]) expect(columnForHeader(name, kind), `${kind.name}: ${name}`).toBe(key)
      }
    }
  })
})

describe('matchHeaders', () => {
  it('maps each header, lists the ones it does not know and the columns not found', () => {
    const match = matchHeaders(['Unit #', 'VIN', 'YR', 'Make', 'Model', 'Stated Amount', 'Color', ''], VEHICLE_SCHEDULE)
    expect(match.mapping).toEqual([null, 'vin', 'year', 'make', 'model', 'value', null, null])
    expect(match.unrecognised).toEqual([
      { index: 0, header: 'Unit #' },
      { index: 6, header: 'Color' },
    ])
    expect(match.missing).toEqual(['classKey', 'bodyTypeKey', 'includeAPDTowing'])
    expect(match.remembered).toBe(false)
  })

  it('gives a column to its first header only and asks about the second', () => {
    const match = matchHeaders(['State', 'DL State', 'DOB'], DRIVER_SCHEDULE)
    expect(match.mapping).toEqual(['licenseState', null, 'dateOfBirth'])
    expect(match.unrecognised).toEqual([{ index: 1, header: 'DL State' }])
  })
})

describe('remembered mappings', () => {
  const header = ['Unit', 'Serial', 'Yr', 'Color', 'Price paid']

  it('uses the mapping a person made for the same headers next time, whatever their case or spacing', () => {
    const first = mappingFor(header, VEHICLE_SCHEDULE)
    expect(first.mapping).toEqual([null, 'vin', 'year', null, null])
    const mapping = [null, 'vin', 'year', null, 'value']
    const remembered = rememberMapping({}, VEHICLE_SCHEDULE.name, header, mapping)
    expect(JSON.parse(JSON.stringify(remembered))).toEqual(remembered)
    const next = mappingFor(['UNIT', 'serial', 'YR', 'color', 'Price Paid'], VEHICLE_SCHEDULE, remembered)
    expect(next).toMatchObject({ mapping, remembered: true, unrecognised: [] })
  })

  it('does not use a mapping remembered for another kind or other headers, nor keys a kind lacks', () => {
    const remembered = rememberMapping({}, VEHICLE_SCHEDULE.name, header, [null, 'vin', 'year', null, 'value'])
    expect(mappingFor(header, TRAILER_SCHEDULE, remembered).remembered).toBe(false)
    expect(mappingFor([...header, 'Notes'], VEHICLE_SCHEDULE, remembered).remembered).toBe(false)
    const stale = rememberMapping({}, VEHICLE_SCHEDULE.name, ['Serial', 'Paint'], ['vin', 'paintColor'])
    expect(mappingFor(['Serial', 'Paint'], VEHICLE_SCHEDULE, stale)).toMatchObject({ mapping: ['vin', null], unrecognised: [{ index: 1, header: 'Paint' }] })
  })
})
