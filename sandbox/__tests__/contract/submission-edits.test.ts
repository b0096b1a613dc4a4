import { describe, expect, it } from 'vitest'
import { AGENT, SUMMIT, UNDERWRITER } from '../harness.ts'
import { contractClient, expectAuthenticationError, expectBusinessRule, expectFieldValidation } from './client.ts'

/** Sections 2.3 to 2.5 and 4.4 to 4.6, on the submissions and vehicle ids of sandbox-fixtures.md. */

const DRIVER = {
  name_first: 'Ana',
  name_last: 'Ruiz',
  driver_license_state: 'TN',
  driver_license_number: 'D1234567',
  driver_date_of_birth: '1984-05-20',
  covered: 'Y',
  years_cdl_experience: 10,
  months_cdl_experience: 6,
  accidents_total: 0,
  suspensions_total: 0,
  violations_total: 1,
  major_violations_total: 0,
}
const TRAILER = {
  vehicle_id_number: '1JJV532D8KL123456',
  year: 2019,
  make: 'Wabash',
  model: 'DuraPlate',
  value: 38000,
  body_type: 'dry_van_trailer',
  ownership: 'owned',
  deductible: 1000,
}

const driverPath = (displayId: string, transactionId: number | string) => `/v1/submission/${displayId}/${transactionId}/driver`
const trailerPath = (displayId: string, transactionId: number | string) => `/v1/submission/${displayId}/${transactionId}/trailer`
const vehiclePath = (displayId: string, transactionId: number | string, vehicleId: number | string) =>
  `/v1/submission/${displayId}/${transactionId}/vehicle/${vehicleId}`

/** Fixtures: the transactions open to edits, by the agency that owns them, and the vehicle on each. */
const OPEN = [
  { account: AGENT, displayId: 'BR-10002', transactionId: 1, vehicleId: 7004 },
  { account: AGENT, displayId: 'BR-10003', transactionId: 2, vehicleId: 7003 },
  { account: SUMMIT, displayId: 'SM-10002', transactionId: 1, vehicleId: null },
] as const

describe('4.4 add driver', () => {
  it.each(OPEN)('adds a driver to $displayId / $transactionId: 201 {status, driver_id, submission_number, transaction_id}', async (open) => {
    const client = contractClient()
    const answer = await client.as(open.account, 'POST', driverPath(open.displayId, open.transactionId), DRIVER)
    // 4.4 "Creation returns 201 per the general status table"
    expect(answer.status).toBe(201)
    // 4.4 "Response: status (success), driver_id (integer), submission_number (string), transaction_id (integer)"
    expect(answer.body).toEqual({ status: 'success', driver_id: expect.any(Number), submission_number: open.displayId, transaction_id: open.transactionId })
    expect(Number.isInteger(answer.body!.driver_id)).toBe(true)
  })

  it('gives each driver its own id', async () => {
    const client = contractClient()
    const first = await client.agent('POST', driverPath('BR-10002', 1), DRIVER)
    const second = await client.agent('POST', driverPath('BR-10002', 1), { ...DRIVER, name_first: 'Luis', driver_license_number: 'D7654321' })
    expect(second.body!.driver_id).not.toBe(first.body!.driver_id)
  })

  it.each([['N'], ['Y']])('takes the coverage-eligibility value %s (2.3: "Y (Covered) and N (Excluded)")', async (value) => {
    expect((await contractClient().agent('POST', driverPath('BR-10002', 1), { ...DRIVER, covered: value })).status).toBe(201)
  })

  it('answers an invalid driver with 422 on the field paths', async () => {
    const answer = await contractClient().agent('POST', driverPath('BR-10002', 1), {
      ...DRIVER,
      driver_date_of_birth: '05/20/1984',
      years_cdl_experience: 'ten',
      driver_license_state: 'Tennessee',
    })
    // 2.3 "driver_date_of_birth string, date, YYYY-MM-DD"; "years_cdl_experience integer"; "Two-letter state code"
    expectFieldValidation(answer, 'driver_date_of_birth', 'years_cdl_experience', 'driver_license_state')
  })
})

