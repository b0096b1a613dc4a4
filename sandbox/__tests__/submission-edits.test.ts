import { describe, expect, it } from 'vitest'
import { authenticationErrorBodySchema, businessRuleBodySchema } from '../../src/contract/errors.ts'
import { EDIT_NOT_FOUND } from '../routes/submission-edits.ts'
import { editSession, OPEN_QUOTE, validDriver, validTrailer } from './edit-session.ts'
import { startSandbox, SUMMIT } from './harness.ts'
import { texasFleetIndication, texasFleetQuote } from './quote-fixture.ts'

describe('POST /submission/{displayId}/{transactionId}/driver', () => {
  it('adds the driver to the transaction: 201, a new integer id, the submission number, the transaction id', async () => {
    const { addDriver, transaction } = await editSession()
    const answer = await addDriver(validDriver())
    expect(answer.status).toBe(201)
    expect(answer.text).toBe('{"status":"success","driver_id":9001,"submission_number":"BR-10002","transaction_id":1}')
    expect(transaction().drivers).toEqual([{ driverId: 9001, ...validDriver() }])
    expect((await addDriver(validDriver())).body!.driver_id).toBe(9002)
  })

  it('keeps only the fields given: optional ones may be absent or null', async () => {
    const { addDriver, transaction } = await editSession()
    const { years_cdl_experience: _years, accidents_total: _accidents, ...required } = validDriver()
    const answer = await addDriver({ ...required, months_cdl_experience: null, violations_total: null, suspensions_total: 2 })
    expect(answer.status).toBe(201)
    expect(transaction().drivers[0]).toEqual({
      driverId: 9001,
      name_first: 'Maria',
      name_last: 'Lopez',
      driver_license_state: 'TN',
      driver_license_number: '123456789',
      driver_date_of_birth: '1985-06-15',
      covered: 'Y',
      suspensions_total: 2,
      major_violations_total: 0,
    })
  })

  it('adds to an endorsement in progress (BR-10003/2) and to Summit’s own quote (SM-10002/1)', async () => {
    const blueRidge = await editSession()
    const endorsement = await blueRidge.addDriver(validDriver(), '/v1/submission/BR-10003/2')
    expect(endorsement.body).toEqual({ status: 'success', driver_id: 9001, submission_number: 'BR-10003', transaction_id: 2 })
    const summit = await editSession(SUMMIT)
    expect((await summit.addDriver(validDriver(), '/v1/submission/SM-10002/1')).status).toBe(201)
  })
})

describe('POST /submission/{displayId}/{transactionId}/trailer', () => {
  it('adds the trailer to the transaction: 201, a new integer id, the submission number, the transaction id', async () => {
    const { addTrailer, transaction } = await editSession()
    const answer = await addTrailer({ ...validTrailer(), vehicle_id_number: ' 1grAA0621kb123456 ' })
    expect(answer.status).toBe(201)
    expect(answer.text).toBe('{"status":"success","trailer_id":8001,"submission_number":"BR-10002","transaction_id":1}')
    expect(transaction().trailers).toEqual([{ trailerId: 8001, ...validTrailer() }])
  })

  it('needs only VIN, year, body type and ownership; takes a 10-character VIN', async () => {
    const { addTrailer, transaction } = await editSession()
    const body = { vehicle_id_number: '1A2B3C4D5E', year: 1998, body_type: 'flat_bed_trailer', ownership: 'non-owned', make: '', value: null }
    expect((await addTrailer(body)).status).toBe(201)
    expect(transaction().trailers[0]).toEqual({
      trailerId: 8001,
      vehicle_id_number: '1A2B3C4D5E',
      year: 1998,
      body_type: 'flat_bed_trailer',
      ownership: 'non-owned',
    })
  })
})

