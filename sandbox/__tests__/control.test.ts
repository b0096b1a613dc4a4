import { describe, expect, it } from 'vitest'
import { sandboxAccountsSchema } from '../../src/contract/sandbox-accounts.ts'
import { AGENT, PASSWORD, startSandbox } from './harness.ts'

describe('control API', () => {
  it('tells the portal it is the sandbox', async () => {
    const { call } = startSandbox()
    const info = await call('GET', '/__sandbox/info')
    expect(info.body).toEqual({ sandbox: true, now: expect.any(String), version: expect.any(String) })
  })

  it('lists its accounts with the fixtures’ password, until a reset of that password changes it', async () => {
    const harness = startSandbox()
    const listed = async () => sandboxAccountsSchema.parse((await harness.call('GET', '/__sandbox/accounts')).body).accounts
    expect(await listed()).toEqual([
      {
        username: AGENT,
        agency_name: 'Blue Ridge Insurance Agency',
        agency_type: 'retail',
        guard_authority: false,
        public_reply_early_access: true,
        password: PASSWORD,
      },
      expect.objectContaining({ username: 'underwriter@blueridge.example', guard_authority: true, password: PASSWORD }),
      expect.objectContaining({ username: 'agent@summit.example', agency_name: 'Summit Wholesale Brokers', agency_type: 'wholesale', password: PASSWORD }),
    ])
    await harness.call('GET', `/v1/password-reset?username=${AGENT}`)
    const [email] = (await harness.call('GET', '/__sandbox/outbox')).body as unknown as { reset_token: string }[]
    await harness.call('POST', '/v1/password-reset', {
      body: { username: AGENT, new_password: 'correct horse battery staple', reset_token: email!.reset_token },
    })
    expect((await listed()).map((account) => account.password)).toEqual([null, PASSWORD, PASSWORD])
    await harness.call('POST', '/__sandbox/reset')
    expect((await listed()).map((account) => account.password)).toEqual([PASSWORD, PASSWORD, PASSWORD])
  })

  it('sets and advances the clock, which a reset keeps', async () => {
    const { call } = startSandbox()
    const set = await call('POST', '/__sandbox/clock', { body: { now: '2027-03-01T09:00:00Z' } })
    expect(Date.parse(set.body!.now as string) - Date.parse('2027-03-01T09:00:00Z')).toBeLessThan(1000)
    const moved = await call('POST', '/__sandbox/clock', { body: { advanceSeconds: 3600 } })
    expect(Date.parse(moved.body!.now as string) - Date.parse('2027-03-01T10:00:00Z')).toBeLessThan(1000)
    await call('POST', '/__sandbox/reset')
    const after = await call('GET', '/__sandbox/clock')
    expect(Date.parse(after.body!.now as string) - Date.parse('2027-03-01T10:00:00Z')).toBeLessThan(1000)
    expect((await call('POST', '/__sandbox/clock', { body: { now: 'tomorrow' } })).status).toBe(422)
  })

  it('reset keeps sessions, empties the outbox, forgets reset codes and restores the fixtures', async () => {
    const harness = startSandbox()
    const session = await harness.signIn()
    await harness.call('GET', `/v1/password-reset?username=${AGENT}`)
    const [email] = (await harness.call('GET', '/__sandbox/outbox')).body as unknown as { reset_token: string }[]
    await harness.call('POST', '/__sandbox/reset')
    expect((await harness.call('GET', '/__sandbox/outbox')).body).toEqual([])
    expect((await harness.callAs(session.AccessToken, 'GET', '/v1/submission/BR-10001/notes/N-1001')).status).toBe(200)
    const reset = { username: AGENT, new_password: 'Harbor-Lantern-2031', reset_token: email!.reset_token }
    expect((await harness.call('POST', '/v1/password-reset', { body: reset })).status).toBe(400)
    expect(harness.sandbox.store.submissions.get('BR-10002')?.transactions[0]?.vehicles[0]?.vehicleId).toBe(7004)
  })

  it('a password reset after a sandbox reset still ends the session the sandbox reset kept', async () => {
    const harness = startSandbox()
    const session = await harness.signIn()
    await harness.call('POST', '/__sandbox/reset')
    await harness.call('GET', `/v1/password-reset?username=${AGENT}`)
    const [email] = (await harness.call('GET', '/__sandbox/outbox')).body as unknown as { reset_token: string }[]
    const reset = { username: AGENT, new_password: 'Harbor-Lantern-2031', reset_token: email!.reset_token }
    expect((await harness.call('POST', '/v1/password-reset', { body: reset })).status).toBe(200)
    expect((await harness.callAs(session.AccessToken, 'GET', '/v1/submission/BR-10001/notes/N-1001')).status).toBe(401)
  })

  it('injects faults for the next N matching requests, then clears them', async () => {
    const harness = startSandbox()
    const { AccessToken } = await harness.signIn()
    const note = '/v1/submission/BR-10001/notes/N-1001'
    const created = await harness.call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '/v1/submission', status: 429, count: 2 } })
    expect(created.status).toBe(201)
    expect((await harness.callAs(AccessToken, 'GET', note)).status).toBe(429)
    expect((await harness.callAs(AccessToken, 'GET', note)).status).toBe(429)
    expect((await harness.callAs(AccessToken, 'GET', note)).status).toBe(200)

    await harness.call('POST', '/__sandbox/faults', { body: { path: '/submission', status: 500, count: 5, body: { error: 'down' } } })
    const failed = await harness.callAs(AccessToken, 'GET', note)
    expect(failed).toMatchObject({ status: 500, body: { error: 'down' } })
    expect((await harness.call('DELETE', '/__sandbox/faults')).body).toEqual({ cleared: 1 })
    expect((await harness.callAs(AccessToken, 'GET', note)).status).toBe(200)
  })

  it('delays a request without failing it', async () => {
    const harness = startSandbox()
    await harness.call('POST', '/__sandbox/faults', { body: { path: '/v1/authentication', delayMs: 150 } })
    const started = performance.now()
    const { AccessToken } = await harness.signIn()
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    expect(AccessToken).toEqual(expect.any(String))
  })

  it('refuses a fault without status or delay, or with a status no response can carry', async () => {
    const { call } = startSandbox()
    expect((await call('POST', '/__sandbox/faults', { body: { path: '/v1' } })).status).toBe(422)
    expect((await call('POST', '/__sandbox/faults', { body: { path: '/v1', status: 101 } })).status).toBe(422)
  })

  it('says what is wrong in words, as every sandbox route does', async () => {
    const { call } = startSandbox()
    const answer = await call('POST', '/__sandbox/faults', { body: { path: 3, status: 429 } })
    expect(answer.body).toEqual({ message: expect.any(String), errors: { path: ['Send this as text'] } })
  })

  it('sends extra headers and answers body-less statuses without a body', async () => {
    const harness = startSandbox()
    const { AccessToken } = await harness.signIn()
    const note = '/v1/submission/BR-10001/notes/N-1001'
    await harness.call('POST', '/__sandbox/faults', { body: { path: '/v1/submission', status: 429, headers: { 'Retry-After': '3' } } })
    const limited = await harness.callAs(AccessToken, 'GET', note)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBe('3')
    await harness.call('POST', '/__sandbox/faults', { body: { path: '/v1/submission', status: 204 } })
    expect(await harness.callAs(AccessToken, 'GET', note)).toMatchObject({ status: 204, text: '' })
  })
})
