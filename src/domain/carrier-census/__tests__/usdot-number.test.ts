import { describe, expect, it } from 'vitest'
import { lookupNumber } from '../usdot-number.ts'

describe('a USDOT number as the census keys it', () => {
  it('drops leading zeros and the spaces around it', () => {
    expect(lookupNumber('03141592')).toBe('3141592')
    expect(lookupNumber(' 3141592 ')).toBe('3141592')
  })

  it('is null for what cannot be looked up: empty, zero, letters, more than 8 digits', () => {
    for (const typed of ['', '0', '00000000', '31415a2', '123456789', '-3141592']) expect(lookupNumber(typed)).toBeNull()
  })
})
