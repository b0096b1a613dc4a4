import { describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { AGENT, frozenClock, PASSWORD, startSandbox, UNDERWRITER } from './harness.ts'

const NOTE = '/v1/submission/BR-10001/notes/N-1001'

describe('POST /v1/authentication', () => {
  it('answers 200 with a signed JWT carrying the e-mail and an expiry of 3600 s', async () => {
    const { call, sandbox } = startSandbox()
    const seconds = () => Math.floor(sandbox.clock.now().getTime() / 1000)
    const before = seconds()
    const response = await call('POST', '/v1/authentication', { body: { username: AGENT, password: PASSWORD } })
    const after = seconds()
    expect(response.status).toBe(200)
    expect(Object.keys(response.body!).sort()).toEqual(['AccessToken', 'ExpiresIn', 'RefreshToken'])
    expect(response.body!.ExpiresIn).toBe(3600)
    const claims = decodeJwt(response.body!.AccessToken as string)
    expect(claims.email).toBe(AGENT)
    expect(claims.exp! - claims.iat!).toBe(3600)
    // Issued during the call: under load, hashing the password can cross a second.
    expect(claims.iat).toBeGreaterThanOrEqual(before)
    expect(claims.iat).toBeLessThanOrEqual(after)
  })

  it.each([
    ['malformed JSON', '{"username":', 400],
    ['a JSON array', [], 400],
    ['no username', { password: PASSWORD }, 400],
    ['neither password nor refresh_token', { username: AGENT }, 400],
    ['both password and refresh_token', { username: AGENT, password: PASSWORD, refresh_token: 'x' }, 400],
    ['both null', { username: AGENT, password: null, refresh_token: null }, 400],
    ['an empty password next to a refresh token', { username: AGENT, password: '', refresh_token: 'x' }, 400],
    ['an empty refresh token next to a password', { username: AGENT, password: PASSWORD, refresh_token: '' }, 400],
    ['a wrong password next to a null refresh token', { username: AGENT, password: 'wrong', refresh_token: null }, 401],
    ['a wrong password', { username: AGENT, password: 'wrong' }, 401],
    ['an unknown account', { username: 'nobody@example.com', password: PASSWORD }, 401],
    ['a made-up refresh token', { username: AGENT, refresh_token: 'made-up' }, 401],
  ])('refuses %s with { Error } and status %i', async (_, body, status) => {
    const { call } = startSandbox()
    const response = await call('POST', '/v1/authentication', { body })
    expect(response.status).toBe(status)
    expect(Object.keys(response.body!)).toEqual(['Error'])
    expect(response.body!.Error).toEqual(expect.any(String))
  })

  it('refreshes with username and refresh_token, and each call kills every earlier token', async () => {
    const { call, callAs, signIn } = startSandbox()
    const first = await signIn()
    const refreshed = await call('POST', '/v1/authentication', { body: { username: AGENT, refresh_token: first.RefreshToken } })
    expect(refreshed.status).toBe(200)
    const second = refreshed.body as { AccessToken: string; RefreshToken: string }

    expect((await callAs(first.AccessToken, 'GET', NOTE)).status).toBe(401)
    expect((await callAs(second.AccessToken, 'GET', NOTE)).status).toBe(200)
    const reuse = await call('POST', '/v1/authentication', { body: { username: AGENT, refresh_token: first.RefreshToken } })
    expect(reuse.status).toBe(401)

    const third = await signIn()
    expect((await callAs(second.AccessToken, 'GET', NOTE)).status).toBe(401)
    expect((await call('POST', '/v1/authentication', { body: { username: AGENT, refresh_token: second.RefreshToken } })).status).toBe(401)
    expect((await callAs(third.AccessToken, 'GET', NOTE)).status).toBe(200)
  })

  it('keeps the accounts of one agency apart: signing in one does not end the other', async () => {
    const { callAs, signIn } = startSandbox()
    const agent = await signIn(AGENT)
    await signIn(UNDERWRITER)
    expect((await callAs(agent.AccessToken, 'GET', NOTE)).status).toBe(200)
  })

  it('accepts the username in any letter case', async () => {
    const { call } = startSandbox()
    const response = await call('POST', '/v1/authentication', { body: { username: 'Agent@BlueRidge.example', password: PASSWORD } })
    expect(response.status).toBe(200)
  })
})

describe('the AccessToken header', () => {
  it('is required: missing, Bearer-prefixed, Authorization instead, malformed, expired or superseded is 401 { Error }', async () => {
    const { call, callAs, signIn, sandbox } = startSandbox()
    const { AccessToken } = await signIn()
    const cases = [
      await call('GET', NOTE),
      await callAs(`Bearer ${AccessToken}`, 'GET', NOTE),
      await call('GET', NOTE, { headers: { Authorization: `Bearer ${AccessToken}` } }),
      await callAs('not-a-jwt', 'GET', NOTE),
      await callAs(`${AccessToken.slice(0, -2)}xx`, 'GET', NOTE),
    ]
    sandbox.clock.advance(3601)
    cases.push(await callAs(AccessToken, 'GET', NOTE))
    for (const response of cases) {
      expect(response.status).toBe(401)
      expect(Object.keys(response.body!)).toEqual(['Error'])
    }
  })

  it('is read under its exact name in any header letter case, and works until expiry', async () => {
    // A clock that stands still: one that runs could cross the token's last second while the machine is busy.
    const { call, signIn, sandbox } = startSandbox({ clock: frozenClock('2027-03-10T15:00:00.400Z') })
    const { AccessToken } = await signIn()
    sandbox.clock.advance(3599.5)
    expect((await call('GET', NOTE, { headers: { accesstoken: AccessToken } })).status).toBe(200)
    sandbox.clock.advance(0.1)
    expect((await call('GET', NOTE, { headers: { accesstoken: AccessToken } })).status).toBe(401)
  })

  it('a refresh token still works after the access token expired', async () => {
    const { call, signIn, sandbox } = startSandbox()
    const first = await signIn()
    sandbox.clock.advance(2 * 3600)
    const refreshed = await call('POST', '/v1/authentication', { body: { username: AGENT, refresh_token: first.RefreshToken } })
    expect(refreshed.status).toBe(200)
  })
})
