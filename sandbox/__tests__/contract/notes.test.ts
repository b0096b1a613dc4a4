import { describe, expect, it } from 'vitest'
import { AGENT, SUMMIT, UNDERWRITER } from '../harness.ts'
import { contractClient, expectAuthenticationError, expectBusinessRule } from './client.ts'

/** Sections 2.10 and 4.9, on the notes of sandbox-fixtures.md (N-1001, N-1002, N-2001). */

const notePath = (displayId: string, noteId: string) => `/v1/submission/${displayId}/notes/${noteId}`

describe('4.9 GET /submission/{displayId}/notes/{note_id}', () => {
  it.each([AGENT, UNDERWRITER])('returns the public reply N-1001 on BR-10001 to %s as {note_id, display_id, body, occurred_at}', async (account) => {
    const answer = await contractClient().as(account, 'GET', notePath('BR-10001', 'N-1001'))
    expect(answer.status).toBe(200)
    // 2.10 "note_id string, display_id string, body string (message text), occurred_at string, ISO 8601"
    expect(Object.keys(answer.body!).sort()).toEqual(['body', 'display_id', 'note_id', 'occurred_at'])
    expect(answer.body).toMatchObject({ note_id: 'N-1001', display_id: 'BR-10001' })
    expect(answer.body!.occurred_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/)
    // Fixtures: "its body has several lines and contains the literal text <img src=x onerror=alert(1)> and <script>alert("x")</script>"
    const body = answer.body!.body as string
    expect(body.split('\n').length).toBeGreaterThan(1)
    expect(body).toContain('<img src=x onerror=alert(1)>')
    expect(body).toContain('<script>alert("x")</script>')
  })

  it('returns N-2001 to its own agency, Summit', async () => {
    const answer = await contractClient().as(SUMMIT, 'GET', notePath('SM-10001', 'N-2001'))
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ note_id: 'N-2001', display_id: 'SM-10001' })
  })

  it("answers the internal N-1002, the other agency's N-2001 and an unknown id with the identical 404, byte for byte", async () => {
    const client = contractClient()
    const unknown = await client.agent('GET', notePath('BR-10001', 'N-9999'))
    // Section 7 "404 ... note not found or not public", business-rule format
    expectBusinessRule(unknown, 404)
    // 4.9 "Internal notes, notes of another account's submission and unknown ids all return an identical 404"
    for (const path of [notePath('BR-10001', 'N-1002'), notePath('SM-10001', 'N-2001'), notePath('SM-10001', 'N-9999'), notePath('BR-99999', 'N-1001')]) {
      const answer = await client.agent('GET', path)
      expect(answer.status).toBe(404)
      expect(answer.text).toBe(unknown.text)
      expect(answer.headers.get('content-type')).toBe(unknown.headers.get('content-type'))
    }
    // And for Summit: Blue Ridge's note is as unknown as a missing one
    const summitUnknown = await client.as(SUMMIT, 'GET', notePath('SM-10001', 'N-9999'))
    expect((await client.as(SUMMIT, 'GET', notePath('BR-10001', 'N-1001'))).text).toBe(summitUnknown.text)
    expect(summitUnknown.text).toBe(unknown.text)
  })

  it('needs the AccessToken header', async () => {
    const client = contractClient()
    expectAuthenticationError(await client.call('GET', notePath('BR-10001', 'N-1001')), 401)
    expectAuthenticationError(await client.call('GET', notePath('BR-10001', 'N-9999')), 401)
  })
})
