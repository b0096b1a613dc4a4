import * as z from 'zod/mini'
import { PUBLIC_REPLY_EVENT_TYPE, webhookEventPayloadSchema, webhookEventTypeSchema } from './webhooks.ts'

/** The sandbox's control API (sandbox-fixtures.md), outside /v1. */

export const sandboxInfoSchema = z.object({ sandbox: z.literal(true), now: z.string(), version: z.string() })
export type SandboxInfo = z.infer<typeof sandboxInfoSchema>

export const clockSchema = z.object({ now: z.string() })

export const clockChangeSchema = z.union([z.object({ now: z.iso.datetime({ offset: true }) }), z.object({ advanceSeconds: z.number() })])

export const outboxEmailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sent_at: z.string(),
  reset_token: z.nullable(z.string()),
})
export type OutboxEmail = z.infer<typeof outboxEmailSchema>
export const outboxSchema = z.array(outboxEmailSchema)

/** A rolling-window limit of the sandbox: at most `maxRequests` in any `windowSeconds`. */
export const rollingLimitSchema = z.object({
  maxRequests: z.int().check(z.minimum(1), z.maximum(100_000)),
  windowSeconds: z.int().check(z.minimum(1), z.maximum(3600)),
})

/** GET and POST /__sandbox/rate-limit: the submission edits' limit per account; null turns it off. */
export const rateLimitSettingSchema = z.object({ edits: z.nullable(rollingLimitSchema) })
export type RateLimitSetting = z.infer<typeof rateLimitSettingSchema>

export const faultRequestSchema = z
  .object({
    method: z.optional(z.string().check(z.trim(), z.toUpperCase())),
    path: z.string().check(z.startsWith('/')),
    status: z.optional(z.int().check(z.minimum(200), z.maximum(599))),
    count: z._default(z.int().check(z.minimum(1)), 1),
    delayMs: z.optional(z.int().check(z.minimum(0), z.maximum(60_000))),
    body: z.optional(z.unknown()),
    /** Extra response headers, such as `Retry-After` on a 429. */
    headers: z.optional(z.record(z.string(), z.string())),
  })
  .check(
    z.refine((fault) => fault.status !== undefined || fault.delayMs !== undefined, {
      message: 'A fault needs a status, a delayMs, or both.',
    }),
  )
/** What a caller sends: `count` may be left out (1). */
export type FaultRequestInput = z.input<typeof faultRequestSchema>

/**
 * POST /__sandbox/submissions/{displayId}/events: a move or event of sections 3 and 6, as the policy
 * system would make it. `transaction_id` names the transaction the payload carries (default: the
 * new-business transaction for a bind, else the latest); `note_body` is the text of the public reply
 * that `submission.public_reply` posts.
 */
export const submissionEventRequestSchema = z
  .object({
    type: webhookEventTypeSchema,
    transaction_id: z.optional(z.int().check(z.positive())),
    note_body: z.optional(z.string().check(z.trim(), z.minLength(1, 'Write the reply, or leave note_body out'), z.maxLength(5000))),
  })
  .check(
    z.refine((body) => body.note_body === undefined || body.type === PUBLIC_REPLY_EVENT_TYPE, {
      message: `Only ${PUBLIC_REPLY_EVENT_TYPE} posts a note`,
      path: ['note_body'],
    }),
  )
export type SubmissionEventRequest = z.input<typeof submissionEventRequestSchema>

/** 201: the event as subscribers receive it, and the submission's status after it. */
export const submissionEventResultSchema = z.object({
  event: webhookEventPayloadSchema,
  submission_status: z.union([z.int(), z.string()]),
})
export type SubmissionEventResult = z.infer<typeof submissionEventResultSchema>

/**
 * GET /__sandbox/deliveries: every delivery attempt, newest first. `attempt` counts 1 to 8 within a
 * series; `replay` is 0 for the first series and n for the nth replay. `status_code` is the receiver's
 * answer, `error` what went wrong when there was none (connection, TLS, time-out). The newest row of a
 * delivery says what happens next: `next_attempt_at`, or `dead_lettered` with `dead_letter_reason`.
 */
export const deliveryAttemptSchema = z.object({
  event_id: z.string(),
  event_type: z.string(),
  display_id: z.string(),
  subscription_id: z.int(),
  endpoint_url: z.string(),
  attempt: z.int(),
  replay: z.int(),
  attempted_at: z.string(),
  status_code: z.nullable(z.int()),
  error: z.nullable(z.string()),
  next_attempt_at: z.nullable(z.string()),
  dead_lettered: z.boolean(),
  dead_letter_reason: z.nullable(z.string()),
})
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>

/**
 * A ledger row as GET /__sandbox/deliveries answers it: the attempt, and where its subscription stands
 * now (`active`, `paused` or `deleted`), so that Replay is offered only where it can be done: a replay
 * goes to a subscription that is active (docs/decisions/0051).
 */
export const deliveryLedgerRowSchema = z.extend(deliveryAttemptSchema, { subscription_state: z.enum(['active', 'paused', 'deleted']) })
export type DeliveryLedgerRow = z.infer<typeof deliveryLedgerRowSchema>
export type SubscriptionState = DeliveryLedgerRow['subscription_state']
export const deliveryLedgerSchema = z.array(deliveryLedgerRowSchema)

/** POST /__sandbox/deliveries/{event_id}/replay, 202: the subscriptions the event is sent to again. */
export const deliveryReplayResultSchema = z.object({ event_id: z.string(), subscription_ids: z.array(z.int()) })
export type DeliveryReplayResult = z.infer<typeof deliveryReplayResultSchema>
