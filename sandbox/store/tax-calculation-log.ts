import type { SandboxStore } from './types.ts'

/**
 * When each quote scope's recent tax calculations were made (epoch milliseconds, oldest first), for
 * the limit of sandbox/domain/taxes/rate-limit.ts.
 */

/**
 * Forgets, in every scope, the instants outside (windowStartMs, nowMs], so that moving the clock back
 * leaves no "future" calculations behind; then the scope's instants that remain.
 */
export function taxCalculationsWithin(store: SandboxStore, scope: string, windowStartMs: number, nowMs: number): readonly number[] {
  const log = store.taxCalculationLog
  for (const [key, instants] of log) {
    const live = instants.filter((instant) => instant > windowStartMs && instant <= nowMs)
    if (live.length === 0) log.delete(key)
    else log.set(key, live)
  }
  return log.get(scope) ?? []
}

export function logTaxCalculation(store: SandboxStore, scope: string, atMs: number): void {
  store.taxCalculationLog.set(scope, [...(store.taxCalculationLog.get(scope) ?? []), atMs])
}
