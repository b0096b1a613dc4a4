import * as z from 'zod/mini'
import { stated } from './stated.ts'

/**
 * Webhook subscriptions (sections 2.9 and 4.8) and the deliveries they receive (section 6).
 * The sandbox validates requests with these schemas and builds its payloads to them; the portal parses
 * responses with them, and its verifier and event catalog read the headers and constants below.
 */

/** Section 6.1, in its order. */
export const WEBHOOK_EVENT_TYPES = [
  'submission.quoted',
  'submission.bind_completed',
  'submission.endorsement_bound',
  'submission.renewed',
  'submission.pending_cancellation',
  'submission.canceled',
  'submission.reinstated',
  'submission.public_reply',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/** Early access, enabled per account (section 6.1): only such accounts may subscribe to it. */
export const PUBLIC_REPLY_EVENT_TYPE = 'submission.public_reply' satisfies WebhookEventType
export type StatusEventType = Exclude<WebhookEventType, typeof PUBLIC_REPLY_EVENT_TYPE>

/** The integer statuses of section 2.2, as webhook payloads carry them. */
export const SUBMISSION_STATUS = { bound: 1, requestedBind: 2, pendingCancellation: 5, canceled: 6, notTakenUp: 10 } as const
export type PartnerStatus = (typeof SUBMISSION_STATUS)[keyof typeof SUBMISSION_STATUS]

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES)

/** Long enough for any real receiver, short enough to show in a table (2048 is the common cap). */
export const ENDPOINT_URL_MAX_LENGTH = 2048

const HTTPS_URL_MESSAGE = 'Use an absolute HTTPS URL, like https://hooks.example.com/insurer'

/**
 * One parse, its failure caught: `URL.canParse` then `new URL` is two parses that may disagree (Node 20
 * and 22 answer `canParse` true for some Latin-1 hosts, `https://\u00da\u009e`, once the call is hot,
 * and the constructor then throws).
 */
