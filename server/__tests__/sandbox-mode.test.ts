import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startPortal } from './support.ts'

let portal: Awaited<ReturnType<typeof startPortal>>
// Loading the sandbox's modules takes seconds on a busy 2-core machine.
beforeAll(async () => {
  portal = await startPortal({ kind: 'sandbox' }, '')
}, 30_000)
afterAll(() => portal.close())

describe('PORTAL_SANDBOX=1: a demo with the sandbox mounted', () => {
  it('tells the page the sandbox is there, and answers /v1 and /__sandbox with the portal’s headers, never cached', async () => {
    expect((await send(`${portal.url}/`)).text).toContain('{"apiBaseUrl":"/v1","sandbox":true,"carrierCensus":""}')
    const info = await send(`${portal.url}/__sandbox/info`)
    expect(JSON.parse(info.text)).toMatchObject({ sandbox: true })
    const signIn = await send(`${portal.url}/v1/authentication`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'agent@blueridge.example', password: 'Sandbox-Pass-1' }),
    })
    expect(signIn.status).toBe(200)
    expect(JSON.parse(signIn.text)).toHaveProperty('AccessToken')
    expect(signIn.headers['cache-control']).toBe('no-store')
    expect(signIn.headers['x-content-type-options']).toBe('nosniff')
    expect(signIn.headers['content-security-policy']).toContain("connect-src 'self';")
  })

  it('answers FMCSA’s census from the stand-in, on the portal’s own origin', async () => {
    const answer = await send(`${portal.url}/resource/az4n-8mr2.json?dot_number=2874410&$select=legal_name`)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual([{ legal_name: 'TAR HEEL HAULERS LLC' }])
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it('serves the contract’s OpenAPI document at /v1/openapi.json, without a token (issue 34)', async () => {
    const answer = await send(`${portal.url}/v1/openapi.json`)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toMatchObject({ openapi: '3.1.0', info: { version: 'v1' } })
  })
})
