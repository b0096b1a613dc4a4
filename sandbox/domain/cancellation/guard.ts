import {
  GUARD_ACKNOWLEDGEMENT_REQUIRED,
  GUARD_AUTHORITY_REQUIRED,
  GUARD_MISMATCH,
  type CancelApproveRequest,
  type GuardAuthorityBody,
  type GuardConflictBody,
} from '../../../src/contract/cancel-approve.ts'
import type { Account, PendingCancellation } from '../../store/types.ts'
import type { FieldErrors } from '../validation/field-errors.ts'

export type GuardRefusal =
  { kind: 'guard'; status: 403; body: GuardAuthorityBody } | { kind: 'guard'; status: 409; body: GuardConflictBody } | { kind: 'invalid'; errors: FieldErrors }

/**
 * Rule 7, in this order: the caller's authority (403), the guard fields that must be there (422), then
 * that they match the guard (409: the id first, then the acknowledgement). An unguarded cancellation
 * ignores guard fields.
 */
export function checkGuard(cancellation: PendingCancellation, account: Account, request: CancelApproveRequest): GuardRefusal | null {
  if (cancellation.guardId === null) return null
  if (!account.guardAuthority) {
    return {
      kind: 'guard',
      status: 403,
      body: {
        status: 'failed',
        error: 'This cancellation is guarded, and this account has no authority to approve guarded cancellations. Ask a colleague who has it.',
        reason_code: GUARD_AUTHORITY_REQUIRED,
      },
    }
  }
  const errors: FieldErrors = {}
  if (request.cancellation_guard_id == null) {
    errors.cancellation_guard_id = ['Required: this cancellation is guarded. Send its guard id.']
  }
  if (!request.cancellation_guard_approval_comment?.trim()) {
    errors.cancellation_guard_approval_comment = ['Required: this cancellation is guarded. Say why you approve it; the comment is kept with your name.']
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  if (request.cancellation_guard_id !== cancellation.guardId) {
    return conflict(GUARD_MISMATCH, 'cancellation_guard_id', "The guard id does not match this cancellation's guard. Check the id and send it again.")
  }
  if (request.cancellation_guard_acknowledged !== true) {
    return conflict(
      GUARD_ACKNOWLEDGEMENT_REQUIRED,
      'cancellation_guard_acknowledged',
      'This cancellation is guarded: acknowledge the guard (cancellation_guard_acknowledged true) to approve it.',
    )
  }
  return null
}

function conflict(reasonCode: GuardConflictBody['reason_code'], field: GuardConflictBody['field'], error: string): GuardRefusal {
  return { kind: 'guard', status: 409, body: { status: 'failed', error, reason_code: reasonCode, field } }
}
