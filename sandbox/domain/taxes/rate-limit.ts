import type { TaxCalculationRequest } from '../../../src/contract/tax.ts'
import { requestLogOf, type RollingLimit } from '../../store/request-log.ts'
import type { SandboxStore } from '../../store/types.ts'
import { admitWithin, type Admission } from '../rate-limit.ts'

/**
 * Section 8: tax calculation is limited per quote scope. A scope is one account calculating for one
 * quote: state, policy effective date and coverage type. At most 120 calculations in any rolling 60
 * seconds of the sandbox clock; the portal recalculates at most about twice a second while a person
 * types (400 ms debounce, identical inputs answered from its cache), so typing never reaches it.
 */
export const TAX_CALCULATION_LIMIT = { maxRequests: 120, windowSeconds: 60 } as const satisfies RollingLimit

export function taxCalculationScope(username: string, request: TaxCalculationRequest): string {
  return [username, request.state, request.effective_date, request.coverage_type].join('|')
}

export const admitTaxCalculation = (store: SandboxStore, scope: string, now: Date): Admission =>
  admitWithin(requestLogOf(store, 'tax calculations'), scope, TAX_CALCULATION_LIMIT, now)
