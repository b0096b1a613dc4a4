import type { IdentityClaims } from '../../contract/auth'
import { readIdentityClaims } from '../../contract/first-load-guards'

/** Who the token says is signed in, for display only: the payload is read, not verified. */
export function identityFromAccessToken(accessToken: string): IdentityClaims | null {
  const payload = accessToken.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))
    return readIdentityClaims(JSON.parse(json))
  } catch {
    return null
  }
}
