import { identityClaimsSchema, type IdentityClaims } from '../contract/auth'

/** Who the token says is signed in, for display only: the payload is read, not verified. */
export function identityFromAccessToken(accessToken: string): IdentityClaims | null {
  const payload = accessToken.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))
    const claims = identityClaimsSchema.safeParse(JSON.parse(json))
    return claims.success ? claims.data : null
  } catch {
    return null
  }
}
