import { NOTICE_DATE_KEYS, type CancelApproveSuccess, type NoticeDates, type SavedApprovalBody } from '@/api/contract/cancel-approve'
import { formatDateTime } from '@/lib/format'
import { dateLabel, dayText, explainNotice, measurementsOf, measurementText, notStoredText } from './notice-explained'

/** What a 200 and a rule-8 receipt both report (rule 5 and rule 8). */
export type ApprovalFacts = Pick<
  CancelApproveSuccess,
  | 'submission_number'
  | 'transaction_id'
  | 'transportation_submission_id'
  | 'submission_status'
  | 'effective_date_transaction'
  | 'effective_date_transaction_al'
  | 'effective_date_transaction_wc'
  | 'cancellation_notice'
>

export interface FactRow {
  label: string
  value: string
  /** A stored date, for `<time>`; absent for a date not stored and for the other facts. */
  isoDate?: string
}

/** The ids, the status and, for a receipt, the notice continuation: every field of the answer but the dates and the notice. */
export function idRows(facts: ApprovalFacts, continuation?: SavedApprovalBody['notice_continuation']): FactRow[] {
  const rows: FactRow[] = [
    { label: 'Submission number', value: facts.submission_number },
    { label: 'Transaction id', value: String(facts.transaction_id) },
    { label: 'Transportation submission id', value: String(facts.transportation_submission_id) },
    { label: 'Submission status', value: facts.submission_status },
  ]
  if (continuation) {
    rows.push(
      { label: 'Notice continuation id', value: String(continuation.id) },
      { label: 'Notice continuation phase', value: continuation.phase },
      { label: 'Notice continuation reason code', value: continuation.reason_code },
    )
  }
  return rows
}

/** The three dates (rule 5's stored ones, or a notice's `current_dates`): a null one is "not stored", a missing one "not given". */
export function dateRows(dates: NoticeDates, wcAction: string | undefined): FactRow[] {
  return NOTICE_DATE_KEYS.map((key) => {
    const date = dates[key]
    if (date) return { label: dateLabel(key, 'stored'), value: dayText(date), isoDate: date }
    return { label: dateLabel(key, 'stored'), value: date === null ? notStoredText(key, wcAction) : 'Not given in the answer.' }
  })
}

/** The stored dates of an approval: the authority for notices and clocks. */
export const storedDateRows = (facts: ApprovalFacts) => dateRows(facts, facts.cancellation_notice.wc_action)

/** The ids in one line, to paste beside the transaction in another system. */
export const idsText = (facts: ApprovalFacts) =>
  `Submission ${facts.submission_number}, transaction ${facts.transaction_id}, transportation submission ${facts.transportation_submission_id}`

export interface RecordTextInput {
  title: string
  facts: ApprovalFacts
  continuation?: SavedApprovalBody['notice_continuation']
  /** The service's own words (the receipt's `error`). */
  serviceMessage?: string
  receivedAt: string
  account: string
  reasonLeftEmpty?: boolean
}

/** The record as plain text, every field: for the clipboard, an e-mail or a ticket. */
export function recordText({ title, facts, continuation, serviceMessage, receivedAt, account, reasonLeftEmpty }: RecordTextInput): string {
  const line = (row: FactRow) => `${row.label}: ${row.isoDate ?? row.value}`
  const { sentences, warnings } = explainNotice(facts.cancellation_notice, { reasonLeftEmpty })
  return [
    title,
    `Received ${formatDateTime(receivedAt)} (${receivedAt}) by ${account}`,
    ...(serviceMessage ? [`Service message: ${serviceMessage}`] : []),
    '',
    ...idRows(facts, continuation).map(line),
    ...storedDateRows(facts).map(line),
    '',
    'Notice decision:',
    ...sentences,
    ...warnings.map((warning) => `Check: ${warning}`),
    ...measurementsOf(facts.cancellation_notice, facts).map((measurement) => `${measurement.label}: ${measurementText(measurement)}`),
    '',
    `Notice as the service sent it: ${JSON.stringify(facts.cancellation_notice)}`,
  ].join('\n')
}
