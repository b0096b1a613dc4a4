import { describe, expect, it } from 'vitest'
import { fieldValidationBodySchema } from '../../src/contract/errors.ts'
import { editSession, validDriver, validTrailer } from './edit-session.ts'

type Session = Awaited<ReturnType<typeof editSession>>
type Call = (session: Session, body: unknown) => ReturnType<Session['addDriver']>

/** Sends each body on its own fresh transaction and returns the `errors` of each 422, in order. */
async function fieldErrorsOf(call: Call, bodies: unknown[]) {
  const session = await editSession()
  const answers = await Promise.all(bodies.map((body) => call(session, body)))
  return answers.map((answer) => {
    expect(answer.status, answer.text).toBe(422)
    return fieldValidationBodySchema.parse(answer.body).errors
  })
}

const driverWith = (change: Record<string, unknown>) => ({ ...validDriver(), ...change })
const trailerWith = (change: Record<string, unknown>) => ({ ...validTrailer(), ...change })
const without = (body: Record<string, unknown>, field: string) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== field))
const postDriver: Call = (session, body) => session.addDriver(body)
const postTrailer: Call = (session, body) => session.addTrailer(body)
const putVehicle: Call = (session, body) => session.updateVehicle(body)

describe('add driver: 422', () => {
  it('requires names, license state and number, date of birth and eligibility (`covered`)', async () => {
    const required = ['name_first', 'name_last', 'driver_license_state', 'driver_license_number', 'driver_date_of_birth', 'covered']
    const errors = await fieldErrorsOf(postDriver, [...required.map((field) => without(validDriver(), field)), { name_first: '  ' }])
    required.forEach((field, index) => expect(errors[index]).toEqual({ [field]: ['Required'] }))
    expect(Object.keys(errors[required.length]!).sort()).toEqual([...required].sort())
  })

  it('refuses a license state that is not a US state or DC, and eligibility other than Y or N', async () => {
    const errors = await fieldErrorsOf(postDriver, [
      driverWith({ driver_license_state: 'ZZ' }),
      driverWith({ driver_license_state: 'tx' }),
      driverWith({ covered: 'Covered' }),
    ])
    expect(errors[0]).toEqual({ driver_license_state: ['Use a two-letter US state code, like TX'] })
    expect(errors[1]).toHaveProperty('driver_license_state')
    expect(errors[2]).toEqual({ covered: ['Use one of: Y, N'] })
  })

  it('refuses a date of birth that is not a real date, in the future, or makes the driver under 18 or over 90 when the policy starts', async () => {
    // BR-10002 takes effect on 2027-03-24; today is 2027-03-10.
    const errors = await fieldErrorsOf(postDriver, [
      driverWith({ driver_date_of_birth: '1990-02-30' }),
      driverWith({ driver_date_of_birth: '06/15/1985' }),
      driverWith({ driver_date_of_birth: '2027-03-11' }),
      driverWith({ driver_date_of_birth: '2009-03-25', years_cdl_experience: 0, months_cdl_experience: 0 }),
      driverWith({ driver_date_of_birth: '1936-03-23', years_cdl_experience: 40 }),
    ])
    expect(errors[0]).toEqual({ driver_date_of_birth: ['Use a real date written YYYY-MM-DD'] })
    expect(errors[1]).toEqual({ driver_date_of_birth: ['Use a real date written YYYY-MM-DD'] })
    expect(errors[2]).toEqual({ driver_date_of_birth: ['A date of birth cannot be in the future'] })
    expect(errors[3]).toEqual({ driver_date_of_birth: [expect.stringContaining('at least 18')] })
    expect(errors[4]).toEqual({ driver_date_of_birth: [expect.stringContaining('over 90')] })
  })

  it('judges age on the later of today and the policy’s effective date', async () => {
    const session = await editSession()
    const turning18 = { ...validDriver(), years_cdl_experience: 0, months_cdl_experience: 0 }
    expect((await session.addDriver({ ...turning18, driver_date_of_birth: '2009-03-24' })).status).toBe(201)
    // BR-10003's policy has been in force for 60 days: today counts.
    const endorsement = '/v1/submission/BR-10003/2'
    expect((await session.addDriver({ ...turning18, driver_date_of_birth: '2009-03-11' }, endorsement)).status).toBe(422)
    expect((await session.addDriver({ ...turning18, driver_date_of_birth: '2009-03-10' }, endorsement)).status).toBe(201)
  })

  it('refuses CDL experience that would have started before 16, to the month', async () => {
    // Born 1990-01-01: on 2027-03-24 the driver is 16 plus 21 years and 2 months.
    const bornIn1990 = { driver_date_of_birth: '1990-01-01' }
    const session = await editSession()
    expect((await session.addDriver(driverWith({ ...bornIn1990, years_cdl_experience: 21, months_cdl_experience: 2 }))).status).toBe(201)
    const errors = await fieldErrorsOf(postDriver, [
      driverWith({ ...bornIn1990, years_cdl_experience: 21, months_cdl_experience: 3 }),
      driverWith({ ...bornIn1990, years_cdl_experience: null, months_cdl_experience: 11, driver_date_of_birth: '2011-01-01' }),
    ])
    expect(errors[0]).toEqual({ years_cdl_experience: ['At this age a driver can have at most 21 years and 2 months of CDL experience'] })
    // Under 18: the age is the problem, not the experience.
    expect(errors[1]).toEqual({ driver_date_of_birth: [expect.stringContaining('at least 18')] })
  })

  it('refuses experience and counts that are not whole numbers in range, sent as text, or too long texts', async () => {
    const [errors] = await fieldErrorsOf(postDriver, [
      driverWith({
        years_cdl_experience: 75,
        months_cdl_experience: 12,
        accidents_total: -1,
        suspensions_total: 100,
        violations_total: 1.5,
        major_violations_total: '2',
        name_last: 'x'.repeat(201),
        driver_license_number: '1'.repeat(21),
      }),
    ])
    expect(errors).toEqual({
      years_cdl_experience: ['Use 0 to 74 years'],
      months_cdl_experience: ['Use 0 to 11 months; whole years go in the years'],
      accidents_total: ['Use a count from 0 to 99'],
      suspensions_total: ['Use a count from 0 to 99'],
      violations_total: ['Use a whole number'],
      major_violations_total: ['Send this as a number'],
      name_last: ['Use at most 200 characters'],
      driver_license_number: ['Use letters, digits, spaces and hyphens, at most 20'],
    })
  })

  it('stores nothing when it refuses', async () => {
    const session = await editSession()
    await session.addDriver(driverWith({ covered: 'maybe' }))
    expect(session.transaction().drivers).toEqual([])
  })
})

