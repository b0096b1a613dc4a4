import type { Context } from 'hono'
import type * as z from 'zod/mini'
import type { CancellationHoldBody, GuardAuthorityBody, GuardConflictBody, SavedApprovalBody } from '../../src/contract/cancel-approve.ts'
import { countOf } from '../../src/generic/text.ts'
import { checkAgainst } from '../domain/validation/check-against.ts'
import type { FieldErrors } from '../domain/validation/field-errors.ts'

/** The body formats of section 7, one helper each. */

export function authenticationError(c: Context, status: 400 | 401, message: string) {
  return c.json({ Error: message }, status)
}

export function businessRuleError(c: Context, status: 400 | 404, error: string) {
  return c.json({ status: 'failed', error }, status)
}

export function fieldValidationError(c: Context, errors: FieldErrors, message = 'The given data was invalid.') {
  return c.json({ message, errors }, 422)
}

/** 429 (its body is not shown: the sandbox's `{ message }`), with `Retry-After` in whole seconds. */
export function rateLimited(c: Context, retryAfterSeconds: number, what: string) {
  c.header('Retry-After', String(retryAfterSeconds))
  return c.json({ message: `${what} Try again in ${countOf(retryAfterSeconds, 'seconds')}.` }, 429)
}

export function notFoundError(c: Context, error: string) {
  return c.json({ error }, 404)
}

/** cancel-approve's guard refusals: 403 authority, 409 a guard field to correct (docs/api-assumptions.md). */
export function guardRefusal(c: Context, refusal: { status: 403; body: GuardAuthorityBody } | { status: 409; body: GuardConflictBody }) {
  return c.json(refusal.body, refusal.status)
}

/** cancel-approve's 422 hold (4.7 rule 6). */
export function cancellationHold(c: Context, body: CancellationHoldBody) {
  return c.json(body, 422)
}

/** cancel-approve's 500 receipt (4.7 rule 8): the approval is saved; answered here, never by the app's generic 500. */
export function savedApprovalReceipt(c: Context, body: SavedApprovalBody) {
  return c.json(body, 500)
}

/** The control API's answer to a request the sandbox's state refuses (a move section 3 does not allow). */
export function conflictError(c: Context, error: string) {
  return c.json({ error }, 409)
}

export type JsonBody = { ok: true; value: unknown } | { ok: false }

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** With `emptyIsObject`, no body at all reads as `{}` (for an endpoint whose fields are all optional). */
export async function readJsonBody(c: Context, { emptyIsObject = false } = {}): Promise<JsonBody> {
  try {
    const text = await c.req.text()
    if (emptyIsObject && text.trim() === '') return { ok: true, value: {} }
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

export type JsonObjectBody = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response }

/**
 * The body of a JSON endpoint, or the 400 of section 7 ("malformed body", business-rule format) when
 * it is not a JSON object. The body is read as JSON whatever Content-Type says (docs/api-assumptions.md).
 */
export async function readJsonObjectBody(c: Context, options: { emptyIsObject?: boolean } = {}): Promise<JsonObjectBody> {
  const body = await readJsonBody(c, options)
  if (body.ok && isPlainObject(body.value)) return { ok: true, value: body.value }
  const error = body.ok ? 'The request body must be a JSON object.' : 'The request body must be JSON.'
  return { ok: false, response: businessRuleError(c, 400, error) }
}

/** The JSON body checked against a contract schema; malformed JSON fails like an empty body. */
export async function parseJsonBody<Schema extends z.core.$ZodType>(c: Context, schema: Schema): Promise<z.core.util.SafeParseResult<z.output<Schema>>> {
  const body = await readJsonBody(c)
  return checkAgainst(schema, body.ok ? body.value : undefined)
}
