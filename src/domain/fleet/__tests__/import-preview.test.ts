import { describe, expect, it } from 'vitest'
import { expectedVinCheckDigit } from '../../../generic/vin.ts'
import { parseDelimitedText } from '../../schedules/delimited-text.ts'
import { scheduleCsv } from '../../schedules/export-csv.ts'
import { headerScore, matchHeaders } from '../../schedules/match-headers.ts'
import { toSheetTable } from '../../schedules/sheet-table.ts'
import { driverIssues, emptyQuoteDriver, type QuoteDriverForm } from '../driver.ts'
import { countStatuses, previewRows, problemWords, readPreview, statusOf, type ImportForm, type PreviewContext } from '../import-preview.ts'
import { findDuplicates } from '../duplicate-keys.ts'
import { DRIVER_LINK, TRAILER_LINK, VEHICLE_LINK, VEHICLE_UPDATE_LINK } from '../schedule-links.ts'
import { emptyTrailer, trailerIssues, type TrailerForm } from '../trailer.ts'
import { emptyQuoteVehicle, vehicleIssues, type QuoteVehicleForm } from '../vehicle.ts'

const today = '2027-03-10'
const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${expectedVinCheckDigit(vin)}${vin.slice(9)}`
const KENWORTH = withCheckDigit('1XKYD49X0MJ412873')
const FREIGHTLINER = withCheckDigit('3AKJHHDR0KSJA1001')

const vehicles: ImportForm<QuoteVehicleForm> = { empty: emptyQuoteVehicle, issuesOf: (row, on) => vehicleIssues(row, 'row', on) }

function read(text: string, context: Omit<PreviewContext, 'today'> = {}) {
  const table = toSheetTable(parseDelimitedText(text), headerScore(VEHICLE_LINK.kind))
  const { mapping } = matchHeaders(table.header.cells, VEHICLE_LINK.kind)
  return readPreview(table, VEHICLE_LINK, mapping, vehicles, { today, ...context })
}
const preview = (text: string, context: Omit<PreviewContext, 'today'> = {}) => read(text, context).rows
const said = (row: { refusals: Parameters<typeof problemWords>[0][] } | undefined) => row!.refusals.map(problemWords)

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
    expect(said(row)).toEqual([
      expect.stringMatching(/^Stated Amount: “lots” is not an amount/),
      expect.stringMatching(/^Body: “Spaceship” is not a body type/),
      expect.stringMatching(/^VIN: .*17/),
    ])
    expect(row!.refusals.map(({ cell }) => cell)).toEqual([4, 6, 0])
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

  it('holds back every line of a VIN repeated in the file, and a VIN already entered, naming the lines that share it', () => {
    const { rows, duplicates } = read(
      tsv(['Unit VIN'], [KENWORTH], [KENWORTH.toLowerCase()], [FREIGHTLINER], [`${KENWORTH.slice(0, 5)} ${KENWORTH.slice(5)}`]),
      {
        entered: [{ where: 'vehicle 2', key: FREIGHTLINER }],
      },
    )
    expect(rows.map(said)).toEqual([
      ['Unit VIN: also on lines 3 and 5'],
      ['Unit VIN: also on lines 2 and 5'],
      ['Unit VIN: already entered for vehicle 2'],
      ['Unit VIN: also on lines 2 and 3'],
    ])
    expect(duplicates).toEqual([
      { key: KENWORTH, words: `VIN ${KENWORTH}`, lines: [2, 3, 5], entered: [] },
      { key: FREIGHTLINER, words: `VIN ${FREIGHTLINER}`, lines: [4], entered: ['vehicle 2'] },
    ])
  })

  it('lets a repeated VIN in on every line when the person says so, and says it; a skipped line duplicates nothing', () => {
    const text = tsv(['VIN'], [KENWORTH], [KENWORTH])
    const allowed = preview(text, { duplicatesAllowed: new Set([KENWORTH]) })
    expect(allowed.map((row) => [row.refusals, row.notes.at(-1)])).toEqual([
      [[], `VIN ${KENWORTH} is also on line 3: added on each, as you chose.`],
      [[], `VIN ${KENWORTH} is also on line 2: added on each, as you chose.`],
    ])
    const skipped = new Set([3])
    const keptFirst = read(text, { skipped })
    expect(keptFirst.rows.map((row) => statusOf(row, skipped))).toEqual(['ready', 'skipped'])
    expect(keptFirst.rows[0]!.notes.at(-1)).toBe(`VIN ${KENWORTH} is also on line 3 (skipped).`)
  })
})

describe('every problem names the sheet’s own column', () => {
  const drivers: ImportForm<QuoteDriverForm> = {
    empty: emptyQuoteDriver,
    issuesOf: (row, on) => driverIssues(row, 'row', { onDate: on, today: on }),
  }
  const readDrivers = (text: string, target: ImportForm<QuoteDriverForm> = drivers, context: Omit<PreviewContext, 'today'> = {}) => {
    const table = toSheetTable(parseDelimitedText(text), headerScore(DRIVER_LINK.kind))
    const { mapping } = matchHeaders(table.header.cells, DRIVER_LINK.kind)
    return readPreview(table, DRIVER_LINK, mapping, target, { today, ...context })
  }
  const HEADER = ['Driver Name', 'DOB', 'CDL #', 'Lic St']

  it('a cell that could not be read and a rule broken by what was written, under the header the sheet gives', () => {
    const { rows } = readDrivers(tsv(HEADER, ['Delgado, Maria', '13/45/1990', 'D1234567', 'GA'], ['Li, Bo', '01/02/2015', 'D7654321', 'GA']))
    expect(said(rows[0])).toEqual([expect.stringMatching(/^DOB: /)])
    expect(rows[0]!.refusals[0]!.cell).toBe(1)
    expect(said(rows[1])).toEqual([expect.stringMatching(/^DOB: A driver must be at least 18/)])
  })

  it('a text too long names its column (“Use at most 200 characters” named none)', () => {
    const [row] = preview(tsv(['VIN', 'Mfr'], [KENWORTH, 'K'.repeat(201)]))
    expect(said(row)).toEqual(['Mfr: Use at most 200 characters'])
  })

  it('a field read from another column is named by it; one the sheet has no column for, by the schedule’s name', () => {
    const sending: ImportForm<QuoteDriverForm> = { ...drivers, refusesEmpty: true }
    const { rows } = readDrivers(tsv(['Driver Name', 'CDL #', 'Lic St'], ['Cher', 'D1234567', 'GA']), sending)
    expect(said(rows[0])).toEqual(expect.arrayContaining(['Driver Name: Enter the first name', 'Date of birth: Enter the date of birth']))
  })

  it('a license is its state and number: the same number in two states is two drivers', () => {
    const { rows, duplicates } = readDrivers(
      tsv(
        HEADER,
        ['Delgado, Maria', '05/01/1980', 'd123-4567', 'GA'],
        ['Delgado, M.', '05/01/1980', 'D1234567', 'Georgia'],
        ['Li, Bo', '05/01/1980', 'D1234567', 'TN'],
      ),
    )
    expect(duplicates).toEqual([{ key: 'GA D1234567', words: 'license GA D1234567', lines: [2, 3], entered: [] }])
    expect(rows.map(said)).toEqual([['CDL #: also on line 3'], ['CDL #: also on line 2'], []])
  })
})

describe('each schedule says what makes two of its rows the same', () => {
  it.each([
    ['vehicles', VEHICLE_LINK, { vin: 'vin' }, 'VIN'],
    ['trailers', TRAILER_LINK, { vin: 'vin' }, 'VIN'],
    ['vehicle updates', VEHICLE_UPDATE_LINK, { vin: 'vin' }, 'VIN'],
    ['drivers', DRIVER_LINK, { licenseNumber: 'licenseNumber', licenseState: 'licenseState' }, 'license'],
  ] as const)('%s', (_, link, fields, name) => {
    const form = Object.fromEntries(Object.keys(fields).map((field) => [field, field === 'licenseState' ? 'GA' : KENWORTH]))
    expect(link.key.name).toBe(name)
    expect(
      findDuplicates(
        link.key,
        [2, 5].map((line) => ({ line, form })),
      ),
    ).toEqual([expect.objectContaining({ lines: [2, 5] })])
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

  it('reads a line set aside by a guess as a row when the person says so; its VIN then counts for duplicates', () => {
    const text = tsv(UNITS, unit('101', KENWORTH), ['', `${KENWORTH} (see note)`, '', '', '', '', '', ''])
    expect(preview(text)[1]!.setAside?.reason).toBe('note')
    const [, asRow] = preview(text, { readAsRows: new Set([3]) })
    expect(asRow!.setAside).toBeNull()
    expect(said(asRow)).toEqual([expect.stringMatching(/^VIN: .*17/)])
  })

  it('counts every line once after a fix and a skip: the fixed row ready, the skipped one skipped', () => {
    const lines = [UNITS, unit('101', KENWORTH), unit('102', '1XKYD49X0MJ41287'), unit('103', KENWORTH), ['Notes: unit 98 sold', '', '', '', '', '', '', '']]
    const before = preview(tsv(...lines))
    expect(countStatuses(before, new Set())).toEqual({ ready: 0, 'to fix': 3, skipped: 0, 'set aside': 1 })
    lines[2] = unit('102', FREIGHTLINER)
    const skipped = new Set([4])
    const after = preview(tsv(...lines), { skipped })
    expect(after.map((row) => statusOf(row, skipped))).toEqual(['ready', 'ready', 'skipped', 'set aside'])
    expect(countStatuses(after, skipped)).toEqual({ ready: 2, 'to fix': 0, skipped: 1, 'set aside': 1 })
  })
})

describe('form rows -> CSV -> import gives the same form rows', () => {
  function roundTrip<Form extends object>(link: typeof VEHICLE_LINK | typeof TRAILER_LINK | typeof DRIVER_LINK, target: ImportForm<Form>, rows: Form[]) {
    const csv = scheduleCsv(link.kind as never, rows.map((row) => link.toScheduleRow(row as Record<string, unknown>)) as never)
    const table = toSheetTable(parseDelimitedText(csv))
    const match = matchHeaders(table.header.cells, link.kind as never)
    expect(match.unrecognised).toEqual([])
    return previewRows(table, link as never, match.mapping, target, { today })
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
