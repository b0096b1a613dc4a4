import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { addDriverRequestSchema } from '@/contract/submission-edits'
import { addDriverIssues, DRIVER_ADDITION, type AddDriverForm } from '../add-driver'

const TODAY = '2027-03-10'

const filled = (changes: Partial<AddDriverForm['driver']> = {}): AddDriverForm => ({
  driver: {
    ...DRIVER_ADDITION.empty().driver,
    firstName: ' Marisol ',
    lastName: 'Okafor',
    licenseState: 'TN',
    licenseNumber: 't0482-7713',
    dateOfBirth: '1986-07-22',
    yearsExperience: 12,
    monthsExperience: 5,
    accidents: 1,
    ...changes,
  },
})

const pathsOf = (form: AddDriverForm) => addDriverIssues(form, TODAY).map(({ path }) => path)

describe('add driver: form to wire', () => {
  it('writes every field of section 2.3, covered as Y and the date as YYYY-MM-DD', () => {
    const body = DRIVER_ADDITION.toRequest(filled())
    expect(body).toEqual({
      name_first: 'Marisol',
      name_last: 'Okafor',
      driver_license_state: 'TN',
      driver_license_number: 'T0482-7713',
      driver_date_of_birth: '1986-07-22',
      covered: 'Y',
      years_cdl_experience: 12,
      months_cdl_experience: 5,
      accidents_total: 1,
      suspensions_total: 0,
      violations_total: 0,
      major_violations_total: 0,
    })
    expect(z.safeParse(addDriverRequestSchema, body).success).toBe(true)
  })

  it('sends Excluded as N and leaves empty months out', () => {
    const body = DRIVER_ADDITION.toRequest(filled({ eligibility: 'Excluded', monthsExperience: null }))
    expect(body.covered).toBe('N')
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('months_cdl_experience')
  })
})

describe('add driver: a 422 path to its field', () => {
  it.each([
    ['name_first', 'driver.firstName'],
    ['driver_license_number', 'driver.licenseNumber'],
    ['driver_date_of_birth', 'driver.dateOfBirth'],
    ['covered', 'driver.eligibility'],
    ['months_cdl_experience', 'driver.monthsExperience'],
    ['major_violations_total', 'driver.majorViolations'],
    ['_body', null],
    ['toString', null],
  ])('%s -> %s', (wirePath, field) => {
    expect(DRIVER_ADDITION.fieldOf(wirePath)).toBe(field)
  })
})

describe('add driver: checks', () => {
  it('asks for every required field of an empty form', () => {
    expect(pathsOf(DRIVER_ADDITION.empty())).toEqual([
      'driver.firstName',
      'driver.lastName',
      'driver.licenseState',
      'driver.licenseNumber',
      'driver.dateOfBirth',
      'driver.yearsExperience',
    ])
  })

  it('passes a complete driver', () => {
    expect(addDriverIssues(filled(), TODAY)).toEqual([])
  })

  it('runs the contract rules: CDL experience to the month, on the field that holds it', () => {
    // Born 1990-01-01: on 2027-03-10 the driver is 16 plus 21 years and 2 months.
    const issues = addDriverIssues(filled({ dateOfBirth: '1990-01-01', yearsExperience: 21, monthsExperience: 3 }), TODAY)
    expect(issues).toEqual([{ path: 'driver.yearsExperience', message: 'At this age a driver can have at most 21 years and 2 months of CDL experience' }])
  })

  it('refuses a birth date in the future once, and a license number no state prints', () => {
    expect(addDriverIssues(filled({ dateOfBirth: '2030-01-01' }), TODAY).filter(({ path }) => path === 'driver.dateOfBirth')).toHaveLength(1)
    expect(pathsOf(filled({ licenseNumber: 'D1234#5' }))).toEqual(['driver.licenseNumber'])
  })
})
