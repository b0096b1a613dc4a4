/** What the policy system announces; the webhook deliverer is one listener. */
export interface SubmissionEvent {
  event_type: string
  companyId: number
  display_id: string
  transaction_id: number
  previous_status?: number
  new_status?: number
  note_id?: string
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
            console.error(`[sandbox] listener of ${event.event_type} failed: ${(error as Error).message}`)
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
