// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CancellationNotice } from '@/contract/cancel-approve'
import type { KnownApproval } from '../../kept-approvals'
import { explainNotice } from '../../notice-explained'
import {
  countApprovalBatch,
  approvalBatchReducer,
  newApprovalBatch,
  nextLine,
  reloadedApprovalBatch,
  type ApprovalBatchState,
  type ApprovalBatchEvent,
  type LineOutcome,
} from '../approval-batch'
import { readApprovalList, type ListedApproval } from '../approval-list'
import { outcomeDetail, outcomeLabel, progressText, reportCsv, reportText } from '../batch-report'
import { answerOfSaved } from '../line-outcome'

const AT = '2026-11-26T09:00:00.000Z'
const APPROVED = { kind: 'approved', submissionStatus: 'Pending Cancellation', transactionDate: '2026-12-26', alDate: '2026-12-26', wcDate: null } as const
const three = () => newApprovalBatch(readApprovalList('BR-20001 2 non_payment\nBR-20003 2\nBR-20006 2').approvals, AT)
const run = (batch: ApprovalBatchState, ...events: ApprovalBatchEvent[]) => events.reduce(approvalBatchReducer, batch)

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

  it('writes a line number as every count is written', () => {
    const lines = Array.from({ length: 1000 }, (_, index) => `BR-${String(30000 + index)} 2`)
    expect(readApprovalList([...lines, 'BR-30999 2'].join('\n')).problems).toEqual([
      { line: 1001, message: 'BR-30999, transaction 2, is already on line 1,000.' },
    ])
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
    expect(countApprovalBatch(batch)).toMatchObject({ approved: 1, held: 1, receipt: 1, waiting: 0 })
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
    const after = reloadedApprovalBatch(JSON.parse(JSON.stringify(before)) as ApprovalBatchState, AT)
    expect(after.lines[1]).toMatchObject({ state: 'answered', outcome: { kind: 'unknown', cause: 'no-answer' } })
    expect(after).toMatchObject({ phase: 'paused', pause: 'reloaded' })
    expect(nextLine(run(after, { type: 'resume' }))).toBe(2)
    // The last line's answer lost: nothing left to send, the batch is finished.
    const last = run(after, { type: 'resume' }, { type: 'sent', index: 2, at: AT })
    expect(reloadedApprovalBatch(last, AT).phase).toBe('finished')
  })
})

