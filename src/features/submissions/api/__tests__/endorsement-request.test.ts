import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { SCHEDULES } from '@/components/schedule-import/schedules'
import { updateVehicleRequestSchema } from '@/contract/submission-edits'
import { previewRows, problemWords, statusOf } from '@/domain/fleet/import-preview'
import { matchHeaders } from '@/domain/schedules/match-headers'
import { ENDORSEMENT_KINDS, type EndorsementKind } from '../../forms/endorsement-kinds'
import type { EndorsementBatch } from '../../endorsement-records'
import { reportCsv, rowMessages } from '../../endorsement-report'
import { columnNameOf, messagesByCell, payloadOf, readFixedRow } from '../../forms/endorsement-rows'
import { endorsementRequest } from '../endorsement-request'

const TODAY = '2027-03-10'
const REF = { displayId: 'BR-10002', transactionId: 1 }

/** A pasted schedule read as the import reads it: each line's preview row and the request it makes. */
function read(kind: EndorsementKind, header: string[], ...lines: string[][]) {
  const of = ENDORSEMENT_KINDS[kind]
  const { link } = SCHEDULES[of.schedule]
  const { mapping } = matchHeaders(header, link.kind)
  const table = { header: { line: 1, cells: header }, rows: lines.map((cells, index) => ({ line: index + 2, cells })), above: [] }
  const rows = previewRows(table, link, mapping, of.target, { today: TODAY })
  return {
    mapping,
    rows,
    requests: rows.map((row, index) => (statusOf(row, new Set()) === 'ready' ? endorsementRequest(REF, kind, payloadOf(kind, row.form, lines[index]!)) : null)),
  }
}

describe('vehicle updates from a schedule: one PUT per row with only the changed fields (4.5)', () => {
  it('reads a "Vehicle ID" column as the vehicle id (on a quote it is the VIN), and the other columns as the changes', () => {
    const { mapping } = read('vehicle-updates', ['Vehicle ID', 'VIN', 'Value', 'Deductible'])
    expect(mapping).toEqual(['vehicleId', 'vin', 'value', 'deductible'])
  })

  it('puts the vehicle id in the path and sends only the cells the row fills in, in the order of 2.4', () => {
    const { requests } = read(
      'vehicle-updates',
      ['Vehicle id', 'Year', 'Make', 'Value', 'Body type', 'Deductible'],
      ['7004', '', '', '$104,500', '', '2,500'],
      ['7003', '2021', 'Kenworth', '', 'Tractor', ''],
    )
    expect(requests).toEqual([
      { method: 'PUT', path: '/submission/BR-10002/1/vehicle/7004', body: { value: 104500, deductible: 2500 } },
      { method: 'PUT', path: '/submission/BR-10002/1/vehicle/7003', body: { year: 2021, make: 'Kenworth', body_type: 'tractor' } },
    ])
    for (const request of requests) expect(z.safeParse(updateVehicleRequestSchema, request?.body).success).toBe(true)
  })

  it('fills nothing in from the VIN: a row that changes the VIN sends the VIN alone, in capitals', () => {
    const { requests } = read('vehicle-updates', ['Vehicle id', 'VIN'], ['7004', '1xkyd49x7lj123456'])
    expect(requests).toEqual([{ method: 'PUT', path: '/submission/BR-10002/1/vehicle/7004', body: { vehicle_id_number: '1XKYD49X7LJ123456' } }])
  })

  it('refuses, before sending, a row without its vehicle id, with an id that is not a whole number, or with nothing to change', () => {
    const { rows, requests } = read('vehicle-updates', ['Vehicle id', 'Value'], ['', '90000'], ['7004.5', '90000'], ['7004', ''])
    expect(requests).toEqual([null, null, null])
    expect(rows.map((row) => row.refusals.map(problemWords))).toEqual([
      ['Vehicle id: Enter the vehicle id, like 7004'],
      ['Vehicle id: 7004.5 is not a whole number'],
      ['Fill in at least one field to change'],
    ])
  })

  it('says the row in words for the table and the history: the vehicle and what it changes', () => {
    const { rows } = read('vehicle-updates', ['Vehicle id', 'Value', 'Deductible'], ['7004', '90000', '1000'])
    expect(payloadOf('vehicle-updates', rows[0]!.form, ['7004', '90000', '1000'])).toEqual({
      cells: ['7004', '90000', '1000'],
      body: { value: 90000, deductible: 1000 },
      described: 'Vehicle 7004: value 90000, deductible 1000',
      recordId: 7004,
    })
  })

  it('reads a row fixed in place as the import did: a fixed vehicle id goes to the path', () => {
    const sheet = { header: ['Vehicle id', 'Value'], mapping: ['vehicleId', 'value'] }
    const fixed = readFixedRow('vehicle-updates', sheet, ['7003', '88000'], TODAY)
    expect('payload' in fixed && endorsementRequest(REF, 'vehicle-updates', fixed.payload)).toEqual({
      method: 'PUT',
      path: '/submission/BR-10002/1/vehicle/7003',
      body: { value: 88000 },
    })
    expect(readFixedRow('vehicle-updates', sheet, ['', '88000'], TODAY)).toEqual({ refusals: ['Vehicle id: Enter the vehicle id, like 7004'] })
  })
})

