import { describe, expect, it } from 'vitest'
import { AGENT } from '../harness.ts'
import { contractClient, expectAuthenticationError, expectBusinessRule } from './client.ts'

/** Sections 4, 5 and 7 across every endpoint: paths, the AccessToken header first, the body formats. */

/** The protected endpoints of section 4 (webhook subscriptions have their own suite). */
const PROTECTED: [string, string][] = [
  ['POST', '/v1/quote'],
  ['POST', '/v1/indication'],
  ['POST', '/v1/submission/tax-calculations'],
  ['POST', '/v1/submission/BR-10002/1/driver'],
  ['POST', '/v1/submission/BR-10002/1/trailer'],
  ['PUT', '/v1/submission/BR-10002/1/vehicle/7004'],
  ['POST', '/v1/submission/BR-20001/2/cancel-approve'],
  ['GET', '/v1/submission/BR-10001/notes/N-1001'],
]
const WITH_BODY = PROTECTED.filter(([method]) => method !== 'GET')

describe('section 4 and 5: every protected endpoint', () => {
  it.each(PROTECTED)('%s %s answers 401 {Error} without AccessToken, whatever the body', async (method, path) => {
    const client = contractClient()
    // Section 4 "All endpoints except authentication and password reset require header AccessToken"; 5.5; section 7 "Authentication: {Error}"
    expectAuthenticationError(await client.call(method, path), 401)
    if (method !== 'GET') {
      expectAuthenticationError(await client.call(method, path, { body: '{"broken":' }), 401)
      expectAuthenticationError(await client.call(method, path, { body: {} }), 401)
    }
  })

  it.each(PROTECTED)('%s %s reads the token only from AccessToken (no Bearer, no Authorization)', async (method, path) => {
    const client = contractClient()
    const token = await client.tokenOf(AGENT)
    // 5.2 "exactly that name, with no Bearer prefix and no Authorization header"
    expectAuthenticationError(await client.call(method, path, { headers: { Authorization: `Bearer ${token}` } }), 401)
    expectAuthenticationError(await client.call(method, path, { headers: { AccessToken: `Bearer ${token}` } }), 401)
  })

  it.each(PROTECTED.map(([method, path]) => [method, path.replace(/BR-1000[12]|BR-20001/, 'SM-10001')] as [string, string]))(
    '%s %s checks the token before the path: 401 for a foreign path too',
    async (method, path) => {
      expectAuthenticationError(await contractClient().call(method, path, { headers: { AccessToken: 'expired-or-made-up' } }), 401)
    },
  )

  it.each(WITH_BODY)('%s %s answers a body that is not JSON with 400 in the business-rule format', async (method, path) => {
    // Section 7 "400 Malformed body"; "Business rule (400/404): {status: "failed", error: <string>}"
    const client = contractClient()
    const answer = await client.call(method, path, { body: '{"broken":', headers: { AccessToken: await client.tokenOf(AGENT) } })
    expectBusinessRule(answer, 400)
  })
})

describe('section 7: paths the contract does not define', () => {
  it.each([
    ['GET', '/v1/nowhere'],
    ['GET', '/v1/submission/BR-10001'],
    ['PUT', '/v1/bind/BR-10002'],
    ['GET', '/v1/quote'],
    ['DELETE', '/v1/authentication'],
    ['POST', '/v1/submission/BR-10002/1/vehicle'],
    ['POST', '/v1/submission/BR-10001/notes/N-1001'],
  ])('%s %s answers 404 in the business-rule format', async (method, path) => {
    const client = contractClient()
    expectBusinessRule(await client.call(method, path), 404)
    expectBusinessRule(await client.call(method, path, { headers: { AccessToken: await client.tokenOf(AGENT) } }), 404)
  })

  it('answers JSON on every path', async () => {
    const answer = await contractClient().call('GET', '/v1/nowhere')
    // Section 4 "Request and response bodies are JSON"
    expect(answer.headers.get('content-type')).toContain('application/json')
  })
})
