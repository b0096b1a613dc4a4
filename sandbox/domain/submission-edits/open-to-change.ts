import type { Transaction } from '../../store/types.ts'

/**
 * Edits go only to a transaction still open to change: a new-business quote (a Quoted submission, a
 * quote made with POST /quote) or an endorsement in progress. Bound, pending-cancellation and canceled
 * transactions refuse them, and so do indications: an indication is priced from its limits, not from a
 * schedule; it changes by becoming a quote (docs/api-assumptions.md, "Submission edits").
 */
export function acceptsEdits(transaction: Transaction): boolean {
  return transaction.status === 'Quoted' && transaction.kind !== 'cancellation'
}