function parsedHttpsUrl(text: string): URL | null {
  // The WHATWG parser forgives `https:host` and `https:/host`; an endpoint must be written out in full.
  if (!/^https:\/\//i.test(text)) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  return url.protocol === 'https:' && url.hostname !== '' ? url : null
}

/**
 * What the document states of an endpoint URL: `https://` in any case, then no space, backslash,
 * control character or `#` anywhere, and no `@` before the path (a user name). That the WHATWG URL
 * parser reads it with a host stays in words.
 */
const ENDPOINT_URL_PATTERN = /^[Hh][Tt][Tt][Pp][Ss]:\/\/[^\s\\#@/?\p{Cc}]+(?:[/?][^\s\\#\p{Cc}]*)?$/u

/**
 * An absolute HTTPS URL, kept exactly as sent. Loopback and private hosts are allowed, so a receiver on
 * the developer's own machine works (docs/api-assumptions.md, "Webhooks", on what a real service adds).
 */
export const endpointUrlSchema = z.string().check(
  z.maxLength(ENDPOINT_URL_MAX_LENGTH, `Use at most ${ENDPOINT_URL_MAX_LENGTH} characters`),
  z.refine((text) => parsedHttpsUrl(text) !== null, HTTPS_URL_MESSAGE),
  ...stated(
    { format: 'uri', pattern: ENDPOINT_URL_PATTERN.source },
    z.refine<string>((text) => !/[\s\\\p{Cc}]/u.test(text), 'Remove the spaces, backslashes and control characters'),
    z.refine<string>((text) => {
      const url = parsedHttpsUrl(text)
      return !url?.username && !url?.password
    }, 'Leave out the user name and password: deliveries are authenticated by their signature'),
    z.refine<string>((text) => !text.includes('#'), 'Leave out the #fragment: it is never sent to the receiver'),
  ),
)

/** A non-empty subset of 6.1: each type once; a repeat is reported at its own index. */
export const eventTypesSchema = z.array(webhookEventTypeSchema).check(
  z.minLength(1, 'Choose at least one event type'),
  ...stated(
    { uniqueItems: true },
    z.superRefine((types: readonly WebhookEventType[], context) => {
      types.forEach((type, index) => {
        if (types.indexOf(type) !== index) context.addIssue({ code: 'custom', message: `${type} is listed twice`, path: [index], input: type })
      })
    }),
  ),
)

/** POST /webhook-subscriptions. `active` may be sent as false to create the subscription paused. */
export const createWebhookSubscriptionRequestSchema = z.object({
  endpoint_url: endpointUrlSchema,
  event_types: eventTypesSchema,
  active: z.optional(z.boolean()),
})
export type CreateWebhookSubscriptionRequest = z.infer<typeof createWebhookSubscriptionRequestSchema>

/** PUT /webhook-subscriptions/{id}: any of the three fields, the others are kept. */
export const updateWebhookSubscriptionRequestSchema = z
  .object({
    endpoint_url: z.optional(endpointUrlSchema),
    event_types: z.optional(eventTypesSchema),
    active: z.optional(z.boolean()),
  })
  .check(
    ...stated(
      { anyOf: [{ required: ['endpoint_url'] }, { required: ['event_types'] }, { required: ['active'] }] },
      z.refine<Partial<Record<'endpoint_url' | 'event_types' | 'active', unknown>>>(
        (body) => body.endpoint_url !== undefined || body.event_types !== undefined || body.active !== undefined,
        {
          message: 'Send at least one of endpoint_url, event_types and active',
        },
      ),
    ),
  )
export type UpdateWebhookSubscriptionRequest = z.infer<typeof updateWebhookSubscriptionRequestSchema>

/**
 * The record of 2.9 as GET, PUT and the list send it: never a secret. `event_types` is read as plain
 * strings, so a type a later service adds does not break the list.
 */
export const webhookSubscriptionSchema = z.object({
  id: z.int(),
  company_id: z.int(),
  endpoint_url: z.string(),
  event_types: z.array(z.string()),
  active: z.boolean(),
  secret_rotated_at: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
})
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>

/** What create (201) and rotate-secret (200) answer: the record and its signing secret, shown once. */
export const webhookSubscriptionWithSecretSchema = z.extend(webhookSubscriptionSchema, { secret: z.string() })
export type WebhookSubscriptionWithSecret = z.infer<typeof webhookSubscriptionWithSecretSchema>

/** GET /webhook-subscriptions: a JSON array, oldest first (by id). */
export const webhookSubscriptionListSchema = z.array(webhookSubscriptionSchema)

/** Secrets are `whsec_` and 43 base64url characters (32 random bytes). */
export const SIGNING_SECRET_PREFIX = 'whsec_'

/** After a rotation, the old secret signs too (`X-SVC-Signature-Previous`) for this long, by the service's clock. */
export const SECRET_ROTATION_GRACE_SECONDS = 24 * 60 * 60

export const WEBHOOK_PAYLOAD_VERSION = 1 as const

/** Section 6.2. `previous_status` and `new_status` are absent when the submission has no integer status yet (a new quote). */
export const statusEventPayloadSchema = z.object({
  payload_version: z.literal(WEBHOOK_PAYLOAD_VERSION),
  event_type: z.enum(WEBHOOK_EVENT_TYPES.filter((type): type is StatusEventType => type !== PUBLIC_REPLY_EVENT_TYPE)),
  event_id: z.string(),
  display_id: z.string(),
  transaction_id: z.string(),
  previous_status: z.optional(z.int()),
  new_status: z.optional(z.int()),
  occurred_at: z.string(),
})
export type StatusEventPayload = z.infer<typeof statusEventPayloadSchema>

/** Section 6.3: the note's id, never its text (read it with GET /submission/{displayId}/notes/{note_id}). */
export const publicReplyPayloadSchema = z.object({
  payload_version: z.literal(WEBHOOK_PAYLOAD_VERSION),
  event_type: z.literal(PUBLIC_REPLY_EVENT_TYPE),
  event_id: z.string(),
  display_id: z.string(),
  transaction_id: z.string(),
  note_id: z.string(),
  occurred_at: z.string(),
})
export type PublicReplyPayload = z.infer<typeof publicReplyPayloadSchema>

export const webhookEventPayloadSchema = z.union([statusEventPayloadSchema, publicReplyPayloadSchema])
export type WebhookEventPayload = z.infer<typeof webhookEventPayloadSchema>

/**
 * Section 6.4. Each signature is the lower-case hex HMAC-SHA256 of the raw body bytes, keyed with the
 * UTF-8 bytes of the whole secret as shown (`whsec_` included, nothing decoded).
 */
export const WEBHOOK_HEADERS = {
  signature: 'X-SVC-Signature',
  previousSignature: 'X-SVC-Signature-Previous',
  eventId: 'X-SVC-Event-Id',
  timestamp: 'X-SVC-Timestamp',
} as const

export const WEBHOOK_CONTENT_TYPE = 'application/json'

/** Section 6.5: a receiver answers within 10 s; retries wait these gaps, each counted from the attempt before. */
export const DELIVERY_TIMEOUT_SECONDS = 10
export const DELIVERY_RETRY_DELAYS_SECONDS = [60, 300, 900, 3600, 3 * 3600, 6 * 3600, 12 * 3600] as const
export const DELIVERY_MAX_ATTEMPTS = DELIVERY_RETRY_DELAYS_SECONDS.length + 1
