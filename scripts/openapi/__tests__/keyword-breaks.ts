import type { JsonSchema } from './document-schemas.ts'

/**
 * Bodies a request schema of the document forbids, derived from the schema itself: from a body it
 * allows, each keyword broken in turn (a required property left out, a pattern not matched, a number
 * past its bound, ...), the rest of the body kept. Each break names the keyword and where it broke.
 */

export type Path = readonly (string | number)[]

export interface KeywordBreak {
  keyword: string
  path: Path
  /** The forbidden value at `path`, or `undefined` to leave the property out. */
  value: unknown
}

export interface Breaker {
  /** A schema of the document, `$ref`s followed. */
  resolve: (schema: JsonSchema) => JsonSchema
  /** A value the schema allows, to fill what a break needs (a second item, a property of a branch). */
  sample: (schema: JsonSchema) => unknown
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : []
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback)

/** Strings that miss most patterns; the first one the pattern refuses, within the lengths, breaks it. */
const PATTERN_MISSES = ['!', ' ', 'x', '0', '', 'a a', '-', 'https://', 'http://hooks.example/']

/** Another JSON type than the schema's, for `type`. */
function otherType(types: readonly string[]): unknown {
  if (!types.includes('string')) return 'text'
  if (!types.includes('number') && !types.includes('integer')) return 12345
  return false
}

function leafBreaks(schema: JsonSchema, value: unknown): Omit<KeywordBreak, 'path'>[] {
  const breaks: Omit<KeywordBreak, 'path'>[] = []
  const types = typesOf(schema)
  if (types.length > 0) breaks.push({ keyword: 'type', value: otherType(types) })
  if (types.includes('integer')) breaks.push({ keyword: 'type', value: 1.5 })
  if (Array.isArray(schema.enum)) breaks.push({ keyword: 'enum', value: 'not-one-of-the-enum' })
  if ('const' in schema) breaks.push({ keyword: 'const', value: `not ${String(schema.const)}` })
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u')
    const fits = (text: string) => text.length >= numberOr(schema.minLength, 0) && text.length <= numberOr(schema.maxLength, Infinity)
    const miss = PATTERN_MISSES.find((text) => fits(text) && !pattern.test(text)) ?? PATTERN_MISSES.find((text) => !pattern.test(text))
    if (miss !== undefined) breaks.push({ keyword: 'pattern', value: miss })
  }
  if (typeof schema.minLength === 'number' && schema.minLength > 0) breaks.push({ keyword: 'minLength', value: 'a'.repeat(schema.minLength - 1) })
  if (typeof schema.maxLength === 'number') {
    const text = typeof value === 'string' ? value : ''
    breaks.push({ keyword: 'maxLength', value: text + 'a'.repeat(schema.maxLength + 1 - text.length) })
  }
  if (typeof schema.minimum === 'number') breaks.push({ keyword: 'minimum', value: schema.minimum - 1 })
  if (typeof schema.exclusiveMinimum === 'number') breaks.push({ keyword: 'exclusiveMinimum', value: schema.exclusiveMinimum })
  if (typeof schema.maximum === 'number') breaks.push({ keyword: 'maximum', value: schema.maximum + 1 })
  if (typeof schema.multipleOf === 'number') {
    const low = numberOr(schema.minimum, numberOr(schema.exclusiveMinimum, 0))
    breaks.push({ keyword: 'multipleOf', value: low + 1 + schema.multipleOf / 2 })
  }
  return breaks
}

/** A value of `schema` that is not null, for a nullable or optional place: the body's own, or a sample. */
function branchOf(schema: JsonSchema, breaker: Breaker): JsonSchema {
  const branches = (schema.anyOf as JsonSchema[] | undefined)
    ?.map(breaker.resolve)
    .filter((branch) => !typesOf(branch).includes('null') && !('const' in branch))
  if (!branches?.length) return schema
  return branchOf(branches[0]!, breaker)
}

