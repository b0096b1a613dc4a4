import { describe, expect, it } from 'vitest'
import { SCHEDULES } from '@/components/schedule-import/schedules'
import { previewRows, statusOf } from '@/domain/fleet/import-preview'
import { matchHeaders } from '@/domain/schedules/match-headers'
import { parseDelimitedText } from '@/domain/schedules/delimited-text'
import { countBatch } from '@/generic/batch-run/batch-state'
import { newEndorsementBatch } from '../endorsement-batch'
import { reportCsv, rowMessages } from '../endorsement-report'
import { ENDORSEMENT_KINDS, type EndorsementKind } from '../forms/endorsement-kinds'

const TODAY = '2027-03-10'
const parseCsv = (text: string) => parseDelimitedText(text, ',')

/** A pasted schedule through the import as the run's page takes it: the ready lines and every other line of the preview. */
function handedOver(kind: EndorsementKind, header: string[], lines: string[][], skipped: ReadonlySet<number> = new Set()) {
  const of = ENDORSEMENT_KINDS[kind]
  const schedule = SCHEDULES[of.schedule]
  const { mapping } = matchHeaders(header, schedule.link.kind)
  const table = { header: { line: 1, cells: header }, rows: lines.map((cells, index) => ({ line: index + 2, cells })), above: [] }
  const preview = previewRows(table, schedule.link, mapping, of.target, { today: TODAY, enteredVins: [] })
  const ready = preview.filter((row) => statusOf(row, skipped) === 'ready')
  const cellsOf = (line: number) => table.rows.find((row) => row.line === line)!.cells
  // As the import hands them over (ReadyLines): the ready lines, and every other line with why.
  const heldBack = preview.flatMap((row) => {
    const status = statusOf(row, skipped)
    return status === 'ready' ? [] : [{ line: row.line, cells: cellsOf(row.line), status, problems: row.setAside ? [row.setAside.message] : row.refusals }]
  })
  return {
    sheet: { kind, header, mapping },
    rows: { header, mapping, lines: ready.map((row) => ({ line: row.line, cells: cellsOf(row.line) })), forms: ready.map((row) => row.form), heldBack },
  }
}

const HEADER = ['First name', 'Last name', 'License state', 'License number', 'DOB', 'Covered', 'Years of experience']
const driver = (first: string, license: string, dateOfBirth = '06/15/1985') => [first, 'Lopez', 'TN', license, dateOfBirth, 'Covered', '12']

describe('a run of every line of the sheet', () => {
  const { sheet, rows } = handedOver(
    'drivers',
    HEADER,
    [
      driver('Ana', 'D0000001'),
      driver('Ben', 'D0000002', 'someday'),
      driver('Cy', 'D0000003'),
      ['Total drivers: 5', '', '', '', '', '', ''],
      driver('Dee', 'd0000001'),
      driver('Eve', 'D0000005'),
    ],
    new Set([4]),
  )
  const batch = newEndorsementBatch('drivers', rows, TODAY)

  it('holds, in the sheet’s order, the lines the preview held back and the repeats; sends only the rest', () => {
    expect(batch.rows.map((row) => [row.key, row.outcome.kind === 'held' ? row.outcome.reason : row.outcome.kind])).toEqual([
      ['Line 2', 'waiting'],
      ['Line 3', 'to fix'],
      ['Line 4', 'skipped'],
      ['Line 5', 'set aside'],
      ['Line 6', 'repeat'],
      ['Line 7', 'waiting'],
    ])
    expect(countBatch(batch)).toMatchObject({ total: 6, held: 4, left: 2 })
  })

  it('says why each was not sent: the preview’s problems, what the line is, the line it repeats', () => {
    const messages = Object.fromEntries(batch.rows.map((row) => [row.key, rowMessages(row, sheet)]))
    expect(messages['Line 3']).toEqual([expect.stringMatching(/“someday” is not a date/)])
    expect(messages['Line 5']).toEqual(['A totals row'])
    expect(messages['Line 6']).toEqual(['Same license as line 2 (TN D0000001). Not sent, so the driver is not added twice.'])
  })

  it('has one line of the report per line of the sheet: N lines in, N lines in the CSV', () => {
    const csv = parseCsv(reportCsv(batch, sheet)).filter((line) => line.join('') !== '')
    expect(csv).toHaveLength(1 + 6)
    expect(csv.slice(1).map((line) => line.slice(0, 3))).toEqual([
      ['Line 2', 'Ana Lopez, covered', 'Not sent yet'],
      ['Line 3', 'Ben Lopez TN D0000002', 'Not sent: needs fixing'],
      ['Line 4', 'Cy Lopez TN D0000003 born June 15, 1985', 'Not sent: skipped'],
      ['Line 5', 'Total drivers: 5', 'Not sent: not a row'],
      ['Line 6', 'Dee Lopez, covered', 'Not sent: a repeat'],
      ['Line 7', 'Eve Lopez, covered', 'Not sent yet'],
    ])
  })

  it('says in the report that a repeat was sent because the person said so', () => {
    const sent = {
      ...batch,
      rows: batch.rows.map((row) =>
        row.key === 'Line 6' ? { ...row, outcome: { kind: 'succeeded' as const, result: { id: 9005, submissionNumber: 'BR-10002' } } } : row,
      ),
    }
    expect(parseCsv(reportCsv(sent, sheet))[5]).toEqual([
      'Line 6',
      'Dee Lopez, covered',
      'Added',
      '9005',
      'Same license as line 2 (TN D0000001). Sent because you said so.',
    ])
  })

  it('sends a repeat the preview let in (the person said so there), and says so in the report', () => {
    const letIn = newEndorsementBatch('drivers', { ...rows, duplicates: [{ key: 'TN D0000001' }] }, TODAY)
    const line6 = letIn.rows.find((row) => row.key === 'Line 6')!
    expect(line6.outcome.kind).toBe('waiting')
    expect(rowMessages(line6, sheet)).toEqual(['Same license as line 2 (TN D0000001). Sent because you said so.'])
  })

  it('holds a trailer whose VIN an earlier line has, in any case', () => {
    const trailers = handedOver(
      'trailers',
      ['VIN', 'Year', 'Make', 'Model', 'Value', 'Body type', 'Ownership'],
      [
        ['1GRAA0629KB700123', '2019', 'Great Dane', 'Champion', '31000', 'Dry van', 'Owned'],
        ['1GRAA0629KB700124', '2019', 'Great Dane', 'Champion', '31000', 'Dry van', 'Owned'],
      ],
    )
    // The preview refuses a VIN repeated in the file; a run is guarded too, whatever hands it its rows.
    const [first] = trailers.rows.forms as { vin: string }[]
    const repeated = {
      ...trailers.rows,
      lines: [...trailers.rows.lines, { line: 4, cells: [] }],
      forms: [...trailers.rows.forms, { ...first, vin: ' 1graa0629kb700123' }],
    }
    expect(newEndorsementBatch('trailers', repeated, TODAY).rows.map((row) => row.outcome.kind)).toEqual(['waiting', 'waiting', 'held'])
  })
})
