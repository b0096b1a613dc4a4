import * as z from 'zod/mini'
import { statedKeywords } from '../../src/contract/stated.ts'
import { COMPONENT_SCHEMAS } from './components.ts'

/**
 * The contract's zod schemas as JSON Schema 2020-12 (OpenAPI 3.1's dialect), one component each, with
 * `$ref`s between them. Both directions are the wire's side of a schema (`io: 'input'`): a request as
 * the client sends it, an answer as the service sends it (what the portal's parser takes in). What JSON
 * Schema cannot say (a refinement, a trim) is said in the description.
 */

export type JsonSchema = Record<string, unknown>

const SAFE = Number.MAX_SAFE_INTEGER

/** A transform applied before the checks, named by what it does to a sample. */
function overwriteNote(transform: (input: string) => unknown): string | null {
  if (transform(' a ') === 'a') return 'Trimmed before it is checked.'
  if (transform('a') === 'A') return 'Written in capitals before it is checked.'
  return null
}

/** The checks of a schema that JSON Schema cannot express, in the schema's own words. */
function unexpressedChecks(schema: z.core.$ZodType): string[] {
  const notes: string[] = []
  const rules: string[] = []
  let unnamed = false
  for (const check of (schema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? []) {
    if (statedKeywords(check)) continue
    const def = check._zod.def as { check: string; error?: (issue: unknown) => unknown; tx?: (input: string) => unknown }
    if (def.check === 'overwrite' && def.tx) {
      const note = overwriteNote(def.tx)
      if (note) notes.push(note)
    }
    if (def.check !== 'custom') continue
    const message = def.error?.({ code: 'custom', input: undefined })
    if (typeof message === 'string') rules.push(message.replace(/[.:]?$/, ''))
    else unnamed = true
  }
  if (rules.length) notes.push(`Also checked (JSON Schema cannot say it), with these messages: ${rules.map((rule) => `“${rule}”`).join('; ')}.`)
  if (unnamed) notes.push('Also checked by rules JSON Schema cannot say; a 422 names the field and the problem.')
  return notes
}

function withNotes(json: JsonSchema, notes: string[]) {
  if (notes.length === 0) return
  json.description = [json.description, ...notes].filter(Boolean).join(' ')
}

/** JavaScript's safe-integer bounds, which zod writes on every integer, say nothing here. */
function withoutSafeIntegerBounds(json: JsonSchema) {
  if (json.minimum === -SAFE) delete json.minimum
  if (json.maximum === SAFE) delete json.maximum
}

/** The keywords `stated()` beside the checks of a schema (src/contract/stated.ts). */
function withStatedKeywords(json: JsonSchema, schema: z.core.$ZodType) {
  for (const check of (schema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? []) Object.assign(json, statedKeywords(check))
}

const override: z.core.JSONSchemaGeneratorParams['override'] = ({ zodSchema, jsonSchema }) => {
  withoutSafeIntegerBounds(jsonSchema as JsonSchema)
  withStatedKeywords(jsonSchema as JsonSchema, zodSchema)
  withNotes(jsonSchema as JsonSchema, unexpressedChecks(zodSchema))
}

function withoutDialect(schema: object): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema
  return rest
}

export function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(COMPONENT_SCHEMAS)) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, { io: 'input', uri: (id) => `#/components/schemas/${id}`, override })
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, withoutDialect(schema)]))
}

/** A path or query parameter as the client holds it (`io: 'output'`): an id is an integer, written in digits in the path. */
export const parameterSchema = (schema: z.core.$ZodType): JsonSchema => withoutDialect(z.toJSONSchema(schema, { io: 'output', override }))
