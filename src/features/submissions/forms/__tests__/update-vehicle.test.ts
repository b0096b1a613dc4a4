import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { updateVehicleRequestSchema } from '@/contract/submission-edits'
import {
  CHANGES_ANCHOR,
  emptyUpdateVehicleForm,
  toUpdateVehicleRequest,
  updateVehicleFieldOf,
  updateVehicleIssues,
  type UpdateVehicleForm,
} from '../update-vehicle'

const TODAY = '2027-03-10'

const withChanges = (changes: Partial<UpdateVehicleForm['vehicle']>, vehicleId: UpdateVehicleForm['vehicleId'] = 7004): UpdateVehicleForm => {
  const empty = emptyUpdateVehicleForm()
  return { vehicleId, vehicle: { ...empty.vehicle, ...changes } }
}

describe('update vehicle: only what changes is sent', () => {
  it('sends the fields filled in, in the order of section 2.4, and nothing else', () => {
    const body = toUpdateVehicleRequest(withChanges({ value: 104500, deductible: 5000, bodyType: 'tractor' }))
    expect(body).toEqual({ value: 104500, body_type: 'tractor', deductible: 5000 })
    expect(Object.keys(body)).toEqual(['value', 'body_type', 'deductible'])
    expect(z.safeParse(updateVehicleRequestSchema, body).success).toBe(true)
  })

  it('writes a VIN in capitals and trims text', () => {
    expect(toUpdateVehicleRequest(withChanges({ vin: ' 1xkyd49x7lj123456 ', make: ' Kenworth ' }))).toEqual({
      vehicle_id_number: '1XKYD49X7LJ123456',
      make: 'Kenworth',
    })
  })

  it('asks for at least one field, and for the vehicle id', () => {
    expect(updateVehicleIssues(withChanges({}, null), TODAY)).toEqual([
      { path: 'vehicleId', message: 'Enter the vehicle id, like 7004' },
      { path: CHANGES_ANCHOR, message: 'Fill in at least one field to change' },
    ])
    expect(updateVehicleIssues(withChanges({ year: 'abc' }), TODAY).map(({ path }) => path)).toEqual(['vehicle.year'])
    expect(updateVehicleIssues(withChanges({ year: 2021 }, 7004.5), TODAY).map(({ path }) => path)).toEqual(['vehicleId'])
  })

  it('checks only the fields filled in; a check digit that does not match is a warning to confirm', () => {
    expect(updateVehicleIssues(withChanges({ model: 'T680' }), TODAY)).toEqual([])
    // The update's rule: 10 to 17 characters (a shop-built unit's serial), not a quote's 17.
    expect(updateVehicleIssues(withChanges({ vin: 'SHOP12345Q' }), TODAY)).toEqual([])
    expect(updateVehicleIssues(withChanges({ vin: 'SHOP1234' }), TODAY).map(({ path }) => path)).toEqual(['vehicle.vin'])
    const [warning] = updateVehicleIssues(withChanges({ vin: '1XKYD49X8LJ123456' }), TODAY)
    expect(warning).toMatchObject({ path: 'vehicle.vin', warning: true })
    expect(updateVehicleIssues(withChanges({ vin: '1XKYD49X8LJ123456', confirmedVin: '1XKYD49X8LJ123456' }), TODAY)).toEqual([])
  })

  it('puts a 422 on its field; an unknown field or the whole body has none', () => {
    expect(updateVehicleFieldOf('class')).toBe('vehicle.classKey')
    expect(updateVehicleFieldOf('vehicle_id_number')).toBe('vehicle.vin')
    expect(updateVehicleFieldOf('_body')).toBeNull()
    expect(updateVehicleFieldOf('colour')).toBeNull()
  })
})
