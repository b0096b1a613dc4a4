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

export function createEventBus(): EventBus {
  const listeners = new Set<EventListener>()
  return {
    publish(event) {
      for (const listener of listeners) listener(event)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
