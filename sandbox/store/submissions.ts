import type { SandboxStore, Submission, Transaction, Vehicle } from './types.ts'

/**
 * Submissions, reached the way the contract scopes them: an account sees only what its agency owns.
 * An unknown submission and another agency's give the same `undefined`, so a route cannot answer them
 * differently.
 */

export interface OwnedTransaction {
  submission: Submission
  transaction: Transaction
}

export interface OwnedVehicle extends OwnedTransaction {
  vehicle: Vehicle
}

export function ownedSubmission(store: SandboxStore, companyId: number, displayId: string): Submission | undefined {
  const submission = store.submissions.get(displayId)
  return submission?.companyId === companyId ? submission : undefined
}

export function ownedTransaction(store: SandboxStore, companyId: number, displayId: string, transactionId: number): OwnedTransaction | undefined {
  const submission = ownedSubmission(store, companyId, displayId)
  const transaction = submission?.transactions.find((candidate) => candidate.transactionId === transactionId)
  return submission && transaction ? { submission, transaction } : undefined
}

/** A vehicle only on the transaction named: the same vehicle id through another transaction is not found. */
export function ownedVehicle(store: SandboxStore, companyId: number, displayId: string, transactionId: number, vehicleId: number): OwnedVehicle | undefined {
  const owned = ownedTransaction(store, companyId, displayId, transactionId)
  const vehicle = owned?.transaction.vehicles.find((candidate) => candidate.vehicleId === vehicleId)
  return owned && vehicle ? { ...owned, vehicle } : undefined
}

/**
 * Unscoped: only for a capability that proves itself, such as a signed quote-document link, or for the
 * control API, which acts as the policy system.
 */
export function findSubmission(store: SandboxStore, displayId: string): Submission | undefined {
  return store.submissions.get(displayId)
}

export function addSubmission(store: SandboxStore, submission: Submission): void {
  store.submissions.set(submission.displayId, submission)
}
