import { describe, expect, it } from 'vitest'
import { readVin, vinDisagreement, vinFills } from '../vin-reading.ts'

const TODAY = '2026-11-23'
const heavy = { today: TODAY, lightVehicle: false }
/** A Kenworth of model year 2021 (position 10 `M`), check digit right. */
const KENWORTH = '1XKYD49X9MJ412873'

describe('readVin', () => {
  it('reads the year and make of a full VIN whose check digit matches', () => {
    expect(readVin(KENWORTH, heavy)).toEqual({ vin: KENWORTH, year: 2021, make: 'Kenworth' })
    expect(readVin(` ${KENWORTH.toLowerCase()} `, heavy)?.make).toBe('Kenworth')
  })

  it('reads nothing while the VIN is being typed or when its check digit does not match', () => {
    expect(readVin(KENWORTH.slice(0, 16), heavy)).toBeNull()
    expect(readVin(`${KENWORTH.slice(0, 8)}0${KENWORTH.slice(9)}`, heavy)).toBeNull()
    expect(readVin('', heavy)).toBeNull()
  })
})

describe('vinFills and vinDisagreement', () => {
  const reading = { vin: KENWORTH, year: 2021, make: 'Kenworth' }

  it('fills only empty boxes', () => {
    expect(vinFills(reading, null, '')).toEqual({ year: 2021, make: 'Kenworth' })
    expect(vinFills(reading, 2019, '  ')).toEqual({ make: 'Kenworth' })
    expect(vinFills(reading, null, 'Peterbilt')).toEqual({ year: 2021 })
    expect(vinFills({ ...reading, make: null }, 2021, '')).toEqual({})
  })

  it('suggests the VIN’s year and make when one disagrees, not while a year or make is half typed', () => {
    expect(vinDisagreement(reading, 2019, 'Kenworth')).toEqual({ year: 2021, make: 'Kenworth' })
    expect(vinDisagreement(reading, 2021, 'Freightliner')).toEqual({ year: 2021, make: 'Kenworth' })
    expect(vinDisagreement(reading, 2021, 'KENWORTH')).toBeNull()
    expect(vinDisagreement(reading, 20, 'Ken')).toBeNull()
    expect(vinDisagreement(reading, null, '')).toBeNull()
  })
})
