import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { AGENT, PASSWORD, SUMMIT, UNDERWRITER } from '../harness.ts'
import { contractClient, expectAuthenticationError } from './client.ts'

/** Sections 4.1 and 5: POST /authentication, refresh, the AccessToken header. */

const NOTE = '/v1/submission/BR-10001/notes/N-1001'
const authenticate = (client: ReturnType<typeof contractClient>, body: unknown) => client.call('POST', '/v1/authentication', { body })

describe('4.1 POST /authentication', () => {
  it.each([AGENT, UNDERWRITER, SUMMIT])('signs in %s with the fixtures password', async (username) => {
    const client = contractClient()
    const answer = await authenticate(client, { username, password: PASSWORD })
    // 4.1 "Response 200: AccessToken (string), RefreshToken (string), ExpiresIn (integer seconds, default 3600)"
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ AccessToken: expect.any(String), RefreshToken: expect.any(String), ExpiresIn: 3600 })
    expect(Number.isInteger(answer.body!.ExpiresIn)).toBe(true)
    // 5.1 "a JWT ... carrying an e-mail claim ... lives 3600 seconds"
    const claims = decodeJwt(answer.body!.AccessToken as string)
    expect(claims.email).toBe(username)
    expect(claims.exp! - claims.iat!).toBe(3600)
  })

  it.each([
    ['a wrong password', { username: AGENT, password: 'Sandbox-Pass-2' }],
    ['an unknown account', { username: 'nobody@blueridge.example', password: PASSWORD }],
    ['an unknown refresh token', { username: AGENT, refresh_token: 'not-a-refresh-token' }],
    ['no password and no refresh token', { username: AGENT }],
    ['a null password and a null refresh token', { username: AGENT, password: null, refresh_token: null }],
    ['an empty password (a string, but not a password)', { username: AGENT, password: '', refresh_token: null }],
    ['no username', { password: PASSWORD }],
    ['an empty body', {}],
    ['a body that is not JSON', '{"username":'],
  ])('refuses %s with {Error} and 400 or 401', async (_, body) => {
    const answer = await authenticate(contractClient(), body)
    // 4.1 "Failure: body {Error: <message string>}, status 400 or 401"; 5.6 "Bad credentials yield the body {Error: <message>}"
    expect([400, 401]).toContain(answer.status)
    expect(answer.body).toEqual({ Error: expect.any(String) })
  })

  it('answers bad credentials with 401', async () => {
    // Section 7: "401 Missing AccessToken, expired token, or invalid credentials"
    expectAuthenticationError(await authenticate(contractClient(), { username: AGENT, password: 'wrong' }), 401)
  })

  it('refreshes with username and refresh_token into a new pair', async () => {
    const client = contractClient()
    const first = (await authenticate(client, { username: AGENT, password: PASSWORD })).body!
    const refreshed = await authenticate(client, { username: AGENT, refresh_token: first.RefreshToken })
    // 5.3 "Refresh with POST /authentication using username and refresh_token; the response carries a new AccessToken and RefreshToken"
    expect(refreshed.status).toBe(200)
    expect(refreshed.body).toEqual({ AccessToken: expect.any(String), RefreshToken: expect.any(String), ExpiresIn: 3600 })
    expect(refreshed.body!.AccessToken).not.toBe(first.AccessToken)
    expect(refreshed.body!.RefreshToken).not.toBe(first.RefreshToken)
    expect((await client.call('GET', NOTE, { headers: { AccessToken: refreshed.body!.AccessToken as string } })).status).toBe(200)
  })

  it('reads a null password or refresh_token sent next to the other credential as absent', async () => {
    const client = contractClient()
    // 4.1 "Request: username (string, the account e-mail) and either password (string) or refresh_token (string)":
    // a client library that sends both keys, the unused one null, has sent one of them
    const signedIn = await authenticate(client, { username: AGENT, password: PASSWORD, refresh_token: null })
    expect(signedIn.status).toBe(200)
    const refreshed = await authenticate(client, { username: AGENT, password: null, refresh_token: signedIn.body!.RefreshToken })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body).toEqual({ AccessToken: expect.any(String), RefreshToken: expect.any(String), ExpiresIn: 3600 })
    expect((await client.call('GET', NOTE, { headers: { AccessToken: refreshed.body!.AccessToken as string } })).status).toBe(200)
  })

  it('makes each call invalidate the earlier access and refresh tokens', async () => {
    const client = contractClient()
    const first = (await authenticate(client, { username: AGENT, password: PASSWORD })).body!
    const second = (await authenticate(client, { username: AGENT, password: PASSWORD })).body!
    // 4.1 "Each call invalidates previously issued tokens"; 5.4 "Only the latest issued token is valid"
    expectAuthenticationError(await client.call('GET', NOTE, { headers: { AccessToken: first.AccessToken as string } }), 401)
    expectAuthenticationError(await authenticate(client, { username: AGENT, refresh_token: first.RefreshToken }), 401)
    expect((await client.call('GET', NOTE, { headers: { AccessToken: second.AccessToken as string } })).status).toBe(200)

    const third = (await authenticate(client, { username: AGENT, refresh_token: second.RefreshToken })).body!
    expectAuthenticationError(await client.call('GET', NOTE, { headers: { AccessToken: second.AccessToken as string } }), 401)
    expectAuthenticationError(await authenticate(client, { username: AGENT, refresh_token: second.RefreshToken }), 401)
    expect((await client.call('GET', NOTE, { headers: { AccessToken: third.AccessToken as string } })).status).toBe(200)
  })

  it('needs no AccessToken, and ignores one that is stale', async () => {
    const client = contractClient()
    // Section 4: "All endpoints except authentication and password reset require header AccessToken"
    const answer = await client.call('POST', '/v1/authentication', {
      body: { username: AGENT, password: PASSWORD },
      headers: { AccessToken: 'stale-or-garbage' },
    })
    expect(answer.status).toBe(200)
  })
})

