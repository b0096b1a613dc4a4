import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, isoToUsDate, isRealIsoDate, localToday, usDateToIso, wholeMonthsBetween, wholeYearsBetween } from '../dates'

describe('calendar dates', () => {
  it('knows real dates, leap years included', () => {
    expect(isRealIsoDate('2028-02-29')).toBe(true)
    expect(isRealIsoDate('2026-02-29')).toBe(false)
    expect(isRealIsoDate('2026-13-01')).toBe(false)
    expect(isRealIsoDate('2026-1-01')).toBe(false)
    expect(isRealIsoDate('0099-12-31')).toBe(true)
    expect(isRealIsoDate('0000-02-29')).toBe(true)
  })

  it('reads the calendar by its patterns as a Date does, in both orders (the patterns the OpenAPI document states)', () => {
    const pad = (value: number, width = 2) => String(value).padStart(width, '0')
    const wrong: string[] = []
    for (const year of [0, 1, 4, 100, 400, 1600, 1900, 1960, 2000, 2023, 2024, 2028, 2100, 2400, 9999]) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const date = new Date(0)
          date.setUTCFullYear(year, month - 1, day)
          const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
          const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`
          if (isRealIsoDate(iso) !== real || usDateToIso(`${pad(month)}/${pad(day)}/${pad(year, 4)}`) !== (real ? iso : null)) wrong.push(iso)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('converts between MM/DD/YYYY and YYYY-MM-DD', () => {
    expect(usDateToIso('12/31/2026')).toBe('2026-12-31')
    expect(usDateToIso('02/30/2026')).toBeNull()
    expect(usDateToIso('2026-12-31')).toBeNull()
    expect(isoToUsDate('2026-01-05')).toBe('01/05/2026')
  })

  it('adds days and counts them across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(daysBetween('2026-11-20', '2026-12-20')).toBe(30)
  })

  it('counts whole years as an age does', () => {
    expect(wholeYearsBetween('2008-11-21', '2026-11-20')).toBe(17)
    expect(wholeYearsBetween('2008-11-20', '2026-11-20')).toBe(18)
    expect(wholeYearsBetween('2008-02-29', '2026-02-28')).toBe(17)
  })

  it('counts whole months, a month being complete on the same day of the month', () => {
    expect(wholeMonthsBetween('2000-01-31', '2000-02-29')).toBe(0)
    expect(wholeMonthsBetween('2000-01-31', '2000-03-31')).toBe(2)
    expect(wholeMonthsBetween('2008-11-21', '2026-11-20')).toBe(215)
    expect(wholeMonthsBetween('2026-11-20', '2026-11-20')).toBe(0)
  })
})

describe('localToday', () => {
  it('is the date where the person is, not in UTC', () => {
    expect(localToday(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21')
    expect(localToday(new Date(2027, 0, 1, 0, 5))).toBe('2027-01-01')
  })
})
