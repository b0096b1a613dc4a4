import {
  DELIVERY_MAX_ATTEMPTS,
  DELIVERY_RETRY_DELAYS_SECONDS,
  DELIVERY_TIMEOUT_SECONDS,
  WEBHOOK_CONTENT_TYPE,
  WEBHOOK_HEADERS,
} from '../../../src/contract/webhooks.ts'
import { secondsSinceEpoch, type Clock } from '../../clock.ts'
import {
  addDelivery,
  deliveriesOfEvent,
  dueDeliveries,
  earliestScheduledAttempt,
  latestAttemptOf,
  recordAttempt,
  scheduledDeliveriesTo,
} from '../../store/deliveries.ts'
import type { SandboxStore, WebhookDelivery, WebhookSubscription } from '../../store/types.ts'
import { subscriptionById, subscriptionsOf } from '../../store/webhook-subscriptions.ts'
import { SANDBOX_VERSION } from '../../version.ts'
import type { EventBus, SubmissionEvent } from '../events/bus.ts'
import { ledgerRow, NOT_SENT_ATTEMPT, NOT_SENT_WHILE_PAUSED } from './ledger-row.ts'
import { postDelivery, type SendResult } from './send.ts'
import { signatureHeaders } from './signing.ts'

export type ReplayOutcome = { kind: 'unknown' } | { kind: 'refused'; reason: string } | { kind: 'replayed'; subscriptionIds: number[] }

/** Sends webhook deliveries and their retries on the sandbox clock (docs/decisions/0019). */
export interface WebhookDeliverer {
  /** After a subscription is paused or deleted: its scheduled retries stop at once. */
  subscriptionChanged(subscriptionId: number): void
  /** Sends a dead-lettered event again, same event id and body, as a new series of attempts. */
  replay(eventId: string): ReplayOutcome
  /** Drops every timer and every attempt on its way; their answers are not recorded. */
  reset(): void
  /** Resolves when no attempt is on its way (tests use it instead of sleeping). */
  whenIdle(): Promise<void>
}

interface DelivererOptions {
  clock: Clock
  events: EventBus
  /** The store is replaced on reset, so it is read afresh each time. */
  currentStore: () => SandboxStore
  timeoutMs?: number
}

/** setTimeout's longest delay; a later attempt gets a new timer when this one fires. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/** Why an answer ends the series; the row's `status_code` says which answer it was (the ledger shows both side by side). */
function permanentReason(status: number): string {
  return status >= 400 ? 'A 4xx answer is not retried' : 'Redirects are not followed'
}

interface Judgement {
  state: 'delivered' | 'scheduled' | 'dead_lettered'
  retryAt: Date | null
  deadLetterReason: string | null
}

/**
 * What an attempt's result means for its delivery (section 6.5): a 2xx is received, a 5xx or no answer is
 * retried, the gap counted from this attempt's time of sending (its `X-SVC-Timestamp`, docs/decisions/0050).
 */
function judge(result: SendResult, attemptNumber: number, sentAt: Date): Judgement {
  if ('status' in result && result.status >= 200 && result.status < 300) return { state: 'delivered', retryAt: null, deadLetterReason: null }
  if ('status' in result && result.status < 500) return { state: 'dead_lettered', retryAt: null, deadLetterReason: permanentReason(result.status) }
  if (attemptNumber >= DELIVERY_MAX_ATTEMPTS) {
    return { state: 'dead_lettered', retryAt: null, deadLetterReason: `${DELIVERY_MAX_ATTEMPTS} attempts failed` }
  }
  const gapSeconds = DELIVERY_RETRY_DELAYS_SECONDS[attemptNumber - 1]!
  return { state: 'scheduled', retryAt: new Date(sentAt.getTime() + gapSeconds * 1000), deadLetterReason: null }
}

/** Only an existing, active subscription gets deliveries. */
function isLive(subscription: WebhookSubscription | undefined): subscription is WebhookSubscription {
  return subscription?.active === true
}

/** Why a subscription that is not live gets nothing more. */
function stopReason(subscription: WebhookSubscription | undefined): string {
  return subscription ? 'The subscription was paused' : 'The subscription was deleted'
}

