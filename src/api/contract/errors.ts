import * as z from 'zod/mini'

/** One schema per error body format of section 7. */

export const fieldValidationBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})

export const businessRuleBodySchema = z.object({ status: z.literal('failed'), error: z.string() })

export const authenticationErrorBodySchema = z.object({ Error: z.string() })

export const notFoundErrorBodySchema = z.object({ error: z.string() })

export const CANCELLATION_HOLD_REASON = 'cancellation_notice_manual_review'
export const SAVED_APPROVAL_REASON = 'cancellation_notice_continuation_review'

export const cancellationHoldBodySchema = z.looseObject({
  error: z.string(),
  errors: z.record(z.string(), z.unknown()),
  reason_code: z.literal(CANCELLATION_HOLD_REASON),
  cancellation_notice: z.record(z.string(), z.unknown()),
})
export type CancellationHoldBody = z.infer<typeof cancellationHoldBodySchema>

const isoDateOrNull = z.nullable(z.string())

export const savedApprovalBodySchema = z.looseObject({
  error: z.string(),
  reason_code: z.literal(SAVED_APPROVAL_REASON),
  approval_saved: z.literal(true),
  submission_number: z.string(),
  transaction_id: z.int(),
  transportation_submission_id: z.int(),
  submission_status: z.string(),
  notice_continuation: z.object({ id: z.int(), phase: z.string(), reason_code: z.string() }),
  effective_date_transaction: isoDateOrNull,
  effective_date_transaction_al: isoDateOrNull,
  effective_date_transaction_wc: isoDateOrNull,
  cancellation_notice: z.record(z.string(), z.unknown()),
})
export type SavedApprovalBody = z.infer<typeof savedApprovalBodySchema>
