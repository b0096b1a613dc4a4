import { describe, expect, it } from 'vitest'
import { expectedVinCheckDigit } from '../../../generic/vin.ts'
import { parseDelimitedText } from '../../schedules/delimited-text.ts'
import { scheduleCsv } from '../../schedules/export-csv.ts'
import { headerScore, matchHeaders } from '../../schedules/match-headers.ts'
import { toSheetTable } from '../../schedules/sheet-table.ts'
import { driverIssues, emptyQuoteDriver, type QuoteDriverForm } from '../driver.ts'
import { countStatuses, previewRows, statusOf, type ImportForm } from '../import-preview.ts'
import { DRIVER_LINK, TRAILER_LINK, VEHICLE_LINK } from '../schedule-links.ts'
import { emptyTrailer, trailerIssues, type TrailerForm } from '../trailer.ts'
import { emptyQuoteVehicle, vehicleIssues, type QuoteVehicleForm } from '../vehicle.ts'

const today = '2027-03-10'
const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${expectedVinCheckDigit(vin)}${vin.slice(9)}`
const KENWORTH = withCheckDigit('1XKYD49X0MJ412873')
const FREIGHTLINER = withCheckDigit('3AKJHHDR0KSJA1001')

const vehicles: ImportForm<QuoteVehicleForm> = { empty: emptyQuoteVehicle, issuesOf: (row, on) => vehicleIssues(row, 'row', on) }

function preview(text: string, enteredVins: string[] = [], readAsRows = new Set<number>()) {
  const table = toSheetTable(parseDelimitedText(text), headerScore(VEHICLE_LINK.kind))
  const { mapping } = matchHeaders(table.header.cells, VEHICLE_LINK.kind)
  return previewRows(table, VEHICLE_LINK, mapping, vehicles, { today, enteredVins, readAsRows })
}

const tsv = (...rows: string[][]) => rows.map((cells) => cells.join('\t')).join('\n')
const HEADER = ['VIN', 'Year', 'Make', 'Model', 'Stated Amount', 'Class', 'Body', 'Towing']

describe('previewRows', () => {
  it('gives a ready form row for a clean line, with the values read as people write them', () => {
    const [row] = preview(tsv(HEADER, [KENWORTH, '2021', 'Kenworth', 'T680', '$124,000.00', 'Class 8', 'Tractor', 'Y']))
    expect(row).toMatchObject({ line: 2, refusals: [], toComplete: [], notes: [] })
    expect(row!.form).toEqual({
      ...emptyQuoteVehicle(),
      vin: KENWORTH,
      year: 2021,
      make: 'Kenworth',
      model: 'T680',
      value: 124000,
      classKey: '8',
      bodyType: 'tractor',
      apdTowing: true,
    })
  })

  it('refuses a row for a cell it could not read (named by its column) and for the form’s rules on what was written', () => {
    const [row] = preview(tsv(HEADER, ['1XKYD49X0MJ41287', '2021', 'Kenworth', 'T680', 'lots', '8', 'Spaceship', 'Y']))
    expect(row!.refusals).toEqual([
      expect.stringMatching(/^Value: “lots” is not an amount/),
      expect.stringMatching(/^Body type: “Spaceship” is not a body type/),
      expect.stringMatching(/17/),
    ])
  })

  it('lets a row in with empty fields, listing what the form will still ask', () => {
    const [row] = preview(tsv(['VIN', 'Model', 'Value'], [KENWORTH, 'T680', '90000']))
    expect(row!.refusals).toEqual([])
    expect(row!.toComplete).toEqual(['Select the weight class', 'Select the body type'])
  })

  it('fills year and make from the VIN when empty, and suggests when they disagree', () => {
    const [filled, disagreeing] = preview(tsv(['VIN', 'Year', 'Make'], [KENWORTH, '', ''], [FREIGHTLINER, '2015', 'Peterbilt']))
    expect(filled!.form).toMatchObject({ year: 2021, make: 'Kenworth' })
    expect(filled!.notes).toEqual(['Year 2021 filled in from the VIN.', 'Make Kenworth filled in from the VIN.'])
    expect(disagreeing!.form).toMatchObject({ year: 2015, make: 'Peterbilt' })
    expect(disagreeing!.notes).toEqual([
      'The VIN suggests model year 2019, not 2015: check the year.',
      'The VIN suggests the make Freightliner, not Peterbilt: check the make.',
    ])
  })

  it('refuses VINs repeated later in the file and VINs already entered', () => {
    const rows = preview(tsv(['VIN'], [KENWORTH], [KENWORTH.toLowerCase()], [FREIGHTLINER]), [FREIGHTLINER])
    expect(rows.map((row) => row.refusals)).toEqual([
      [],
      [`VIN ${KENWORTH} is on an earlier line of this schedule`],
      [`VIN ${FREIGHTLINER} is already entered`],
    ])
  })
})

describe('lines set aside, and the counts of the preview', () => {
  const UNITS = ['Unit #', 'VIN', 'Year', 'Make', 'Model', 'Value', 'Class', 'Body']
  const unit = (number: string, vin: string) => [number, vin, '2021', 'Kenworth', 'T680', '90000', '8', 'Tractor']

  it('sets aside a notes row and a totals row instead of offering them as blank vehicles, and says why', () => {
    const rows = preview(
      tsv(UNITS, unit('101', KENWORTH), ['*sold unit 98 in Oct', '', '', '', '', '', '', ''], ['TOTAL UNITS: 1', '', '', '', '', '90000', '', '']),
    )
    expect(rows.map((row) => statusOf(row, new Set()))).toEqual(['ready', 'set aside', 'set aside'])
    expect(rows[1]!.setAside?.message).toBe('Nothing under the columns read')
    expect(rows[2]!.setAside).toEqual({ reason: 'total', message: 'A totals row', mayRead: true })
    expect(countStatuses(rows, new Set())).toEqual({ ready: 1, 'to fix': 0, skipped: 0, 'set aside': 2 })
  })

  it('reads a line set aside by a guess as a row when the person says so; its VIN then counts for repeats', () => {
    const text = tsv(UNITS, unit('101', KENWORTH), ['', `${KENWORTH} (see note)`, '', '', '', '', '', ''])
    expect(preview(text)[1]!.setAside?.reason).toBe('note')
    const [, read] = preview(text, [], new Set([3]))
    expect(read!.setAside).toBeNull()
    expect(read!.refusals).toEqual([expect.stringMatching(/17/)])
  })

  it('counts every line once after a fix and a skip: the fixed row ready, the skipped one skipped', () => {
    const lines = [UNITS, unit('101', KENWORTH), unit('102', '1XKYD49X0MJ41287'), unit('103', KENWORTH), ['Notes: unit 98 sold', '', '', '', '', '', '', '']]
    const before = preview(tsv(...lines))
    expect(countStatuses(before, new Set())).toEqual({ ready: 1, 'to fix': 2, skipped: 0, 'set aside': 1 })
    lines[2] = unit('102', FREIGHTLINER)
    const after = preview(tsv(...lines))
    const skipped = new Set([4])
    expect(after.map((row) => statusOf(row, skipped))).toEqual(['ready', 'ready', 'skipped', 'set aside'])
    expect(countStatuses(after, skipped)).toEqual({ ready: 2, 'to fix': 0, skipped: 1, 'set aside': 1 })
  })
})

describe('form rows -> CSV -> import gives the same form rows', () => {
  function roundTrip<Form extends object>(link: typeof VEHICLE_LINK | typeof TRAILER_LINK | typeof DRIVER_LINK, target: ImportForm<Form>, rows: Form[]) {
    const csv = scheduleCsv(link.kind as never, rows.map((row) => link.toRecord(row as Record<string, unknown>)) as never)
    const table = toSheetTable(parseDelimitedText(csv))
    const match = matchHeaders(table.header.cells, link.kind as never)
    expect(match.unrecognised).toEqual([])
    return previewRows(table, link as never, match.mapping, target, { today, enteredVins: [] })
  }

  it('vehicles, trailers and drivers', () => {
    const vehicle = {
      ...emptyQuoteVehicle(),
      vin: KENWORTH,
      year: 2021,
      make: 'Kenworth',
      model: 'T680, 76" sleeper',
      value: 124000.5,
      classKey: '8' as const,
      bodyType: 'tractor' as const,
      apdTowing: true,
    }
    expect(roundTrip(VEHICLE_LINK, vehicles, [vehicle]).map((row) => row.form)).toEqual([vehicle])

    const trailer: TrailerForm = {
      ...emptyTrailer(),
      vin: '1UYVS2531KU123456',
      year: 2018,
      make: 'Utility',
      model: '4000D-X',
      value: 30000,
      bodyType: 'dry_van_trailer',
    }
    const trailers = { empty: emptyTrailer, issuesOf: (row: TrailerForm, on: string) => trailerIssues(row, 'row', on) }
    expect(roundTrip(TRAILER_LINK, trailers, [trailer]).map((row) => row.form)).toEqual([trailer])

    const driver: QuoteDriverForm = {
      ...emptyQuoteDriver(),
      firstName: 'María José',
      lastName: '-Delgado',
      licenseState: 'GA',
      licenseNumber: 'GA123',
      dateOfBirth: '1980-05-01',
      dateOfHire: '2020-01-15',
      yearsExperience: 12,
      accidents: 1,
      violations: 0,
      suspensions: null,
      eligibility: 'Excluded',
      isOwner: true,
    }
    const drivers = { empty: emptyQuoteDriver, issuesOf: (row: QuoteDriverForm, on: string) => driverIssues(row, 'row', { onDate: on, today: on }) }
    expect(roundTrip(DRIVER_LINK, drivers, [driver]).map((row) => row.form)).toEqual([driver])
  })
})
