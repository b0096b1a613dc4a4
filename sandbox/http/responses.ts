import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as z from 'zod/mini'

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

export function jsonWithStatus(c: Context, body: unknown, status: ContentfulStatusCode) {
  return c.json(body as object, status)
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

export async function readJsonBody(c: Context): Promise<JsonBody> {
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) as unknown }
  } catch {
    return { ok: false }
  }
}

/** The JSON body checked against a contract schema; malformed JSON fails like an empty body. */
export async function parseJsonBody<Schema extends z.core.$ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.core.util.SafeParseResult<z.output<Schema>>> {
  const body = await readJsonBody(c)
  return z.safeParse(schema, body.ok ? body.value : undefined)
}
