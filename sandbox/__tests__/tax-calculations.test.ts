import { describe, expect, it } from 'vitest'
import { TAX_CALCULATION_LIMIT } from '../domain/taxes/rate-limit.ts'
import { frozenClock, startSandbox, SUMMIT } from './harness.ts'

const PATH = '/v1/submission/tax-calculations'
const VALID = {
  state: 'TX',
  effective_date: '2026-12-01',
  quote_created_at: '2026-11-20T14:03:11-05:00',
  coverage_type: 'AL',
  premium: '12500.00',
  policy_fee: '150.00',
  underwriting_fee: '0.00',
}

/** On a clock that stands still, the 60 s window holds exactly what a test puts in it, however slow the machine. */
async function signedIn() {
  const started = startSandbox({ clock: frozenClock('2026-11-20T19:03:11Z') })
  const { AccessToken } = await started.signIn()
  const calculate = (body: unknown) => started.callAs(AccessToken, 'POST', PATH, body)
  return { ...started, token: AccessToken, calculate }
}

describe('POST /v1/submission/tax-calculations: authentication', () => {
  it('answers 401 { Error } without a token, with a bad one, and with a Bearer prefix', async () => {
    const { call, token } = await signedIn()
    const answers = await Promise.all([
      call('POST', PATH, { body: VALID }),
      call('POST', PATH, { body: VALID, headers: { AccessToken: 'not-a-token' } }),
      call('POST', PATH, { body: VALID, headers: { AccessToken: `Bearer ${token}` } }),
      call('POST', PATH, { body: VALID, headers: { Authorization: token } }),
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ Error: expect.any(String) })
    }
  })

  it('checks the token before the body', async () => {
    const { call } = await signedIn()
    expect((await call('POST', PATH, { body: 'not json' })).status).toBe(401)
  })
})

describe('POST /v1/submission/tax-calculations: validation', () => {
  it.each([
    ['state', 'tx'],
    ['state', 'XX'],
    ['state', 'Texas'],
    ['state', 42],
    ['effective_date', '2026-02-30'],
    ['effective_date', '12/01/2026'],
    ['effective_date', '2026-12-01T00:00:00Z'],
    ['quote_created_at', '2026-11-20T14:03:11'],
    ['quote_created_at', '2026-11-20'],
    ['quote_created_at', 1763665391],
    ['coverage_type', 'al'],
    ['coverage_type', 'GL'],
    ['premium', '12.345'],
    ['premium', '-1'],
    ['premium', '1e3'],
    ['premium', ' 12'],
    ['premium', ''],
    ['premium', 12500],
    ['premium', '1,250.00'],
    ['policy_fee', '12.'],
    ['policy_fee', null],
    ['underwriting_fee', '.5'],
    ['underwriting_fee', true],
  ])('answers 422 at %s for %j', async (field, value) => {
    const { calculate } = await signedIn()
    const answer = await calculate({ ...VALID, [field]: value })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ message: expect.any(String), errors: { [field]: [expect.any(String)] } })
  })

  it('lists every problem at once, and every missing field', async () => {
    const { calculate } = await signedIn()
    const answer = await calculate({})
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body!.errors as object).sort()).toEqual(Object.keys(VALID).sort())
    expect((answer.body!.errors as Record<string, string[]>).premium).toEqual(['Required'])

    const several = await calculate({ ...VALID, state: 'ZZ', premium: '1e3', underwriting_fee: 5 })
    expect(Object.keys(several.body!.errors as object).sort()).toEqual(['premium', 'state', 'underwriting_fee'])
  })

  it.each([['not json'], [[]], [null], ['"a string"'], [42]])('answers 400 (malformed body, business-rule format) for the body %j', async (body) => {
    const { calculate } = await signedIn()
    const answer = await calculate(body)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ status: 'failed', error: expect.any(String) })
  })
})

describe('POST /v1/submission/tax-calculations: the answer', () => {
  it('has the shape of sections 2.6 and 4.3', async () => {
    const { calculate } = await signedIn()
    const answer = await calculate({ ...VALID, premium: '12500' })
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body!).sort()).toEqual(['data', 'meta'])
    const data = answer.body!.data as Record<string, unknown>
    expect(Object.keys(data).sort()).toEqual(['calculations', 'coverage_type', 'effective_date', 'inputs', 'quote_created_at', 'state', 'total'].sort())
    expect(data).toMatchObject({
      state: 'TX',
      effective_date: '2026-12-01',
      quote_created_at: '2026-11-20T14:03:11-05:00',
      coverage_type: 'AL',
      inputs: { ...VALID, premium: '12500.00' },
      // (12500 + 150) x 0.0485 = 613.525 -> 613.53; x 0.0004 = 5.06
      total: '618.59',
    })
    for (const line of data.calculations as Record<string, unknown>[]) {
      expect(Object.keys(line).sort()).toEqual(['amount', 'calculation_type', 'code', 'flat_amount', 'label', 'rate', 'taxable_base'])
    }
    expect(answer.body!.meta).toEqual({ currency: 'USD', assumptions: expect.arrayContaining([expect.any(String)]) })
  })
})

describe('POST /v1/submission/tax-calculations: the quote-scope limit', () => {
  async function exhaust() {
    const started = await signedIn()
    for (let index = 0; index < TAX_CALCULATION_LIMIT.maxRequests; index += 1) {
      const answer = await started.calculate({ ...VALID, premium: String(index) })
      expect(answer.status).toBe(200)
    }
    return started
  }

  it('answers 429 with Retry-After once a scope has used its calculations', async () => {
    const { calculate } = await exhaust()
    const refused = await calculate(VALID)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(TAX_CALCULATION_LIMIT.windowSeconds)
    expect(refused.body).toEqual({ message: expect.stringContaining('Too many tax calculations') })
  })

  it('keeps other scopes and other accounts open', async () => {
    const { calculate, signIn, callAs } = await exhaust()
    expect((await calculate({ ...VALID, coverage_type: 'APD' })).status).toBe(200)
    expect((await calculate({ ...VALID, state: 'OK' })).status).toBe(200)
    expect((await calculate({ ...VALID, effective_date: '2026-12-02' })).status).toBe(200)
    const summit = await signIn(SUMMIT)
    expect((await callAs(summit.AccessToken, 'POST', PATH, VALID)).status).toBe(200)
  })

  it('opens again when the window has passed by the sandbox clock, or after a reset', async () => {
    const { calculate, sandbox, call, signIn, callAs } = await exhaust()
    expect((await calculate(VALID)).status).toBe(429)
    sandbox.clock.advance(TAX_CALCULATION_LIMIT.windowSeconds)
    expect((await calculate(VALID)).status).toBe(200)

    for (let index = 1; index < TAX_CALCULATION_LIMIT.maxRequests; index += 1) await calculate(VALID)
    expect((await calculate(VALID)).status).toBe(429)
    await call('POST', '/__sandbox/reset')
    const { AccessToken } = await signIn()
    expect((await callAs(AccessToken, 'POST', PATH, VALID)).status).toBe(200)
  })

  it('forgets calculations "in the future" when the sandbox clock moves back', async () => {
    const { calculate, sandbox } = await exhaust()
    sandbox.clock.advance(-3600)
    const answer = await calculate(VALID)
    expect(answer.status).toBe(200)
  })

  it('does not count refused bodies', async () => {
    const { calculate } = await signedIn()
    for (let index = 0; index < TAX_CALCULATION_LIMIT.maxRequests + 5; index += 1) await calculate({ ...VALID, premium: 'x' })
    expect((await calculate(VALID)).status).toBe(200)
  })
})
