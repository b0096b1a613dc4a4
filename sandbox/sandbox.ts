import { randomBytes } from 'node:crypto'
import { createClock, type Clock } from './clock.ts'
import { createEventBus, type EventBus } from './domain/events/bus.ts'
import { seedStore } from './fixtures/seed.ts'
import type { SandboxStore } from './store/types.ts'

/** One running sandbox: its clock, its state, its signing keys and its event bus. */
export interface Sandbox {
  readonly clock: Clock
  readonly events: EventBus
  readonly tokenSigningKey: Uint8Array
  /**
   * Signs the capability URLs of quote documents (sandbox/domain/documents/document-links.ts). Renewed
   * on reset: submission numbers start again, so an old link must not open a new quote's document.
   */
  documentSigningKey: Uint8Array
  store: SandboxStore
  /** Back to the fixtures; the clock keeps its setting. */
  reset(): void
}

const newKey = () => new Uint8Array(randomBytes(32))

export function createSandbox({ clock = createClock() }: { clock?: Clock } = {}): Sandbox {
  const sandbox: Sandbox = {
    clock,
    events: createEventBus(),
    tokenSigningKey: newKey(),
    documentSigningKey: newKey(),
    store: seedStore(clock.now()),
    reset() {
      sandbox.store = seedStore(clock.now())
      sandbox.documentSigningKey = newKey()
    },
  }
  return sandbox
}