describe('PUT /submission/{displayId}/{transactionId}/vehicle/{vehicleId}', () => {
  it('changes the vehicle in place and names the fields sent, in the order of section 2.4', async () => {
    const { updateVehicle, transaction } = await editSession()
    const answer = await updateVehicle({ deductible: 5000, value: 98000.5, make: 'Kenworth', year: 2021 })
    expect(answer.status).toBe(200)
    expect(answer.text).toBe(
      '{"status":"success","vehicle_id":7004,"submission_number":"BR-10002","transaction_id":1,"updated_fields":["year","make","value","deductible"]}',
    )
    expect(transaction().vehicles[0]).toEqual({
      vehicleId: 7004,
      vehicle_id_number: '1XKYD49X7LJ123456',
      year: 2021,
      make: 'Kenworth',
      model: 'T680',
      class: '8',
      value: 98000.5,
      body_type: 'tractor',
      deductible: 5000,
    })
  })

  it('names a field sent with the value the vehicle already has, and keeps the record as sent', async () => {
    const { updateVehicle, transaction } = await editSession()
    const answer = await updateVehicle({ value: 110000, class: '8', vehicle_id_number: '1xkyd49x7lj123456' })
    expect(answer.status).toBe(200)
    expect(answer.body!.updated_fields).toEqual(['vehicle_id_number', 'class', 'value'])
    expect(transaction().vehicles[0]).toMatchObject({ vehicle_id_number: '1XKYD49X7LJ123456', class: '8', value: 110000 })
  })

  it('takes a new VIN without checking its check digit, and every field of section 2.4', async () => {
    const { updateVehicle, transaction } = await editSession()
    const change = {
      vehicle_id_number: '1XKYD49X0LJ999999',
      year: 2018,
      make: 'Peterbilt',
      model: '579',
      class: '7',
      value: 90000,
      body_type: 'box_truck',
      deductible: 1000,
    }
    const answer = await updateVehicle(change)
    expect(answer.body!.updated_fields).toEqual(Object.keys(change))
    expect(transaction().vehicles[0]).toEqual({ vehicleId: 7004, ...change })
  })

  it('updates vehicle 7003 of the endorsement in progress', async () => {
    const { updateVehicle } = await editSession()
    const answer = await updateVehicle({ value: 45000 }, '/v1/submission/BR-10003/2/vehicle/7003')
    expect(answer.body).toMatchObject({ vehicle_id: 7003, submission_number: 'BR-10003', transaction_id: 2, updated_fields: ['value'] })
  })
})

describe('which transactions accept edits', () => {
  it('a quote made with POST /quote takes a new driver on its transaction 1', async () => {
    const session = await editSession()
    const quote = await session.as('POST', '/v1/quote', texasFleetQuote(session.sandbox.clock.now()))
    const number = quote.body!.submission_number as string
    const answer = await session.addDriver(validDriver(), `/v1/submission/${number}/1`)
    expect(answer.status).toBe(201)
    // The quote's own three drivers took 9001 to 9003.
    expect(answer.body).toEqual({ status: 'success', driver_id: 9004, submission_number: number, transaction_id: 1 })
    expect(session.transaction(number).drivers.map((driver) => driver.driverId)).toEqual([9001, 9002, 9003, 9004])
  })

  it('a quote’s own trailer VINs count as already on the transaction', async () => {
    const session = await editSession()
    const body = texasFleetQuote(session.sandbox.clock.now())
    const number = (await session.as('POST', '/v1/quote', body)).body!.submission_number as string
    const answer = await session.addTrailer({ ...validTrailer(), vehicle_id_number: body.trailers[0]!.vin }, `/v1/submission/${number}/1`)
    expect(answer.status).toBe(422)
    expect(answer.body!.errors).toEqual({ vehicle_id_number: ['This VIN is already on this transaction (trailer 8001)'] })
  })

  it('an indication does not: it answers the same 404 as an unknown submission', async () => {
    const session = await editSession()
    const indication = await session.as('POST', '/v1/indication', texasFleetIndication(session.sandbox.clock.now()))
    const answer = await session.addDriver(validDriver(), `/v1/submission/${indication.body!.submission_number as string}/1`)
    const unknown = await session.addDriver(validDriver(), '/v1/submission/BR-99999/1')
    expect(answer.status).toBe(404)
    expect(answer.text).toBe(unknown.text)
  })
})

