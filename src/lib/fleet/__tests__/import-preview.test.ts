import { describe, expect, it } from 'vitest'
import { expectedVinCheckDigit } from '../../vin.ts'
import { parseDelimitedText } from '../../schedules/delimited-text.ts'
import { scheduleCsv } from '../../schedules/export-csv.ts'
import { headerScore, matchHeaders } from '../../schedules/match-headers.ts'
import { toSheetTable } from '../../schedules/sheet-table.ts'
import { driverIssues, emptyQuoteDriver, type QuoteDriverForm } from '../driver.ts'
import { previewRows, type ImportForm } from '../import-preview.ts'
import { DRIVER_LINK, TRAILER_LINK, VEHICLE_LINK } from '../schedule-links.ts'
import { emptyTrailer, trailerIssues, type TrailerForm } from '../trailer.ts'
import { emptyQuoteVehicle, vehicleIssues, type QuoteVehicleForm } from '../vehicle.ts'

const today = '2027-03-10'
const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${expectedVinCheckDigit(vin)}${vin.slice(9)}`
const KENWORTH = withCheckDigit('1XKYD49X0MJ412873')
const FREIGHTLINER = withCheckDigit('3AKJHHDR0KSJA1001')

const vehicles: ImportForm<QuoteVehicleForm> = { empty: emptyQuoteVehicle, issuesOf: (row, on) => vehicleIssues(row, 'row', on) }

function preview(text: string, enteredVins: string[] = []) {
  const table = toSheetTable(parseDelimitedText(text), headerScore(VEHICLE_LINK.kind))
  const { mapping } = matchHeaders(table.header.cells, VEHICLE_LINK.kind)
  return previewRows(table, VEHICLE_LINK, mapping, vehicles, { today, enteredVins })
}

const tsv = (...rows: string[][]) => rows.map((cells) => cells.join('\t')).join('\n')
const HEADER = ['VIN', 'Year', 'Make', 'Model', 'Stated Amount', 'Class', 'Body', 'Towing']

describe('previewRows', () => {
  it('gives a ready form row for a clean line, with the values read as people write them', () => {
    const [row] = preview(tsv(HEADER, [KENWORTH, '2021', 'Kenworth', 'T680', '$124,000.00', 'Class 8', 'Tractor', 'Y']))
    expect(row).toMatchObject({ line: 2, refusals: [], toComplete: [], notes: [] })
    expect(row!.form).toEqual({ ...emptyQuoteVehicle(), vin: KENWORTH, year: 2021, make: 'Kenworth', model: 'T680', value: 124000, classKey: '8', bodyType: 'tractor', apdTowing: true })
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
    expect(rows.map((row) => row.refusals)).toEqual([[], [`VIN ${KENWORTH} is on an earlier line of this schedule`], [`VIN ${FREIGHTLINER} is already entered`]])
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
    const vehicle = { ...emptyQuoteVehicle(), vin: KENWORTH, year: 2021, make: 'Kenworth', model: 'T680, 76" sleeper', value: 124000.5, classKey: '8' as const, bodyType: 'tractor' as const, apdTowing: true }
    expect(roundTrip(VEHICLE_LINK, vehicles, [vehicle]).map((row) => row.form)).toEqual([vehicle])

    const trailer: TrailerForm = { ...emptyTrailer(), vin: '1UYVS2531KU123456', year: 2018, make: 'Utility', model: '4000D-X', value: 30000, bodyType: 'dry_van_trailer' }
    const trailers = { empty: emptyTrailer, issuesOf: (row: TrailerForm, on: string) => trailerIssues(row, 'row', on) }
    expect(roundTrip(TRAILER_LINK, trailers, [trailer]).map((row) => row.form)).toEqual([trailer])

    const driver: QuoteDriverForm = { ...emptyQuoteDriver(), firstName: 'María José', lastName: '-Delgado', licenseState: 'GA', licenseNumber: 'GA123', dateOfBirth: '1980-05-01', dateOfHire: '2020-01-15', yearsExperience: 12, accidents: 1, violations: 0, suspensions: null, eligibility: 'Excluded', isOwner: true }
    const drivers = { empty: emptyQuoteDriver, issuesOf: (row: QuoteDriverForm, on: string) => driverIssues(row, 'row', { onDate: on, today: on }) }
    expect(roundTrip(DRIVER_LINK, drivers, [driver]).map((row) => row.form)).toEqual([driver])
  })
})
