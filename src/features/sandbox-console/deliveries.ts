import type { DeliveryAttempt, DeliveryLedgerRow } from '@/contract/sandbox-control'

/** Where a delivery (one event to one subscription) stands, read from its newest attempt. */
export type DeliveryState = 'delivered' | 'retrying' | 'dead-lettered' | 'not sent' | 'stopped'

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  delivered: 'Delivered',
  retrying: 'Retrying',
  'dead-lettered': 'Dead-lettered',
  'not sent': 'Not sent (paused)',
  stopped: 'Stopped',
}

export interface Delivery {
  key: string
  eventId: string
  subscriptionId: number
  /** The newest attempt: it says what happens next, and where the subscription stands now. */
  latest: DeliveryLedgerRow
  /** Oldest first, replays after the series they repeat. */
  attempts: readonly DeliveryAttempt[]
  state: DeliveryState
}

/** Attempt 0 is an event never sent: its subscription was paused when it occurred (ADR 0051). */
export const wasSent = (row: DeliveryAttempt) => row.attempt > 0

export const answeredWell = (row: DeliveryAttempt) => row.status_code !== null && row.status_code >= 200 && row.status_code < 300

export function stateOf(latest: DeliveryAttempt): DeliveryState {
  if (latest.dead_lettered) return wasSent(latest) ? 'dead-lettered' : 'not sent'
  if (answeredWell(latest)) return 'delivered'
  return latest.next_attempt_at ? 'retrying' : 'stopped'
}

/** The ledger's rows (every attempt, newest first) as deliveries, the most recently attempted first. */
export function groupDeliveries(rows: readonly DeliveryLedgerRow[]): Delivery[] {
  const byKey = new Map<string, DeliveryLedgerRow[]>()
  for (const row of rows) {
    const key = `${row.event_id}/${row.subscription_id}`
    byKey.set(key, [...(byKey.get(key) ?? []), row])
  }
  return [...byKey].map(([key, newestFirst]) => {
    const latest = newestFirst[0]!
    return { key, eventId: latest.event_id, subscriptionId: latest.subscription_id, latest, attempts: newestFirst.toReversed(), state: stateOf(latest) }
  })
}

/**
 * What the row offers for a delivery that was not delivered (dead-lettered, or not sent while paused): a
 * replay when its subscription is active, else why not, said before any press (docs/decisions/0051).
 * Null for a delivery that needs none.
 */
export type ReplayOffer = { kind: 'replay' } | { kind: 'resume first'; subscriptionId: number } | { kind: 'deleted'; subscriptionId: number } | null

export function replayOffer({ state, latest }: Delivery): ReplayOffer {
  if (state !== 'dead-lettered' && state !== 'not sent') return null
  if (latest.subscription_state === 'active') return { kind: 'replay' }
  return { kind: latest.subscription_state === 'paused' ? 'resume first' : 'deleted', subscriptionId: latest.subscription_id }
}

export interface DeliveryFilter {
  /** A subscription id, or null for all. */
  subscriptionId: number | null
  state: DeliveryState | null
}

export const matchesFilter =
  ({ subscriptionId, state }: DeliveryFilter) =>
  (delivery: Delivery) =>
    (subscriptionId === null || delivery.subscriptionId === subscriptionId) && (state === null || delivery.state === state)

/** Each subscription the ledger names, once, by id, with its address. */
export function subscriptionsIn(deliveries: readonly Delivery[]): { id: number; url: string }[] {
  const seen = new Map<number, string>()
  for (const { subscriptionId, latest } of deliveries) if (!seen.has(subscriptionId)) seen.set(subscriptionId, latest.endpoint_url)
  return [...seen].toSorted(([a], [b]) => a - b).map(([id, url]) => ({ id, url }))
}

/** A replay the console asked for: its event, and how many attempts each of its subscriptions had then (a newer one answers it). */
export interface Replayed {
  eventId: string
  attemptsBefore: ReadonlyMap<number, number>
}

export const replayedFrom = (eventId: string, subscriptionIds: readonly number[], deliveries: readonly Delivery[]): Replayed => ({
  eventId,
  attemptsBefore: new Map(
    subscriptionIds.map((id) => [id, deliveries.find((delivery) => delivery.eventId === eventId && delivery.subscriptionId === id)?.attempts.length ?? 0]),
  ),
})

/**
 * Where a replay stands, read from the ledger (issue 39: "is being sent again" stayed after the event
 * was delivered): on its way until each subscription has an attempt newer than the replay, then each
 * one's state; gone when the ledger no longer has the event (a reset).
 */
export function replayOutcome(
  { eventId, attemptsBefore }: Replayed,
  deliveries: readonly Delivery[],
): { kind: 'gone' } | { kind: 'on its way' } | { kind: 'answered'; states: { subscriptionId: number; state: DeliveryState }[] } {
  const ofEvent = [...attemptsBefore].map(([subscriptionId, before]) => ({
    subscriptionId,
    before,
    delivery: deliveries.find((delivery) => delivery.eventId === eventId && delivery.subscriptionId === subscriptionId),
  }))
  if (ofEvent.every(({ delivery }) => delivery === undefined)) return { kind: 'gone' }
  if (ofEvent.some(({ delivery, before }) => (delivery?.attempts.length ?? 0) <= before)) return { kind: 'on its way' }
  return { kind: 'answered', states: ofEvent.map(({ subscriptionId, delivery }) => ({ subscriptionId, state: delivery!.state })) }
}
