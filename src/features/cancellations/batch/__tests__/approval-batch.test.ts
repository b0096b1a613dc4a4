// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { batchCounts, batchReducer, newBatch, nextLine, restoredBatch, type ApprovalBatch, type BatchEvent } from '../approval-batch'
import { readApprovalList } from '../approval-list'
import { reportCsv, reportText } from '../batch-report'

const AT = '2026-11-26T09:00:00.000Z'
const APPROVED = { kind: 'approved', submissionStatus: 'Pending Cancellation', transactionDate: '2026-12-26', alDate: '2026-12-26', wcDate: null } as const
const three = () => newBatch(readApprovalList('BR-20001 2 non_payment\nBR-20003 2\nBR-20006 2').approvals, AT)
const run = (batch: ApprovalBatch, ...events: BatchEvent[]) => events.reduce(batchReducer, batch)

describe('the list', () => {
  it('reads pasted cells, commas or spaces, skips a header, and upper-cases ids', () => {
    expect(readApprovalList('Display id\tTransaction\tReason\nbr-20001\t2\tnon_payment\nBR-20003, 2\n\nSM-20001;2').approvals).toEqual([
      { displayId: 'BR-20001', transactionId: 2, reason: 'non_payment' },
      { displayId: 'BR-20003', transactionId: 2, reason: null },
      { displayId: 'SM-20001', transactionId: 2, reason: null },
    ])
  })

  it('refuses ill-formed ids, transactions and reasons, and repeats, by line', () => {
    const { approvals, problems } = readApprovalList('BR-20001 2\nBR20001 2\nBR-20002 two\nBR-20003 2 Non-Payment\nBR-20004 2 a b\nbr-20001 2')
    expect(approvals).toHaveLength(1)
    expect(problems.map((problem) => problem.line)).toEqual([2, 3, 4, 5, 6])
    expect(problems[4]?.message).toBe('BR-20001, transaction 2, is already on line 1.')
    expect(readApprovalList('  \n').problems).toHaveLength(1)
  })
})

describe('a batch of approvals', () => {
  it('sends one line at a time, each marked sent before its answer, and finishes when every line is answered', () => {
    let batch = three()
    expect(nextLine(batch)).toBe(0)
    batch = run(batch, { type: 'sent', index: 0, at: AT })
    expect(nextLine(batch)).toBeNull()
    batch = run(batch, { type: 'answered', index: 0, at: AT, outcome: APPROVED }, { type: 'sent', index: 1, at: AT })
    batch = run(batch, { type: 'answered', index: 1, at: AT, outcome: { kind: 'held', message: 'Held' } }, { type: 'sent', index: 2, at: AT })
    batch = run(batch, { type: 'answered', index: 2, at: AT, outcome: { kind: 'receipt', submissionStatus: 'Pending Cancellation', continuationId: 5001 } })
    expect(batch.phase).toBe('finished')
    expect(nextLine(batch)).toBeNull()
    expect(batchCounts(batch)).toMatchObject({ approved: 1, held: 1, receipt: 1, waiting: 0 })
  })

  it('pauses on a 429 with the line waiting again, and goes on only when asked', () => {
    let batch = run(three(), { type: 'sent', index: 0, at: AT }, { type: 'not-processed', index: 0, cause: 'rate-limited' })
    expect(batch).toMatchObject({ phase: 'paused', pause: 'rate-limited' })
    expect(batch.lines[0]?.state).toBe('waiting')
    expect(nextLine(batch)).toBeNull()
    batch = run(batch, { type: 'resume' })
    expect(nextLine(batch)).toBe(0)
  })

  it('never sends a line twice: a second "sent" or a late answer changes nothing', () => {
    const sent = run(three(), { type: 'sent', index: 0, at: AT })
    expect(run(sent, { type: 'sent', index: 0, at: AT })).toBe(sent)
    const answered = run(sent, { type: 'answered', index: 0, at: AT, outcome: APPROVED })
    expect(run(answered, { type: 'answered', index: 0, at: AT, outcome: { kind: 'unknown', cause: 'no-answer' } })).toBe(answered)
    expect(run(answered, { type: 'pause' }, { type: 'sent', index: 1, at: AT }).lines[1]?.state).toBe('waiting')
  })

  it('after a reload, a line sent without an answer is of unknown outcome, never resent, and the batch asks before going on', () => {
    const before = run(
      three(),
      { type: 'sent', index: 0, at: AT },
      { type: 'answered', index: 0, at: AT, outcome: APPROVED },
      { type: 'sent', index: 1, at: AT },
    )
    const after = restoredBatch(JSON.parse(JSON.stringify(before)) as ApprovalBatch, AT)
    expect(after.lines[1]).toMatchObject({ state: 'answered', outcome: { kind: 'unknown', cause: 'no-answer' } })
    expect(after).toMatchObject({ phase: 'paused', pause: 'reloaded' })
    expect(nextLine(run(after, { type: 'resume' }))).toBe(2)
    // The last line's answer lost: nothing left to send, the batch is finished.
    const last = run(after, { type: 'resume' }, { type: 'sent', index: 2, at: AT })
    expect(restoredBatch(last, AT).phase).toBe('finished')
  })
})

describe('the report', () => {
  it('says each line’s outcome, as text and as CSV', () => {
    const batch = run(
      three(),
      { type: 'sent', index: 0, at: AT },
      { type: 'answered', index: 0, at: AT, outcome: APPROVED },
      { type: 'sent', index: 1, at: AT },
    )
    const after = restoredBatch(batch, AT)
    expect(reportText(after)).toContain('BR-20001, transaction 2: Approved. Stored dates: cancellation December 26, 2026, AL December 26, 2026, WC not stored.')
    expect(reportText(after)).toContain('BR-20003, transaction 2: Outcome unknown. Sent, and no answer came')
    expect(reportText(after)).toContain('BR-20006, transaction 2: Not sent yet.')
    expect(reportCsv(after).split('\r\n')[1]).toBe(
      'BR-20001,2,non_payment,Approved,"Stored dates: cancellation December 26, 2026, AL December 26, 2026, WC not stored. Status Pending Cancellation."',
    )
  })

  it('writes the dates of a hold’s message as the portal writes dates, not as ISO', () => {
    const message = 'Approval held for manual review: the minimum date 2026-12-26 falls after the policy expires on 2026-12-16.'
    const batch = run(three(), { type: 'sent', index: 0, at: AT }, { type: 'answered', index: 0, at: AT, outcome: { kind: 'held', message } })
    expect(reportText(batch)).toContain(
      'BR-20001, transaction 2: Held. Approval held for manual review: the minimum date December 26, 2026 falls after the policy expires on December 16, 2026.',
    )
  })

  it('says a line on its way is on its way, in the copied report as on the screen', () => {
    const batch = run(three(), { type: 'sent', index: 0, at: AT })
    expect(reportText(batch)).toContain('BR-20001, transaction 2: On its way. Sent; no answer yet.')
  })
})
