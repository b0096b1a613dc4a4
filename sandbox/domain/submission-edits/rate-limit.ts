import { editRateLimitOf, requestLogOf, type RollingLimit } from '../../store/request-log.ts'
import type { SandboxStore } from '../../store/types.ts'
import { admitWithin, type Admission } from '../rate-limit.ts'

/**
 * Section 8 says rate limiting exists without numbers; the sandbox limits the three submission edits
 * (sections 4.4 to 4.6) per account: at most 20 in any rolling second of the sandbox clock, so a batch
 * of 100 rows meets it and must wait (docs/api-assumptions.md, "Rate limits"). The control API reads and
 * sets it (`/__sandbox/rate-limit`); a reset brings back the sandbox's own.
 */
export const EDIT_RATE_LIMIT = { maxRequests: 20, windowSeconds: 1 } as const satisfies RollingLimit

export function admitEdit(store: SandboxStore, username: string, now: Date): Admission {
  const limit = editRateLimitOf(store)
  return limit ? admitWithin(requestLogOf(store, 'edits'), username, limit, now) : { admitted: true }
}