export function createWebhookDeliverer({ clock, events, currentStore, timeoutMs = DELIVERY_TIMEOUT_SECONDS * 1000 }: DelivererOptions): WebhookDeliverer {
  let run = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const inFlight = new Set<Promise<void>>()

  function sendDue() {
    const store = currentStore()
    for (const delivery of dueDeliveries(store, clock.now())) {
      const sending = attempt(store, delivery, delivery.nextAttemptAt)
      inFlight.add(sending)
      void sending.finally(() => inFlight.delete(sending))
    }
    armTimer()
  }

  function armTimer() {
    clearTimeout(timer)
    const next = earliestScheduledAttempt(currentStore())
    if (!next) return
    timer = setTimeout(sendDue, Math.min(Math.max(next.getTime() - clock.now().getTime(), 0), LONGEST_TIMER_MS))
    timer.unref()
  }

  /** Marks a delivery dead-lettered; its newest ledger row says so, and why. */
  function deadLetter(store: SandboxStore, delivery: WebhookDelivery, reason: string) {
    delivery.state = 'dead_lettered'
    delivery.nextAttemptAt = null
    const latest = latestAttemptOf(store, delivery)
    if (latest) Object.assign(latest, { next_attempt_at: null, dead_lettered: true, dead_letter_reason: reason })
  }

  function headersFor(subscription: WebhookSubscription, delivery: WebhookDelivery, sentAt: Date): Record<string, string> {
    return {
      'Content-Type': WEBHOOK_CONTENT_TYPE,
      'User-Agent': `agency-portal-sandbox/${SANDBOX_VERSION}`,
      [WEBHOOK_HEADERS.eventId]: delivery.payload.event_id,
      [WEBHOOK_HEADERS.timestamp]: String(secondsSinceEpoch(sentAt)),
      ...signatureHeaders(subscription, delivery.body, sentAt),
    }
  }

  /**
   * One attempt, sent at the moment it fell due on the sandbox clock (docs/decisions/0050): a jump of the
   * clock is time passing, so an attempt that fell due inside it is stamped, signed and counted from its
   * due time, however late the jump let it go out.
   */
  async function attempt(store: SandboxStore, delivery: WebhookDelivery, sentAt: Date) {
    const subscription = subscriptionById(store, delivery.subscriptionId)
    if (!isLive(subscription)) return deadLetter(store, delivery, stopReason(subscription))
    delivery.state = 'sending'
    delivery.nextAttemptAt = null
    const { signal } = run
    const number = delivery.attemptsMade + 1
    const result = await postDelivery({
      url: subscription.endpoint_url,
      body: delivery.body,
      headers: headersFor(subscription, delivery, sentAt),
      timeoutMs,
      signal,
    })
    if (signal.aborted) return
    const { state, retryAt, deadLetterReason } = judge(result, number, sentAt)
    Object.assign(delivery, { attemptsMade: number, state, nextAttemptAt: retryAt })
    recordAttempt(
      store,
      ledgerRow(delivery, subscription, sentAt, {
        attempt: number,
        status_code: 'status' in result ? result.status : null,
        error: 'error' in result ? result.error : null,
        next_attempt_at: retryAt?.toISOString() ?? null,
        dead_letter_reason: deadLetterReason,
      }),
    )
    // Paused or deleted while this attempt was on its way: no retry.
    const current = subscriptionById(store, subscription.id)
    if (retryAt && !isLive(current)) deadLetter(store, delivery, stopReason(current))
    sendDue()
  }

  /**
   * An event goes to each subscription of its agency that names its type. A paused one is not sent it,
   * now or on resume: the event is dead-lettered at once with a ledger row that says so, and can be
   * replayed from there once the subscription is resumed (docs/decisions/0051).
   */
  function deliverEvent({ companyId, payload }: SubmissionEvent) {
    const store = currentStore()
    const body = JSON.stringify(payload)
    const now = clock.now()
    for (const subscription of subscriptionsOf(store, companyId)) {
      if (!subscription.event_types.includes(payload.event_type)) continue
      const delivery: WebhookDelivery = { payload, body, subscriptionId: subscription.id, replay: 0, attemptsMade: 0, state: 'scheduled', nextAttemptAt: now }
      addDelivery(store, delivery)
      if (subscription.active) continue
      Object.assign(delivery, { state: 'dead_lettered', nextAttemptAt: null })
      const notSent = { attempt: NOT_SENT_ATTEMPT, status_code: null, error: null, next_attempt_at: null, dead_letter_reason: NOT_SENT_WHILE_PAUSED }
      recordAttempt(store, ledgerRow(delivery, subscription, now, notSent))
    }
    sendDue()
  }

  function refusal(store: SandboxStore, delivery: WebhookDelivery): string {
    const prefix = `Subscription ${delivery.subscriptionId}:`
    if (delivery.state === 'delivered') return `${prefix} delivered; only a dead-lettered event is replayed.`
    if (delivery.state !== 'dead_lettered') return `${prefix} still being delivered (${delivery.attemptsMade} of ${DELIVERY_MAX_ATTEMPTS} attempts made).`
    return `${prefix} ${stopReason(subscriptionById(store, delivery.subscriptionId)).toLowerCase()}.`
  }

  events.subscribe(deliverEvent)
  clock.onChange(sendDue)

  return {
    subscriptionChanged(subscriptionId) {
      const store = currentStore()
      const subscription = subscriptionById(store, subscriptionId)
      if (isLive(subscription)) return
      for (const delivery of scheduledDeliveriesTo(store, subscriptionId)) deadLetter(store, delivery, stopReason(subscription))
      armTimer()
    },
    replay(eventId) {
      const store = currentStore()
      const deliveries = deliveriesOfEvent(store, eventId)
      if (deliveries.length === 0) return { kind: 'unknown' }
      const replayable = deliveries.filter((delivery) => delivery.state === 'dead_lettered' && isLive(subscriptionById(store, delivery.subscriptionId)))
      if (replayable.length === 0) {
        const reasons = deliveries.map((delivery) => refusal(store, delivery)).join(' ')
        return { kind: 'refused', reason: `Event ${eventId} cannot be replayed. ${reasons}` }
      }
      for (const delivery of replayable) {
        Object.assign(delivery, { replay: delivery.replay + 1, attemptsMade: 0, state: 'scheduled', nextAttemptAt: clock.now() })
      }
      sendDue()
      return { kind: 'replayed', subscriptionIds: replayable.map((delivery) => delivery.subscriptionId) }
    },
    reset() {
      run.abort()
      run = new AbortController()
      clearTimeout(timer)
    },
    async whenIdle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
  }
}
