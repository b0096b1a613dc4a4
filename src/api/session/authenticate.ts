import { authenticationRequestSchema, authenticationResponseSchema, type AuthenticationRequest, type AuthenticationResponse } from '../../contract/auth'
import { parseResponse } from '../read-response'
import { fetchApi } from '../transport'
import type { Session } from './session-store'

/**
 * POST /authentication, outside the 401 interceptor: it must never trigger a refresh of its own. A
 * refresh holds the cross-tab lock; the transport's time limit (ADR 0038) keeps it from hanging.
 */
export async function authenticate(request: AuthenticationRequest): Promise<AuthenticationResponse> {
  const body = authenticationRequestSchema.parse(request)
  const response = await fetchApi({
    method: 'POST',
    path: '/authentication',
    body,
  })
  return parseResponse(response, authenticationResponseSchema)
}

export function sessionFromTokens(username: string, tokens: AuthenticationResponse, now = Date.now()): Session {
  return {
    username,
    accessToken: tokens.AccessToken,
    refreshToken: tokens.RefreshToken,
    expiresAt: now + tokens.ExpiresIn * 1000,
  }
}
