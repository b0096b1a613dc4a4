import { describe, expect, it } from 'vitest'
import { expectedVinCheckDigit, hasValidVinCheckDigit, isTrailerVinShape } from '../vin'

describe('VINs', () => {
  it('computes the 49 CFR 565 check digit, including X', () => {
    expect(hasValidVinCheckDigit('1M8GDM9AXKP042788')).toBe(true)
    expect(expectedVinCheckDigit('1M8GDM9AXKP042788')).toBe('X')
    expect(hasValidVinCheckDigit('1FUJGLDR3CLBP8834')).toBe(true)
    expect(hasValidVinCheckDigit('1FUJGLDR4CLBP8834')).toBe(false)
  })

  it('refuses letters I, O and Q and wrong lengths', () => {
    expect(hasValidVinCheckDigit('1FUJGLDR3CLBP883I')).toBe(false)
    expect(hasValidVinCheckDigit('1FUJGLDR3CLBP883')).toBe(false)
    expect(isTrailerVinShape('1JJV532D')).toBe(false)
    expect(isTrailerVinShape('1JJV532D8N')).toBe(true)
    expect(isTrailerVinShape('1JJV532D8NL123456')).toBe(true)
    expect(isTrailerVinShape('1JJV532D8NL1234567')).toBe(false)
  })
})
