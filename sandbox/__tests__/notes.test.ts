import { describe, expect, it } from 'vitest'
import { startSandbox, SUMMIT } from './harness.ts'

describe('GET /v1/submission/{displayId}/notes/{note_id}', () => {
  it('returns a public reply of the caller’s agency, body untouched', async () => {
    const { callAs, signIn } = startSandbox()
    const { AccessToken } = await signIn()
    const response = await callAs(AccessToken, 'GET', '/v1/submission/BR-10001/notes/N-1001')
    expect(response.status).toBe(200)
    expect(Object.keys(response.body!).sort()).toEqual(['body', 'display_id', 'note_id', 'occurred_at'])
    expect(response.body!.body).toContain('<img src=x onerror=alert(1)>')
    expect(response.body!.body).toContain('<script>alert("x")</script>')
    expect((response.body!.body as string).split('\n').length).toBeGreaterThan(2)
  })

  it('answers internal, foreign, unknown and mismatched notes with the same 404, byte for byte', async () => {
    const { callAs, signIn } = startSandbox()
    const { AccessToken } = await signIn()
    const answers = await Promise.all(
      [
        '/v1/submission/BR-10001/notes/N-1002',
        '/v1/submission/SM-10001/notes/N-2001',
        '/v1/submission/BR-10001/notes/N-9999',
        '/v1/submission/BR-10002/notes/N-1001',
      ].map((path) => callAs(AccessToken, 'GET', path)),
    )
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404])
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1)
    expect(answers[0]!.body).toEqual({ status: 'failed', error: expect.any(String) })
  })

  it('lets Summit read its own note N-2001', async () => {
    const { callAs, signIn } = startSandbox()
    const { AccessToken } = await signIn(SUMMIT)
    expect((await callAs(AccessToken, 'GET', '/v1/submission/SM-10001/notes/N-2001')).status).toBe(200)
  })
})
