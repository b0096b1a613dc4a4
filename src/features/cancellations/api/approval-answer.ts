import {
  cancellationHoldBodySchema,
  guardAuthorityBodySchema,
  guardConflictBodySchema,
  savedApprovalBodySchema,
  type CancellationHoldBody,
  type GuardConflictBody,
  type SavedApprovalBody,
} from '@/contract/cancel-approve'
import { ApiError, FieldValidationError, OfflineError, RateLimitError, SessionEndedError, UnexpectedResponseError } from '@/api/errors'
import { messageOf } from '@/api/read-response'
import { isGuardPath } from '../form'
import type { UnknownCause } from '../kept-approvals'

/**
 * What an answer of cancel-approve means, read once (section 4.7 rules 6 to 8, section 7): the
 * endpoint's own bodies straight from the contract's schemas, every other failure from the shared
 * errors. Kept with the feature so that the notice schemas load with the approval screen.
 */

/** Every way an approval can fail, as the screen answers it. Only `unknown` may have saved anything but a receipt. */
export type ApprovalFailure =
  /** 422 hold (rule 6): the notice dates need manual review; nothing was approved. */
  | { kind: 'held'; hold: CancellationHoldBody }
  /** 500 whose approval was nevertheless saved (rule 8): a receipt to keep, never a reason to approve again. */
  | { kind: 'receipt'; receipt: SavedApprovalBody }
  /** 403: the cancellation is guarded and this account lacks the authority to approve it. */
  | { kind: 'guard-authority'; message: string }
  /** 409: the guard details disagree with the guard; `field` names the one to correct, when the body says. */
  | { kind: 'guard-conflict'; message: string; field: GuardConflictBody['field'] | null }
  /** A 422 on fields: the reasons' messages go on the form, the guard's to the guard dialog. */
  | { kind: 'invalid'; message: string; reasonErrors: Record<string, string[]>; guardErrors: Record<string, string[]> }
  /** 429: the service did not process it; the portal did not resend it. */
  | { kind: 'rate-limited' }
  /** The browser was offline: nothing was sent (ADR 0039). */
  | { kind: 'offline' }
  /** A 4xx answer (a business rule): nothing was approved by this attempt. */
  | { kind: 'refused'; message: string; status: number }
  /** A 404 whose words say the cancellation is already approved: nothing was approved twice. */
  | { kind: 'already-approved'; message: string }
  /** A 404 whose words say there is no such pending cancellation. */
  | { kind: 'not-found'; message: string }
  /** The session ended before the service took the request: nothing was sent that it processed. */
  | { kind: 'session-ended' }
  | { kind: 'unknown'; cause: UnknownCause }

type OwnAnswer = Extract<ApprovalFailure, { kind: 'held' | 'receipt' | 'guard-authority' | 'guard-conflict' }>

/** An answer only cancel-approve gives, already read: the request rejects with it. */
export class ApprovalAnswerError extends ApiError {
  override name = 'ApprovalAnswerError'
  constructor(
    readonly failure: OwnAnswer,
    message: string,
    status: number,
  ) {
    super(message, status)
  }
}

const GUARD_AUTHORITY_FALLBACK = 'This cancellation is guarded, and this account has no authority to approve guarded cancellations.'
const GUARD_CONFLICT_FALLBACK = 'The service refused the guard details: check the guard id and the acknowledgment.'

/**
 * The endpoint's own bodies, by status first (section 7): a 403 or 409 is a guard refusal whatever its
 * body (their bodies are "not shown"; the sandbox's are read when they come); a 422 or a 500 only with
 * the hold's or the receipt's exact body. Anything else is left to the shared reader, so a generic 500
 * stays an unexpected status: it does not establish that anything was saved.
 */
export function readApprovalErrorBody(status: number, body: unknown): ApprovalAnswerError | undefined {
  switch (status) {
    case 403: {
      const parsed = guardAuthorityBodySchema.safeParse(body)
      const message = parsed.success ? parsed.data.error : (messageOf(body) ?? GUARD_AUTHORITY_FALLBACK)
      return new ApprovalAnswerError({ kind: 'guard-authority', message }, message, status)
    }
    case 409: {
      const parsed = guardConflictBodySchema.safeParse(body)
      const failure = parsed.success
        ? { kind: 'guard-conflict' as const, message: parsed.data.error, field: parsed.data.field }
        : { kind: 'guard-conflict' as const, message: messageOf(body) ?? GUARD_CONFLICT_FALLBACK, field: null }
      return new ApprovalAnswerError(failure, failure.message, status)
    }
    case 422: {
      const hold = cancellationHoldBodySchema.safeParse(body)
      return hold.success ? new ApprovalAnswerError({ kind: 'held', hold: hold.data }, hold.data.error, status) : undefined
    }
    case 500: {
      const receipt = savedApprovalBodySchema.safeParse(body)
      return receipt.success ? new ApprovalAnswerError({ kind: 'receipt', receipt: receipt.data }, receipt.data.error, status) : undefined
    }
    default:
      return undefined
  }
}

function splitFieldErrors(fieldErrors: Record<string, string[]>) {
  const entries = Object.entries(fieldErrors)
  return {
    reasonErrors: Object.fromEntries(entries.filter(([path]) => !isGuardPath(path))),
    guardErrors: Object.fromEntries(entries.filter(([path]) => isGuardPath(path))),
  }
}

/**
 * What a 404 business rule says it is, read from its words, as section 7 gives one status to an unknown,
 * a foreign and an already approved cancellation (docs/api-assumptions.md, "Approving what is already
 * approved"). Words the portal does not recognize leave it a plain refusal, never another outcome's name.
 */
const ALREADY_APPROVED = /\balready\b[^.]*\bapproved\b/i
const NOT_FOUND = /\bnot found\b|\bno pending\b|\bno such\b/i

function refusalOf(status: number, message: string): ApprovalFailure {
  if (status === 404 && ALREADY_APPROVED.test(message)) return { kind: 'already-approved', message }
  if (status === 404 && NOT_FOUND.test(message)) return { kind: 'not-found', message }
  return { kind: 'refused', message, status }
}

/**
 * What an approval's failure means. Only what establishes an outcome is read as one: the hold, the
 * guard refusals, a 4xx, a 429 and an offline browser approved nothing; the receipt says the approval
 * was saved; a generic 5xx, a 2xx the portal cannot read and no answer at all leave the outcome unknown.
 */
export function approvalFailureOf(error: unknown): ApprovalFailure {
  if (error instanceof ApprovalAnswerError) return error.failure
  if (error instanceof FieldValidationError) return { kind: 'invalid', message: error.message, ...splitFieldErrors(error.fieldErrors) }
  if (error instanceof RateLimitError) return { kind: 'rate-limited' }
  if (error instanceof OfflineError) return { kind: 'offline' }
  if (error instanceof SessionEndedError) return { kind: 'session-ended' }
  if (error instanceof UnexpectedResponseError) return { kind: 'unknown', cause: 'unreadable-answer' }
  if (error instanceof ApiError) return error.status >= 500 ? { kind: 'unknown', cause: 'server-failure' } : refusalOf(error.status, error.message)
  // No answer (a network failure, the time-out), or a failure after sending that says nothing of the outcome.
  return { kind: 'unknown', cause: 'no-answer' }
}
