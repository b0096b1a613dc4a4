import {
  cancellationHoldBodySchema,
  guardAuthorityBodySchema,
  guardConflictBodySchema,
  savedApprovalBodySchema,
  type CancellationHoldBody,
  type GuardConflictBody,
  type SavedApprovalBody,
} from '../contract/cancel-approve'
import { ApiError } from './errors'
import { messageOf } from './read-response'

/**
 * The answers of cancel-approve that no other endpoint gives (section 4.7 rules 6 to 8, section 7),
 * read with the contract's schemas. Kept out of `read-response.ts` so that the notice schemas load
 * with the approval screen, not with every screen's first request.
 */

/** 422 hold (rule 6): the notice dates need manual review; nothing was approved. */
export class CancellationHoldError extends ApiError {
  override name = 'CancellationHoldError'
  constructor(readonly body: CancellationHoldBody) {
    super(body.error, 422)
  }
}

/** 500 whose approval was nevertheless saved (rule 8): a receipt to keep, never a reason to approve again. */
export class SavedApprovalError extends ApiError {
  override name = 'SavedApprovalError'
  constructor(readonly receipt: SavedApprovalBody) {
    super(receipt.error, 500)
  }
}

/** 403 (section 7, rule 7): the cancellation is guarded and this account lacks the authority to approve it. */
export class GuardAuthorityError extends ApiError {
  override name = 'GuardAuthorityError'
  constructor(message: string) {
    super(message, 403)
  }
}

/** 409 (section 7, rule 7): the guard details disagree with the guard; `field` names the one to correct, when the body says. */
export class GuardConflictError extends ApiError {
  override name = 'GuardConflictError'
  constructor(
    message: string,
    readonly field: GuardConflictBody['field'] | null,
  ) {
    super(message, 409)
  }
}

const GUARD_AUTHORITY_FALLBACK = 'This cancellation is guarded, and this account has no authority to approve guarded cancellations.'
const GUARD_CONFLICT_FALLBACK = 'The service refused the guard details: check the guard id and the acknowledgement.'

/**
 * Cancel-approve's own error bodies, by status first (section 7): a 403 or 409 means a guard refusal
 * whatever its body (their bodies are "not shown"; the sandbox's are read when they come); a 422 or a
 * 500 only with the hold's or the receipt's exact body. Anything else is left to `errorFromResponse`,
 * so a generic 500 stays an unexpected status: it does not establish that anything was saved.
 */
export function cancelApproveErrorFrom(status: number, body: unknown): ApiError | undefined {
  switch (status) {
    case 403: {
      const parsed = guardAuthorityBodySchema.safeParse(body)
      return new GuardAuthorityError(parsed.success ? parsed.data.error : (messageOf(body) ?? GUARD_AUTHORITY_FALLBACK))
    }
    case 409: {
      const parsed = guardConflictBodySchema.safeParse(body)
      return parsed.success ? new GuardConflictError(parsed.data.error, parsed.data.field) : new GuardConflictError(messageOf(body) ?? GUARD_CONFLICT_FALLBACK, null)
    }
    case 422: {
      const hold = cancellationHoldBodySchema.safeParse(body)
      return hold.success ? new CancellationHoldError(hold.data) : undefined
    }
    case 500: {
      const receipt = savedApprovalBodySchema.safeParse(body)
      return receipt.success ? new SavedApprovalError(receipt.data) : undefined
    }
    default:
      return undefined
  }
}
