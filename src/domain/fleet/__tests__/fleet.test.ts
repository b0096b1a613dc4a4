import { describe, expect, it } from 'vitest'
import { updatedVehicleVinProblem } from '../../../contract/quote-rules/vins'
import { formFieldOf, writeWire } from '../../../contract/wire-table'
import { driverIssues, emptyDriver, emptyQuoteDriver, QUOTE_DRIVER_WIRE, type DriverFormWith } from '../driver'
import { emptyTrailer, trailerIssues } from '../trailer'
import { emptyQuoteVehicle, QUOTE_VEHICLE_WIRE, vehicleIssues } from '../vehicle'

const DATES = { onDate: '2026-12-01', today: '2026-11-20' }

/** A driver as an add-driver form (section 2.3) asks it: months of experience and major violations, no hire date. */
const addedDriver = (): DriverFormWith<'monthsExperience' | 'majorViolations'> => ({
  ...emptyDriver(),
  firstName: 'Maria',
  lastName: 'Delgado',
  licenseState: 'TX',
  licenseNumber: '24819375',
  dateOfBirth: '1979-03-14',
  yearsExperience: 12,
  monthsExperience: null,
  majorViolations: null,
})

/** A complete 2019 Freightliner Cascadia tractor, with the VIN a test is about. */
const cascadia = (vin: string) =>
  ({ ...emptyQuoteVehicle(), vin, year: 2019, make: 'Freightliner', model: 'Cascadia', value: 85000, classKey: '8', bodyType: 'tractor' }) as const

describe('fleet rows shared by the wizard and the edit screens', () => {
  it('check a driver with the extras its form has, and only those', () => {
    expect(driverIssues(addedDriver(), 'driver', DATES)).toEqual([])
    expect(driverIssues({ ...addedDriver(), monthsExperience: 12, majorViolations: 'two' }, 'driver', DATES)).toEqual([
      { path: 'driver.monthsExperience', message: 'Enter the months of CDL experience from 0 to 11' },
      { path: 'driver.majorViolations', message: 'Enter the number of major violations as a number' },
    ])
    expect(driverIssues(emptyQuoteDriver(), 'drivers.0', DATES).map(({ path }) => path)).toEqual([
      'drivers.0.firstName',
      'drivers.0.lastName',
      'drivers.0.licenseState',
      'drivers.0.licenseNumber',
      'drivers.0.dateOfBirth',
      'drivers.0.yearsExperience',
    ])
  })

  it('check a unit under any base path, as a list row or a form of its own', () => {
    const vehicle = cascadia('1FUJGLDR3CLBP8834')
    expect(vehicleIssues(vehicle, 'vehicle', DATES.today)).toEqual([])
    expect(trailerIssues(emptyTrailer(), 'trailer', DATES.today).map(({ path }) => path)).toEqual([
      'trailer.vin',
      'trailer.year',
      'trailer.value',
      'trailer.make',
      'trailer.model',
      'trailer.bodyType',
    ])
  })

  it('check VINs by the contract: a trailer serial of 10 to 17 letters and digits, I, O and Q included', () => {
    const trailer = { ...emptyTrailer(), vin: 'oq1ivs2535', year: 1998, make: 'Fruehauf', model: 'Van', value: 4000, bodyType: 'dry_van_trailer' } as const
    expect(trailerIssues(trailer, 'trailer', DATES.today)).toEqual([])
    expect(trailerIssues({ ...trailer, vin: '1UYVS2535' }, 'trailer', DATES.today)).toEqual([
      { path: 'trailer.vin', message: 'A trailer VIN has 10 to 17 characters; this one has 9' },
    ])
  })

  it('check a vehicle VIN by the rule its form gives: a quote 17 characters, an update 10 to 17', () => {
    const vehicle = cascadia('SHOP12345Q')
    expect(vehicleIssues(vehicle, 'vehicle', DATES.today).map(({ path }) => path)).toEqual(['vehicle.vin'])
    expect(vehicleIssues(vehicle, 'vehicle', DATES.today, updatedVehicleVinProblem)).toEqual([])
    expect(vehicleIssues({ ...vehicle, vin: '1FUJGLDR4CLBP8834' }, 'vehicle', DATES.today, updatedVehicleVinProblem)).toMatchObject([
      { path: 'vehicle.vin', warning: true },
    ])
  })

  it('write a quote row and read its wire names back to the same form fields', () => {
    const row = writeWire(QUOTE_DRIVER_WIRE, { ...emptyQuoteDriver(), ...addedDriver(), licenseNumber: ' d0884 ', accidents: null })
    expect(row).toMatchObject({ licenseNumber: 'D0884', dateOfBirth: '03/14/1979', accidents_total: '0', eligibility: 'Covered', isOwner: false })
    expect(formFieldOf(QUOTE_DRIVER_WIRE, 'accidents_total')).toBe('accidents')
    expect(formFieldOf(QUOTE_VEHICLE_WIRE, 'bodyTypeKey')).toBe('bodyType')
    expect(formFieldOf(QUOTE_VEHICLE_WIRE, 'toString')).toBeNull()
  })
})
