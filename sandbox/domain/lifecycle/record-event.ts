import {
  PUBLIC_REPLY_EVENT_TYPE,
  SUBMISSION_STATUS,
  WEBHOOK_PAYLOAD_VERSION,
  type WebhookEventPayload,
  type WebhookEventType,
} from '../../../src/contract/webhooks.ts'
import type { Sandbox } from '../../sandbox.ts'
import { allocateEventId, allocateId } from '../../store/ids.ts'
import { addNote } from '../../store/notes.ts'
import type { Submission, Transaction } from '../../store/types.ts'
import { planMove } from './transitions.ts'

export interface EventDetails {
  /** The transaction the event is about; by default the new-business one for a bind, else the latest. */
  transactionId?: number
  /** The text of the public reply that `submission.public_reply` posts. */
  noteBody?: string
}

export type RecordedEvent = { ok: true; payload: WebhookEventPayload } | { ok: false; field: 'transaction_id' | 'type'; problem: string }

const DEFAULT_PUBLIC_REPLY = 'Underwriting has replied on this submission (posted from the sandbox console).'

const KIND_LABELS: Record<Transaction['kind'], string> = { new_business: 'new business', endorsement: 'an endorsement', cancellation: 'a cancellation' }

/** The binds: their transaction becomes Bound, so it refuses edits like any bound transaction. */
const BINDS: ReadonlySet<WebhookEventType> = new Set(['submission.bind_completed', 'submission.endorsement_bound'])

function transactionFor(submission: Submission, type: WebhookEventType, transactionId: number | undefined): Transaction | string {
  const { transactions, displayId } = submission
  if (transactionId !== undefined) {
    const named = transactions.find((transaction) => transaction.transactionId === transactionId)
    if (!named) return `${displayId} has no transaction ${transactionId}; it has ${transactions.map((t) => t.transactionId).join(', ')}.`
    if (type === 'submission.bind_completed' && named.kind !== 'new_business') {
      return `${type} completes a new-business bind; transaction ${transactionId} is ${KIND_LABELS[named.kind]}.`
    }
    return named
  }
  const newBusiness = transactions.find((transaction) => transaction.kind === 'new_business')
  const latest = transactions.reduce((a, b) => (b.transactionId > a.transactionId ? b : a))
  return (type === 'submission.bind_completed' ? newBusiness : undefined) ?? latest
}

function postPublicReply(sandbox: Sandbox, submission: Submission, body: string, occurredAt: string): string {
  const noteId = `N-${allocateId(sandbox.store, 'note')}`
  addNote(sandbox.store, { noteId, displayId: submission.displayId, kind: 'public_reply', body, occurredAt })
  return noteId
}

/** The fields every payload of 6.2 and 6.3 starts with, in the contract's order. */
function payloadHead<Type extends WebhookEventType>(type: Type, submission: Submission, transaction: Transaction) {
  return {
    payload_version: WEBHOOK_PAYLOAD_VERSION,
    event_type: type,
    event_id: allocateEventId(),
    display_id: submission.displayId,
    transaction_id: String(transaction.transactionId),
  }
}

/**
 * The one way a submission changes status or gets an event of section 6: checks the move against
 * section 3, applies it, and publishes the payload of 6.2 or 6.3 (to the webhook deliverer).
 * `submission.public_reply` posts a real public note, which the payload names and never quotes.
 */
export function recordSubmissionEvent(sandbox: Sandbox, submission: Submission, type: WebhookEventType, details: EventDetails = {}): RecordedEvent {
  const transaction = transactionFor(submission, type, details.transactionId)
  if (typeof transaction === 'string') return { ok: false, field: 'transaction_id', problem: transaction }
  const occurredAt = sandbox.clock.now().toISOString()
  let payload: WebhookEventPayload
  if (type === PUBLIC_REPLY_EVENT_TYPE) {
    const noteId = postPublicReply(sandbox, submission, details.noteBody ?? DEFAULT_PUBLIC_REPLY, occurredAt)
    payload = { ...payloadHead(type, submission, transaction), note_id: noteId, occurred_at: occurredAt }
  } else {
    const move = planMove(type, submission.status)
    if (!move.ok) return { ok: false, field: 'type', problem: `${submission.displayId}: ${move.problem}` }
    submission.status = move.next
    if (BINDS.has(type)) transaction.status = SUBMISSION_STATUS.bound
    payload = {
      ...payloadHead(type, submission, transaction),
      ...(move.previousStatus === undefined ? {} : { previous_status: move.previousStatus }),
      ...(move.newStatus === undefined ? {} : { new_status: move.newStatus }),
      occurred_at: occurredAt,
    }
  }
  sandbox.events.publish({ companyId: submission.companyId, payload })
  return { ok: true, payload }
}