describe('the 404 of a path that is not an open transaction of the caller’s agency', () => {
  const driverPaths = [
    '/v1/submission/BR-99999/1/driver', // unknown display id
    '/v1/submission/SM-10001/1/driver', // another agency's (Summit's), bound
    '/v1/submission/SM-10002/1/driver', // another agency's, open
    '/v1/submission/BR-10002/2/driver', // a transaction the submission does not have
    '/v1/submission/BR-10002/01/driver', // not an id as the contract writes it
    '/v1/submission/BR-10002/x/driver',
    '/v1/submission/BR-10001/1/driver', // bound
    '/v1/submission/BR-10003/1/driver', // bound, under an endorsement in progress
    '/v1/submission/BR-20001/2/driver', // a pending cancellation
  ]
  const vehiclePaths = [
    '/v1/submission/BR-10002/1/vehicle/7101', // Summit's vehicle
    '/v1/submission/BR-10002/1/vehicle/7001', // Blue Ridge's vehicle, on another transaction
    '/v1/submission/BR-10002/1/vehicle/7003', // on another open transaction
    '/v1/submission/BR-10002/1/vehicle/9999', // unknown
    '/v1/submission/BR-10002/1/vehicle/abc',
    '/v1/submission/BR-10001/1/vehicle/7001', // its own transaction, bound
    '/v1/submission/SM-10001/1/vehicle/7101', // Summit's, through Summit's submission
  ]

  it('is one body, byte for byte, for every endpoint and reason', async () => {
    const { as } = await editSession()
    const answers = await Promise.all([
      ...driverPaths.map((path) => as('POST', path, validDriver())),
      ...driverPaths.map((path) => as('POST', path.replace(/driver$/, 'trailer'), validTrailer())),
      ...vehiclePaths.map((path) => as('PUT', path, { value: 1000 })),
    ])
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404))
    expect(new Set(answers.map((answer) => answer.text))).toEqual(new Set([JSON.stringify({ status: 'failed', error: EDIT_NOT_FOUND })]))
    businessRuleBodySchema.parse(answers[0]!.body)
  })

  it('comes before the body is read: a malformed body on a closed path is still the 404', async () => {
    const { as } = await editSession()
    const answer = await as('POST', '/v1/submission/BR-10001/1/driver', '{not json')
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ status: 'failed', error: EDIT_NOT_FOUND })
  })

  it('leaves the closed transaction as it was', async () => {
    const session = await editSession()
    await session.addDriver(validDriver(), '/v1/submission/BR-10001/1')
    await session.updateVehicle({ value: 1 }, '/v1/submission/BR-10001/1/vehicle/7001')
    expect(session.transaction('BR-10001').drivers).toEqual([])
    expect(session.transaction('BR-10001').vehicles[0]!.value).toBe(85000)
  })
})

describe('401 and 400', () => {
  it('asks for a token first, on each endpoint, even for a path that does not exist', async () => {
    const { call } = startSandbox()
    const answers = await Promise.all([
      call('POST', `${OPEN_QUOTE}/driver`, { body: validDriver() }),
      call('POST', `${OPEN_QUOTE}/trailer`, { body: validTrailer() }),
      call('PUT', `${OPEN_QUOTE}/vehicle/7004`, { body: { value: 1 } }),
      call('POST', '/v1/submission/BR-99999/1/driver', { body: validDriver() }),
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(401)
      authenticationErrorBodySchema.parse(answer.body)
    }
  })

  it('answers a body that is not a JSON object with the 400 business rule, on an open path', async () => {
    const { addDriver, addTrailer, updateVehicle } = await editSession()
    const answers = [await addDriver('{"name_first":'), await addTrailer('[1, 2]'), await updateVehicle('"value"')]
    for (const answer of answers) {
      expect(answer.status).toBe(400)
      businessRuleBodySchema.parse(answer.body)
    }
  })
})
