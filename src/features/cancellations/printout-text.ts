import { NOTICE_DATE_KEYS, type CancellationHoldBody, type CancelApproveSuccess, type NoticeDates, type SavedApprovalBody } from '@/contract/cancel-approve'
import { formatDateTime } from '@/generic/format'
import { countOf } from '@/generic/text'
import {
  dateLabel,
  dayText,
  EARLIEST_DATE,
  explainNotice,
  heldDates,
  holdReasonText,
  measurementsOf,
  measurementText,
  noticeFields,
  notStoredText,
  policyExpiryOf,
  withWrittenDates,
} from './notice-explained'

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

/** What a rule-8 receipt adds to the facts of an approval. */
export type ReceiptFacts = Pick<SavedApprovalBody, 'error' | 'reason_code' | 'notice_continuation'>

/**
 * The ids, the status and, for a receipt, its reason code, the notice continuation and the service's
 * words: every field of the answer but the dates and the notice.
 */
export function idRows(facts: ApprovalFacts, receipt?: ReceiptFacts): FactRow[] {
  const rows: FactRow[] = [
    { label: 'Submission number', value: facts.submission_number },
    { label: 'Transaction id', value: String(facts.transaction_id) },
    { label: 'Transportation submission id', value: String(facts.transportation_submission_id) },
    { label: 'Submission status', value: facts.submission_status },
  ]
  if (receipt) {
    const { notice_continuation: continuation } = receipt
    rows.push(
      { label: 'Reason code', value: receipt.reason_code },
      { label: 'Notice continuation id', value: String(continuation.id) },
      { label: 'Notice continuation phase', value: continuation.phase },
      { label: 'Notice continuation reason code', value: continuation.reason_code },
      { label: 'Service message', value: receipt.error },
    )
  }
  return rows
}

/**
 * Whether the workers' compensation date is said at all: when it is stored, or the answer says the policy
 * has workers' compensation (canceled or kept). Most trucking policies have none, and a line about it on
 * every approval said a date that cannot be (issue 39).
 */
export const saysWcDate = (date: string | null | undefined, wcAction: string | undefined) => Boolean(date) || wcAction === 'cancel' || wcAction === 'retain'

/** The three dates (rule 5's stored ones, or a notice's `current_dates`): a null one is "not stored", a missing one "not given"; the WC date only where it applies. */
export function dateRows(dates: NoticeDates, wcAction: string | undefined): FactRow[] {
  const keys = NOTICE_DATE_KEYS.filter((key) => key !== 'effective_date_transaction_wc' || saysWcDate(dates[key], wcAction))
  return keys.map((key) => {
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

export interface PrintoutInput {
  title: string
  facts: ApprovalFacts
  /** A rule-8 receipt's own fields. */
  receipt?: ReceiptFacts
  receivedAt: string
  account: string
  reasonLeftEmpty?: boolean
}

/** The printout as plain text, every field: for the clipboard, an e-mail or a ticket. */
export function printoutText({ title, facts, receipt, receivedAt, account, reasonLeftEmpty }: PrintoutInput): string {
  const line = (row: FactRow) => `${row.label}: ${row.value}`
  const { sentences, warnings } = explainNotice(facts.cancellation_notice, { reasonLeftEmpty })
  return [
    title,
    `Received ${formatDateTime(receivedAt)} by ${account}`,
    '',
    ...idRows(facts, receipt).map(line),
    ...storedDateRows(facts).map(line),
    '',
    'Notice decision:',
    ...sentences,
    ...warnings.map((warning) => `Check: ${warning}`),
    ...measurementsOf(facts.cancellation_notice, facts).map(measurementText),
    '',
    'All the notice’s fields:',
    ...noticeFields(facts.cancellation_notice).flatMap(({ label, lines }) =>
      lines.length === 1 ? [`${label}: ${lines[0]}`] : [`${label}:`, ...lines.map((line) => `  ${line}`)],
    ),
  ].join('\n')
}

/**
 * A hold in a few facts (rule 6): the minimum it was measured against and each held date as stored.
 * Built from the notice, not the service's sentences, so the dialog stays short; those go in the summary.
 */
export function holdRows(hold: CancellationHoldBody): FactRow[] {
  const notice = hold.cancellation_notice
  const rows: FactRow[] = []
  if (notice.minimum_date) {
    const days = typeof notice.floor_days === 'number' ? ` (${countOf(notice.floor_days, 'days')}’ notice)` : ''
    rows.push({ label: EARLIEST_DATE, value: `${dayText(notice.minimum_date)}${days}`, isoDate: notice.minimum_date })
  }
  // What the minimum is measured against when it falls after the expiry (issue 39: the dialog said so without the date).
  const expiry = policyExpiryOf(hold)
  if (expiry) rows.push({ label: 'Policy expires', value: dayText(expiry), isoDate: expiry })
  const stored = (notice.current_dates ?? {}) as Record<string, unknown>
  for (const { key, label } of heldDates(hold.errors)) {
    const date = stored[key]
    rows.push(
      typeof date === 'string' ? { label, value: `${dayText(date)}, held as it is`, isoDate: date } : { label, value: 'Held; the answer does not give it.' },
    )
  }
  return rows
}

export interface HoldSummaryInput {
  hold: CancellationHoldBody
  displayId: string
  transactionId: number
  /** When the service answered (ISO instant). */
  at: string
}

/**
 * The service's words on a hold, each sentence once: a held date's message is left out when the answer's
 * `error` already holds it, and dates with the same message share one line (the sandbox repeats one
 * sentence for every date and again in `error`).
 */
function serviceWordsOnHold(hold: CancellationHoldBody): string[] {
  const said = withWrittenDates(hold.error)
  const datesByMessage = new Map<string, string[]>()
  for (const { label, messages } of heldDates(hold.errors)) {
    for (const message of messages.filter((message) => !said.includes(message))) datesByMessage.set(message, [...(datesByMessage.get(message) ?? []), label])
  }
  return [...[...datesByMessage].map(([message, labels]) => `${labels.join(' and ')}, the service says: ${message}`), `The service said: ${said}`]
}

/** The hold as plain text, for whoever resolves it: what, why, the dates, the service's words, and what is asked of them. */
export function holdSummaryText({ hold, displayId, transactionId, at }: HoldSummaryInput): string {
  const line = (row: FactRow) => `${row.label}: ${row.value}`
  return [
    `Cancellation approval held for manual review: ${displayId}, transaction ${transactionId}`,
    `Held ${formatDateTime(at)}. Nothing was approved.`,
    `Why: ${holdReasonText(hold.cancellation_notice.hold_reason)}.`,
    ...holdRows(hold).map(line),
    ...serviceWordsOnHold(hold),
    '',
    'Asked of you: resolve the hold on these dates (the policy term or the cancellation date), then tell me so that I can approve the cancellation again.',
  ].join('\n')
}
