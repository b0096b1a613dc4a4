import type { WebhookEventPayload } from '../../../src/contract/webhooks.ts'

/**
 * What the policy system announces: an event of section 6 about a submission of the company named.
 * Only the lifecycle (sandbox/domain/lifecycle/) publishes; the webhook deliverer is one listener.
 */
export interface SubmissionEvent {
  companyId: number
  payload: WebhookEventPayload
}

export type EventListener = (event: SubmissionEvent) => void

export interface EventBus {
  publish(event: SubmissionEvent): void
  subscribe(listener: EventListener): () => void
}

/**
 * Listeners run after the publishing operation has answered, each on its own: delivery "never blocks
 * the underlying operation" (section 6), so a listener that throws cannot fail a recorded quote.
 */
export function createEventBus(): EventBus {
  const listeners = new Set<EventListener>()
  return {
    publish(event) {
      for (const listener of listeners) {
        queueMicrotask(() => {
          try {
            listener(event)
          } catch (error) {
            console.error(`[sandbox] listener of ${event.payload.event_type} failed: ${(error as Error).message}`)
          }
        })
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
