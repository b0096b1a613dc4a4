import type { Context } from 'hono'
import * as z from 'zod/mini'
import { readableIssueMessage } from './issue-messages.ts'

/** The body formats of section 7, one helper each. */

export function authenticationError(c: Context, status: 400 | 401, message: string) {
  return c.json({ Error: message }, status)
}

export function businessRuleError(c: Context, status: 400 | 404, error: string) {
  return c.json({ status: 'failed', error }, status)
}

export function fieldValidationError(c: Context, errors: Record<string, string[]>, message = 'The given data was invalid.') {
  return c.json({ message, errors }, 422)
}

export function notFoundError(c: Context, error: string) {
  return c.json({ error }, 404)
}

/** The control API's answer to a request the sandbox's state refuses (a move section 3 does not allow). */
export function conflictError(c: Context, error: string) {
  return c.json({ error }, 409)
}

/** zod issues as `{ 'drivers.2.dateOfBirth': ['...'] }`, every problem at once. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_body'
    ;(errors[path] ??= []).push(issue.message)
  }
  return errors
}

export type JsonBody = { ok: true; value: unknown } | { ok: false }

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export async function readJsonBody(c: Context): Promise<JsonBody> {
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) as unknown }
  } catch {
    return { ok: false }
  }
}

export type JsonObjectBody = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response }

/**
 * The body of a JSON endpoint, or the 400 of section 7 ("malformed body", business-rule format) when
 * it is not a JSON object. The body is read as JSON whatever Content-Type says (docs/api-assumptions.md).
 */
export async function readJsonObjectBody(c: Context): Promise<JsonObjectBody> {
  const body = await readJsonBody(c)
  if (body.ok && isPlainObject(body.value)) return { ok: true, value: body.value }
  const error = body.ok ? 'The request body must be a JSON object.' : 'The request body must be JSON.'
  return { ok: false, response: businessRuleError(c, 400, error) }
}

/**
 * A value checked against a contract schema, as every sandbox route checks: zod's built-in issues get
 * messages a person can act on (zod/mini has only "Invalid input"); a schema's own messages win.
 */
export function checkAgainst<Schema extends z.core.$ZodType>(schema: Schema, value: unknown): z.core.util.SafeParseResult<z.output<Schema>> {
  return z.safeParse(schema, value, { error: readableIssueMessage })
}

/** The JSON body checked against a contract schema; malformed JSON fails like an empty body. */
export async function parseJsonBody<Schema extends z.core.$ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.core.util.SafeParseResult<z.output<Schema>>> {
  const body = await readJsonBody(c)
  return checkAgainst(schema, body.ok ? body.value : undefined)
}
