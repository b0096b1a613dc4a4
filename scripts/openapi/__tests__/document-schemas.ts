import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { JSONSchemaFaker } from 'json-schema-faker'

/**
 * docs/openapi.json as the tests read it, with standard tools only: Ajv (JSON Schema 2020-12) judges
 * what the document allows, json-schema-faker samples what it allows. Nothing here knows src/contract.
 */

export type JsonSchema = { [keyword: string]: unknown }

interface Parameter {
  name: string
  in: 'path' | 'query'
  schema: JsonSchema
}

export interface DocumentOperation {
  operationId: string
  parameters?: Parameter[]
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } }
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>
  components: { schemas: Record<string, JsonSchema> }
}

export const openApiDocument = (): OpenApiDocument =>
  JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8')) as OpenApiDocument

/** Every operation of the document, with its method and path. */
export function documentOperations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  )
}

/** A schema of the document, `$ref`s followed. */
export const resolvedIn =
  (document: OpenApiDocument) =>
  (schema: JsonSchema): JsonSchema => {
    const ref = schema.$ref
    return typeof ref === 'string' ? resolvedIn(document)(document.components.schemas[ref.split('/').pop()!]!) : schema
  }

/**
 * Ajv over the document's components. `multipleOfPrecision`: 0.07 is a multiple of 0.01 as JSON Schema
 * means it (a decimal), though not in binary floating point.
 */
export function validatorOf(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, multipleOfPrecision: 9 })
  addFormats.default(ajv)
  ajv.addSchema({ $id: 'openapi.json', components: document.components })
  const compiled = new Map<JsonSchema, (value: unknown) => boolean>()
  return (schema: JsonSchema, value: unknown): boolean => {
    let validate = compiled.get(schema)
    if (!validate) {
      const ref = typeof schema.$ref === 'string' ? { $ref: `openapi.json${schema.$ref}` } : schema
      validate = ajv.compile(ref)
      compiled.set(schema, validate)
    }
    return validate(value)
  }
}

/** mulberry32: a fixed seed gives the same bodies on every run. */
function seededRandom(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Where a string has a `pattern`, its `format` is left out of what json-schema-faker reads: the pattern
 * says the whole rule, and the faker's own date-time clean-up throws on RFC 3339's lower-case `t`.
 */
function withoutFormatsBesidePatterns(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutFormatsBesidePatterns)
  if (typeof node !== 'object' || node === null) return node
  const entries = Object.entries(node).filter(([key]) => !(key === 'format' && 'pattern' in node))
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutFormatsBesidePatterns(value)]))
}

/**
 * A record's keys written `"0"`, `"1"`, ... where its schema has `propertyNames`, which json-schema-faker
 * does not read (the document's one such record, the losses, is keyed so; Ajv judges the result).
 */
function withIndexKeys(schema: JsonSchema, value: unknown, resolve: (schema: JsonSchema) => JsonSchema): unknown {
  const resolved = resolve(schema)
  if (Array.isArray(value)) return typeof resolved.items === 'object' ? value.map((item) => withIndexKeys(resolved.items as JsonSchema, item, resolve)) : value
  if (typeof value !== 'object' || value === null) return value
  const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>
  const rest = typeof resolved.additionalProperties === 'object' ? (resolved.additionalProperties as JsonSchema) : undefined
  const entries = Object.entries(value).map(([key, entry], index) => {
    const inner = properties[key] ?? rest
    return [resolved.propertyNames ? String(index) : key, inner ? withIndexKeys(inner, entry, resolve) : entry]
  })
  return Object.fromEntries(entries)
}

/** Samples of a schema of the document: each optional property present (`everyOptional`) or by chance. */
export function samplerOf(document: OpenApiDocument, seed: number) {
  const components = withoutFormatsBesidePatterns(document.components)
  const random = seededRandom(seed)
  const resolve = resolvedIn(document)
  return (schema: JsonSchema, { everyOptional = false } = {}): unknown => {
    JSONSchemaFaker.option({ random, alwaysFakeOptionals: everyOptional, optionalsProbability: 0.5, maxItems: 3, failOnInvalidTypes: true })
    const sample = JSONSchemaFaker.generate({ ...(withoutFormatsBesidePatterns(schema) as JsonSchema), components } as never)
    return withIndexKeys(schema, sample, resolve)
  }
}
