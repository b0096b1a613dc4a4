import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { AGENT, PASSWORD, SUMMIT, UNDERWRITER } from '../harness.ts'
import { contractClient } from './client.ts'

/** sandbox-fixtures.md, "Accounts": who signs in, with what, for which agency, with what authority. */

const ACCOUNTS = [
  { username: AGENT, agency: 'Blue Ridge Insurance Agency', companyId: 101 },
  { username: UNDERWRITER, agency: 'Blue Ridge Insurance Agency', companyId: 101 },
  { username: SUMMIT, agency: 'Summit Wholesale Brokers', companyId: 202 },
]

describe('fixtures: accounts', () => {
  it('has the password Sandbox-Pass-1 for every account', () => {
    expect(PASSWORD).toBe('Sandbox-Pass-1')
  })

  it.each(ACCOUNTS)('signs in $username, whose token names its e-mail and company $companyId', async ({ username, agency, companyId }) => {
    const answer = await contractClient().call('POST', '/v1/authentication', { body: { username, password: PASSWORD } })
    expect(answer.status).toBe(200)
    // 5.1 "the ID token, carrying an e-mail claim"; the company and agency claims are the sandbox's (docs/api-assumptions.md)
    const claims = decodeJwt(answer.body!.AccessToken as string)
    expect(claims.email).toBe(username)
    expect(String(claims['custom:company_id'])).toBe(String(companyId))
    expect(claims['custom:agency_name']).toBe(agency)
  })

  it("puts the two Blue Ridge accounts in one agency: each reads the other's submissions", async () => {
    const client = contractClient()
    for (const username of [AGENT, UNDERWRITER]) {
      expect((await client.as(username, 'GET', '/v1/submission/BR-10001/notes/N-1001')).status).toBe(200)
      expect(
        (
          await client.as(username, 'POST', '/v1/submission/BR-10002/1/driver', {
            name_first: 'Ana',
            name_last: 'Ruiz',
            driver_license_state: 'TN',
            driver_license_number: `D${username.length}`,
            driver_date_of_birth: '1984-05-20',
            covered: 'Y',
          })
        ).status,
      ).toBe(201)
    }
  })

  it('gives guard authority to the underwriter and not to the agent of Blue Ridge (BR-20005)', async () => {
    const client = contractClient()
    const body = {
      cancellation_reason: ['non_payment'],
      cancellation_guard_id: 41,
      cancellation_guard_acknowledged: true,
      cancellation_guard_approval_comment: 'Checked with the finance company.',
    }
    expect((await client.as(AGENT, 'POST', '/v1/submission/BR-20005/2/cancel-approve', body)).status).toBe(403)
    expect((await client.as(UNDERWRITER, 'POST', '/v1/submission/BR-20005/2/cancel-approve', body)).status).toBe(200)
  })

  it.each([
    [AGENT, 201],
    [UNDERWRITER, 201],
    [SUMMIT, 422],
  ])('gives public_reply early access to %s: a subscription naming it answers %i', async (username, status) => {
    const answer = await contractClient().as(username, 'POST', '/v1/webhook-subscriptions', {
      endpoint_url: 'https://hooks.example/portal',
      event_types: ['submission.public_reply'],
    })
    // Fixtures, accounts: "Without early access, a subscription that names submission.public_reply is refused with a 422 on event_types."
    expect(answer.status).toBe(status)
    if (status === 422) expect(Object.keys(answer.body!.errors as object)).toContain('event_types')
  })

  it.each(ACCOUNTS)('owns what $username creates under company $companyId', async ({ username, companyId }) => {
    const answer = await contractClient().as(username, 'POST', '/v1/webhook-subscriptions', {
      endpoint_url: 'https://hooks.example/portal',
      event_types: ['submission.bind_completed'],
    })
    // 2.9 "company_id integer, owning account"; fixtures, accounts: company_id 101 and 202
    expect(answer.body!.company_id).toBe(companyId)
  })
})
