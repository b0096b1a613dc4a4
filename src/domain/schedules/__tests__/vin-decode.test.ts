import { describe, expect, it } from 'vitest'
import { expectedVinCheckDigit, hasVinCharactersOnly } from '../../../generic/vin.ts'
import { decodeVin, makeAgrees } from '../vin-decode.ts'
import { vinModelYear } from '../vin-model-year.ts'
import { WMI_TABLE } from '../wmi-table.ts'

const today = '2027-03-10'
/** A 17-character VIN with its check digit put right. */
const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${expectedVinCheckDigit(vin)}${vin.slice(9)}`

describe('the WMI table', () => {
  it('has each prefix once, in VIN characters, at least three long', () => {
    const prefixes = WMI_TABLE.map((entry) => entry.prefix)
    expect(new Set(prefixes).size).toBe(prefixes.length)
    for (const prefix of prefixes) {
      expect(prefix.length, prefix).toBeGreaterThanOrEqual(3)
      expect(hasVinCharactersOnly(prefix), prefix).toBe(true)
    }
  })

  it('covers the makers of US trucks and trailers the issue names', () => {
    const makes = new Set(WMI_TABLE.map((entry) => entry.make))
    for (const make of [
      'Freightliner',
      'Peterbilt',
      'Kenworth',
      'Volvo',
      'Mack',
      'International',
      'Western Star',
      'Great Dane',
      'Utility',
      'Wabash',
      'Hyundai Translead',
      'Stoughton',
      'Vanguard',
      'Fontaine',
      'Trail King',
      'Reitnouer',
      'Kentucky',
      'Landoll',
      'Ford',
      'Chevrolet',
      'GMC',
      'Ram',
      'Isuzu',
      'Hino',
      'Mitsubishi Fuso',
      'Autocar',
    ]) {
      expect(makes.has(make), make).toBe(true)
    }
  })
})

describe('vinModelYear', () => {
  it('takes the latest year of the 30-year cycle not after next year for heavy trucks and trailers', () => {
    expect(vinModelYear('3AKJHHDR3KSJA1001', today)).toEqual({ year: 2019, rule: 'latest-possible', otherYears: [1989] })
    expect(vinModelYear(withCheckDigit('1XKYD49X0WJ412873'), today)).toEqual({ year: 2028, rule: 'latest-possible', otherYears: [1998] })
    expect(vinModelYear(withCheckDigit('1XKYD49X0XJ412873'), today)).toEqual({ year: 1999, rule: 'latest-possible', otherYears: [] })
    expect(vinModelYear(withCheckDigit('1XKYD49X07J412873'), today)).toEqual({ year: 2007, rule: 'latest-possible', otherYears: [] })
  })

  it('uses position 7 for a light vehicle: a digit is 1980-2009, a letter 2010-2039', () => {
    expect(vinModelYear(withCheckDigit('1FTFW1550AFA00001'), today, true)).toEqual({ year: 1980, rule: 'position-7', otherYears: [] })
    expect(vinModelYear(withCheckDigit('1FTFW1EF0AFA00001'), today, true)).toEqual({ year: 2010, rule: 'position-7', otherYears: [] })
    expect(vinModelYear(withCheckDigit('1FTFW1EF0YFA00001'), today, true)).toEqual({ problem: 'after-next-year', year: 2030 })
  })

  it('has no year for a short VIN or a character that is no year code', () => {
    expect(vinModelYear('1JJV532D', today)).toEqual({ problem: 'no-year-code' })
    expect(vinModelYear('1XKYD49X9UJ412873', today)).toEqual({ problem: 'no-year-code' })
    expect(vinModelYear('1XKYD49X90J412873', today)).toEqual({ problem: 'no-year-code' })
  })
})

describe('decodeVin', () => {
  it('gives year and make, each with a confidence and the reason', () => {
    const decoded = decodeVin('1xkyd49x9mj412873', { today })
    expect(decoded.make).toEqual({ value: 'Kenworth', confidence: 'high', reason: 'The VIN begins 1XK, Kenworth’s manufacturer code.' })
    expect(decoded.year).toMatchObject({ value: 2021, confidence: 'medium' })
    expect(decoded.year!.reason).toContain('also 1991')
  })

  it('is sure of the year when position 7 decides it, or the code has one possible year', () => {
    expect(decodeVin(withCheckDigit('1FTFW1EF0MFA00001'), { today, lightVehicle: true }).year).toMatchObject({ value: 2021, confidence: 'high' })
    expect(decodeVin(withCheckDigit('1FUJGLDR07LBP8834'), { today }).year).toMatchObject({ value: 2007, confidence: 'high' })
  })

  it('lowers the confidence when the check digit does not match, and for a table entry still to verify', () => {
    const mistyped = decodeVin('1XKYD49X1MJ412873', { today })
    expect(mistyped.make?.confidence).toBe('low')
    expect(mistyped.year?.confidence).toBe('low')
    expect(mistyped.year?.reason).toContain('may be mistyped')
    expect(decodeVin('1JJV532DXNL310582', { today }).make).toMatchObject({ value: 'Wabash', confidence: 'medium' })
  })

  it('decodes the make of a short trailer VIN, and nothing of an unknown maker', () => {
    expect(decodeVin('1GRAA0621', { today })).toMatchObject({ year: null, make: { value: 'Great Dane' } })
    expect(decodeVin(withCheckDigit('9ZZAA0620MB000001'), { today }).make).toBeNull()
  })
})

describe('makeAgrees', () => {
  it('takes a typed make in another case or by another name as agreeing', () => {
    expect(makeAgrees('KENWORTH', '1XKYD49X9MJ412873')).toBe(true)
    expect(makeAgrees('Navistar', '3HSDJAPR5CN000001')).toBe(true)
    expect(makeAgrees('Freightliner Trucks', '3AKJHHDR3KSJA1001')).toBe(true)
    expect(makeAgrees('Peterbilt', '1XKYD49X9MJ412873')).toBe(false)
    expect(makeAgrees('Anything', '9ZZAA0620MB000001')).toBe(true)
  })
})
