import { describe, expect, it } from 'vitest'
import { formatCalendarDate } from '../format'
import { characterCount } from '../text'

describe('formatCalendarDate', () => {
  it('writes the date as a person reads it, whatever the time zone', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('December 1, 2026')
  })

  it('gives back text it cannot read as it came', () => {
    expect(formatCalendarDate('soon')).toBe('soon')
  })
})

describe('characterCount', () => {
  it('counts characters as a person does: an emoji is one', () => {
    expect(characterCount('abc')).toBe(3)
    expect(characterCount('🚚🚚')).toBe(2)
    expect('🚚🚚'.length).toBe(4)
  })
})
