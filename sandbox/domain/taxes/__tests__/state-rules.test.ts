import { describe, expect, it } from 'vitest'
import { isRfc3339Date } from '../../../../src/generic/rfc3339.ts'
import { US_STATE_CODES } from '../../../../src/generic/us-states.ts'
import { STATE_TAX_RULES } from '../state-rules.ts'

describe('the per-state tax data', () => {
  it('has exactly one record for each of the 50 states and DC', () => {
    expect(STATE_TAX_RULES.map((rules) => rules.state).sort()).toEqual([...US_STATE_CODES].sort())
  })

  it.each(STATE_TAX_RULES.map((rules) => [rules.state, rules] as const))('%s is well formed', (_state, rules) => {
    expect(rules.sources.length).toBeGreaterThan(0)
    expect(rules.lines.some((line) => line.code === 'surplus_lines_tax')).toBe(true)
    const codes = rules.lines.map((line) => line.code)
    expect(new Set(codes).size).toBe(codes.length)
    rules.lines.forEach((line, index) => {
      if (line.type === 'flat') {
        expect(line.amount).toMatch(/^\d+\.\d{2}$/)
        return
      }
      expect(line.base.length).toBeGreaterThan(0)
      // Rates are fractions below 1, written without trailing zeros (the wire shows them as they are here).
      for (const rate of line.rates) expect(rate.value).toMatch(/^0\.\d*[1-9]$/)
      const [first, ...later] = line.rates
      expect(first?.from).toBeUndefined()
      const starts = later.map((rate) => rate.from ?? '')
      for (const start of starts) expect(isRfc3339Date(start)).toBe(true)
      expect([...starts].sort()).toEqual(starts)
      for (const code of line.baseAlsoIncludes ?? []) expect(codes.slice(0, index)).toContain(code)
    })
  })
})