describe('add trailer: 422', () => {
  it('requires VIN, year, body type and ownership', async () => {
    const required = ['vehicle_id_number', 'year', 'body_type', 'ownership']
    const errors = await fieldErrorsOf(
      postTrailer,
      required.map((field) => without(validTrailer(), field)),
    )
    required.forEach((field, index) => expect(errors[index]).toEqual({ [field]: ['Required'] }))
  })

  it('refuses a VIN outside 10 to 17 characters or with anything but letters and digits', async () => {
    const errors = await fieldErrorsOf(postTrailer, [
      trailerWith({ vehicle_id_number: '1A2B3C4D5' }),
      trailerWith({ vehicle_id_number: '1GRAA0621KB1234567' }),
      trailerWith({ vehicle_id_number: '1GRAA-0621KB23456' }),
      trailerWith({ vehicle_id_number: '' }),
    ])
    expect(errors[0]).toEqual({ vehicle_id_number: ['A trailer VIN has 10 to 17 characters; this one has 9'] })
    expect(errors[1]).toEqual({ vehicle_id_number: ['A trailer VIN has 10 to 17 characters; this one has 18'] })
    expect(errors[2]).toEqual({ vehicle_id_number: ['A VIN uses letters and digits only'] })
    expect(errors[3]).toEqual({ vehicle_id_number: ['Required'] })
  })

  it('keeps a serial with I, O or Q upper-cased and trimmed', async () => {
    const { addTrailer, transaction } = await editSession()
    expect((await addTrailer(trailerWith({ vehicle_id_number: ' 1graa0621kbo2345q ' }))).status).toBe(201)
    expect(transaction().trailers[0]!.vehicle_id_number).toBe('1GRAA0621KBO2345Q')
  })

  it('refuses a VIN already on the transaction, as a vehicle or a trailer, whatever its case', async () => {
    const session = await editSession()
    expect((await session.addTrailer(validTrailer())).status).toBe(201)
    const again = await session.addTrailer(trailerWith({ vehicle_id_number: '1graa0621kb123456' }))
    const vehicle = await session.addTrailer(trailerWith({ vehicle_id_number: '1XKYD49X7LJ123456' }))
    expect(again.body!.errors).toEqual({ vehicle_id_number: ['This VIN is already on this transaction (trailer 8001)'] })
    expect(vehicle.body!.errors).toEqual({ vehicle_id_number: ['This VIN is already on this transaction (vehicle 7004)'] })
    expect(session.transaction().trailers).toHaveLength(1)
    // Another transaction's schedule does not count: vehicle 7001 is on BR-10001/1.
    expect((await session.addTrailer(trailerWith({ vehicle_id_number: '1FUJGLDR3CLBP8834' }))).status).toBe(201)
  })

  it('refuses a model year outside 1960 to next year, a vehicle body type, an unknown ownership, and money out of range', async () => {
    const [errors] = await fieldErrorsOf(postTrailer, [trailerWith({ year: 2029, body_type: 'tractor', ownership: 'leased', value: 0, deductible: -1 })])
    expect(errors).toEqual({
      year: ['Use a model year from 1960 to 2028'],
      body_type: [expect.stringMatching(/^Use one of: dry_van_trailer, /)],
      ownership: ['Use one of: owned, non-owned'],
      value: ['Use a value above $0 and at most $2,000,000'],
      deductible: ['A deductible cannot be negative'],
    })
    const [more] = await fieldErrorsOf(postTrailer, [trailerWith({ year: 1959, value: 10.005, deductible: 100_000.01, make: 'x'.repeat(201) })])
    expect(more).toEqual({
      year: ['Use a model year from 1960 to 2028'],
      value: ['Use dollars and cents, at most two decimals'],
      deductible: ['A deductible above $100,000 is not accepted'],
      make: ['Use at most 200 characters'],
    })
  })

  it('refuses money sent as text: value and deductible are JSON numbers', async () => {
    const [errors] = await fieldErrorsOf(postTrailer, [trailerWith({ value: '42000', deductible: '1000' })])
    expect(errors).toEqual({ value: ['Send this as a number'], deductible: ['Send this as a number'] })
  })
})

