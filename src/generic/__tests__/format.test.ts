import { describe, expect, it } from 'vitest'
import { formatCalendarDate, formatCalendarMonth, formatDateTime, formatTimeOfDay } from '../format'
import { characterCount } from '../text'

describe('formatCalendarDate', () => {
  it('writes the date as a person reads it, whatever the time zone', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('December 1, 2026')
  })

  it('gives back text it cannot read as it came, a date that does not exist included', () => {
    expect(formatCalendarDate('soon')).toBe('soon')
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30')
  })
})

describe('formatCalendarMonth', () => {
  it('writes a month in words, from the month or a date in it: never 12/2026', () => {
    expect(formatCalendarMonth('2026-12')).toBe('December 2026')
    expect(formatCalendarMonth('2024-03-15')).toBe('March 2024')
  })

  it('gives back text that is not a month as it came', () => {
    expect(formatCalendarMonth('2026-13')).toBe('2026-13')
    expect(formatCalendarMonth('soon')).toBe('soon')
  })
})

describe('formatDateTime', () => {
  it('writes a moment with the same date as formatCalendarDate, then its time in the viewer’s zone', () => {
    const local = new Date(2026, 10, 25, 19, 45)
    expect(formatDateTime(local.toISOString())).toBe('November 25, 2026 at 7:45 PM')
    expect(formatTimeOfDay(local.toISOString())).toBe('7:45 PM')
  })

  it('gives back text it cannot read as it came', () => {
    expect(formatDateTime('later')).toBe('later')
  })
})

describe('characterCount', () => {
  it('counts characters as a person does: an emoji is one', () => {
    expect(characterCount('abc')).toBe(3)
    expect(characterCount('🚚🚚')).toBe(2)
    expect('🚚🚚'.length).toBe(4)
  })
})
