import { getSession, subscribeSession, type Session } from './session-store'

/**
 * A session that appears in this tab's copy of the store, after `staleAccessToken`: another tab's
 * refresh, which can reach this tab after the lock does. Null when none comes within `timeoutMs`.
 */
export function waitForNewerSession(staleAccessToken: string, timeoutMs: number): Promise<Session | null> {
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = []
    const finish = (session: Session | null) => {
      for (const cleanup of cleanups) cleanup()
      resolve(session)
    }
    const check = () => {
      const session = getSession()
      if (session && session.accessToken !== staleAccessToken) finish(session)
    }
    const poll = setInterval(check, 50)
    const timeout = setTimeout(() => finish(null), timeoutMs)
    cleanups.push(
      subscribeSession(check),
      () => clearInterval(poll),
      () => clearTimeout(timeout),
    )
    check()
  })
}
