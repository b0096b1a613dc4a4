import * as z from 'zod/mini'

const FAILED = Symbol('did not parse')

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * What parsed of a value: the value itself when it passes its schema; else, inside objects, lists
 * and records, each part on its own (a part that is not even an object becomes null, a field that
 * does not parse is left out); else FAILED.
 */
function parsedParts(schema: z.core.$ZodType, value: unknown): unknown {
  const parsed = z.safeParse(schema, value)
  if (parsed.success) return parsed.data
  const def = (schema as z.core.$ZodTypes)._zod.def
  switch (def.type) {
    case 'optional':
    case 'default':
      return parsedParts(def.innerType, value)
    case 'object':
      if (!isObject(value)) return FAILED
      return Object.fromEntries(
        Object.entries(def.shape)
          .map(([key, field]) => [key, parsedParts(field, value[key])])
          .filter(([, part]) => part !== FAILED),
      )
    case 'array':
      return Array.isArray(value) ? value.map((item) => orNull(parsedParts(def.element, item))) : FAILED
    case 'record':
      if (!isObject(value)) return FAILED
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, orNull(parsedParts(def.valueType, entry))]))
    default:
      return FAILED
  }
}

const orNull = (part: unknown) => (part === FAILED ? null : part)

/** What the cross-field rules read of a body that failed its schema: every part that did parse. */
export function partsThatParsed(schema: z.core.$ZodType, body: Record<string, unknown>): unknown {
  return orNull(parsedParts(schema, body))
}
