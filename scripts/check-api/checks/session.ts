import { authenticationResponseSchema, identityClaimsSchema } from '../../../src/contract/auth.ts'
import type { Answer } from '../client.ts'
import { expectAnswer, quoted, type Probe } from '../compare.ts'

/** Sign-in, the token's expiry, refresh, and the header every later call carries (sections 4.1 and 5). */

export interface Session {
  token: string
  refreshToken: string
}

function claimsOf(token: string): Record<string, unknown> | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
  } catch {
    return null
  }
}

const sessionFinding = (probe: Probe, request: string, difference: string) => probe.log.findings.push({ operation: 'session', request, difference })

/** What the portal reads of the tokens: `ExpiresIn` for when to refresh, the JWT's `email` and `exp` for who and until when. */
function checkExpiry(probe: Probe, answer: Answer, request: string) {
  const body = answer.json as Record<string, unknown>
  if (!Number.isInteger(body.ExpiresIn)) {
    sessionFinding(
      probe,
      request,
      'The answer has no whole-number ExpiresIn: the portal takes 3600 seconds and refreshes by that, so tokens that live shorter end sessions in the middle of a form.',
    )
  }
  const claims = claimsOf(String(body.AccessToken))
  const parsed = identityClaimsSchema.safeParse(claims)
  if (!parsed.success) {
    sessionFinding(
      probe,
      request,
      'The access token is not a JWT with `email` and `exp` claims: the portal cannot show who is signed in or tell when the token ends.',
    )
    return
  }
  const lifetime = typeof claims?.iat === 'number' ? parsed.data.exp - claims.iat : null
  if (lifetime !== null && Number.isInteger(body.ExpiresIn) && Math.abs(lifetime - Number(body.ExpiresIn)) > 5) {
    sessionFinding(
      probe,
      request,
      `The token lives ${lifetime} seconds by its claims but ExpiresIn says ${String(body.ExpiresIn)}: the portal refreshes by ExpiresIn.`,
    )
  }
}

export async function signIn(probe: Probe, username: string, password: string): Promise<Session | null> {
  probe.secrets.add(password)
  const call = { method: 'POST', path: '/authentication', body: { username, password } }
  const answer = await expectAnswer(probe, { operation: 'authenticate', call, status: 200, because: 'Nothing else can be checked without signing in.' })
  if (!answer) return null
  const tokens = authenticationResponseSchema.parse(answer.json)
  probe.secrets.add(tokens.AccessToken).add(tokens.RefreshToken)
  checkExpiry(probe, answer, 'POST /authentication')
  return { token: tokens.AccessToken, refreshToken: tokens.RefreshToken }
}

/** A refresh gives new tokens; the ones it replaced stop working (5.3, 5.4); a made-up refresh token gets `{Error}`. */
export async function refresh(probe: Probe, username: string, session: Session): Promise<Session | null> {
  const call = { method: 'POST', path: '/authentication', body: { username, refresh_token: session.refreshToken } }
  const answer = await expectAnswer(probe, { operation: 'authenticate', call, status: 200, because: 'The portal refreshes this way before the token ends.' })
  if (!answer) return null
  const tokens = authenticationResponseSchema.parse(answer.json)
  probe.secrets.add(tokens.AccessToken).add(tokens.RefreshToken)
  checkExpiry(probe, answer, 'POST /authentication (refresh)')
  await expectAnswer(probe, {
    operation: 'listWebhookSubscriptions',
    call: { method: 'GET', path: '/webhook-subscriptions', token: session.token },
    status: 401,
    because: 'Section 5: only the latest token is valid; the portal answers a 401 with one refresh.',
  })
  await expectAnswer(probe, {
    operation: 'authenticate',
    call: { method: 'POST', path: '/authentication', body: { username, refresh_token: 'not-a-refresh-token' } },
    status: 401,
    because: 'A refresh that fails ends the session and sends the person to sign in: the portal reads the {Error} body.',
  })
  return { token: tokens.AccessToken, refreshToken: tokens.RefreshToken }
}

/** The token travels in `AccessToken`, nothing else (section 5.2); none at all is a 401 `{Error}`. */
export async function checkTokenHeader(probe: Probe, session: Session): Promise<boolean> {
  const request = 'GET /webhook-subscriptions'
  const withAccessToken = await probe.call({ method: 'GET', path: '/webhook-subscriptions', token: session.token })
  probe.log.checked.push(`${request} with the AccessToken header`)
  if (withAccessToken?.status === 401) {
    const bearer = await probe.call({ method: 'GET', path: '/webhook-subscriptions', headers: { Authorization: `Bearer ${session.token}` } })
    const takesBearer = bearer !== null && bearer.status < 300
    const expects = takesBearer ? 'it takes the token as `Authorization: Bearer` instead' : `it answers ${quoted(probe, withAccessToken)}`
    sessionFinding(
      probe,
      request,
      `The API does not accept the token in the AccessToken header (section 5): ${expects}. The portal sends AccessToken, so every call after sign-in would fail.`,
    )
    if (!takesBearer) return false
    // The rest is checked with the token as this API takes it, to find the differences behind this one.
    probe.call.scheme = 'Bearer'
  }
  await expectAnswer(probe, {
    operation: 'listWebhookSubscriptions',
    call: { method: 'GET', path: '/webhook-subscriptions' },
    status: 401,
    because: 'Without a token the portal expects a 401 {Error}, then signs the person in again.',
  })
  return true
}
