import { describe, expect, it } from 'vitest'
import { contractClient, expectAuthenticationError, expectFieldValidation } from './client.ts'

/** Sections 2.6, 4.3 and 8: POST /submission/tax-calculations. */

const PATH = '/v1/submission/tax-calculations'
const REQUEST = {
  state: 'TX',
  effective_date: '2027-04-01',
  quote_created_at: '2027-03-10T09:03:11-06:00',
  coverage_type: 'AL',
  premium: '12500.00',
  policy_fee: '150',
  underwriting_fee: '75.5',
}
const FIELDS = Object.keys(REQUEST) as (keyof typeof REQUEST)[]
const DECIMAL = /^-?\d+(\.\d+)?$/

describe('4.3 POST /submission/tax-calculations', () => {
  it('answers 200 with data {state, effective_date, quote_created_at, coverage_type, inputs, calculations, total} and meta {currency, assumptions}', async () => {
    const answer = await contractClient().agent('POST', PATH, REQUEST)
    expect(answer.status).toBe(200)
    // 4.3 "Response 200: data {...} and meta {currency (string), assumptions (array of string)}"
    expect(Object.keys(answer.body!).sort()).toEqual(['data', 'meta'])
    const data = answer.body!.data as Record<string, unknown>
    expect(Object.keys(data).sort()).toEqual(['calculations', 'coverage_type', 'effective_date', 'inputs', 'quote_created_at', 'state', 'total'])
    expect(data).toMatchObject({ state: 'TX', effective_date: '2027-04-01', coverage_type: 'AL' })
    expect(data.quote_created_at).toEqual(expect.any(String))
    expect(typeof data.inputs).toBe('object')
    expect(Array.isArray(data.inputs)).toBe(false)
    expect(data.total).toMatch(DECIMAL)
    const meta = answer.body!.meta as Record<string, unknown>
    expect(Object.keys(meta).sort()).toEqual(['assumptions', 'currency'])
    expect(meta.currency).toEqual(expect.any(String))
    expect(meta.assumptions).toEqual(expect.any(Array))
    for (const assumption of meta.assumptions as unknown[]) expect(typeof assumption).toBe('string')

    // 2.6 "Output record calculations[] items": code, label, calculation_type, rate, flat_amount, taxable_base, amount
    const calculations = data.calculations as Record<string, unknown>[]
    expect(calculations.length).toBeGreaterThan(0)
    for (const line of calculations) {
      expect(Object.keys(line).sort()).toEqual(['amount', 'calculation_type', 'code', 'flat_amount', 'label', 'rate', 'taxable_base'])
      expect(line.code).toEqual(expect.any(String))
      expect(line.label).toEqual(expect.any(String))
      expect(['percentage', 'flat']).toContain(line.calculation_type)
      for (const field of ['rate', 'flat_amount', 'taxable_base']) if (line[field] !== null) expect(line[field]).toMatch(DECIMAL)
      expect(line.amount).toMatch(DECIMAL)
    }
  })

  it.each([
    ['Z', '2027-03-10T15:03:11Z'],
    ['an offset and fractional seconds', '2027-03-10T20:33:11.250+05:30'],
  ])('takes quote_created_at with %s (4.3: "RFC 3339; explicit offset or Z; optional fractional seconds")', async (_, moment) => {
    expect((await contractClient().agent('POST', PATH, { ...REQUEST, quote_created_at: moment })).status).toBe(200)
  })

  it.each(['AL', 'APD', 'MTC', 'TGL', 'NTL'])('takes coverage_type %s', async (coverage) => {
    expect((await contractClient().agent('POST', PATH, { ...REQUEST, coverage_type: coverage })).status).toBe(200)
  })

  it.each(['0', '1', '12500', '12500.5', '12500.50'])('takes the money string %s (pattern ^\\d+(\\.\\d{1,2})?$)', async (money) => {
    const answer = await contractClient().agent('POST', PATH, { ...REQUEST, premium: money, policy_fee: money, underwriting_fee: money })
    expect(answer.status).toBe(200)
  })

  it.each(FIELDS)('needs %s: 422 on that path (4.3 "all fields required")', async (field) => {
    const { [field]: _left, ...rest } = REQUEST
    expectFieldValidation(await contractClient().agent('POST', PATH, rest), field)
  })

  it.each([
    ['state', 'Texas'],
    ['state', 'T'],
    ['effective_date', '04/01/2027'],
    ['effective_date', '2027-02-30'],
    ['quote_created_at', '2027-03-10T09:03:11'],
    ['quote_created_at', '2027-03-10'],
    ['coverage_type', 'GL'],
    ['premium', '12500.001'],
    ['premium', '-1'],
    ['premium', '1e4'],
    ['premium', 12500],
    ['policy_fee', '1,500'],
    ['underwriting_fee', '.5'],
  ])('refuses %s %j with 422 on that path (4.3 constraints; section 7 "Field validation (422)")', async (field, value) => {
    expectFieldValidation(await contractClient().agent('POST', PATH, { ...REQUEST, [field]: value }), field)
  })

  it('answers 401 without a token, before looking at the body', async () => {
    const client = contractClient()
    // 4.3 "401 missing or invalid token"
    expectAuthenticationError(await client.call('POST', PATH, { body: REQUEST }), 401)
    expectAuthenticationError(await client.call('POST', PATH, { body: {} }), 401)
    expectAuthenticationError(await client.call('POST', PATH, { body: REQUEST, headers: { AccessToken: 'x.y.z' } }), 401)
  })

  it('answers 429 when the quote scope has made too many calculations', async () => {
    const client = contractClient()
    // 4.3 "429 quote-scope rate limit exceeded"; section 8: thresholds not shown, so call until it answers
    let answer = await client.agent('POST', PATH, REQUEST)
    for (let calls = 1; answer.status === 200 && calls < 1000; calls += 1) answer = await client.agent('POST', PATH, REQUEST)
    expect(answer.status).toBe(429)
  })
})
