import { todayOn } from '@/generic/dates'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { pathIdSchema } from '../path-ids'
import { addTrailerRequestSchema, cdlExperienceProblem, driverRuleIssues, unitRuleIssues, updateVehicleRequestSchema } from '../submission-edits'

const TODAY = '2027-03-10'

describe('submission edit rules, as the portal runs them', () => {
  it('counts CDL experience to the month from the 16th birthday', () => {
    expect(cdlExperienceProblem(2, 0, '2009-03-10', TODAY)).toBeNull()
    expect(cdlExperienceProblem(2, 1, '2009-03-10', TODAY)).toBe('At this age a driver can have at most 2 years of CDL experience')
    expect(cdlExperienceProblem(0, 2, '2011-01-20', TODAY)).toBe('At this age a driver can have at most 1 month of CDL experience')
  })

  it('judges a driver on today unless a later start is given, and skips a date that did not parse', () => {
    const turning18Soon = { driver_date_of_birth: '2009-03-20' }
    expect(driverRuleIssues(turning18Soon, todayOn(TODAY))).toEqual([
      { path: 'driver_date_of_birth', severity: 'error', message: expect.stringContaining('at least 18') },
    ])
    expect(driverRuleIssues(turning18Soon, todayOn(TODAY), '2027-03-24')).toEqual([])
    expect(driverRuleIssues({ months_cdl_experience: 11 }, todayOn(TODAY))).toEqual([])
    expect(driverRuleIssues({ driver_date_of_birth: '1990-01-01', months_cdl_experience: 11, years_cdl_experience: null }, todayOn(TODAY))).toEqual([])
  })

  it('bounds model years by next year', () => {
    expect(unitRuleIssues({ year: 2028 }, todayOn(TODAY))).toEqual([])
    expect(unitRuleIssues({ year: 2029 }, todayOn(TODAY))).toEqual([{ path: 'year', severity: 'error', message: 'Use a model year from 1960 to 2028' }])
    expect(unitRuleIssues({}, todayOn(TODAY))).toEqual([])
  })
})

describe('submission edit schemas', () => {
  it('normalize a trailer VIN and keep a check digit that does not match', () => {
    const trailer = z.parse(addTrailerRequestSchema, { vehicle_id_number: ' 1graa0621kb123456 ', year: 2019, body_type: 'dry_van_trailer', ownership: 'owned' })
    expect(trailer.vehicle_id_number).toBe('1GRAA0621KB123456')
    expect(z.safeParse(updateVehicleRequestSchema, { vehicle_id_number: '1XKYD49X0LJ999999' }).success).toBe(true)
  })

  it('read path ids written plainly only', () => {
    expect(z.parse(pathIdSchema, '7004')).toBe(7004)
    for (const text of ['0', '01', '1.0', '-1', ' 1', '']) expect(z.safeParse(pathIdSchema, text).success, text).toBe(false)
  })
})
