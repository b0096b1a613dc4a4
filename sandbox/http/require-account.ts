import type { MiddlewareHandler } from 'hono'
import { ACCESS_TOKEN_HEADER } from '../../src/contract/headers.ts'
import { AUTH_FAILURES } from '../domain/auth/failures.ts'
import { accountForAccessToken } from '../domain/auth/tokens.ts'
import type { Sandbox } from '../sandbox.ts'
import type { SandboxEnv } from './env.ts'
import { authenticationError } from './responses.ts'

/**
 * Section 5: the token travels in the `AccessToken` header only. An `Authorization` header is not read,
 * and a `Bearer ` prefix makes the token invalid. Missing, malformed, expired or superseded: 401.
 */
export function requireAccount(sandbox: Sandbox): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const token = c.req.header(ACCESS_TOKEN_HEADER)
    if (!token) {
      return authenticationError(c, AUTH_FAILURES.missingAccessToken.status, AUTH_FAILURES.missingAccessToken.message)
    }
    const account = await accountForAccessToken(sandbox, token)
    if (!account) {
      return authenticationError(c, AUTH_FAILURES.badAccessToken.status, AUTH_FAILURES.badAccessToken.message)
    }
    c.set('account', account)
    await next()
  }
}
