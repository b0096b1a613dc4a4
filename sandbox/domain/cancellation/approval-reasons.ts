import type { CancelApproveRequest } from '../../../src/contract/cancel-approve.ts'
import type { PendingCancellation } from '../../store/types.ts'
import type { FieldErrors } from '../validation/field-errors.ts'

export type ApprovalReasons = { ok: true; external: string[]; internal: string[] } | { ok: false; errors: FieldErrors }

const NONE_STORED = 'No reason is stored for this cancellation: send at least one reason code in cancellation_reason, like non_payment.'
// Said to a person on the approval page too: no names of the service's controls in it.
const REQUIRED_WITHOUT_CONTROLS = 'Required: this cancellation takes no stored default reason. Send at least one reason code, like non_payment.'

/**
 * Rules 1 and 2. An explicit `cancellation_reason` wins; an omitted, null or empty one takes the stored
 * reason when intake or enforcement is on; with both controls off a reason must be sent. An omitted or
 * null `internal_cancellation_reason` keeps the stored one; a non-empty list replaces it.
 */
export function approvalReasons(cancellation: PendingCancellation, request: CancelApproveRequest): ApprovalReasons {
  const internal = request.internal_cancellation_reason ?? cancellation.storedInternalReason
  const submitted = request.cancellation_reason ?? []
  if (submitted.length > 0) return { ok: true, external: submitted, internal }
  if (!cancellation.intakeEnabled && !cancellation.enforcementEnabled) {
    return { ok: false, errors: { cancellation_reason: [REQUIRED_WITHOUT_CONTROLS] } }
  }
  const stored = cancellation.storedExternalReason
  if (stored.length === 0) return { ok: false, errors: { cancellation_reason: [NONE_STORED] } }
  return { ok: true, external: [...stored], internal }
}
