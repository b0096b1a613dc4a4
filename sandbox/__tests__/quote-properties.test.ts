import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { businessRuleBodySchema, fieldValidationBodySchema } from '../../src/contract/errors.ts'
import { indicationResponseSchema, quoteResponseSchema } from '../../src/contract/quote.ts'
import { hostileString } from './fuzz/hostile-strings.ts'
import { quoteSession } from './quote-session.ts'

type Json = Record<string, unknown> | unknown[]

/** Every path into the fixture, containers included: where a mutation can land. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix]
  const children = Object.entries(value).map(([key, child]) => paths(child, [...prefix, Array.isArray(value) ? Number(key) : key]))
  return [prefix, ...children.flat()]
}

function replaced(body: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const copy = structuredClone(body) as Json
  let parent = copy as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  parent[path[path.length - 1]!] = replacement
  return copy
}

describe('quote and indication properties', () => {
  it('answer any mutation of a valid request with 200, 400 or 422 in the contract’s shapes, never a 500', async () => {
    const session = await quoteSession()
    const quotePaths = paths(session.fleetIndication())
    const mutation = fc.tuple(fc.constantFrom(...quotePaths), fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileString))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('quote', 'indication'), fc.array(mutation, { minLength: 1, maxLength: 3 }), async (mode, mutations) => {
        const body = mutations.reduce<unknown>((current, [path, value]) => {
          try {
            return replaced(current, path, value)
          } catch {
            return current // an earlier mutation removed the container of this path
          }
        }, session.fleetIndication())
        const answer = await (mode === 'quote' ? session.postQuote(body) : session.postIndication(body))
        expect([200, 400, 422]).toContain(answer.status)
        if (answer.status === 422) fieldValidationBodySchema.parse(answer.body)
        if (answer.status === 400) businessRuleBodySchema.parse(answer.body)
        if (answer.status === 200) (mode === 'quote' ? quoteResponseSchema : indicationResponseSchema).parse(answer.body)
      }),
      { numRuns: 150 },
    )
  }, 30_000)
})