function objectBreaks(schema: JsonSchema, value: Record<string, unknown>, path: Path, breaker: Breaker): KeywordBreak[] {
  const breaks: KeywordBreak[] = []
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  for (const name of (schema.required ?? []) as string[]) breaks.push({ keyword: 'required', path: [...path, name], value: undefined })
  if (schema.additionalProperties === false) breaks.push({ keyword: 'additionalProperties', path: [...path, 'not_a_field'], value: 1 })
  if (typeof schema.minProperties === 'number') breaks.push({ keyword: 'minProperties', path, value: {} })
  if (typeof schema.maxProperties === 'number' && isObject(schema.additionalProperties)) {
    const entry = breaker.sample(schema.additionalProperties)
    const entries = Array.from({ length: schema.maxProperties + 1 }, (_, index) => [String(index), entry])
    breaks.push({ keyword: 'maxProperties', path, value: Object.fromEntries(entries) })
  }
  if (isObject(schema.propertyNames) && isObject(schema.additionalProperties)) {
    breaks.push({ keyword: 'propertyNames', path, value: { ...value, 'not-a-key': breaker.sample(schema.additionalProperties) } })
  }
  // Sets of required properties (at least one of them, exactly one of them): none of them sent.
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword] as JsonSchema[] | undefined
    if (!branches?.every((branch) => Array.isArray(branch.required))) continue
    const named = branches.flatMap((branch) => branch.required as string[])
    breaks.push({ keyword, path, value: Object.fromEntries(Object.entries(value).filter(([name]) => !named.includes(name))) })
    if (keyword === 'oneOf') {
      const all = Object.fromEntries(named.map((name) => [name, breaker.sample(branchOf(breaker.resolve(properties[name]!), breaker))]))
      breaks.push({ keyword, path, value: { ...value, ...all } })
    }
  }
  for (const [name, property] of Object.entries(properties)) {
    if (name in value) breaks.push(...keywordBreaks(property, value[name], [...path, name], breaker))
  }
  return breaks
}

function arrayBreaks(schema: JsonSchema, value: unknown[], path: Path, breaker: Breaker): KeywordBreak[] {
  const breaks: KeywordBreak[] = []
  const items = isObject(schema.items) ? (schema.items as JsonSchema) : undefined
  const item = value[0] ?? (items && breaker.sample(items))
  if (typeof schema.minItems === 'number' && schema.minItems > 0) breaks.push({ keyword: 'minItems', path, value: value.slice(0, schema.minItems - 1) })
  if (schema.uniqueItems === true && item !== undefined) breaks.push({ keyword: 'uniqueItems', path, value: [item, item] })
  if (items && value.length > 0) breaks.push(...keywordBreaks(items, value[0], [...path, 0], breaker))
  return breaks
}

/** Every break of one keyword of `schema` at a time, for `value`, a value it allows, at `path` of the body. */
export function keywordBreaks(rawSchema: JsonSchema, value: unknown, path: Path, breaker: Breaker): KeywordBreak[] {
  const schema = breaker.resolve(rawSchema)
  if (Array.isArray(schema.anyOf) && !schema.anyOf.every((branch: JsonSchema) => Array.isArray(branch.required))) {
    // A nullable or optional place (`null`, or `""` for "none"): its other branch's keywords, on a value of it.
    const branch = branchOf(schema, breaker)
    if (value !== null && value !== '') return keywordBreaks(branch, value, path, breaker)
    // A break inside a sampled value replaces the whole place with the broken sample.
    const own = breaker.sample(branch)
    return keywordBreaks(branch, own, path, breaker).map((found) =>
      found.path.length === path.length ? found : { ...found, path, value: withBreak(own, { ...found, path: found.path.slice(path.length) }) },
    )
  }
  const breaks: KeywordBreak[] = leafBreaks(schema, value).map((found) => ({ ...found, path }))
  if (isObject(value) && typesOf(schema).includes('object')) breaks.push(...objectBreaks(schema, value, path, breaker))
  if (Array.isArray(value) && typesOf(schema).includes('array')) breaks.push(...arrayBreaks(schema, value, path, breaker))
  return breaks
}

/** The body with one value replaced (or left out), the rest as it was. */
export function withBreak(body: unknown, { path, value }: KeywordBreak): unknown {
  if (path.length === 0) return value
  const copy = structuredClone(body) as Record<string | number, unknown>
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = path.at(-1)!
  if (value === undefined) delete parent[last]
  else parent[last] = value
  return copy
}
