import { Hono } from 'hono'
import { authenticationRequestSchema } from '../../src/contract/auth.ts'
import { AUTH_FAILURES, type AuthFailure } from '../domain/auth/failures.ts'
import { hashSecret, secretMatches } from '../domain/auth/secrets.ts'
import { issueTokens, refreshTokenIsCurrent } from '../domain/auth/tokens.ts'
import { authenticationError, isPlainObject, readJsonBody } from '../http/responses.ts'
import type { Sandbox } from '../sandbox.ts'
import { findAccount } from '../store/accounts.ts'

/** Compared against when the account does not exist, so a miss costs as long as a wrong password. */
const DECOY_PASSWORD_HASH = hashSecret('decoy password that matches nothing')

export function authenticationRoutes(sandbox: Sandbox) {
  const routes = new Hono()
  const fail = (c: Parameters<typeof authenticationError>[0], failure: AuthFailure) => authenticationError(c, failure.status, failure.message)

  routes.post('/authentication', async (c) => {
    const body = await readJsonBody(c)
    if (!body.ok || !isPlainObject(body.value)) return fail(c, AUTH_FAILURES.malformedBody)
    const parsed = authenticationRequestSchema.safeParse(body.value)
    if (!parsed.success) {
      const usernameMissing = parsed.error.issues.some((issue) => issue.path[0] === 'username')
      return fail(c, usernameMissing ? AUTH_FAILURES.missingUsername : AUTH_FAILURES.credentialChoice)
    }
    const { username, password, refresh_token: refreshToken } = parsed.data
    const account = findAccount(sandbox.store, username.toLowerCase())

    if (password != null) {
      const matches = secretMatches(password, account?.passwordHash ?? DECOY_PASSWORD_HASH)
      if (!account || !matches) return fail(c, AUTH_FAILURES.wrongCredentials)
    } else if (!account || !refreshTokenIsCurrent(sandbox, account, refreshToken ?? '')) {
      return fail(c, AUTH_FAILURES.deadRefreshToken)
    }
    return c.json(await issueTokens(sandbox, account))
  })

  return routes
}
