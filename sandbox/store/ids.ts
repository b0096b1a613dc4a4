import { randomUUID } from 'node:crypto'
import type { SandboxStore } from './types.ts'

/** The records the sandbox numbers itself, one counter each; a reset starts them again (fixtures/seed.ts). */
export type NumberedRecord = keyof SandboxStore['nextIds']

/** The one place that hands out driver, trailer, vehicle, submission and webhook subscription ids. */
export function allocateId(store: SandboxStore, record: NumberedRecord): number {
  const id = store.nextIds[record]
  store.nextIds[record] = id + 1
  return id
}

/** Event ids are UUIDs, unique per logical event (section 6.2); a retried delivery reuses its event's id. */
export function allocateEventId(): string {
  return randomUUID()
}
