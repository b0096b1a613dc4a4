import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import { ACCESS_TOKEN_LIFETIME_SECONDS, type AuthenticationResponse } from '../../../src/contract/auth.ts'
import { secondsSinceEpoch } from '../../clock.ts'
import type { Sandbox } from '../../sandbox.ts'
import { endSession, findSession, saveSession } from '../../store/sessions.ts'
import { findAccount } from '../../store/accounts.ts'
import type { Account } from '../../store/types.ts'
import { digest, digestsMatch, randomToken } from './secrets.ts'

const ISSUER = 'https://sandbox.agency-portal.example/identity'
const REFRESH_TOKEN_LIFETIME_DAYS = 30

/**
 * Issues a new token pair and makes it the only valid one for the account: the stored token id and
 * refresh digest are replaced, so every earlier access and refresh token stops working (section 5.4).
 */
export async function issueTokens(sandbox: Sandbox, account: Account): Promise<AuthenticationResponse> {
  const now = sandbox.clock.now()
  const issuedAt = secondsSinceEpoch(now)
  const accessTokenId = randomUUID()
  const accessToken = await new SignJWT({
    email: account.username,
    token_use: 'id',
    'custom:company_id': String(account.companyId),
    'custom:agency_name': account.agencyName,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(account.username)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
    .setJti(accessTokenId)
    .sign(sandbox.tokenSigningKey)
  const refreshToken = randomToken()
  saveSession(sandbox.store, account.username, {
    accessTokenId,
    refreshTokenHash: digest(refreshToken),
    refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_DAYS * 86_400_000),
  })
  return { AccessToken: accessToken, RefreshToken: refreshToken, ExpiresIn: ACCESS_TOKEN_LIFETIME_SECONDS }
}

/** The account an access token belongs to, if the token is well signed, unexpired and the latest one. */
export async function accountForAccessToken(sandbox: Sandbox, token: string): Promise<Account | null> {
  try {
    const { payload } = await jwtVerify(token, sandbox.tokenSigningKey, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: sandbox.clock.now(),
    })
    const username = typeof payload.email === 'string' ? payload.email : ''
    const account = findAccount(sandbox.store, username)
    const session = findSession(sandbox.store, username)
    return account && session?.accessTokenId === payload.jti ? account : null
  } catch {
    return null
  }
}

export function refreshTokenIsCurrent(sandbox: Sandbox, account: Account, refreshToken: string): boolean {
  const session = findSession(sandbox.store, account.username)
  if (!session || session.refreshExpiresAt <= sandbox.clock.now()) return false
  return digestsMatch(refreshToken, session.refreshTokenHash)
}

/** Ends every session of the account (after a password reset). */
export function revokeTokens(sandbox: Sandbox, account: Account): void {
  endSession(sandbox.store, account.username)
}
