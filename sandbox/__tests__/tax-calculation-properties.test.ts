import Decimal from 'decimal.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COVERAGE_CODES } from '../../src/contract/quote-enums.ts'
import { US_STATE_CODES } from '../../src/generic/us-states.ts'
import { calculateTaxes } from '../domain/taxes/calculate.ts'
import { hostileString } from './fuzz/hostile-strings.ts'
import { startSandbox } from './harness.ts'

const two = (max: number) => fc.integer({ min: 0, max }).map((value) => String(value).padStart(2, '0'))
const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))
const offset = fc.oneof(
  fc.constantFrom('Z', 'z', '-00:00'),
  fc.tuple(fc.constantFrom('+', '-'), two(23), two(59)).map(([sign, h, m]) => `${sign}${h}:${m}`),
)
const fraction = fc.option(fc.stringMatching(/^\.\d{1,9}$/), { nil: '' })
const dateTime = fc.tuple(isoDate, two(23), two(59), two(59), fraction, offset).map(([date, h, m, s, frac, zone]) => `${date}T${h}:${m}:${s}${frac}${zone}`)
const money = fc.stringMatching(/^\d{1,15}(\.\d{1,2})?$/)

const validRequest = fc.record({
  state: fc.constantFrom(...US_STATE_CODES),
  effective_date: isoDate,
  quote_created_at: dateTime,
  coverage_type: fc.constantFrom(...COVERAGE_CODES),
  premium: money,
  policy_fee: money,
  underwriting_fee: money,
})

describe('tax calculation properties', () => {
  it('for any valid input, the total is the sum of the amounts, each in whole cents', () => {
    fc.assert(
      fc.property(validRequest, (request) => {
        const { data } = calculateTaxes(request)
        const sum = data.calculations.reduce((total, line) => total.plus(line.amount), new Decimal(0))
        expect(data.total).toBe(sum.toFixed(2))
        for (const line of data.calculations) {
          expect(line.amount).toMatch(/^\d+\.\d{2}$/)
          if (line.calculation_type === 'percentage') {
            expect(line.rate).not.toBeNull()
            expect(line.taxable_base).toMatch(/^\d+\.\d{2}$/)
            expect(line.flat_amount).toBeNull()
          } else {
            expect(line.flat_amount).toBe(line.amount)
            expect([line.rate, line.taxable_base]).toEqual([null, null])
          }
        }
      }),
      { numRuns: 500 },
    )
  })

  it('answers every body, valid or not, with 200, 400, 422 or 429 and never a 500', async () => {
    const { signIn, callAs } = startSandbox()
    const { AccessToken } = await signIn()
    // Bodies of every kind: any JSON, the request with any field replaced by any JSON, and raw text.
    const anyJson = fc.jsonValue()
    const mangled = fc
      .tuple(
        validRequest,
        fc.dictionary(
          fc.constantFrom('state', 'effective_date', 'quote_created_at', 'coverage_type', 'premium', 'policy_fee', 'underwriting_fee', '__proto__', 'extra'),
          fc.oneof(anyJson, hostileString),
        ),
      )
      .map(([request, changes]) => ({ ...request, ...changes }))
    const rawText = fc.string().map((text) => ({ raw: text }))
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, mangled, validRequest, rawText), async (body) => {
        const isRaw = typeof body === 'object' && body !== null && 'raw' in body && Object.keys(body).length === 1
        const sent = isRaw ? String((body as { raw: unknown }).raw) : JSON.stringify(body)
        const answer = await callAs(AccessToken, 'POST', '/v1/submission/tax-calculations', sent)
        expect([200, 400, 422, 429]).toContain(answer.status)
      }),
      { numRuns: 400 },
    )
  })
})
