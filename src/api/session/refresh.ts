import { AuthenticationError } from '../errors'
import { authenticate, sessionFromTokens } from './authenticate'
import { withExclusiveLock } from './exclusive-lock'
import { markTokenReplaced, wasTokenReplaced } from './replaced-tokens'
import { waitForNewerSession } from './newer-session'
import { endSession, getSession, saveSession, type Session } from './session-store'

const REFRESH_LOCK = 'portal.session.refresh'
/** How long to wait for another tab's new tokens to reach this tab's copy of the store. */
const CATCH_UP_MS = 3000
let inFlight: Promise<Session | null> | null = null

/**
 * Replaces a stale access token, once for all callers: concurrent callers in this tab share one
 * promise, and the Web Lock plus a re-read inside it keep other tabs from refreshing the same token
 * twice (each authentication call kills the tokens before it). Resolves to null when the session is
 * over; a refresh the service refuses ends it everywhere.
 */
export function refreshSession(staleAccessToken: string): Promise<Session | null> {
  inFlight ??= withExclusiveLock(REFRESH_LOCK, () => refreshUnlessDone(staleAccessToken)).finally(() => {
    inFlight = null
  })
  return inFlight
}

async function refreshUnlessDone(staleAccessToken: string): Promise<Session | null> {
  const current = getSession()
  if (!current || current.accessToken !== staleAccessToken) return current
  if (await wasTokenReplaced(staleAccessToken)) {
    const newer = await waitForNewerSession(staleAccessToken, CATCH_UP_MS)
    if (newer) return newer
  }
  try {
    const tokens = await authenticate({ username: current.username, refresh_token: current.refreshToken })
    const next = sessionFromTokens(current.username, tokens)
    saveSession(next)
    await markTokenReplaced(staleAccessToken)
    return next
  } catch (error) {
    if (!(error instanceof AuthenticationError)) throw error
    // Refused: the refresh token may only have been used up by another tab whose tokens have not
    // reached this tab yet. The session is over only if none arrive.
    const newer = await waitForNewerSession(staleAccessToken, CATCH_UP_MS)
    if (newer) return newer
    endSession('expired')
    return null
  }
}
