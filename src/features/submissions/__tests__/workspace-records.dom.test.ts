import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { findApprovalReceipt, keepApprovalReceipt } from '@/domain/approval-receipts'
import { approvalReceipt } from '@/test/approval-receipt'
import { recentSubmissions, recordSubmission, type SubmissionRecord } from '@/domain/recent-submissions'
import { forgetEntry, noteOpened, recordChange, workspaceEntries, workspaceEntry, type SubmissionChange } from '../workspace-records'

const AGENT = 'agent@blueridge.example'
const BR_10002 = { displayId: 'BR-10002', transactionId: 1 }
const BR_10003 = { displayId: 'BR-10003', transactionId: 2 }

const driverAdded = (at: string, recordId = 9001): SubmissionChange => ({
  kind: 'driver-added',
  at,
  recordId,
  submissionNumber: 'BR-10002',
  described: 'Marisol Okafor, covered',
  updatedFields: [],
})

const quoteReceived = (submissionNumber: string, receivedAt: string, kind: SubmissionRecord['kind'] = 'quote'): SubmissionRecord => ({
  kind,
  submissionNumber,
  status: kind === 'quote' ? 'Quoted' : 'Indication',
  coverages: {},
  quotePdf: null,
  receivedAt,
  insuredName: 'Peach State Freight LLC',
  garageState: 'GA',
  effectiveDate: '2027-04-01',
})

const listed = () => workspaceEntries(AGENT).map(({ displayId, transactionId }) => `${displayId}/${transactionId}`)

describe('the workspace records', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2027-03-10T15:00:00.000Z'), toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())

  it('lists what was opened and changed, newest first, with its history newest first', () => {
    noteOpened(AGENT, BR_10002, '2027-03-10T10:00:00.000Z')
    noteOpened(AGENT, BR_10003, '2027-03-10T11:00:00.000Z')
    recordChange(AGENT, BR_10002, driverAdded('2027-03-10T12:00:00.000Z'))
    recordChange(AGENT, BR_10002, driverAdded('2027-03-10T12:05:00.000Z', 9002))
    expect(listed()).toEqual(['BR-10002/1', 'BR-10003/2'])
    const entry = workspaceEntry(AGENT, BR_10002)
    expect(entry.openedAt).toBe('2027-03-10T10:00:00.000Z')
    expect(entry.changes.map(({ recordId }) => recordId)).toEqual([9002, 9001])
    expect(workspaceEntries('agent@summit.example')).toEqual([])
  })

  it('includes the quotes and indications received here as transaction 1 of their number, once', () => {
    recordSubmission(AGENT, quoteReceived('BR-30001', '2027-03-10T09:00:00.000Z'))
    recordSubmission(AGENT, quoteReceived('BR-30002', '2027-03-10T13:00:00.000Z', 'indication'))
    noteOpened(AGENT, { displayId: 'BR-30001', transactionId: 1 }, '2027-03-10T14:00:00.000Z')
    noteOpened(AGENT, BR_10002, '2027-03-10T11:00:00.000Z')
    const entries = workspaceEntries(AGENT)
    expect(listed()).toEqual(['BR-30001/1', 'BR-30002/1', 'BR-10002/1'])
    expect(entries[0]?.madeHere?.kind).toBe('quote')
    expect(entries[1]).toMatchObject({ openedAt: null, madeHere: { kind: 'indication' }, lastActivityAt: '2027-03-10T13:00:00.000Z' })
    expect(workspaceEntry(AGENT, { displayId: 'BR-30002', transactionId: 1 }).madeHere?.kind).toBe('indication')
    expect(workspaceEntry(AGENT, { displayId: 'BR-30002', transactionId: 2 }).madeHere).toBeNull()
  })

  it('forgets one entry at a time, and with a quote made here its kept result too', () => {
    recordSubmission(AGENT, quoteReceived('BR-30001', '2027-03-10T09:00:00.000Z'))
    noteOpened(AGENT, { displayId: 'BR-30001', transactionId: 1 })
    noteOpened(AGENT, BR_10002)
    expect(forgetEntry(AGENT, { displayId: 'BR-30001', transactionId: 1 })).toBe(true)
    expect(listed()).toEqual(['BR-10002/1'])
    expect(recentSubmissions(AGENT)).toEqual([])
    forgetEntry(AGENT, BR_10002)
    expect(listed()).toEqual([])
  })

  it('lists a transaction whose saved-approval receipt is kept, merged with what was opened, and forgetting it leaves the receipt', () => {
    keepApprovalReceipt(AGENT, approvalReceipt('BR-20006', '2027-03-10T12:00:00.000Z'))
    keepApprovalReceipt(AGENT, approvalReceipt('BR-20016', '2027-03-10T08:00:00.000Z'))
    noteOpened(AGENT, { displayId: 'BR-20016', transactionId: 2 }, '2027-03-10T09:00:00.000Z')
    noteOpened(AGENT, BR_10002, '2027-03-10T10:00:00.000Z')
    expect(listed()).toEqual(['BR-20006/2', 'BR-10002/1', 'BR-20016/2'])
    expect(workspaceEntry(AGENT, { displayId: 'BR-20016', transactionId: 2 })).toMatchObject({
      openedAt: '2027-03-10T09:00:00.000Z',
      approvalReceipt: { displayId: 'BR-20016' },
    })
    forgetEntry(AGENT, { displayId: 'BR-20006', transactionId: 2 })
    expect(findApprovalReceipt(AGENT, 'BR-20006', 2)).not.toBeNull()
    expect(workspaceEntries('agent@summit.example')).toEqual([])
  })

  it('keeps the newest 200 submissions, and drops one not used for 30 days', () => {
    for (let index = 0; index < 202; index += 1)
      noteOpened(AGENT, { displayId: `BR-${20000 + index}`, transactionId: 1 }, new Date(Date.UTC(2027, 2, 1, 0, index)).toISOString())
    expect(listed()).toHaveLength(200)
    expect(listed()).not.toContain('BR-20000/1')
    vi.setSystemTime(new Date('2027-04-10T15:00:00.000Z'))
    expect(workspaceEntries(AGENT)).toEqual([])
  })

  it('keeps every change of a 97-row run beside earlier ones; past 1,000 it drops the oldest and counts them, with the moment of the newest dropped', () => {
    const at = (minute: number) => new Date(Date.UTC(2027, 2, 10, 1, minute)).toISOString()
    for (let index = 0; index < 3; index += 1) recordChange(AGENT, BR_10002, driverAdded(at(index), 8000 + index))
    for (let index = 0; index < 97; index += 1) recordChange(AGENT, BR_10002, driverAdded(at(10 + index), 9000 + index))
    expect(workspaceEntry(AGENT, BR_10002).changes).toHaveLength(100)
    expect(workspaceEntry(AGENT, BR_10002).changes.at(-1)?.recordId).toBe(8000)
    expect(workspaceEntry(AGENT, BR_10002).dropped).toBeNull()

    for (let index = 0; index < 902; index += 1) recordChange(AGENT, BR_10002, driverAdded(at(200 + index), 10_000 + index))
    const entry = workspaceEntry(AGENT, BR_10002)
    expect(entry.changes).toHaveLength(1000)
    expect(entry.changes.at(-1)?.recordId).toBe(8002)
    expect(entry.dropped).toEqual({ count: 2, lastAt: at(1) })
  })
})
