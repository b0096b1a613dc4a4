import { useSyncExternalStore } from 'react'
import { identityFromAccessToken } from './identity'
import { getSession, subscribeSession, type Session } from './session-store'

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession)
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