describe('4.6 add trailer', () => {
  it.each(OPEN)('adds a trailer to $displayId / $transactionId: {status, trailer_id, submission_number, transaction_id}', async (open) => {
    const answer = await contractClient().as(open.account, 'POST', trailerPath(open.displayId, open.transactionId), TRAILER)
    // Section 7: "201 Resource created"
    expect(answer.status).toBe(201)
    // 4.6 "Response: status (success), trailer_id (integer), submission_number, transaction_id"
    expect(answer.body).toEqual({ status: 'success', trailer_id: expect.any(Number), submission_number: open.displayId, transaction_id: open.transactionId })
    expect(Number.isInteger(answer.body!.trailer_id)).toBe(true)
  })

  it.each([
    ['10', '1JJV532D8K', 201],
    ['17', '1JJV532D8KL123456', 201],
    ['9', '1JJV532D8', 422],
    ['18', '1JJV532D8KL1234567', 422],
  ])('takes a VIN of 10 to 17 characters: %s characters answers %i', async (_, vin, status) => {
    const answer = await contractClient().agent('POST', trailerPath('BR-10002', 1), { ...TRAILER, vehicle_id_number: vin })
    // 2.5 "VIN, 10 to 17 characters"; section 8 "Trailer VIN length: 10 to 17 characters"
    if (status === 201) expect(answer.status).toBe(201)
    else expectFieldValidation(answer, 'vehicle_id_number')
  })

  it.each([
    ['I, O and Q', '1JJV532D8KLQ2O4I6'],
    ['a shop-built serial', 'SHOPBUILT1'],
    ['lower case, padded', ' 1jjv532d8k '],
  ])('takes %s: the contract asks only for 10 to 17 characters', async (_, vin) => {
    const answer = await contractClient().agent('POST', trailerPath('BR-10002', 1), { ...TRAILER, vehicle_id_number: vin })
    // 2.5 "vehicle_id_number string, VIN, 10 to 17 characters"; section 8 "Trailer VIN length: 10 to 17 characters"
    expect(answer.status).toBe(201)
  })

  it.each(['owned', 'non-owned'])('takes the ownership value %s (2.5)', async (ownership) => {
    expect((await contractClient().agent('POST', trailerPath('BR-10002', 1), { ...TRAILER, ownership })).status).toBe(201)
  })
})

describe('4.5 update vehicle', () => {
  it.each(OPEN.filter((open) => open.vehicleId !== null))(
    'updates vehicle $vehicleId on $displayId / $transactionId: 200 with updated_fields',
    async (open) => {
      const answer = await contractClient().as(open.account, 'PUT', vehiclePath(open.displayId, open.transactionId, open.vehicleId!), {
        value: 91234.5,
        deductible: 5000,
      })
      // Section 7: "200 Success"
      expect(answer.status).toBe(200)
      // 4.5 "Response: status (success), vehicle_id (integer), submission_number, transaction_id, updated_fields (array of string names of changed fields)"
      expect(answer.body).toEqual({
        status: 'success',
        vehicle_id: open.vehicleId,
        submission_number: open.displayId,
        transaction_id: open.transactionId,
        updated_fields: expect.any(Array),
      })
      expect([...(answer.body!.updated_fields as string[])].sort()).toEqual(['deductible', 'value'])
    },
  )

  it('takes every field of 2.4, each optional', async () => {
    const client = contractClient()
    const change = {
      vehicle_id_number: '1XKYD49X7LJ654321',
      year: 2021,
      make: 'Peterbilt',
      model: '579',
      class: '7',
      value: 125000,
      body_type: 'box_truck',
      deductible: 2000,
    }
    const answer = await client.agent('PUT', vehiclePath('BR-10002', 1, 7004), change)
    expect(answer.status).toBe(200)
    expect([...(answer.body!.updated_fields as string[])].sort()).toEqual(Object.keys(change).sort())
    // 2.4 "every field optional, send only what changes"
    expect((await client.agent('PUT', vehiclePath('BR-10002', 1, 7004), { make: 'Kenworth' })).body!.updated_fields).toEqual(['make'])
  })

  it('names every field sent as changed, in the order of 2.4, one sent with the value the vehicle has included', async () => {
    const client = contractClient()
    await client.agent('PUT', vehiclePath('BR-10002', 1, 7004), { make: 'Peterbilt', value: 90000 })
    const answer = await client.agent('PUT', vehiclePath('BR-10002', 1, 7004), { value: 90000, deductible: 2500, make: 'Peterbilt' })
    expect(answer.status).toBe(200)
    // 4.5 "only changed fields are sent": what a client sends is what changed, so
    // "updated_fields (array of string names of changed fields)" names each; 2.4 lists them in this order
    expect(answer.body!.updated_fields).toEqual(['make', 'value', 'deductible'])
  })

  it.each([
    ['10', 'SHOP12345Q'],
    ['17, with I, O and Q', '1XKYD49X7LJQO4I56'],
  ])('takes a vehicle_id_number of %s characters', async (_, vin) => {
    const answer = await contractClient().agent('PUT', vehiclePath('BR-10002', 1, 7004), { vehicle_id_number: vin })
    // 2.4 "vehicle_id_number string" (the length is the peer API's 10 to 17, docs/api-assumptions.md)
    expect(answer.status).toBe(200)
    expect(answer.body!.updated_fields).toEqual(['vehicle_id_number'])
  })

  it('answers an invalid value with 422 on its path', async () => {
    const answer = await contractClient().agent('PUT', vehiclePath('BR-10002', 1, 7004), { year: 'new', value: 'a lot' })
    // 2.4 "year integer", "value number"
    expectFieldValidation(answer, 'year', 'value')
  })
})

