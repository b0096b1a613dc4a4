import { describe, expect, it } from 'vitest'
import { AGENT, PASSWORD } from '../harness.ts'
import { CLOCK_AT, contractClient, expectBusinessRule, today } from './client.ts'

/**
 * sandbox-fixtures.md, "Control API": info, reset, clock, outbox and faults (events, deliveries and replay
 * belong to the webhook suite).
 */

const NOTE = '/v1/submission/BR-10001/notes/N-1001'
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

describe('GET /__sandbox/info', () => {
  it('answers { sandbox: true, now, version }', async () => {
    const answer = await contractClient().call('GET', '/__sandbox/info')
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body!).sort()).toEqual(['now', 'sandbox', 'version'])
    expect(answer.body).toMatchObject({ sandbox: true, now: CLOCK_AT, version: expect.any(String) })
  })
})

describe('/__sandbox/clock', () => {
  it('GET and POST both answer { now: ISO-8601 }; POST sets with { now } or moves with { advanceSeconds }', async () => {
    const client = contractClient()
    const read = await client.call('GET', '/__sandbox/clock')
    expect(read).toMatchObject({ status: 200, body: { now: CLOCK_AT } })
    expect(read.body!.now).toMatch(ISO_8601)

    const set = await client.call('POST', '/__sandbox/clock', { body: { now: '2028-02-29T08:30:00Z' } })
    expect(set.status).toBe(200)
    expect(Object.keys(set.body!)).toEqual(['now'])
    expect(Date.parse(set.body!.now as string)).toBe(Date.parse('2028-02-29T08:30:00Z'))

    const moved = await client.call('POST', '/__sandbox/clock', { body: { advanceSeconds: 86_400 } })
    expect(Date.parse(moved.body!.now as string)).toBe(Date.parse('2028-03-01T08:30:00Z'))
    expect(Date.parse((await client.call('GET', '/__sandbox/clock')).body!.now as string)).toBe(Date.parse('2028-03-01T08:30:00Z'))
    expect(Date.parse((await client.call('GET', '/__sandbox/info')).body!.now as string)).toBe(Date.parse('2028-03-01T08:30:00Z'))
  })

  it('takes { now } with an offset', async () => {
    const client = contractClient()
    const set = await client.call('POST', '/__sandbox/clock', { body: { now: '2028-02-29T08:30:00-05:00' } })
    expect(Date.parse(set.body!.now as string)).toBe(Date.parse('2028-02-29T13:30:00Z'))
  })
})

describe('POST /__sandbox/reset', () => {
  it('goes back to the fixtures and keeps the clock', async () => {
    const client = contractClient()
    await client.call('POST', '/__sandbox/clock', { body: { now: '2029-06-01T12:00:00Z' } })
    const approve = () => client.agent('POST', '/v1/submission/BR-20001/2/cancel-approve', { cancellation_reason: ['non_payment'] })
    expect((await approve()).status).toBe(200)
    expectBusinessRule(await approve(), 404)

    const answer = await client.reset()
    expect(answer.status).toBe(200)
    // "back to the fixtures above, clock kept"
    expect(Date.parse((await client.call('GET', '/__sandbox/clock')).body!.now as string)).toBe(Date.parse('2029-06-01T12:00:00Z'))
    expect((await approve()).status).toBe(200)
    // Fixture dates computed from the clock at reset: BR-20003 to today+30 of the reset day
    const lengthened = await client.agent('POST', '/v1/submission/BR-20003/2/cancel-approve', {})
    expect(lengthened.body!.effective_date_transaction).toBe(today(30, '2029-06-01'))
  })

  it('keeps sign-in sessions: sessions are not fixtures', async () => {
    const client = contractClient()
    const signedIn = (await client.call('POST', '/v1/authentication', { body: { username: AGENT, password: PASSWORD } })).body!
    await client.reset()
    // "back to the fixtures above, clock kept": a client that signed in once and resets before each test keeps working
    expect((await client.call('GET', NOTE, { headers: { AccessToken: signedIn.AccessToken as string } })).status).toBe(200)
    // 5.3 "Refresh with POST /authentication using username and refresh_token"
    const refreshed = await client.call('POST', '/v1/authentication', { body: { username: AGENT, refresh_token: signedIn.RefreshToken } })
    expect(refreshed.status).toBe(200)
  })

  it('restores the fixtures password after a password reset, and keeps the session signed in with the changed one', async () => {
    const client = contractClient()
    await client.call('GET', `/v1/password-reset?username=${AGENT}`)
    const [email] = (await client.call('GET', '/__sandbox/outbox')).body as unknown as { reset_token: string }[]
    await client.call('POST', '/v1/password-reset', { body: { username: AGENT, new_password: 'Harbor-Lantern-2031', reset_token: email!.reset_token } })
    const signedIn = (await client.call('POST', '/v1/authentication', { body: { username: AGENT, password: 'Harbor-Lantern-2031' } })).body!
    await client.reset()
    // The token was issued legitimately: restoring the password does not end it
    expect((await client.call('GET', NOTE, { headers: { AccessToken: signedIn.AccessToken as string } })).status).toBe(200)
    // Fixtures: "Password for every account: Sandbox-Pass-1"
    expect((await client.call('POST', '/v1/authentication', { body: { username: AGENT, password: PASSWORD } })).status).toBe(200)
    expect((await client.call('POST', '/v1/authentication', { body: { username: AGENT, password: 'Harbor-Lantern-2031' } })).status).toBe(401)
  })
})

