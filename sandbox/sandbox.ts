import { randomBytes } from 'node:crypto'
import { createClock, type Clock } from './clock.ts'
import { createEventBus, type EventBus } from './domain/events/bus.ts'
import { createWebhookDeliverer, type WebhookDeliverer } from './domain/webhooks/deliverer.ts'
import { EDIT_RATE_LIMIT } from './domain/submission-edits/rate-limit.ts'
import { seedStore } from './fixtures/seed.ts'
import type { RollingLimit } from './store/request-log.ts'
import { withSessionsOf } from './store/sessions.ts'
import type { SandboxStore } from './store/types.ts'

/** One running sandbox: its clock, its state, its signing keys, its event bus and its webhook deliverer. */
export interface Sandbox {
  readonly clock: Clock
  readonly events: EventBus
  readonly webhooks: WebhookDeliverer
  /** Kept by a reset, like the sessions: a token issued before a reset still verifies after it. */
  readonly tokenSigningKey: Uint8Array
  /**
   * Signs the capability URLs of quote documents (sandbox/domain/documents/document-links.ts). Renewed
   * on reset: submission numbers start again, so an old link must not open a new quote's document.
   */
  documentSigningKey: Uint8Array
  store: SandboxStore
  /** Back to the fixtures, with no delivery pending; the clock and the sign-in sessions are kept. */
  reset(): void
}

export interface SandboxOptions {
  clock?: Clock
  /** How long a webhook receiver may take to answer; section 6.5's 10 s unless a test needs less. */
  webhookTimeoutMs?: number
  /** The submission edits' limit after a reset (EDIT_RATE_LIMIT unless given); null: none. */
  editRateLimit?: RollingLimit | null
}

const newKey = () => new Uint8Array(randomBytes(32))

export function createSandbox({ clock = createClock(), webhookTimeoutMs, editRateLimit = EDIT_RATE_LIMIT }: SandboxOptions = {}): Sandbox {
  const events = createEventBus()
  const sandbox: Sandbox = {
    clock,
    events,
    webhooks: createWebhookDeliverer({ clock, events, currentStore: () => sandbox.store, timeoutMs: webhookTimeoutMs }),
    tokenSigningKey: newKey(),
    documentSigningKey: newKey(),
    store: seedStore(clock.now(), editRateLimit),
    reset() {
      sandbox.webhooks.reset()
      sandbox.store = withSessionsOf(sandbox.store, seedStore(clock.now(), editRateLimit))
      sandbox.documentSigningKey = newKey()
    },
  }
  return sandbox
}
