import { writeCsv } from '@/domain/schedules/export-csv'
import { NOTICE_DATE_KEYS, type NoticeDateKey } from '@/contract/cancel-approve'
import { formatDateTime } from '@/generic/format'
import { dateLabel, dayText, movesText, withWrittenDates } from '../notice-explained'
import { countOf, formatCount } from '@/generic/text'
import type { LeftOutLine } from './approval-list'
import { countApprovalBatch, type ApprovalBatchState, type BatchLine, type LineOutcome, type OutcomeKind } from './approval-batch'

/** What each line of a batch came to, in words: on the screen, in the copied text and in the CSV alike. */

/** Each the name of what the answer means, never of another outcome (a 404 that says "already approved" is not "not found"). */
export const OUTCOME_LABELS: Record<OutcomeKind, string> = {
  approved: 'Approved',
  'already-approved': 'Already approved',
  held: 'On hold',
  guarded: 'Guarded',
  refused: 'Refused',
  receipt: 'Saved-approval receipt',
  unknown: 'Outcome unknown',
  'not-found': 'Not found',
  waiting: 'Not sent yet',
}

const UNKNOWN_CAUSES = {
  'no-answer': 'no answer came',
  'server-failure': 'the service failed without saying whether it saved the approval',
  'unreadable-answer': 'the answer could not be read',
} as const

export const kindOf = (line: BatchLine): OutcomeKind => (line.state === 'answered' ? line.outcome.kind : 'waiting')

/** A line's outcome in a word or two; a line on its way has none yet. */
export const outcomeLabel = (line: BatchLine): string => (line.state === 'sent' ? 'On its way' : OUTCOME_LABELS[kindOf(line)])

/**
 * An approval's stored dates and status; a moved date in the words of the approval's own page
 * (`movesText`), which also give its stored date.
 */
function approvedText(outcome: Extract<LineOutcome, { kind: 'approved' }>): string {
  const moves = outcome.moves ?? []
  const dates: Record<NoticeDateKey, string | null> = {
    effective_date_transaction: outcome.transactionDate,
    effective_date_transaction_al: outcome.alDate,
    effective_date_transaction_wc: outcome.wcDate,
  }
  // A line keeps no wc_action: its WC date is said only when stored (issue 39).
  const said = NOTICE_DATE_KEYS.filter((key) => key !== 'effective_date_transaction_wc' || outcome.wcDate !== null)
  const stored = said
    .filter((key) => !moves.some((move) => move.key === key))
    .map((key) => {
      const date = dates[key]
      return `${dateLabel(key, 'stored')}: ${date === null ? 'not stored' : dayText(date)}.`
    })
  return [...movesText(moves), ...stored, `Status: ${outcome.submissionStatus}.`].join(' ')
}

export function outcomeDetail(line: BatchLine): string {
  if (line.state === 'waiting') return 'Not sent.'
  if (line.state === 'sent') return 'Sent; no answer yet.'
  const { outcome } = line
  switch (outcome.kind) {
    case 'approved':
      return approvedText(outcome)
    case 'already-approved':
      return outcome.message
    case 'held':
      return withWrittenDates(outcome.message)
    case 'guarded':
      return 'A guarded cancellation: approve it alone, with the guard’s id, acknowledgment and comment.'
    case 'refused':
      return outcome.message
    case 'receipt':
      return `Approved, but the notice handoff did not finish (notice continuation ${outcome.continuationId}). The receipt is kept; do not approve it again.`
    case 'unknown':
      return `Sent, and ${UNKNOWN_CAUSES[outcome.cause]}: it may have been approved. Not sent again; check the policy before approving it alone.`
    case 'not-found':
      return outcome.message
  }
}

const whole = formatCount

/** `Done: 1,200 of 1,200 cancellations answered · Approved 1,180 · On hold 20`: every count in one format. */
export function progressText(batch: ApprovalBatchState): string {
  const counts = countApprovalBatch(batch)
  const answered = batch.lines.filter((line) => line.state === 'answered').length
  const kinds = (['approved', 'receipt', 'already-approved', 'held', 'guarded', 'refused', 'not-found', 'unknown'] as const).filter((kind) => counts[kind] > 0)
  return [
    `${batch.phase === 'finished' ? 'Done: ' : ''}${whole(answered)} of ${countOf(batch.lines.length, 'cancellations')} answered`,
    ...kinds.map((kind) => `${OUTCOME_LABELS[kind]} ${whole(counts[kind])}`),
  ].join(' · ')
}

/** A line of the list the person left out: its outcome in a word or two, and why, with its line of the list as typed. */
export const LEFT_OUT = 'Left out'
export const leftOutDetail = ({ line, why }: LeftOutLine) => `Line ${line} of the list, not sent: ${why}.`

const rowOf = (line: BatchLine) => [line.displayId, String(line.transactionId), line.reason ?? '', outcomeLabel(line), outcomeDetail(line)]
const leftOutRowOf = (line: LeftOutLine) => [line.displayId, String(line.transactionId), line.reason ?? '', LEFT_OUT, leftOutDetail(line)]

/** Every line of the list as typed: those sent, then those left out. */
export const reportCsv = (batch: ApprovalBatchState) =>
  writeCsv([['Display id', 'Transaction', 'Reason code', 'Outcome', 'Details'], ...batch.lines.map(rowOf), ...(batch.leftOut ?? []).map(leftOutRowOf)])

export function reportText(batch: ApprovalBatchState): string {
  const named = ({ displayId, transactionId }: { displayId: string; transactionId: number }) => `${displayId}, transaction ${transactionId}`
  return [
    `Approvals started ${formatDateTime(batch.createdAt)}`,
    ...batch.lines.map((line) => `${named(line)}: ${outcomeLabel(line)}. ${outcomeDetail(line)}`),
    ...(batch.leftOut ?? []).map((line) => `${named(line)}: ${LEFT_OUT}. ${leftOutDetail(line)}`),
  ].join('\n')
}
