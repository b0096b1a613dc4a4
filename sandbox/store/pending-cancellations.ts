import { allocateId } from './ids.ts'
import { ownedTransaction, type OwnedTransaction } from './submissions.ts'
import type { CancellationApproval, CancellationDates, PendingCancellation, SandboxStore } from './types.ts'

/** The cancellation endorsement of a transaction, approved or not (cancel-approve, section 4.7). */
function cancellationOf(store: SandboxStore, displayId: string, transactionId: number): PendingCancellation | undefined {
  return store.pendingCancellations.find((pending) => pending.displayId === displayId && pending.transactionId === transactionId)
}

/** The pending cancellation endorsement of a transaction, if it has one still awaiting approval. */
export function pendingCancellationOf(store: SandboxStore, displayId: string, transactionId: number): PendingCancellation | undefined {
  const cancellation = cancellationOf(store, displayId, transactionId)
  return cancellation?.approval === null ? cancellation : undefined
}

export interface OwnedCancellation extends OwnedTransaction {
  cancellation: PendingCancellation
}

/**
 * A cancellation endorsement of a transaction the agency owns, approved or not; another agency's is as
 * unknown as a missing one.
 */
export function ownedCancellation(store: SandboxStore, companyId: number, displayId: string, transactionId: number): OwnedCancellation | undefined {
  const owned = ownedTransaction(store, companyId, displayId, transactionId)
  const cancellation = owned && cancellationOf(store, displayId, transactionId)
  return owned && cancellation ? { ...owned, cancellation } : undefined
}

/** Saves an approval: the dates it decided, the internal reason it kept or replaced; the endorsement is no longer pending. */
export function saveCancellationApproval(
  cancellation: PendingCancellation,
  approval: CancellationApproval,
  dates: CancellationDates,
  internalReason: readonly string[],
): void {
  cancellation.approval = approval
  cancellation.dates = { ...dates }
  cancellation.storedInternalReason = [...internalReason]
}

/** Opens the continuation of a notice handoff that failed after the approval was saved (rule 8). */
export function openNoticeContinuation(store: SandboxStore, cancellation: PendingCancellation, phase: string, reasonCode: string) {
  const continuation = { id: allocateId(store, 'noticeContinuation'), phase, reason_code: reasonCode }
  if (cancellation.approval) cancellation.approval.noticeContinuation = continuation
  return continuation
}
