import { describe, expect, it } from 'vitest'
import { AGENT, PASSWORD, startSandbox } from './harness.ts'

const NEW_PASSWORD = 'correct horse battery staple'

async function requestCode(harness: ReturnType<typeof startSandbox>, username = AGENT) {
  const response = await harness.call('GET', `/v1/password-reset?username=${encodeURIComponent(username)}`)
  const outbox = (await harness.call('GET', '/__sandbox/outbox')).body as unknown as { to: string; reset_token: string }[]
  return { response, outbox }
}

describe('password reset', () => {
  it('sends a code to the outbox and answers the same for unknown accounts', async () => {
    const harness = startSandbox()
    const known = await requestCode(harness)
    const unknown = await requestCode(harness, 'nobody@example.com')
    expect(known.response.status).toBe(200)
    expect(unknown.response.status).toBe(200)
    expect(unknown.response.text).toBe(known.response.text)
    expect(unknown.outbox).toHaveLength(1)
    expect(known.outbox[0]).toMatchObject({ to: AGENT, reset_token: expect.stringMatching(/^\d{6}$/) })
  })

  it('sets the new password, ends every session, and the code works once', async () => {
    const harness = startSandbox()
    const session = await harness.signIn()
    const { outbox } = await requestCode(harness)
    const body = { username: AGENT, new_password: NEW_PASSWORD, reset_token: outbox[0]!.reset_token }

    expect((await harness.call('POST', '/v1/password-reset', { body })).status).toBe(200)
    expect((await harness.callAs(session.AccessToken, 'GET', '/v1/submission/BR-10001/notes/N-1001')).status).toBe(401)
    expect((await harness.call('POST', '/v1/authentication', { body: { username: AGENT, password: PASSWORD } })).status).toBe(401)
    expect((await harness.call('POST', '/v1/authentication', { body: { username: AGENT, password: NEW_PASSWORD } })).status).toBe(200)

    const again = await harness.call('POST', '/v1/password-reset', { body: { ...body, new_password: `${NEW_PASSWORD}!` } })
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ Error: expect.stringContaining('reset code') })
  })

  it('refuses an expired code after one hour of sandbox time', async () => {
    const harness = startSandbox()
    const { outbox } = await requestCode(harness)
    harness.sandbox.clock.advance(3601)
    const response = await harness.call('POST', '/v1/password-reset', {
      body: { username: AGENT, new_password: NEW_PASSWORD, reset_token: outbox[0]!.reset_token },
    })
    expect(response.status).toBe(400)
  })

  it('voids the code after five wrong tries', async () => {
    const harness = startSandbox()
    const { outbox } = await requestCode(harness)
    const code = outbox[0]!.reset_token
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await harness.call('POST', '/v1/password-reset', { body: { username: AGENT, new_password: NEW_PASSWORD, reset_token: wrong } })
    }
    const right = await harness.call('POST', '/v1/password-reset', { body: { username: AGENT, new_password: NEW_PASSWORD, reset_token: code } })
    expect(right.status).toBe(400)
  })

  it('refuses a weak password with 422 on new_password, keeping the code usable', async () => {
    const harness = startSandbox()
    const { outbox } = await requestCode(harness)
    const code = outbox[0]!.reset_token
    const weak = await harness.call('POST', '/v1/password-reset', { body: { username: AGENT, new_password: 'short', reset_token: code } })
    expect(weak.status).toBe(422)
    expect(weak.body).toEqual({ message: expect.any(String), errors: { new_password: [expect.stringContaining('12 characters')] } })
    const withName = await harness.call('POST', '/v1/password-reset', { body: { username: AGENT, new_password: 'agent-and-more-words', reset_token: code } })
    expect(withName.status).toBe(422)
    const good = await harness.call('POST', '/v1/password-reset', { body: { username: AGENT, new_password: NEW_PASSWORD, reset_token: code } })
    expect(good.status).toBe(200)
  })

  it('needs a username to request, and all three fields to confirm (400 { Error })', async () => {
    const harness = startSandbox()
    expect((await harness.call('GET', '/v1/password-reset')).status).toBe(400)
    const missing = await harness.call('POST', '/v1/password-reset', { body: { username: AGENT } })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body!)).toEqual(['Error'])
  })
})
