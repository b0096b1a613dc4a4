import { afterEach, describe, expect, it } from 'vitest'
import { isRfc3339Date, localRfc3339OnDay, parseRfc3339DateTime, toLocalRfc3339 } from '../rfc3339'

describe('isRfc3339Date', () => {
  it.each(['2026-12-01', '2024-02-29', '2000-02-29', '0000-02-29', '9999-12-31', '2026-04-30'])('accepts %s', (text) => {
    expect(isRfc3339Date(text)).toBe(true)
  })

  it.each([
    ['2023-02-29', 'not a leap year'],
    ['2100-02-29', 'a century that is not a leap year'],
    ['2026-04-31', 'April has 30 days'],
    ['2026-13-01', 'month 13'],
    ['2026-00-10', 'month 0'],
    ['2026-01-00', 'day 0'],
    ['2026-1-01', 'one-digit month'],
    ['20260101', 'no separators'],
    ['2026-12-01T00:00:00Z', 'a date-time'],
    [' 2026-12-01', 'a leading space'],
    ['12/01/2026', 'US order'],
    ['', 'empty'],
  ])('refuses %s (%s)', (text) => {
    expect(isRfc3339Date(text)).toBe(false)
  })
})

describe('parseRfc3339DateTime', () => {
  it.each([
    ['2026-11-20T14:03:11Z', '2026-11-20'],
    ['2026-11-20T14:03:11.5Z', '2026-11-20'],
    ['2026-11-20T14:03:11.123456789+05:30', '2026-11-20'],
    ['2026-11-20T23:59:59-00:00', '2026-11-20'],
    ['2026-11-20T00:00:00+23:59', '2026-11-20'],
    ['2024-02-29T12:00:00-05:00', '2024-02-29'],
  ])('accepts %s, on %s as written', (text, date) => {
    expect(parseRfc3339DateTime(text)).toMatchObject({ date, normalized: text })
  })

  it('accepts lower-case t and z, as RFC 3339 allows, and writes them in capitals', () => {
    expect(parseRfc3339DateTime('2026-11-20t14:03:11.5z')).toMatchObject({ date: '2026-11-20', normalized: '2026-11-20T14:03:11.5Z' })
  })

  it('names the same moment however the offset is written', () => {
    const utc = Date.parse('2026-01-01T04:30:00.250Z')
    expect(parseRfc3339DateTime('2025-12-31T23:30:00.25-05:00')?.instant).toBe(utc)
    expect(parseRfc3339DateTime('2026-01-01T10:00:00.250123+05:30')?.instant).toBe(utc)
    expect(parseRfc3339DateTime('2026-01-01T04:30:00.25Z')?.instant).toBe(utc)
  })

  it.each([
    ['2026-11-20T14:03:11', 'no offset'],
    ['2026-11-20 14:03:11Z', 'a space for T'],
    ['2026-11-20T14:03Z', 'no seconds'],
    ['2026-11-20T14:03:11.Z', 'a point without digits'],
    ['2026-11-20T14:03:11,5Z', 'a decimal comma'],
    ['2026-11-20T24:00:00Z', 'hour 24'],
    ['2026-11-20T14:60:00Z', 'minute 60'],
    ['2026-11-20T23:59:60Z', 'a leap second'],
    ['2026-11-20T14:03:11+0530', 'an offset without a colon'],
    ['2026-11-20T14:03:11+05', 'an offset without minutes'],
    ['2026-11-20T14:03:11+24:00', 'offset hour 24'],
    ['2026-11-20T14:03:11+05:60', 'offset minute 60'],
    ['2026-02-30T14:03:11Z', 'not a real date'],
    ['2026-11-20', 'a date alone'],
    ['1763647391', 'epoch seconds'],
  ])('refuses %s (%s)', (text) => {
    expect(parseRfc3339DateTime(text)).toBeNull()
  })
})

describe('toLocalRfc3339', () => {
  it('writes an instant with this zone’s offset, which reads back as the same instant', () => {
    const instant = new Date('2026-11-20T14:03:11Z')
    const text = toLocalRfc3339(instant)
    expect(parseRfc3339DateTime(text)).not.toBeNull()
    expect(new Date(text).getTime()).toBe(instant.getTime())
  })
})

describe('localRfc3339OnDay', () => {
  const zone = process.env.TZ
  afterEach(() => {
    process.env.TZ = zone
  })

  it('keeps the time of day and takes the offset in force on that day', () => {
    process.env.TZ = 'America/Chicago'
    const summerAfternoon = new Date('2026-07-15T19:03:11Z') // 14:03:11 CDT (-05:00)
    expect(localRfc3339OnDay('2026-12-01', summerAfternoon)).toBe('2026-12-01T14:03:11-06:00')
    expect(localRfc3339OnDay('2026-07-20', summerAfternoon)).toBe('2026-07-20T14:03:11-05:00')
  })
})