describe('GET /__sandbox/outbox', () => {
  it('lists e-mails newest first, each { to, subject, body, sent_at, reset_token }', async () => {
    const client = contractClient()
    expect((await client.call('GET', '/__sandbox/outbox')).body).toEqual([])
    await client.call('GET', `/v1/password-reset?username=${AGENT}`)
    await client.call('POST', '/__sandbox/clock', { body: { advanceSeconds: 5 } })
    await client.call('GET', `/v1/password-reset?username=${AGENT}`)
    const emails = (await client.call('GET', '/__sandbox/outbox')).body as unknown as Record<string, unknown>[]
    expect(emails).toHaveLength(2)
    for (const email of emails) {
      expect(Object.keys(email).sort()).toEqual(['body', 'reset_token', 'sent_at', 'subject', 'to'])
      expect(email).toMatchObject({ to: AGENT, subject: expect.any(String), body: expect.any(String), reset_token: expect.any(String) })
      expect(email.sent_at).toMatch(ISO_8601)
    }
    expect(Date.parse(emails[0]!.sent_at as string)).toBeGreaterThan(Date.parse(emails[1]!.sent_at as string))
    // The newest code is the one that works
    const newest = emails[0]!.reset_token as string
    const answer = await client.call('POST', '/v1/password-reset', { body: { username: AGENT, new_password: 'Harbor-Lantern-2031', reset_token: newest } })
    expect(answer.status).toBe(200)
  })
})

describe('/__sandbox/faults', () => {
  it('fails the next `count` requests whose path starts with `path`, with `status` and `body`, then serves again', async () => {
    const client = contractClient()
    const injected = await client.call('POST', '/__sandbox/faults', {
      body: { path: '/v1/submission/BR-10001/notes', status: 503, count: 2, body: { error: 'down' } },
    })
    expect(injected.status).toBeGreaterThanOrEqual(200)
    expect(injected.status).toBeLessThan(300)
    expect(await client.agent('GET', NOTE)).toMatchObject({ status: 503, body: { error: 'down' } })
    expect(await client.agent('GET', NOTE)).toMatchObject({ status: 503, body: { error: 'down' } })
    expect((await client.agent('GET', NOTE)).status).toBe(200)
  })

  it('matches `method` when given, and DELETE clears', async () => {
    const client = contractClient()
    await client.call('POST', '/__sandbox/faults', { body: { method: 'POST', path: '/v1/submission', status: 429, count: 5 } })
    expect((await client.agent('GET', NOTE)).status).toBe(200)
    expect((await client.agent('POST', '/v1/submission/tax-calculations', {})).status).toBe(429)
    const cleared = await client.call('DELETE', '/__sandbox/faults')
    expect(cleared.status).toBeGreaterThanOrEqual(200)
    expect(cleared.status).toBeLessThan(300)
    expect((await client.agent('POST', '/v1/submission/tax-calculations', {})).status).toBe(422)
  })

  it.each([
    [400, { status: 'failed', error: expect.any(String) }],
    [404, { status: 'failed', error: expect.any(String) }],
    [401, { Error: expect.any(String) }],
    [422, { message: expect.any(String), errors: expect.any(Object) }],
  ])("answers an injected %i without `body` in section 7's format for that status", async (status, body) => {
    const client = contractClient()
    await client.tokenOf(AGENT)
    await client.call('POST', '/__sandbox/faults', { body: { path: '/v1/submission', status, count: 1 } })
    // Section 7, "Body formats": business rule (400/404), authentication ({Error}), field validation (422)
    const answer = await client.agent('GET', NOTE)
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual(body)
  })

  it('delays by `delayMs`', async () => {
    const client = contractClient()
    await client.tokenOf(AGENT)
    await client.call('POST', '/__sandbox/faults', { body: { path: '/v1/submission', status: 500, count: 1, delayMs: 120 } })
    const started = performance.now()
    expect((await client.agent('GET', NOTE)).status).toBe(500)
    // A delay only makes the answer later, however busy the machine
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
  })
})
