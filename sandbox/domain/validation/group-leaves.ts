import type * as z from 'zod/mini'
import type { FieldErrors } from './field-errors.ts'

const REQUIRED = 'Required'

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The schema an optional, nullable or defaulted schema wraps; the object schema a value must be. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  const def = (schema as z.core.$ZodTypes)._zod.def
  return def.type === 'optional' || def.type === 'nullable' || def.type === 'default' ? unwrapped(def.innerType) : schema
}

/** The schema at a dotted path of a body (`vehicles.3`, `insuredInformation`), or undefined. */
function schemaAt(schema: z.core.$ZodType, path: readonly string[]): z.core.$ZodType | undefined {
  if (path.length === 0) return schema
  const [head = '', ...rest] = path
  const def = (unwrapped(schema) as z.core.$ZodTypes)._zod.def
  if (def.type === 'object') return Object.hasOwn(def.shape, head) ? schemaAt(def.shape[head]!, rest) : undefined
  if (def.type === 'array') return /^\d+$/.test(head) ? schemaAt(def.element, rest) : undefined
  if (def.type === 'record') return schemaAt(def.valueType, rest)
  return undefined
}

/** Every leaf an object schema requires, as dotted paths below `prefix`; nested required groups' leaves too. */
function requiredLeaves(schema: z.core.$ZodType, prefix: string): string[] {
  const def = (unwrapped(schema) as z.core.$ZodTypes)._zod.def
  if (def.type !== 'object') return [prefix]
  return Object.entries(def.shape)
    .filter(([, field]) => field._zod.optin !== 'optional')
    .flatMap(([key, field]) => requiredLeaves(field, `${prefix}.${key}`))
}

const valueAt = (body: unknown, path: readonly string[]) =>
  path.reduce<unknown>((node, key) => (isPlainObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined), body)

/**
 * A group that is absent, null or not an object is reported on its own path and on each leaf it
 * requires (`insuredInformation` and `insuredInformation.legalName`, ...), as a validator that checks
 * leaves reports them, so a client that maps paths to fields finds every one (docs/api-assumptions.md).
 */
export function withLeavesOfMissingGroups(schema: z.core.$ZodType, body: unknown, errors: FieldErrors): FieldErrors {
  const expanded: FieldErrors = { ...errors }
  for (const path of Object.keys(errors)) {
    const parts = path.split('.')
    const groupSchema = schemaAt(schema, parts)
    if (!groupSchema || (unwrapped(groupSchema) as z.core.$ZodTypes)._zod.def.type !== 'object' || isPlainObject(valueAt(body, parts))) continue
    for (const leaf of requiredLeaves(groupSchema, path)) expanded[leaf] ??= [REQUIRED]
  }
  return expanded
}
