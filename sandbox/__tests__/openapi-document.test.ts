import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { startSandbox } from './harness.ts'

it('serves docs/openapi.json at /v1/openapi.json, without a token, as committed (issue 34)', async () => {
  const { call } = startSandbox()
  const answer = await call('GET', '/v1/openapi.json', { headers: { 'Content-Type': '' } })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
  expect(answer.body).toEqual(JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')))
})
