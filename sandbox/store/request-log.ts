import type { RequestLog, RollingLimit, SandboxStore } from './types.ts'

export type { RequestLog, RollingLimit } from './types.ts'

/**
 * Forgets, in every scope, the instants outside (windowStartMs, nowMs], so that moving the clock back
 * leaves no "future" requests behind; then the scope's instants that remain.
 */
export function requestsWithin(log: RequestLog, scope: string, windowStartMs: number, nowMs: number): readonly number[] {
  for (const [key, instants] of log) {
    const live = instants.filter((instant) => instant > windowStartMs && instant <= nowMs)
    if (live.length === 0) log.delete(key)
    else log.set(key, live)
  }
  return log.get(scope) ?? []
}

export function logRequest(log: RequestLog, scope: string, atMs: number): void {
  log.set(scope, [...(log.get(scope) ?? []), atMs])
}

/** The log of one limited kind of request. */
export const requestLogOf = (store: SandboxStore, kind: 'tax calculations' | 'edits'): RequestLog =>
  kind === 'edits' ? store.editRequestLog : store.taxCalculationLog

export const editRateLimitOf = (store: SandboxStore): RollingLimit | null => store.editRateLimit

/** A new limit for the submission edits, counted afresh. */
export function setEditRateLimit(store: SandboxStore, limit: RollingLimit | null): void {
  store.editRateLimit = limit
  store.editRequestLog.clear()
}