describe('fixtures: who may edit what, and the one 404', () => {
  const unknown = async (client: ReturnType<typeof contractClient>, method: string, path: string, body: unknown) =>
    (await client.agent(method, path, body)).text

  it('refuses edits on the bound BR-10001 / 1 with the 404 business rule', async () => {
    const client = contractClient()
    // Fixtures: "BR-10001 / 1 ... a bound transaction refuses edits (404 business rule)"; section 7 "404 ... not in the status the operation requires"
    expectBusinessRule(await client.agent('POST', driverPath('BR-10001', 1), DRIVER), 404)
    expectBusinessRule(await client.agent('POST', trailerPath('BR-10001', 1), TRAILER), 404)
    expectBusinessRule(await client.agent('PUT', vehiclePath('BR-10001', 1, 7001), { value: 80000 }), 404)
    expectBusinessRule(await client.agent('PUT', vehiclePath('BR-10001', 1, 7002), { value: 60000 }), 404)
  })

  it('answers SM-10001 (foreign to Blue Ridge) with the 404 of an unknown submission, byte for byte', async () => {
    const client = contractClient()
    // Section 1 "an account sees and changes only submissions its agency owns"; fixtures "SM-10001 ... foreign to Blue Ridge"
    const cases: [string, string, unknown][] = [
      ['POST', driverPath('%s', 1), DRIVER],
      ['POST', trailerPath('%s', 1), TRAILER],
      ['PUT', vehiclePath('%s', 1, 7101), { value: 70000 }],
    ]
    for (const [method, path, body] of cases) {
      const foreign = await client.agent(method, path.replace('%s', 'SM-10001'), body)
      expectBusinessRule(foreign, 404)
      expect(foreign.text).toBe(await unknown(client, method, path.replace('%s', 'BR-99999'), body))
    }
    // Summit's open quote SM-10002 is as foreign to Blue Ridge
    const sm10002 = await client.as(UNDERWRITER, 'POST', driverPath('SM-10002', 1), DRIVER)
    expectBusinessRule(sm10002, 404)
    expect(sm10002.text).toBe(await unknown(client, 'POST', driverPath('BR-99999', 1), DRIVER))
  })

  it('and the same the other way: Blue Ridge submissions are unknown to Summit', async () => {
    const client = contractClient()
    const foreign = await client.as(SUMMIT, 'POST', driverPath('BR-10002', 1), DRIVER)
    expectBusinessRule(foreign, 404)
    expect(foreign.text).toBe((await client.as(SUMMIT, 'POST', driverPath('SM-99999', 1), DRIVER)).text)
  })

  it('finds a vehicle only through its own transaction', async () => {
    const client = contractClient()
    const unknownVehicle = await unknown(client, 'PUT', vehiclePath('BR-10002', 1, 7999), { value: 1000 })
    // Fixtures: "A vehicle id that is not on the transaction in the path gets 404, like an unknown one."
    for (const path of [
      vehiclePath('BR-10002', 1, 7003),
      vehiclePath('BR-10002', 1, 7001),
      vehiclePath('BR-10003', 2, 7004),
      vehiclePath('BR-10003', 1, 7003),
      vehiclePath('BR-10003', 2, 7101),
    ]) {
      const answer = await client.agent('PUT', path, { value: 1000 })
      expectBusinessRule(answer, 404)
      expect(answer.text).toBe(unknownVehicle)
    }
  })

  it('finds a transaction only by its id on that submission', async () => {
    const client = contractClient()
    expectBusinessRule(await client.agent('POST', driverPath('BR-10002', 2), DRIVER), 404)
    expectBusinessRule(await client.agent('POST', driverPath('BR-10003', 3), DRIVER), 404)
  })

  it('answers 401 before anything about the path or the body', async () => {
    const client = contractClient()
    // 5.5 and section 4: protected endpoints need the AccessToken
    expectAuthenticationError(await client.call('POST', driverPath('BR-10002', 1), { body: DRIVER }), 401)
    expectAuthenticationError(await client.call('POST', trailerPath('SM-99999', 1), { body: '{' }), 401)
    expectAuthenticationError(await client.call('PUT', vehiclePath('BR-10001', 1, 7001), { body: {} }), 401)
  })
})
