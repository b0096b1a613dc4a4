import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fieldValidationBodySchema } from '../../src/contract/errors.ts'
import { endpointUrlSchema } from '../../src/contract/webhooks.ts'
import { hostileUrl } from './fuzz/hostile-strings.ts'
import { startSandbox } from './harness.ts'

const BASE = '/v1/webhook-subscriptions'
const body = (endpoint_url: string) => ({ endpoint_url, event_types: ['submission.quoted'] })

/** Runs the URL check until the engine has optimised it, as a long property run (or a busy server) does. */
function heatTheParser() {
  for (let index = 0; index < 5_000; index += 1) endpointUrlSchema.safeParse(`https://hooks.example/${index % 7}`)
}

describe('endpoint_url with non-ASCII hosts, control characters, IDN and very long URLs (issue 34)', () => {
  it('answers https://\\u00da\\u009e with a 422 on endpoint_url, on create and on update, once the check is hot', async () => {
    const { signIn, callAs } = startSandbox()
    const { AccessToken } = await signIn()
    const created = await callAs(AccessToken, 'POST', BASE, body('https://hooks.example/portal'))
    heatTheParser()
    for (const [method, path] of [
      ['POST', BASE],
      ['PUT', `${BASE}/${String(created.body?.id)}`],
    ] as const) {
      const answer = await callAs(AccessToken, method, path, body('https://\u00da\u009e'))
      expect(answer.status, `${method} ${answer.text}`).toBe(422)
      expect(answer.body?.errors).toHaveProperty('endpoint_url')
    }
  })

  it('the contract’s check decides every hostile URL without throwing', () => {
    heatTheParser()
    fc.assert(
      fc.property(hostileUrl, (url) => {
        expect(() => endpointUrlSchema.safeParse(url)).not.toThrow()
      }),
      { numRuns: 3_000 },
    )
  })

  it('create and update answer a hostile URL with 201, 200 or a 422 naming endpoint_url, never a 500', async () => {
    const { signIn, callAs } = startSandbox()
    const { AccessToken } = await signIn()
    const created = await callAs(AccessToken, 'POST', BASE, body('https://hooks.example/portal'))
    heatTheParser()
    await fc.assert(
      fc.asyncProperty(fc.boolean(), hostileUrl, async (create, url) => {
        const answer = await callAs(AccessToken, create ? 'POST' : 'PUT', create ? BASE : `${BASE}/${String(created.body?.id)}`, body(url))
        if (answer.status === 422) {
          expect(fieldValidationBodySchema.safeParse(answer.body).success).toBe(true)
          expect(Object.keys(answer.body?.errors as object)).toEqual(['endpoint_url'])
        } else expect(answer.status, answer.text).toBe(create ? 201 : 200)
      }),
      { numRuns: 400 },
    )
  })
})