describe('added drivers and trailers: one POST per row', () => {
  it('posts a driver row to the transaction’s driver path, and a trailer row to its trailer path', () => {
    const payload = { cells: [], body: { name_first: 'Ana' }, described: 'Ana' }
    expect(endorsementRequest(REF, 'drivers', payload)).toEqual({ method: 'POST', path: '/submission/BR-10002/1/driver', body: { name_first: 'Ana' } })
    expect(endorsementRequest({ displayId: 'BR-10003', transactionId: 2 }, 'trailers', payload).path).toBe('/submission/BR-10003/2/trailer')
  })

  it('refuses a driver row that lacks a field the service needs, since no form follows a run', () => {
    const { rows, requests } = read('drivers', ['First name', 'Last name'], ['Ana', 'Lopez'])
    expect(requests).toEqual([null])
    expect(rows[0]!.toComplete).toEqual([])
    expect(rows[0]!.refusals.length).toBeGreaterThan(0)
  })
})

describe('a refused row’s messages, on the screen and in the report', () => {
  const refused = {
    kind: 'refused' as const,
    messages: [],
    fields: { name_first: ['The first name is not on file'], driver_date_of_birth: ['Use a real date'], unknown_path: ['Not allowed'] },
  }
  /** A sheet in the agency's own words: "DOB", and "Driver" for the first name; no last-name column. */
  const sheet = { kind: 'drivers' as const, header: ['Driver', 'Surname', 'DOB'], mapping: ['firstName', null, 'dateOfBirth'] }
  const row = { key: 'Line 2', payload: { cells: ['Ana', 'Lopez', '1985-06-15'], body: {}, described: 'Ana Lopez' }, outcome: refused }

  it('name the sheet’s own column ("DOB", not "Date of birth"), the schedule’s name for a column the sheet lacks, and keep a path no column takes', () => {
    expect(columnNameOf('drivers', sheet, 'driver_date_of_birth')).toBe('DOB')
    expect(columnNameOf('drivers', sheet, 'name_last')).toBe('Last name')
    expect(rowMessages(row, sheet)).toEqual(['Driver: The first name is not on file', 'DOB: Use a real date', 'unknown_path: Not allowed'])
  })

  it('name a full-name column for the last name when that is the column the sheet has', () => {
    expect(columnNameOf('drivers', { header: ['Name'], mapping: ['fullName'] }, 'name_last')).toBe('Name')
  })

  it('sit on the cell of the sheet’s column they are about, for the fix', () => {
    expect(messagesByCell('drivers', sheet, refused.fields)).toEqual({ 0: ['The first name is not on file'], 2: ['Use a real date'] })
  })

  it('say the same in the CSV report', () => {
    const batch = { rows: [row] } as unknown as EndorsementBatch
    expect(reportCsv(batch, sheet).split('\r\n')[1]).toBe(
      'Line 2,Ana Lopez,Refused,,Driver: The first name is not on file; DOB: Use a real date; unknown_path: Not allowed',
    )
  })
})
