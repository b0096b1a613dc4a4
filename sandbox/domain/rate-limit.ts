import { logRequest, requestsWithin, type RequestLog, type RollingLimit } from '../store/request-log.ts'

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number }

/**
 * Records the request if the scope has room, or says how long until it has (whole seconds, at least 1,
 * for `Retry-After`). Only instants inside the window count, so moving the sandbox clock back does not
 * leave "future" requests behind.
 */
export function admitWithin(log: RequestLog, scope: string, limit: RollingLimit, now: Date): Admission {
  const nowMs = now.getTime()
  const windowStart = nowMs - limit.windowSeconds * 1000
  const recent = requestsWithin(log, scope, windowStart, nowMs)
  if (recent.length >= limit.maxRequests) {
    const oldest = recent[0] ?? nowMs
    const wait = Math.ceil((oldest - windowStart) / 1000)
    return { admitted: false, retryAfterSeconds: Math.min(limit.windowSeconds, Math.max(1, wait)) }
  }
  logRequest(log, scope, nowMs)
  return { admitted: true }
}
