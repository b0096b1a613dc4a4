import type { SandboxStore } from './types.ts'

/**
 * When each scope's recent requests were made (epoch milliseconds, oldest first), for the rolling-window
 * limits of sandbox/domain/rate-limit.ts: one log per limited kind of request (tax calculations per
 * quote scope, submission edits per account).
 */
export type RequestLog = Map<string, number[]>

/** At most `maxRequests` in any rolling `windowSeconds` of the sandbox clock. */
export interface RollingLimit {
  maxRequests: number
  windowSeconds: number
}

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
