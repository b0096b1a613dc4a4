import { CancellationHoldError, GuardAuthorityError, GuardConflictError, SavedApprovalError } from '@/api/cancel-approve-errors'
import type { CancellationHoldBody, GuardConflictBody, SavedApprovalBody } from '@/contract/cancel-approve'
import { ApiError, FieldValidationError, OfflineError, RateLimitError, SessionEndedError, UnexpectedResponseError } from '@/api/errors'
import { isGuardPath } from './form'
import type { UnknownCause } from './kept-approvals'

/** Every way an approval can fail, as the screen answers it. Only `unknown` may have saved anything but a receipt. */
export type ApprovalFailure =
  | { kind: 'held'; hold: CancellationHoldBody }
  | { kind: 'receipt'; receipt: SavedApprovalBody }
  | { kind: 'guard-authority'; message: string }
  | { kind: 'guard-conflict'; message: string; field: GuardConflictBody['field'] | null }
  /** A 422 on fields: the reasons' messages go on the form, the guard's open the guard dialog. */
  | { kind: 'invalid'; message: string; reasonErrors: Record<string, string[]>; guardErrors: Record<string, string[]> }
  /** 429: the service did not process it; the portal did not resend it. */
  | { kind: 'rate-limited' }
  /** The browser was offline: nothing was sent (ADR 0039). */
  | { kind: 'offline' }
  /** A 4xx answer (a business rule: already approved, not pending): nothing was approved by this attempt. */
  | { kind: 'refused'; message: string; status: number }
  /** The session ended before the service took the request: nothing was sent that it processed. */
  | { kind: 'session-ended' }
  | { kind: 'unknown'; cause: UnknownCause }

function splitFieldErrors(fieldErrors: Record<string, string[]>) {
  const entries = Object.entries(fieldErrors)
  return {
    reasonErrors: Object.fromEntries(entries.filter(([path]) => !isGuardPath(path))),
    guardErrors: Object.fromEntries(entries.filter(([path]) => isGuardPath(path))),
  }
}

/**
 * What an approval's failure means. Only what establishes an outcome is read as one: the hold, the
 * guard refusals, a 4xx, a 429 and an offline browser approved nothing; the receipt says the approval was saved; a generic
 * 5xx, a 2xx the portal cannot read and no answer at all leave the outcome unknown.
 */
export function classifyApprovalFailure(error: unknown): ApprovalFailure {
  if (error instanceof CancellationHoldError) return { kind: 'held', hold: error.body }
  if (error instanceof SavedApprovalError) return { kind: 'receipt', receipt: error.receipt }
  if (error instanceof GuardAuthorityError) return { kind: 'guard-authority', message: error.message }
  if (error instanceof GuardConflictError) return { kind: 'guard-conflict', message: error.message, field: error.field }
  if (error instanceof FieldValidationError) return { kind: 'invalid', message: error.message, ...splitFieldErrors(error.fieldErrors) }
  if (error instanceof RateLimitError) return { kind: 'rate-limited' }
  if (error instanceof OfflineError) return { kind: 'offline' }
  if (error instanceof SessionEndedError) return { kind: 'session-ended' }
  if (error instanceof UnexpectedResponseError) return { kind: 'unknown', cause: 'unreadable-answer' }
  if (error instanceof ApiError) return error.status >= 500 ? { kind: 'unknown', cause: 'server-failure' } : { kind: 'refused', message: error.message, status: error.status }
  // No answer (a network failure, the time-out), or a failure after sending that says nothing of the outcome.
  return { kind: 'unknown', cause: 'no-answer' }
}
