import type { OutboxEmail, SandboxStore } from './types.ts'

/** What the sandbox "sent", newest first (GET /__sandbox/outbox). */
export function sendEmail(store: SandboxStore, email: OutboxEmail): void {
  store.outbox.unshift(email)
}

export function emailsNewestFirst(store: SandboxStore): readonly OutboxEmail[] {
  return store.outbox
}