describe('the lines this browser knows', () => {
  const KNOWN: Record<string, KnownApproval> = {
    'BR-20001': { kind: 'approved', at: AT },
    'BR-20006': { kind: 'receipt', at: AT },
    'BR-20004': { kind: 'held', at: AT },
    'BR-20002': { kind: 'unknown', at: AT },
  }
  const knownOf = ({ displayId }: ListedApproval) => KNOWN[displayId] ?? null

  it('are named at the check, before anything is sent: approved here, on hold, or sent without a clear answer', () => {
    const { approvals, problems } = readApprovalList('BR-20001 2 non_payment\nBR-20006 2\nBR-20004 2\nBR-20002 2\nBR-20003 2', knownOf)
    expect(approvals).toEqual([{ displayId: 'BR-20003', transactionId: 2, reason: null }])
    expect(problems.map(({ line, message }) => [line, message.replace(/\b(on|since) [A-Z][a-z]+ \d+, \d{4} at \d+:\d+ [AP]M/, '$1 <when>')])).toEqual([
      [1, 'BR-20001, transaction 2: already approved from this browser on <when>.'],
      [2, 'BR-20006, transaction 2: already approved; this browser keeps its saved-approval receipt.'],
      [3, 'BR-20004, transaction 2: on hold since <when>; approve it alone once the hold is resolved.'],
      [4, 'BR-20002, transaction 2: sent from this browser on <when> without a clear answer, so it may be approved; check it alone.'],
    ])
    expect(problems.every((problem) => problem.known)).toBe(true)
  })

  it('may be left out in one action: the rest goes, the list stays as typed, and the report names each line left out', () => {
    const list = 'BR-20001 2 non_payment\nBR20009 2\nBR-20004 2\nBR-20003 2'
    const first = readApprovalList(list, knownOf)
    const leaveOut = new Set(first.problems.filter((problem) => problem.known).map(({ line }) => line))
    expect([...leaveOut]).toEqual([1, 3])
    const { approvals, problems, leftOut } = readApprovalList(list, knownOf, leaveOut)
    expect(approvals).toEqual([{ displayId: 'BR-20003', transactionId: 2, reason: null }])
    // A line this browser does not know is never left out: it is still a problem to fix.
    expect(problems.map(({ line }) => line)).toEqual([2])
    expect(leftOut.map(({ line, displayId, reason }) => [line, displayId, reason])).toEqual([
      [1, 'BR-20001', 'non_payment'],
      [3, 'BR-20004', null],
    ])
    const batch = newApprovalBatch(approvals, AT, leftOut)
    expect(reportText(batch)).toMatch(/BR-20001, transaction 2: Left out\. Line 1 of the list, not sent: already approved from this browser on /)
    expect(reportCsv(batch).trim().split('\r\n')).toHaveLength(1 + 3)
    expect(readApprovalList('BR-20001 2', knownOf, new Set([1])).problems).toEqual([
      { line: 1, message: 'Every line is left out: nothing is left to approve.' },
    ])
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
    const after = reloadedApprovalBatch(batch, AT)
    const approved =
      'Stored cancellation date: December 26, 2026. Stored auto liability (AL) cancellation date: December 26, 2026. Status: Pending Cancellation.'
    expect(reportText(after)).toContain(`BR-20001, transaction 2: Approved. ${approved}`)
    expect(reportText(after)).toContain('BR-20003, transaction 2: Outcome unknown. Sent, and no answer came')
    expect(reportText(after)).toContain('BR-20006, transaction 2: Not sent yet.')
    expect(reportCsv(after).split('\r\n')[1]).toBe(`BR-20001,2,non_payment,Approved,"${approved}"`)
  })

  it('writes the dates of a hold’s message as the portal writes dates, not as ISO', () => {
    const message = 'Approval held for manual review: the minimum date 2026-12-26 falls after the policy expires on 2026-12-16.'
    const batch = run(three(), { type: 'sent', index: 0, at: AT }, { type: 'answered', index: 0, at: AT, outcome: { kind: 'held', message } })
    expect(reportText(batch)).toContain(
      'BR-20001, transaction 2: On hold. Approval held for manual review: the minimum date December 26, 2026 falls after the policy expires on December 16, 2026.',
    )
  })

  it('says a date the service moved in the words of the approval’s own page (BR-20003)', () => {
    const notice: CancellationNotice = {
      phase: 'approval',
      changes: {
        effective_date_transaction: { from: '2026-11-30', to: '2026-12-27', reason: 'notice_minimum', floor_days: 30 },
        effective_date_transaction_al: { from: '2026-11-30', to: '2026-12-27', reason: 'notice_minimum', floor_days: 30 },
      },
      date_role: 'persisted',
    }
    const response = {
      status: 'success',
      submission_number: 'BR-20003',
      transaction_id: 2,
      submission_status: 'Pending Cancellation',
      transportation_submission_id: 880003,
      effective_date_transaction: '2026-12-27',
      effective_date_transaction_al: '2026-12-27',
      effective_date_transaction_wc: null,
      cancellation_notice: notice,
    } as const
    const answer = answerOfSaved({ kind: 'approved', approval: { response, receivedAt: AT, reasonLeftEmpty: true }, kept: true })
    if (!('outcome' in answer)) throw new Error('an approval is an outcome')
    const batch = run(three(), { type: 'sent', index: 1, at: AT }, { type: 'answered', index: 1, at: AT, outcome: answer.outcome })
    const moved = explainNotice(notice).sentences.find((sentence) => sentence.includes('moved to'))
    expect(moved).toBe(
      'Requested cancellation date and auto liability (AL) cancellation date, November 30, 2026, moved to December 27, 2026, now the stored dates: Lengthened to the state notice minimum (30 days).',
    )
    expect(outcomeDetail(batch.lines[1]!)).toBe(`${moved} Status: Pending Cancellation.`)
  })

  it('labels each answer with what it means, never with another outcome’s word', () => {
    const answered = (outcome: LineOutcome) => run(three(), { type: 'sent', index: 0, at: AT }, { type: 'answered', index: 0, at: AT, outcome }).lines[0]!
    expect(outcomeLabel(answered({ kind: 'already-approved', message: 'This cancellation has already been approved.' }))).toBe('Already approved')
    expect(outcomeLabel(answered({ kind: 'held', message: 'Held.' }))).toBe('On hold')
    expect(outcomeLabel(answered({ kind: 'not-found', message: 'No pending cancellation with this id.' }))).toBe('Not found')
    expect(outcomeLabel(answered({ kind: 'refused', status: 404, message: 'The policy is not bound.' }))).toBe('Refused')
  })

  it('writes every count of the progress line in one number format', () => {
    const list = Array.from({ length: 1200 }, (_, index) => `BR-${String(30000 + index)} 2`).join('\n')
    let batch = newApprovalBatch(readApprovalList(list).approvals, AT)
    for (let index = 0; index < 1200; index += 1)
      batch = run(
        batch,
        { type: 'sent', index, at: AT },
        { type: 'answered', index, at: AT, outcome: index < 1180 ? APPROVED : { kind: 'held', message: 'Held.' } },
      )
    expect(progressText(batch)).toBe('Done: 1,200 of 1,200 cancellations answered · Approved 1,180 · On hold 20')
  })

  it('says a line on its way is on its way, in the copied report as on the screen', () => {
    const batch = run(three(), { type: 'sent', index: 0, at: AT })
    expect(reportText(batch)).toContain('BR-20001, transaction 2: On its way. Sent; no answer yet.')
  })
})
