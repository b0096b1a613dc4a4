import type { PendingCancellation, SandboxStore } from './types.ts'

/** The pending cancellation endorsement of a transaction, if it has one (cancel-approve, section 4.7). */
export function pendingCancellationOf(store: SandboxStore, displayId: string, transactionId: number): PendingCancellation | undefined {
  return store.pendingCancellations.find((pending) => pending.displayId === displayId && pending.transactionId === transactionId)
}
