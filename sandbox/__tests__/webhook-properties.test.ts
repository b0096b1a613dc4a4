import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { businessRuleBodySchema, fieldValidationBodySchema, notFoundErrorBodySchema } from '../../src/contract/errors.ts'
import { deliveryReplayResultSchema, submissionEventResultSchema } from '../../src/contract/sandbox-control.ts'
import { WEBHOOK_EVENT_TYPES, webhookSubscriptionSchema, webhookSubscriptionWithSecretSchema } from '../../src/contract/webhooks.ts'
import { hostileString, hostileUrl } from './fuzz/hostile-strings.ts'
import { startSandbox, SUMMIT } from './harness.ts'

const BASE = '/v1/webhook-subscriptions'

/** Section 7's format for each status these endpoints may answer; anything else (a 500 first) fails. */
type Formats = Partial<Record<number, z.ZodMiniType | 'empty'>>

const subscriptionFormats: Formats = {
  400: businessRuleBodySchema,
  404: notFoundErrorBodySchema,
  422: fieldValidationBodySchema,
}

function expectFormat(answer: { status: number; text: string; body?: unknown }, formats: Formats) {
  const format = formats[answer.status]
  expect(format, `unexpected ${answer.status}: ${answer.text}`).toBeDefined()
  if (format === 'empty') return expect(answer.text).toBe('')
  const parsed = format!.safeParse(answer.body)
  expect(parsed.success, `${answer.status} ${answer.text}`).toBe(true)
  if (answer.status === 422) expect(Object.keys((answer.body as { errors: object }).errors).length).toBeGreaterThan(0)
}

const anyJson = fc.jsonValue()
const rawText = fc.string().map((text) => ({ raw: text }))
const endpointUrl = fc.oneof(
  fc.webUrl({ validSchemes: ['https'], withFragments: true, withQueryParameters: true }),
  fc.webUrl(),
  fc.string(),
  anyJson,
  hostileUrl,
)
const eventTypes = fc.oneof(fc.array(fc.oneof(fc.constantFrom(...WEBHOOK_EVENT_TYPES), fc.string(), hostileString), { maxLength: 10 }), anyJson)
const subscriptionBody = fc.oneof(
  anyJson,
  rawText,
  fc.record(
    { endpoint_url: endpointUrl, event_types: eventTypes, active: fc.oneof(fc.boolean(), anyJson), id: anyJson, secret: anyJson },
    { requiredKeys: [] },
  ),
)
/** Any one path segment: an empty one, `.` and `..` would name another path, not an id. */
const pathId = fc.oneof(
  fc.constantFrom('1', '2', '3', '0', '-1', '1e3'),
  fc
    .string({ minLength: 1 })
    .map(encodeURIComponent)
    .filter((segment) => segment !== '.' && segment !== '..'),
)

/** Sends a JSON value, or raw text wrapped as `{ raw }`, as the body. */
function sent(body: unknown): string {
  const isRaw = typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && 'raw' in body
  return isRaw ? String((body as { raw: unknown }).raw) : JSON.stringify(body)
}

async function signedIn(username?: string) {
  const harness = startSandbox()
  const { AccessToken } = await harness.signIn(username)
  return {
    ...harness,
    as: (method: string, path: string, body?: unknown) => harness.callAs(AccessToken, method, path, body === undefined ? undefined : sent(body)),
  }
}

describe('webhook endpoints never answer 500, and every error is in its section-7 format', () => {
  it('POST /webhook-subscriptions, with and without early access', async () => {
    const accounts = [await signedIn(), await signedIn(SUMMIT)]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(0, 1), subscriptionBody, async (account, body) => {
        const answer = await accounts[account]!.as('POST', BASE, body)
        expectFormat(answer, { ...subscriptionFormats, 201: webhookSubscriptionWithSecretSchema })
      }),
      { numRuns: 300 },
    )
  })

  it('GET, PUT, DELETE and rotate-secret of any id', async () => {
    const { as } = await signedIn()
    await as('POST', BASE, { endpoint_url: 'https://hooks.example.com/a', event_types: ['submission.quoted'] })
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'PUT', 'DELETE', 'ROTATE'), pathId, subscriptionBody, async (method, id, body) => {
        const answer =
          method === 'ROTATE' ? await as('POST', `${BASE}/${id}/rotate-secret`, body) : await as(method, `${BASE}/${id}`, method === 'GET' ? undefined : body)
        const success = method === 'DELETE' ? 'empty' : method === 'ROTATE' ? webhookSubscriptionWithSecretSchema : webhookSubscriptionSchema
        expectFormat(answer, { ...subscriptionFormats, [method === 'DELETE' ? 204 : 200]: success })
        if (answer.status === 404) expect(answer.text).toBe('{"error":"Webhook subscription not found."}')
      }),
      { numRuns: 300 },
    )
  })

  it('POST /__sandbox/submissions/{displayId}/events and POST /__sandbox/deliveries/{event_id}/replay', async () => {
    const harness = await signedIn(SUMMIT)
    // No subscription is active, so no event leaves the machine.
    await harness.as('PUT', `${BASE}/1`, { active: false })
    const displayId = fc.oneof(fc.constantFrom('BR-10001', 'BR-10002', 'BR-10003', 'SM-10002', 'BR-20001'), fc.string().map(encodeURIComponent))
    const eventBody = fc.oneof(
      anyJson,
      rawText,
      fc.record(
        {
          type: fc.oneof(fc.constantFrom(...WEBHOOK_EVENT_TYPES), anyJson),
          transaction_id: fc.oneof(fc.integer({ min: -1, max: 3 }), anyJson),
          note_body: fc.oneof(fc.string(), anyJson, hostileString),
        },
        { requiredKeys: [] },
      ),
    )
    const controlErrors: Formats = { 404: notFoundErrorBodySchema, 409: notFoundErrorBodySchema, 422: fieldValidationBodySchema }
    await fc.assert(
      fc.asyncProperty(displayId, eventBody, fc.oneof(fc.uuid(), fc.string().map(encodeURIComponent)), async (id, body, eventId) => {
        const driven = await harness.call('POST', `/__sandbox/submissions/${id}/events`, { body: sent(body) })
        expectFormat(driven, { ...controlErrors, 201: submissionEventResultSchema })
        const replayed = await harness.call('POST', `/__sandbox/deliveries/${eventId}/replay`, { body: sent(body) })
        expectFormat(replayed, { ...controlErrors, 202: deliveryReplayResultSchema })
      }),
      { numRuns: 300 },
    )
  })
})
