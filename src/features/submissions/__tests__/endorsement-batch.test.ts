import { describe, expect, it } from 'vitest'
import { handoffOf } from '@/components/schedule-import/handoff'
import { SCHEDULES } from '@/components/schedule-import/schedules'
import { readPreview } from '@/domain/fleet/import-preview'
import { matchHeaders } from '@/domain/schedules/match-headers'
import { parseDelimitedText } from '@/domain/schedules/delimited-text'
import { countBatchRun } from '@/generic/batch-run/batch-state'
import { newEndorsementBatch, type SheetRows } from '../endorsement-batch'
import { reportCsv, rowMessages } from '../endorsement-report'
import { ENDORSEMENT_KINDS, type EndorsementKind } from '../forms/endorsement-kinds'

const TODAY = '2027-03-10'
const parseCsv = (text: string) => parseDelimitedText(text, ',')

/** A pasted schedule through the import, handed to the run as the run's page takes it (`handoffOf`). */
function handedOver(kind: EndorsementKind, header: string[], lines: string[][], choices: { skipped?: number[]; allowed?: string[] } = {}) {
  const of = ENDORSEMENT_KINDS[kind]
  const { link } = SCHEDULES[of.schedule]
  const { mapping } = matchHeaders(header, link.kind)
  const table = { header: { line: 1, cells: header }, rows: lines.map((cells, index) => ({ line: index + 2, cells })), above: [] }
  const skipped = new Set(choices.skipped)
  const preview = readPreview(table, link, mapping, of.target, { today: TODAY, skipped, duplicatesAllowed: new Set(choices.allowed) })
  const { forms, read } = handoffOf(preview, table, mapping, skipped)
  return { sheet: { kind, header, mapping }, rows: { ...read, forms } satisfies SheetRows }
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
    { skipped: [4] },
  )
  const batch = newEndorsementBatch('drivers', rows, TODAY)

  it('holds, in the sheet’s order, every line the preview held back (a license on two lines holds both); sends only the rest', () => {
    expect(batch.rows.map((row) => [row.key, row.outcome.kind === 'held' ? row.outcome.reason : row.outcome.kind])).toEqual([
      ['Line 2', 'to fix'],
      ['Line 3', 'to fix'],
      ['Line 4', 'skipped'],
      ['Line 5', 'set aside'],
      ['Line 6', 'to fix'],
      ['Line 7', 'waiting'],
    ])
    expect(countBatchRun(batch)).toMatchObject({ total: 6, held: 5, left: 1 })
  })

  it('says why each was not sent, in the preview’s words, each problem after the sheet’s column', () => {
    const messages = Object.fromEntries(batch.rows.map((row) => [row.key, rowMessages(row, sheet)]))
    expect(messages['Line 3']).toEqual([expect.stringMatching(/^DOB: “someday” is not a date/)])
    expect(messages['Line 5']).toEqual(['A totals row'])
    expect(messages['Line 6']).toEqual(['License number: also on line 2'])
  })

  it('has one line of the report per line of the sheet: N lines in, N lines in the CSV', () => {
    const csv = parseCsv(reportCsv(batch, sheet)).filter((line) => line.join('') !== '')
    expect(csv).toHaveLength(1 + 6)
    expect(csv.slice(1).map((line) => line.slice(0, 3))).toEqual([
      ['Line 2', 'Ana Lopez TN D0000001 born June 15, 1985', 'Not sent: needs fixing'],
      ['Line 3', 'Ben Lopez TN D0000002', 'Not sent: needs fixing'],
      ['Line 4', 'Cy Lopez TN D0000003 born June 15, 1985', 'Not sent: skipped'],
      ['Line 5', 'Total drivers: 5', 'Not sent: not a row'],
      ['Line 6', 'Dee Lopez TN d0000001 born June 15, 1985', 'Not sent: needs fixing'],
      ['Line 7', 'Eve Lopez, covered', 'Not sent yet'],
    ])
  })

  it('sends a repeat the person let in, and says in the report that they said so', () => {
    const letIn = handedOver('drivers', HEADER, [driver('Ana', 'D0000001'), driver('Dee', 'd0000001')], { allowed: ['TN D0000001'] })
    const both = newEndorsementBatch('drivers', letIn.rows, TODAY)
    expect(both.rows.map((row) => row.outcome.kind)).toEqual(['waiting', 'waiting'])
    const sent = { ...both.rows[1]!, outcome: { kind: 'succeeded' as const, result: { id: 9005, submissionNumber: 'BR-10002' } } }
    expect(parseCsv(reportCsv({ ...both, rows: [both.rows[0]!, sent] }, letIn.sheet))[2]).toEqual([
      'Line 3',
      'Dee Lopez, covered',
      'Added',
      '9005',
      'Same license as line 2 (TN D0000001). Sent because you said so.',
    ])
  })

  it('holds a repeat no one let in, whatever hands the run its rows, until the person says to send it', () => {
    const ready = handedOver('drivers', HEADER, [driver('Ana', 'D0000001'), driver('Eve', 'D0000005')])
    const repeated = { ...ready.rows, lines: [...ready.rows.lines, { line: 4, cells: [] }], forms: [...ready.rows.forms, ready.rows.forms[0]!] }
    const held = newEndorsementBatch('drivers', repeated, TODAY).rows[2]!
    expect(held.outcome).toEqual({
      kind: 'held',
      reason: 'repeat',
      messages: ['Same license as line 2 (TN D0000001). Not sent, so the driver is not added twice.'],
    })
    expect(rowMessages(held, ready.sheet)).toEqual(['Same license as line 2 (TN D0000001). Not sent, so the driver is not added twice.'])
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
    const [first] = trailers.rows.forms as { vin: string }[]
    const repeated = {
      ...trailers.rows,
      lines: [...trailers.rows.lines, { line: 4, cells: [] }],
      forms: [...trailers.rows.forms, { ...first, vin: ' 1graa0629kb700123' }],
    }
    expect(newEndorsementBatch('trailers', repeated, TODAY).rows.map((row) => row.outcome.kind)).toEqual(['waiting', 'waiting', 'held'])
  })
})
