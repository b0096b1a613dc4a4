import type { DeliveryAttempt } from '../../src/contract/sandbox-control.ts'
import type { SandboxStore, WebhookDelivery } from './types.ts'

/** Webhook deliveries in progress or done, and the ledger of their attempts (sandbox/domain/webhooks/). */

export function addDelivery(store: SandboxStore, delivery: WebhookDelivery): void {
  store.webhookDeliveries.push(delivery)
}

type ScheduledDelivery = WebhookDelivery & { nextAttemptAt: Date }

/** Deliveries whose next attempt is due at `now`, earliest first. */
export function dueDeliveries(store: SandboxStore, now: Date): ScheduledDelivery[] {
  return scheduledDeliveries(store)
    .filter((delivery) => delivery.nextAttemptAt.getTime() <= now.getTime())
    .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
}

/** When the earliest scheduled attempt is due, if any is. */
export function earliestScheduledAttempt(store: SandboxStore): Date | undefined {
  const times = scheduledDeliveries(store).map((delivery) => delivery.nextAttemptAt.getTime())
  return times.length > 0 ? new Date(Math.min(...times)) : undefined
}

export function scheduledDeliveriesTo(store: SandboxStore, subscriptionId: number): WebhookDelivery[] {
  return scheduledDeliveries(store).filter((delivery) => delivery.subscriptionId === subscriptionId)
}

export function deliveriesOfEvent(store: SandboxStore, eventId: string): WebhookDelivery[] {
  return store.webhookDeliveries.filter((delivery) => delivery.payload.event_id === eventId)
}

function scheduledDeliveries(store: SandboxStore): ScheduledDelivery[] {
  return store.webhookDeliveries.filter((delivery): delivery is ScheduledDelivery => delivery.state === 'scheduled' && delivery.nextAttemptAt !== null)
}

/**
 * Keeps the ledger newest first by the time of each attempt: after a jump of the clock, two deliveries'
 * attempts come back in any order, each stamped with the time it fell due.
 */
export function recordAttempt(store: SandboxStore, attempt: DeliveryAttempt): void {
  const ledger = store.deliveryLedger
  const at = Date.parse(attempt.attempted_at)
  const index = ledger.findIndex((row) => Date.parse(row.attempted_at) <= at)
  ledger.splice(index === -1 ? ledger.length : index, 0, attempt)
}

/** The newest ledger row of a delivery's current series: the one that says what happens next. */
export function latestAttemptOf(store: SandboxStore, delivery: WebhookDelivery): DeliveryAttempt | undefined {
  return store.deliveryLedger.find(
    (row) => row.event_id === delivery.payload.event_id && row.subscription_id === delivery.subscriptionId && row.replay === delivery.replay,
  )
}

export function ledgerNewestFirst(store: SandboxStore): readonly DeliveryAttempt[] {
  return store.deliveryLedger
}
