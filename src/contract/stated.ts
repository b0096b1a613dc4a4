import * as z from 'zod/mini'

/** JSON Schema keywords, as the OpenAPI document (scripts/openapi) writes them. */
export type StatedKeywords = Readonly<Record<string, unknown>>

const STATED = new WeakSet<object>()

/**
 * A rule that zod runs as a function (a refinement beside it, or a rule reported elsewhere: the quote
 * rules, the password rules), stated for the OpenAPI document in the JSON Schema keywords that say it,
 * built from the same constants. The document's tests sample bodies from these keywords and break each
 * one against the sandbox, so a statement that drifts from its rule fails them.
 */
export function stated<T>(keywords: StatedKeywords, ...checks: z.core.$ZodCheck<T>[]): z.core.$ZodCheck<T>[] {
  for (const check of checks) STATED.add(check)
  return [...checks, z.meta(keywords)]
}

/** Whether a check's rule is stated in keywords: the document then does not repeat it in words. */
export const isStated = (check: object) => STATED.has(check)