describe('update vehicle: 422', () => {
  it('refuses a body with no field, or with a field it does not know (listed on that field)', async () => {
    const errors = await fieldErrorsOf(putVehicle, [{}, { vin: '1XKYD49X7LJ123456', value: 1000 }])
    expect(errors[0]).toEqual({ _body: [expect.stringMatching(/^Send at least one field to change: vehicle_id_number, year, /)] })
    expect(errors[1]).toEqual({ vin: [expect.stringMatching(/^Not a vehicle field: use vehicle_id_number, /)] })
  })

  it('refuses null and empty values: a vehicle’s fields cannot be emptied', async () => {
    const [errors] = await fieldErrorsOf(putVehicle, [{ value: null, make: '', class: null }])
    expect(errors).toEqual({ value: ['Send this as a number'], make: ['Required'], class: [expect.stringMatching(/^Use one of: .*2a, 2b/)] })
  })

  it('refuses a VIN outside 10 to 17 letters and digits, or that another unit of the transaction has', async () => {
    const session = await editSession()
    expect((await session.addTrailer(validTrailer())).status).toBe(201)
    const short = await session.updateVehicle({ vehicle_id_number: '1XKYD49X7' })
    const long = await session.updateVehicle({ vehicle_id_number: '1XKYD49X7LJ1234567' })
    const taken = await session.updateVehicle({ vehicle_id_number: validTrailer().vehicle_id_number })
    expect(short.body!.errors).toEqual({ vehicle_id_number: ['A VIN has 10 to 17 characters; this one has 9'] })
    expect(long.body!.errors).toEqual({ vehicle_id_number: ['A VIN has 10 to 17 characters; this one has 18'] })
    expect(taken.body!.errors).toEqual({ vehicle_id_number: ['This VIN is already on this transaction (trailer 8001)'] })
  })

  it('refuses out-of-range years and money, a trailer body type, an unknown class, and changes nothing', async () => {
    const session = await editSession()
    const answer = await session.updateVehicle({ year: 1959, value: 2_000_000.01, deductible: 'high', body_type: 'dry_van_trailer', class: '9', model: 'T680' })
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body!.errors as object).sort()).toEqual(['body_type', 'class', 'deductible', 'value', 'year'])
    expect(session.transaction().vehicles[0]).toMatchObject({ year: 2020, value: 110000, class: '8', body_type: 'tractor', deductible: 2500 })
  })
})
