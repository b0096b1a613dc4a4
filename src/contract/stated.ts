import * as z from 'zod/mini'

/** JSON Schema keywords, as the OpenAPI document (scripts/openapi) writes them. */
export type StatedKeywords = Readonly<Record<string, unknown>>

const STATED = new WeakMap<object, StatedKeywords>()

/**
 * A rule that zod runs as a function (a refinement beside it, or a rule reported elsewhere: the quote
 * rules, the password rules), stated for the OpenAPI document in the JSON Schema keywords that say it,
 * built from the same constants; with no check, a check that does nothing carries them. The document's
 * tests sample bodies from these keywords and break each one against the sandbox, so a statement that
 * drifts from its rule fails them. A map, not zod's metadata registry, which the portal's bundles
 * would carry.
 */
export function stated<T>(keywords: StatedKeywords, ...checks: z.core.$ZodCheck<T>[]): z.core.$ZodCheck<T>[] {
  const carriers = checks.length > 0 ? checks : [z.check<T>(() => undefined)]
  carriers.forEach((check, index) => STATED.set(check, index === 0 ? keywords : {}))
  return carriers
}

/** The keywords a check's rule is stated in (the generator then leaves it out of the words), or undefined. */
export const statedKeywords = (check: object): StatedKeywords | undefined => STATED.get(check)
