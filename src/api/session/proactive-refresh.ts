import { getSession, subscribeSession } from './session-store'

/** Refresh this long before ExpiresIn runs out, so requests rarely meet a 401 at all. */
export const REFRESH_AHEAD_MS = 5 * 60_000

/**
 * Schedules a refresh ahead of expiry for the token current now. The token is captured when the timer
 * is set: if another tab refreshed first, the re-read inside the lock sees a newer token and skips.
 * The refresh itself (Web Locks, IndexedDB fingerprints, the authentication call and zod) is imported
 * when the timer fires, not with the first page (docs/decisions/0032-first-load-without-the-api-layer.md);
 * it is the same module, and the same single flight, as the client's refresh after a 401.
 */
export function startProactiveRefresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    clearTimeout(timer)
    const session = getSession()
    if (!session) return
    const delay = Math.max(0, session.expiresAt - REFRESH_AHEAD_MS - Date.now())
    timer = setTimeout(() => {
      import('./refresh')
        .then(({ refreshSession }) => refreshSession(session.accessToken))
        .catch(() => {
          // Offline or the service failed: the next request's 401 handling refreshes instead.
        })
    }, delay)
  }
  schedule()
  const unsubscribe = subscribeSession(schedule)
  return () => {
    clearTimeout(timer)
    unsubscribe()
  }
}
