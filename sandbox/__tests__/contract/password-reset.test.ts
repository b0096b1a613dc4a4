import { describe, expect, it } from 'vitest'
import { AGENT, PASSWORD, SUMMIT } from '../harness.ts'
import { CLOCK_AT, contractClient } from './client.ts'

/** Sections 4.1 and 5.7: GET and POST /password-reset; the fixtures' outbox carries the token. */

const NEW_PASSWORD = 'Harbor-Lantern-2031'
type Email = { to: string; subject: string; body: string; sent_at: string; reset_token: string }

async function requestReset(client: ReturnType<typeof contractClient>, username: string) {
  // 4.1 "GET /password-reset?username=<e-mail> ... Header Accept: application/json"
  return client.call('GET', `/v1/password-reset?username=${encodeURIComponent(username)}`, { headers: { Accept: 'application/json' } })
}

const outbox = async (client: ReturnType<typeof contractClient>) => (await client.call('GET', '/__sandbox/outbox')).body as unknown as Email[]

describe('GET /password-reset', () => {
  it('sends a reset token by e-mail to the account address, without an AccessToken', async () => {
    const client = contractClient()
    const answer = await requestReset(client, AGENT)
    // Status "not shown": a success of some 2xx, with a JSON body (Accept: application/json)
    expect(answer.status).toBeGreaterThanOrEqual(200)
    expect(answer.status).toBeLessThan(300)
    expect(answer.headers.get('content-type')).toContain('application/json')
    // Fixtures, control API: "GET /__sandbox/outbox ... each { to, subject, body, sent_at, reset_token }"
    const emails = await outbox(client)
    expect(emails).toEqual([{ to: AGENT, subject: expect.any(String), body: expect.any(String), sent_at: CLOCK_AT, reset_token: expect.any(String) }])
    expect(emails[0]!.reset_token).not.toBe('')
  })

  it('lists the e-mails newest first', async () => {
    const client = contractClient()
    await requestReset(client, AGENT)
    await client.call('POST', '/__sandbox/clock', { body: { advanceSeconds: 60 } })
    await requestReset(client, SUMMIT)
    // Fixtures: "e-mails the sandbox 'sent', newest first"
    expect((await outbox(client)).map((email) => email.to)).toEqual([SUMMIT, AGENT])
  })
})

describe('POST /password-reset', () => {
  it('sets the new password with username, new_password and reset_token', async () => {
    const client = contractClient()
    await requestReset(client, AGENT)
    const [email] = await outbox(client)
    // 4.1 "POST /password-reset: body username (string), new_password (string), reset_token (string)"
    const answer = await client.call('POST', '/v1/password-reset', { body: { username: AGENT, new_password: NEW_PASSWORD, reset_token: email!.reset_token } })
    expect(answer.status).toBeGreaterThanOrEqual(200)
    expect(answer.status).toBeLessThan(300)
    const signIn = (password: string) => client.call('POST', '/v1/authentication', { body: { username: AGENT, password } })
    expect((await signIn(NEW_PASSWORD)).status).toBe(200)
    // 5.6 bad credentials: {Error}
    expect(await signIn(PASSWORD)).toMatchObject({ status: 401, body: { Error: expect.any(String) } })
  })

  it('refuses a wrong reset token and keeps the old password', async () => {
    const client = contractClient()
    await requestReset(client, AGENT)
    const [email] = await outbox(client)
    const wrong = email!.reset_token === '000000' ? '111111' : '000000'
    const answer = await client.call('POST', '/v1/password-reset', { body: { username: AGENT, new_password: NEW_PASSWORD, reset_token: wrong } })
    // Section 7: a refused request is a 4xx in one of the formats of the table
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect((await client.call('POST', '/v1/authentication', { body: { username: AGENT, password: PASSWORD } })).status).toBe(200)
  })

  it('answers missing fields with 400 (section 7: "missing required fields")', async () => {
    const client = contractClient()
    const answer = await client.call('POST', '/v1/password-reset', { body: { username: AGENT } })
    expect(answer.status).toBe(400)
  })
})
