import { writeCsv } from '@/domain/schedules/export-csv'
import { formatCalendarDate, formatDateTime } from '@/generic/format'
import { withWrittenDates } from '../notice-explained'
import type { ApprovalBatch, BatchLine, OutcomeKind } from './approval-batch'

/** What each line of a batch came to, in words: on the screen, in the copied text and in the CSV alike. */

export const OUTCOME_LABELS: Record<OutcomeKind, string> = {
  approved: 'Approved',
  held: 'Held',
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

const storedDate = (date: string | null) => (date === null ? 'not stored' : formatCalendarDate(date))

export function outcomeDetail(line: BatchLine): string {
  if (line.state === 'waiting') return 'Not sent.'
  if (line.state === 'sent') return 'Sent; no answer yet.'
  const { outcome } = line
  switch (outcome.kind) {
    case 'approved':
      return `Stored dates: cancellation ${storedDate(outcome.transactionDate)}, AL ${storedDate(outcome.alDate)}, WC ${storedDate(outcome.wcDate)}. Status ${outcome.submissionStatus}.`
    case 'held':
      return withWrittenDates(outcome.message)
    case 'guarded':
      return 'A guarded cancellation: approve it alone, with the guard’s id, acknowledgement and comment.'
    case 'refused':
      return `${outcome.status}: ${outcome.message}`
    case 'receipt':
      return `The approval is saved but the notice handoff failed (notice continuation ${outcome.continuationId}). The receipt is kept; do not approve it again.`
    case 'unknown':
      return `Sent, and ${UNKNOWN_CAUSES[outcome.cause]}: it may have been approved. Not sent again; check the policy before approving it alone.`
    case 'not-found':
      return `404: ${outcome.message}`
  }
}

const rowOf = (line: BatchLine) => [line.displayId, String(line.transactionId), line.reason ?? '', outcomeLabel(line), outcomeDetail(line)]

export const reportCsv = (batch: ApprovalBatch) => writeCsv([['Display id', 'Transaction', 'Reason code', 'Outcome', 'Details'], ...batch.lines.map(rowOf)])

export function reportText(batch: ApprovalBatch): string {
  return [
    `Approvals started ${formatDateTime(batch.createdAt)}`,
    ...batch.lines.map((line) => `${line.displayId}, transaction ${line.transactionId}: ${outcomeLabel(line)}. ${outcomeDetail(line)}`),
  ].join('\n')
}
