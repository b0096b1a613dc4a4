import * as z from 'zod/mini'
import { characterCount } from '../generic/text.ts'
import { stated } from './stated.ts'

/**
 * POST /submission/{displayId}/{transactionId}/cancel-approve (sections 2.8, 4.7 and 7): the request,
 * every answer's body, and the sets the contract leaves "not shown" (docs/api-assumptions.md,
 * "Cancellation approval"). Answers are parsed leniently (loose objects, open strings) so that a real
 * API's extra properties and values pass; the sets below are what the sandbox sends.
 */

export const CANCEL_REASON_OTHERS_MAX = 500
export const GUARD_COMMENT_MAX = 2000

/** Characters, not UTF-16 code units: what JSON Schema's `maxLength` counts too. */
const atMostCharacters = (max: number) =>
  stated(
    { maxLength: max },
    z.refine<string>((text) => characterCount(text) <= max, `Use at most ${max} characters`),
  )
/** Not blank: `\S` is what `trim()` keeps. */
const reasonCode = z.string().check(z.regex(/\S/, 'Use a reason code, like non_payment'))

/** Every field is optional on the wire; null is read as left out. Rules 1, 2 and 7 say when one is needed. */
export const cancelApproveRequestSchema = z.object({
  cancellation_reason: z.optional(z.nullable(z.array(reasonCode))),
  internal_cancellation_reason: z.optional(
    z.nullable(z.array(reasonCode).check(z.minLength(1, 'Send at least one internal reason, or leave the field out to keep the stored one'))),
  ),
  cancellation_reason_broker: z.optional(z.nullable(z.string())),
  cancel_reason_others: z.optional(z.nullable(z.string().check(...atMostCharacters(CANCEL_REASON_OTHERS_MAX)))),
  cancellation_guard_id: z.optional(z.nullable(z.int().check(z.minimum(1, 'Use the guard id, a whole number of 1 or more')))),
  cancellation_guard_acknowledged: z.optional(z.nullable(z.boolean())),
  cancellation_guard_approval_comment: z.optional(z.nullable(z.string().check(...atMostCharacters(GUARD_COMMENT_MAX)))),
})
export type CancelApproveRequest = z.infer<typeof cancelApproveRequestSchema>
export type CancelApproveField = keyof CancelApproveRequest

/** External reason codes the sandbox knows; any other code is accepted and treated conservatively. */
export const CANCELLATION_REASON_LABELS: Readonly<Record<string, string>> = {
  non_payment: 'Non-payment of premium',
  underwriting: 'Underwriting reasons',
  insured_broker_request: 'Requested by the insured or the broker',
}

/** `submission_status`: the text of each status of section 2.2. A successful approval answers Pending Cancellation. */
export const SUBMISSION_STATUS_TEXT = {
  1: 'Bound',
  2: 'Requested Bind',
  5: 'Pending Cancellation',
  6: 'Canceled',
  10: 'Not Taken Up',
} as const

// ---- The cancellation notice object (section 2.8) -------------------------------------------------

/** `request`: the request-time decision (enforcement off); `approval`: re-evaluated from the approval day. */
export const NOTICE_PHASES = ['request', 'approval'] as const
/** The minimum's ground: an unknown or mixed reason counts as `other`, the conservative one. */
export const NOTICE_GROUNDS = ['non_payment', 'other', 'insured_broker_request'] as const
/** `persisted`: the notice's dates are the stored ones; `proposal`: not applied (request time, or held). */
export const DATE_ROLES = ['persisted', 'proposal'] as const
export const WC_ACTIONS = ['cancel', 'retain', 'not_applicable'] as const
export type WcAction = (typeof WC_ACTIONS)[number]

export const HOLD_REASON_LABELS = {
  minimum_after_expiration: 'The notice minimum falls after the policy expires',
  date_outside_term: 'A cancellation date lies outside the policy term',
} as const
export type HoldReason = keyof typeof HOLD_REASON_LABELS

export const DATE_CHANGE_REASON_LABELS = {
  notice_minimum: 'Lengthened to the state notice minimum',
  federal_filing_minimum: 'Lengthened to the 35-day federal filing minimum for auto liability',
} as const
export type DateChangeReason = keyof typeof DATE_CHANGE_REASON_LABELS

/** The three stored dates, in the wire names of rule 5; keys of `changes`, `date_measurements` and the date objects. */
export const NOTICE_DATE_KEYS = ['effective_date_transaction', 'effective_date_transaction_al', 'effective_date_transaction_wc'] as const
export type NoticeDateKey = (typeof NOTICE_DATE_KEYS)[number]

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date written YYYY-MM-DD'))
const maybeDate = z.nullable(isoDate)

export const noticeDatesSchema = z.looseObject({
  effective_date_transaction: z.optional(maybeDate),
  effective_date_transaction_al: z.optional(maybeDate),
  effective_date_transaction_wc: z.optional(maybeDate),
})
export type NoticeDates = z.infer<typeof noticeDatesSchema>

/** One entry of `changes` as the sandbox sends it; 2.8 says only "object", so read entries with this one by one. */
export const noticeDateChangeSchema = z.looseObject({
  from: isoDate,
  to: isoDate,
  reason: z.string(),
  floor_days: z.optional(z.int()),
})
export type NoticeDateChange = z.infer<typeof noticeDateChangeSchema>

