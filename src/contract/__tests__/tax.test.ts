import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { MONEY_PATTERN, taxCalculationRequestSchema } from '../tax'

const VALID = {
  state: 'DC',
  effective_date: '2026-12-01',
  quote_created_at: '2026-11-20T14:03:11Z',
  coverage_type: 'NTL',
  premium: '1',
  policy_fee: '0.5',
  underwriting_fee: '0.05',
}

const errorsFor = (body: unknown) => {
  const result = z.safeParse(taxCalculationRequestSchema, body)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the money pattern of section 4.3', () => {
  it.each(['0', '12', '12.3', '12.34', '0012.50', '123456789012345678901234567890.99'])('accepts %j', (text) => {
    expect(MONEY_PATTERN.test(text)).toBe(true)
  })

  it.each(['12.345', '-1', '1e3', ' 12', '12 ', '', '12.', '.5', '1,250', '+1', '0x10', 'Infinity', 'NaN', '١٢', '12\n'])('refuses %j', (text) => {
    expect(MONEY_PATTERN.test(text)).toBe(false)
  })

  it('refuses numbers in place of strings, with a message that says so', () => {
    expect(errorsFor({ ...VALID, premium: 12, policy_fee: 0 })).toEqual({
      premium: 'Send the amount as a string, like "12500.00"',
      policy_fee: 'Send the amount as a string, like "12500.00"',
    })
  })
})

describe('taxCalculationRequestSchema', () => {
  it('accepts a complete request and keeps the values as sent', () => {
    expect(z.parse(taxCalculationRequestSchema, VALID)).toEqual(VALID)
  })

  it('says Required for each missing field', () => {
    expect(errorsFor({})).toEqual(Object.fromEntries(Object.keys(VALID).map((key) => [key, 'Required'])))
  })

  it('names the field of each invalid value', () => {
    expect(
      Object.keys(
        errorsFor({
          state: 'PR',
          effective_date: '2026-02-29',
          quote_created_at: '2026-11-20T14:03:11',
          coverage_type: 'GL',
          premium: '1.234',
          policy_fee: '-1',
          underwriting_fee: ' 1',
        }),
      ).sort(),
    ).toEqual(Object.keys(VALID).sort())
  })
})
