import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { identityClaimsSchema } from '../auth'
import { isSandboxInfo, readIdentityClaims } from '../first-load-guards'
import { sandboxInfoSchema } from '../sandbox-control'

/** Values near the shapes: each field right, wrong, missing or extra, plus anything JSON can hold. */
const field = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.jsonValue({ maxDepth: 1 }))

const nearClaims = fc.oneof(
  fc.record({ email: field, exp: field, 'custom:agency_name': field, 'custom:company_id': field, sub: field }, { requiredKeys: [] }),
  fc.record(
    { email: fc.emailAddress(), exp: fc.integer(), 'custom:agency_name': fc.string(), 'custom:company_id': fc.oneof(fc.string(), fc.integer()) },
    { requiredKeys: ['email', 'exp'] },
  ),
  fc.jsonValue(),
)

const nearSandboxInfo = fc.oneof(
  fc.record({ sandbox: fc.oneof(fc.constant(true), field), now: field, version: field, extra: field }, { requiredKeys: [] }),
  fc.record({ sandbox: fc.constant(true), now: fc.string(), version: fc.string() }),
  fc.jsonValue(),
)

describe('the first load reads two shapes without zod, exactly as their schemas do', () => {
  it('identity claims: the same verdict and the same claims as identityClaimsSchema', () => {
    fc.assert(
      fc.property(nearClaims, (value) => {
        const parsed = identityClaimsSchema.safeParse(value)
        expect(readIdentityClaims(value)).toEqual(parsed.success ? parsed.data : null)
      }),
      { numRuns: 2000 },
    )
  })

  it('sandbox info: the same verdict as sandboxInfoSchema', () => {
    fc.assert(
      fc.property(nearSandboxInfo, (value) => {
        expect(isSandboxInfo(value)).toBe(sandboxInfoSchema.safeParse(value).success)
      }),
      { numRuns: 2000 },
    )
  })

  it('reads the claims the sandbox puts in its tokens, and refuses arrays and non-finite numbers', () => {
    const claims = { email: 'agent@blueridge.example', exp: 1_800_000_000, 'custom:agency_name': 'Blue Ridge Insurance Agency', 'custom:company_id': 101 }
    expect(readIdentityClaims({ ...claims, sub: 'x' })).toEqual(claims)
    expect(readIdentityClaims([claims])).toBeNull()
    expect(readIdentityClaims({ ...claims, exp: Number.POSITIVE_INFINITY })).toBeNull()
    expect(identityClaimsSchema.safeParse({ ...claims, exp: Number.POSITIVE_INFINITY }).success).toBe(false)
  })
})
