import { describe, expect, it } from 'vitest'
import { expectedVinCheckDigit, hasLettersAndDigitsOnly, hasValidVinCheckDigit, hasVinCharactersOnly } from '../vin'

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
    expect(hasVinCharactersOnly('1JJV532D8NLQ23456')).toBe(false)
  })

  it('reads a trailer serial of any letters and digits, I, O and Q included', () => {
    expect(hasLettersAndDigitsOnly('1JJV532D8NLQ23456')).toBe(true)
    expect(hasLettersAndDigitsOnly('OIQ1234567')).toBe(true)
    expect(hasLettersAndDigitsOnly('1JJV-532D8N')).toBe(false)
    expect(hasLettersAndDigitsOnly('1JJV 532D8N')).toBe(false)
  })
})
