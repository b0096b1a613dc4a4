import type { DeliveryAttempt, DeliveryLedgerRow } from '../../../src/contract/sandbox-control.ts'
import type { SandboxStore, WebhookDelivery, WebhookSubscription } from '../../store/types.ts'
import { subscriptionById } from '../../store/webhook-subscriptions.ts'

/** `attempt` of a ledger row for an event that was never sent: the subscription was paused when it occurred (docs/decisions/0051). */
export const NOT_SENT_ATTEMPT = 0
export const NOT_SENT_WHILE_PAUSED = 'Not sent: the subscription was paused when the event occurred'

export type RowOutcome = Pick<DeliveryAttempt, 'attempt' | 'status_code' | 'error' | 'next_attempt_at' | 'dead_letter_reason'>

/** One ledger row: a delivery to a subscription at a moment of the sandbox clock, and what came of it. */
export function ledgerRow(delivery: WebhookDelivery, subscription: WebhookSubscription, at: Date, outcome: RowOutcome): DeliveryAttempt {
  const { payload } = delivery
  return {
    event_id: payload.event_id,
    event_type: payload.event_type,
    display_id: payload.display_id,
    subscription_id: subscription.id,
    endpoint_url: subscription.endpoint_url,
    attempt: outcome.attempt,
    replay: delivery.replay,
    attempted_at: at.toISOString(),
    status_code: outcome.status_code,
    error: outcome.error,
    next_attempt_at: outcome.next_attempt_at,
    dead_lettered: outcome.dead_letter_reason !== null,
    dead_letter_reason: outcome.dead_letter_reason,
  }
}

/** A row as the ledger shows it: with where its subscription stands now, which says whether it can be replayed. */
export function ledgerRowNow(store: SandboxStore, row: DeliveryAttempt): DeliveryLedgerRow {
  const subscription = subscriptionById(store, row.subscription_id)
  return { ...row, subscription_state: subscription ? (subscription.active ? 'active' : 'paused') : 'deleted' }
}
