import { useSyncExternalStore } from 'react'
import { identityFromAccessToken } from './identity'
import { getSession, subscribeSession, type Session } from './session-store'

export function useSession(): Session | null {
  // No session where the sign-in page is drawn at build time (docs/decisions/0056-first-route-with-the-entry.md).
  return useSyncExternalStore(subscribeSession, getSession, () => null)
}

export interface SignedInIdentity {
  email: string
  agencyName: string | null
}

export function useSignedInIdentity(): SignedInIdentity | null {
  const session = useSession()
  if (!session) return null
  const claims = identityFromAccessToken(session.accessToken)
  return { email: claims?.email ?? session.username, agencyName: claims?.['custom:agency_name'] ?? null }
}
