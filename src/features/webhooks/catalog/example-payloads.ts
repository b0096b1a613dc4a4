import * as z from 'zod/mini'
import {
  PUBLIC_REPLY_EVENT_TYPE,
  publicReplyPayloadSchema,
  statusEventPayloadSchema,
  SUBMISSION_STATUS,
  WEBHOOK_PAYLOAD_VERSION,
  type StatusEventType,
  type WebhookEventPayload,
  type WebhookEventType,
} from '@/contract/webhooks'

const { bound, requestedBind, pendingCancellation, canceled } = SUBMISSION_STATUS

/**
 * The statuses each event's example shows, as section 3 moves them (docs/api-assumptions.md,
 * "Webhooks"): a new-business quote has no integer status yet, so it carries neither field.
 */
const EXAMPLE_MOVES: Record<StatusEventType, { previous_status?: number; new_status?: number }> = {
  'submission.quoted': {},
  'submission.bind_completed': { previous_status: requestedBind, new_status: bound },
  'submission.endorsement_bound': { previous_status: bound, new_status: bound },
  'submission.renewed': { previous_status: bound, new_status: bound },
  'submission.pending_cancellation': { previous_status: bound, new_status: pendingCancellation },
  'submission.canceled': { previous_status: pendingCancellation, new_status: canceled },
  'submission.reinstated': { previous_status: pendingCancellation, new_status: bound },
}

export interface ExampleDetails {
  eventId: string
  occurredAt: string
}

/**
 * A payload of 6.2 or 6.3 for the type, parsed by the contract's own schema: if the contract changes,
 * this throws (and its test fails) rather than showing an example that is no longer true. The parse
 * also writes the keys in the schema's order, the order deliveries have.
 */
export function examplePayload(type: WebhookEventType, { eventId, occurredAt }: ExampleDetails): WebhookEventPayload {
  const head = {
    payload_version: WEBHOOK_PAYLOAD_VERSION,
    event_type: type,
    event_id: eventId,
    display_id: 'BR-10001',
    transaction_id: '1',
    occurred_at: occurredAt,
  }
  if (type === PUBLIC_REPLY_EVENT_TYPE) return z.parse(publicReplyPayloadSchema, { ...head, note_id: 'N-5001' })
  return z.parse(statusEventPayloadSchema, { ...head, ...EXAMPLE_MOVES[type] })
}

/** The body bytes a delivery carries: compact JSON, as the service sends it. */
export const bodyOf = (payload: WebhookEventPayload): string => JSON.stringify(payload)
