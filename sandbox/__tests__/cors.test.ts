import { describe, expect, it } from 'vitest'
import { createSandboxApp } from '../app.ts'
import { createSandbox } from '../sandbox.ts'
import { AGENT, PASSWORD } from './harness.ts'

const PORTAL = 'https://portal.example'

describe('CORS for a portal on another origin (SANDBOX_CORS_ORIGIN)', () => {
  const app = createSandboxApp(createSandbox(), { corsOrigin: PORTAL })

  it('answers the preflight of an authenticated JSON call from the portal, and only the portal', async () => {
    const preflight = (origin: string) =>
      app.request('/v1/webhook-subscriptions', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'accesstoken, content-type' },
      })
    const allowed = await preflight(PORTAL)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL)
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toBe('AccessToken,Content-Type,Accept')
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toBe('GET,POST,PUT,DELETE')
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBeNull()
    expect((await preflight('https://elsewhere.example')).headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  it('lets the portal read answers, errors and Retry-After', async () => {
    const signIn = await app.request('/v1/authentication', {
      method: 'POST',
      headers: { Origin: PORTAL, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: AGENT, password: PASSWORD }),
    })
    expect(signIn.status).toBe(200)
    expect(signIn.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL)
    const refused = await app.request('/v1/webhook-subscriptions', { headers: { Origin: PORTAL } })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL)
    expect(refused.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After')
  })

  it('is off unless asked for', async () => {
    const closed = createSandboxApp(createSandbox())
    const answer = await closed.request('/v1/authentication', { method: 'OPTIONS', headers: { Origin: PORTAL, 'Access-Control-Request-Method': 'POST' } })
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})