describe('5 the AccessToken header', () => {
  it('lives 3600 seconds by the sandbox clock', async () => {
    const client = contractClient('2027-03-10T15:00:00.000Z')
    const token = await client.tokenOf(AGENT)
    const read = () => client.call('GET', NOTE, { headers: { AccessToken: token } })
    await client.call('POST', '/__sandbox/clock', { body: { advanceSeconds: 3599 } })
    // 5.1 "lives 3600 seconds"; fixtures: the clock's advanceSeconds moves "token expiry"
    expect((await read()).status).toBe(200)
    await client.call('POST', '/__sandbox/clock', { body: { advanceSeconds: 1 } })
    // 5.5 "A missing, invalid or expired token yields 401"
    expectAuthenticationError(await read(), 401)
  })

  it('is read under exactly that name, with no Bearer prefix and no Authorization header', async () => {
    const client = contractClient()
    const token = await client.tokenOf(AGENT)
    // 5.2 "Send it in the request header named AccessToken, exactly that name, with no Bearer prefix and no Authorization header"
    expect((await client.call('GET', NOTE, { headers: { AccessToken: token } })).status).toBe(200)
    expectAuthenticationError(await client.call('GET', NOTE, { headers: { AccessToken: `Bearer ${token}` } }), 401)
    expectAuthenticationError(await client.call('GET', NOTE, { headers: { Authorization: `Bearer ${token}` } }), 401)
    expectAuthenticationError(await client.call('GET', NOTE, { headers: { Authorization: token } }), 401)
    expectAuthenticationError(await client.call('GET', NOTE, { headers: { 'Access-Token': token } }), 401)
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a JWT', 'not-a-jwt'],
    ['a JWT signed by someone else', 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFnZW50QGJsdWVyaWRnZS5leGFtcGxlIn0.c2lnbmF0dXJl'],
  ])('answers a token that is %s with 401 {Error}', async (_, token) => {
    const client = contractClient()
    const headers: Record<string, string> = token === undefined ? {} : { AccessToken: token }
    // 5.5 "A missing, invalid or expired token yields 401"; section 7 "Authentication: {Error: <string>}"
    expectAuthenticationError(await client.call('GET', NOTE, { headers }), 401)
  })
})
