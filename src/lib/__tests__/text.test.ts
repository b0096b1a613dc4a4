import { describe, expect, it } from 'vitest'
import { countOf } from '../text.ts'

describe('countOf', () => {
  it('says one in the singular, any other count in the plural', () => {
    expect(countOf(1, 'vehicles')).toBe('1 vehicle')
    expect(countOf(12, 'drivers')).toBe('12 drivers')
    expect(countOf(0, 'rows')).toBe('0 rows')
  })

  it('takes a singular the plural does not give, and groups thousands', () => {
    expect(countOf(1, 'losses', 'loss')).toBe('1 loss')
    expect(countOf(1, 'years’ experience', 'year’s experience')).toBe('1 year’s experience')
    expect(countOf(1500, 'characters')).toBe('1,500 characters')
  })
})
