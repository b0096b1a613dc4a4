import { describe, expect, it } from 'vitest'
import { SCHEDULES } from '../schedules'

describe('a ready row in words, as the preview shows it', () => {
  it('says every column that is sent with it: the stated value, a trailer’s ownership, a driver’s record (issue 39)', () => {
    expect(
      SCHEDULES.vehicles.describe({
        vin: '1XKYD49X4MJ412800',
        year: 2021,
        make: 'Kenworth',
        model: 'T680',
        value: 124000,
        classKey: '8',
        bodyType: 'tractor',
        apdTowing: true,
      }),
    ).toBe('1XKYD49X4MJ412800 2021 Kenworth T680 · $124,000 · Class 8 · Tractor · APD towing')
    expect(
      SCHEDULES.trailers.describe({
        vin: '1UYVS2536KU123456',
        year: 2019,
        make: 'Utility',
        model: '3000R',
        value: 45000,
        bodyType: 'refrigeration_trailer',
        ownership: 'non-owned',
        deductible: 1000,
      }),
    ).toBe('1UYVS2536KU123456 2019 Utility 3000R · $45,000 · Refrigerated (reefer) · Non-owned · deductible $1,000')
    expect(
      SCHEDULES.drivers.describe({
        firstName: 'Maria',
        lastName: 'Delgado',
        licenseState: 'GA',
        licenseNumber: 'D1234567',
        dateOfBirth: '1980-05-01',
        dateOfHire: '2019-03-01',
        yearsExperience: 12,
        monthsExperience: 6,
        accidents: 0,
        violations: 1,
        suspensions: 0,
        eligibility: 'Covered',
        isOwner: true,
      }),
    ).toBe(
      'Maria Delgado GA D1234567 born May 1, 1980 · hired March 1, 2019 · 12 years and 6 months of CDL experience · 0 accidents · 1 violation · 0 suspensions · Covered · owner',
    )
  })
})
