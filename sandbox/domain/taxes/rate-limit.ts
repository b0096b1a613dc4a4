import type { TaxCalculationRequest } from '../../../src/contract/tax.ts'
import { logTaxCalculation, taxCalculationsWithin } from '../../store/tax-calculation-log.ts'
import type { SandboxStore } from '../../store/types.ts'

/**
 * Section 8: tax calculation is limited per quote scope. A scope is one account calculating for one
 * quote: state, policy effective date and coverage type. At most 120 calculations in any rolling 60
 * seconds of the sandbox clock; the portal recalculates at most about twice a second while a person
 * types (400 ms debounce, identical inputs answered from its cache), so typing never reaches it.
 */
export const TAX_CALCULATION_LIMIT = { maxRequests: 120, windowSeconds: 60 } as const

export function taxCalculationScope(username: string, request: TaxCalculationRequest): string {
  return [username, request.state, request.effective_date, request.coverage_type].join('|')
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number }

/**
 * Records the calculation if the scope has room, or says how long until it has. Only instants inside
 * the window count, so moving the sandbox clock back does not leave "future" calculations behind.
 */
export function admitTaxCalculation(store: SandboxStore, scope: string, now: Date): Admission {
  const nowMs = now.getTime()
  const windowStart = nowMs - TAX_CALCULATION_LIMIT.windowSeconds * 1000
  const recent = taxCalculationsWithin(store, scope, windowStart, nowMs)
  if (recent.length >= TAX_CALCULATION_LIMIT.maxRequests) {
    const oldest = recent[0] ?? nowMs
    const wait = Math.ceil((oldest - windowStart) / 1000)
    return { admitted: false, retryAfterSeconds: Math.min(TAX_CALCULATION_LIMIT.windowSeconds, Math.max(1, wait)) }
  }
  logTaxCalculation(store, scope, nowMs)
  return { admitted: true }
}