/** One entry of `date_measurements` as the sandbox sends it (read entries one by one, like changes). */
export const noticeDateMeasurementSchema = z.looseObject({
  date: isoDate,
  days_after_evaluation: z.int(),
  floor_days: z.nullable(z.int()),
  minimum_date: maybeDate,
  meets_minimum: z.boolean(),
  inside_term: z.boolean(),
})
export type NoticeDateMeasurement = z.infer<typeof noticeDateMeasurementSchema>

const openObject = z.record(z.string(), z.unknown())

/** Properties vary by phase and by hold, so each is optional; where 2.8 gives a type, it is checked. */
export const cancellationNoticeSchema = z.looseObject({
  phase: z.optional(z.string()),
  state: z.optional(z.string()),
  reason: z.optional(z.string()),
  notice_minimum_required: z.optional(z.boolean()),
  ground: z.optional(z.string()),
  floor_days: z.optional(z.nullable(z.int())),
  days_in_force: z.optional(z.int()),
  minimum_date: z.optional(maybeDate),
  held: z.optional(z.boolean()),
  hold_reason: z.optional(z.string()),
  changes: z.optional(openObject),
  date_measurements: z.optional(openObject),
  current_dates: z.optional(noticeDatesSchema),
  enabled: z.optional(z.boolean()),
  historical_exempt: z.optional(z.boolean()),
  evaluated_at: z.optional(z.string()),
  stored_reason: z.optional(z.string()),
  approved_reason: z.optional(z.string()),
  historical_actor_id: z.optional(z.int()),
  historical_source: z.optional(z.string()),
  historical_justification: z.optional(z.string()),
  preview_stale: z.optional(z.boolean()),
  ...noticeDatesSchema.shape,
  date_role: z.optional(z.string()),
  wc_action: z.optional(z.string()),
  persisted_dates: z.optional(noticeDatesSchema),
  request_decision: z.optional(z.looseObject({ changes: z.optional(openObject), notice_minimum_required: z.optional(z.boolean()) })),
})
export type CancellationNotice = z.infer<typeof cancellationNoticeSchema>

// ---- Answers ---------------------------------------------------------------------------------------

/**
 * What a saved approval reports, in the 200 and in the rule-8 receipt alike: the ids (keep
 * `transportation_submission_id` beside `transaction_id`), the status, and the stored dates, the
 * authority for notices and clocks (null is "not stored", never "no coverage").
 */
const savedApprovalFields = {
  submission_number: z.string(),
  transaction_id: z.int(),
  submission_status: z.string(),
  transportation_submission_id: z.int(),
  effective_date_transaction: maybeDate,
  effective_date_transaction_al: maybeDate,
  effective_date_transaction_wc: maybeDate,
  cancellation_notice: cancellationNoticeSchema,
}

/** 200 (rule 5). */
export const cancelApproveSuccessSchema = z.looseObject({ status: z.literal('success'), ...savedApprovalFields })
export type CancelApproveSuccess = z.infer<typeof cancelApproveSuccessSchema>

export const CANCELLATION_HOLD_REASON = 'cancellation_notice_manual_review'
export const SAVED_APPROVAL_REASON = 'cancellation_notice_continuation_review'

/** 422 hold (rule 6). The sandbox's `errors` maps a date key to messages, like a field validation. */
export const cancellationHoldBodySchema = z.looseObject({
  error: z.string(),
  errors: openObject,
  reason_code: z.literal(CANCELLATION_HOLD_REASON),
  cancellation_notice: cancellationNoticeSchema,
})
export type CancellationHoldBody = z.infer<typeof cancellationHoldBodySchema>

/** The sandbox's continuation: the notice handoff is where it stopped. */
export const NOTICE_CONTINUATION_PHASE = 'notice_handoff'
export const NOTICE_CONTINUATION_REASON = 'notice_handoff_failed'

/** 500 receipt (rule 8): the approval is saved; keep this and never approve again blindly. No `status`. */
export const savedApprovalBodySchema = z.looseObject({
  error: z.string(),
  reason_code: z.literal(SAVED_APPROVAL_REASON),
  approval_saved: z.literal(true),
  notice_continuation: z.looseObject({ id: z.int(), phase: z.string(), reason_code: z.string() }),
  ...savedApprovalFields,
})
export type SavedApprovalBody = z.infer<typeof savedApprovalBodySchema>

export const GUARD_AUTHORITY_REQUIRED = 'cancellation_guard_authority_required'
export const GUARD_MISMATCH = 'cancellation_guard_mismatch'
export const GUARD_ACKNOWLEDGEMENT_REQUIRED = 'cancellation_guard_acknowledgement_required'

/** 403: the caller's account may not approve guarded cancellations. Nothing to correct in the request. */
export const guardAuthorityBodySchema = z.looseObject({
  status: z.literal('failed'),
  error: z.string(),
  reason_code: z.literal(GUARD_AUTHORITY_REQUIRED),
})
export type GuardAuthorityBody = z.infer<typeof guardAuthorityBodySchema>

/** 409: the guard fields disagree with the guard; `field` names the one to correct. */
export const guardConflictBodySchema = z.looseObject({
  status: z.literal('failed'),
  error: z.string(),
  reason_code: z.enum([GUARD_MISMATCH, GUARD_ACKNOWLEDGEMENT_REQUIRED]),
  field: z.enum(['cancellation_guard_id', 'cancellation_guard_acknowledged']),
})
export type GuardConflictBody = z.infer<typeof guardConflictBodySchema>
