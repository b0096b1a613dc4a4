import { describe, expect, it } from 'vitest'
import { emptyDriver } from '@/domain/fleet/driver'
import { emptyTrailer } from '@/domain/fleet/trailer'
import { emptyQuoteVehicle as emptyVehicle } from '@/domain/fleet/vehicle'
import { phraseText } from '@/generic/text'
import { DRIVER_SUMMARY, TRAILER_SUMMARY, VEHICLE_SUMMARY } from '../row-summaries'

describe('one-line summaries of fleet rows', () => {
  it('reads a unit as its VIN, year, make and model, and value in dollars', () => {
    const vehicle = { ...emptyVehicle(), vin: ' 1fujgldr5clbp8834', year: 2019, make: 'Freightliner', model: 'Cascadia', value: 72500.5 }
    expect(phraseText(VEHICLE_SUMMARY.describe(vehicle))).toBe('1FUJGLDR5CLBP8834 · 2019 Freightliner Cascadia · $72,500.50')
    expect(phraseText(TRAILER_SUMMARY.describe({ ...emptyTrailer(), make: 'Utility', value: 30000 }))).toBe('Utility · $30,000')
  })

  it('says a vehicle’s weight class and body type, so a long list shows the rows without them', () => {
    expect(phraseText(VEHICLE_SUMMARY.describe({ ...emptyVehicle(), make: 'Mack', classKey: '8', bodyType: 'dump_trucks' }))).toBe(
      'Mack · Class 8 · Dump truck',
    )
  })

  it('leaves out what is empty and keeps what is not an amount as typed', () => {
    expect(phraseText(VEHICLE_SUMMARY.describe(emptyVehicle()))).toBe('')
    expect(phraseText(VEHICLE_SUMMARY.describe({ ...emptyVehicle(), value: '12,50' }))).toBe('12,50')
  })

  it('reads a driver as the name, the CDL and the date of birth', () => {
    const driver = { ...emptyDriver(), firstName: 'Dana', lastName: 'Whitfield', licenseState: 'GA', licenseNumber: '054123987', dateOfBirth: '1979-03-15' }
    expect(phraseText(DRIVER_SUMMARY.describe(driver))).toBe('Dana Whitfield · CDL GA 054123987 · born March 15, 1979')
    expect(phraseText(DRIVER_SUMMARY.describe(emptyDriver()))).toBe('')
  })
})
