import { describe, expect, it } from 'vitest'
import { EDIT_RATE_LIMIT } from '../domain/submission-edits/rate-limit.ts'
import { OPEN_QUOTE, OPEN_VEHICLE, validDriver } from './edit-session.ts'
import { AGENT, frozenClock, startSandbox, UNDERWRITER } from './harness.ts'

const NOW = '2026-11-26T10:00:00.000Z'

/** The sandbox with its own edits' limit, on a clock that moves only when told. */
async function limitedSandbox() {
  const started = startSandbox({ clock: frozenClock(NOW), editRateLimit: EDIT_RATE_LIMIT })
  const agent = (await started.signIn(AGENT)).AccessToken
  return { ...started, agent, addDriver: (token = agent) => started.callAs(token, 'POST', `${OPEN_QUOTE}/driver`, validDriver()) }
}

describe('the submission edits rate limit', () => {
  it('admits 20 edits per account in a rolling second, then answers 429 with Retry-After and does nothing', async () => {
    const { addDriver, sandbox, callAs, agent } = await limitedSandbox()
    for (let count = 0; count < EDIT_RATE_LIMIT.maxRequests; count += 1) expect((await addDriver()).status).toBe(201)
    const refused = await addDriver()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('1')
    expect(refused.body).toEqual({ message: 'Too many changes from this account. Try again in 1 second.' })
    expect((await callAs(agent, 'PUT', OPEN_VEHICLE, { year: 2020 })).status).toBe(429)
    const drivers = sandbox.store.submissions.get('BR-10002')!.transactions[0]!.drivers
    expect(drivers).toHaveLength(EDIT_RATE_LIMIT.maxRequests)
    sandbox.clock.advance(1)
    expect((await addDriver()).status).toBe(201)
  })

  it('counts each account alone', async () => {
    const { addDriver, signIn } = await limitedSandbox()
    for (let count = 0; count < EDIT_RATE_LIMIT.maxRequests; count += 1) await addDriver()
    expect((await addDriver()).status).toBe(429)
    expect((await addDriver((await signIn(UNDERWRITER)).AccessToken)).status).toBe(201)
  })

  it('is read and set through the control API, and a reset brings back the sandbox’s own', async () => {
    const { call, read, addDriver } = await limitedSandbox()
    expect((await read('GET', '/__sandbox/rate-limit')).body).toEqual({ edits: { maxRequests: 20, windowSeconds: 1 } })
    expect((await call('POST', '/__sandbox/rate-limit', { body: { edits: { maxRequests: 2, windowSeconds: 5 } } })).body).toEqual({
      edits: { maxRequests: 2, windowSeconds: 5 },
    })
    await addDriver()
    await addDriver()
    const refused = await addDriver()
    expect([refused.status, refused.headers.get('Retry-After')]).toEqual([429, '5'])
    expect((await call('POST', '/__sandbox/rate-limit', { body: { edits: { maxRequests: 0, windowSeconds: 5 } } })).status).toBe(422)
    await call('POST', '/__sandbox/rate-limit', { body: { edits: null } })
    expect((await addDriver()).status).toBe(201)
    await call('POST', '/__sandbox/reset')
    expect((await read('GET', '/__sandbox/rate-limit')).body).toEqual({ edits: EDIT_RATE_LIMIT })
  })

  it('answers 401 before 429: a request without a token is not counted', async () => {
    const { call, addDriver } = await limitedSandbox()
    for (let count = 0; count < 30; count += 1) expect((await call('POST', `${OPEN_QUOTE}/driver`, { body: validDriver() })).status).toBe(401)
    expect((await addDriver()).status).toBe(201)
  })
})
