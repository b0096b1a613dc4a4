import { describe, expect, it } from 'vitest'
import { newBatchRun } from '@/generic/batch-run/batch-state'
import { importRecordsFile, recordsFileOf } from '@/generic/records-file'
import {
  keepEndorsement,
  portableEndorsements,
  readEndorsement,
  type Endorsement,
  type EndorsementPayload,
  type EndorsementResult,
} from '../endorsement-records'

const AGENT = 'agent@blueridge.example'
const REF = { displayId: 'BR-10002', transactionId: 1 }

const endorsement: Endorsement = {
  kind: 'drivers',
  header: ['First name', 'Last name'],
  mapping: ['nameFirst', 'nameLast'],
  batch: newBatchRun<EndorsementPayload, EndorsementResult>([
    { key: 'line 2', payload: { cells: ['Marisol', 'Okafor'], body: { name_first: 'Marisol' }, described: 'Marisol Okafor' } },
  ]),
}

describe('an endorsement from a spreadsheet in a records file', () => {
  it('leaves one browser with the file and is the same run in the next', () => {
    expect(keepEndorsement(AGENT, REF, endorsement)).toBe(true)
    const file = recordsFileOf(AGENT, [portableEndorsements])
    localStorage.clear()
    expect(readEndorsement(AGENT, REF)).toBeNull()

    const summary = importRecordsFile(file, AGENT, [portableEndorsements])
    expect(summary.total.added).toBe(1)
    expect(readEndorsement(AGENT, REF)).toEqual(endorsement)
  })

  it('reads a run kept by the earlier portal (version 1, before rows were held) as it was', () => {
    const savedAt = new Date().toISOString()
    localStorage.setItem(`portal.endorsements.${AGENT}/BR-10002/1`, JSON.stringify({ version: 1, savedAt, expiresAt: null, data: endorsement }))
    expect(readEndorsement(AGENT, REF)).toEqual(endorsement)
  })
})
