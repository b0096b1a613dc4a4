import type { IdentityClaims } from './auth.ts'
import type { SandboxInfo } from './sandbox-control.ts'

/**
 * Readers, without zod, of the two shapes every page reads as it first loads: who the access token
 * names (the header's account menu) and whether the API is the sandbox (the badge). zod loads with
 * the first request that needs a schema, not with the first page
 * (docs/decisions/0032-first-load-without-the-api-layer.md). Each reader accepts exactly what its
 * schema accepts (`__tests__/first-load-guards.test.ts` checks them against each other): change both.
 */

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `identityClaimsSchema`: the claims the portal shows, or null. */
export function readIdentityClaims(value: unknown): IdentityClaims | null {
  if (!isRecord(value)) return null
  const { email, exp, 'custom:agency_name': agencyName, 'custom:company_id': companyId } = value
  if (typeof email !== 'string' || !isFiniteNumber(exp)) return null
  if (agencyName !== undefined && typeof agencyName !== 'string') return null
  if (companyId !== undefined && typeof companyId !== 'string' && !isFiniteNumber(companyId)) return null
  return { email, exp, 'custom:agency_name': agencyName, 'custom:company_id': companyId }
}

/** `sandboxInfoSchema`: GET /__sandbox/info as the sandbox answers it. */
export function isSandboxInfo(value: unknown): value is SandboxInfo {
  return isRecord(value) && value.sandbox === true && typeof value.now === 'string' && typeof value.version === 'string'
}
