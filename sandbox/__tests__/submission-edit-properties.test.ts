import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { authenticationErrorBodySchema, businessRuleBodySchema, fieldValidationBodySchema } from '../../src/contract/errors.ts'
import { addDriverResponseSchema, addTrailerResponseSchema, updateVehicleResponseSchema } from '../../src/contract/submission-edits.ts'
import { editSession, validDriver, validTrailer } from './edit-session.ts'
import { hostileString } from './fuzz/hostile-strings.ts'

/**
 * A body of any shape: a valid one, any JSON, text that may not be JSON, or a body of the endpoint's
 * fields (each kept valid three times in four, else any JSON), some dropped, or with fields it does not know.
 */
function anyBody(valid: Record<string, unknown>) {
  const fieldValues = Object.fromEntries(
    Object.entries(valid).map(([field, value]) => [
      field,
      fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) }, { weight: 1, arbitrary: hostileString }),
    ]),
  )
  const unknownFields = fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 })
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(valid) },
    { weight: 3, arbitrary: fc.record(fieldValues, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.tuple(fc.record(fieldValues), unknownFields).map(([fields, extra]) => ({ ...extra, ...fields })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  )
}

const vehicleChange = {
  vehicle_id_number: '1XKYD49X7LJ123456',
  year: 2021,
  make: 'Kenworth',
  model: 'T680',
  class: '8',
  value: 1000,
  body_type: 'tractor',
  deductible: 500,
}

const ENDPOINTS = [
  { method: 'POST', path: 'driver', valid: validDriver(), created: addDriverResponseSchema, success: 201 },
  { method: 'POST', path: 'trailer', valid: validTrailer(), created: addTrailerResponseSchema, success: 201 },
  { method: 'PUT', path: 'vehicle/7004', valid: vehicleChange, created: updateVehicleResponseSchema, success: 200 },
] as const

/** Open to Blue Ridge (twice as likely); Summit's (foreign); bound. */
const TRANSACTIONS = ['/v1/submission/BR-10002/1', '/v1/submission/BR-10002/1', '/v1/submission/SM-10002/1', '/v1/submission/BR-10001/1']

/** Each status with the body format of section 7 it must have. */
const FORMATS: Record<number, z.core.$ZodType> = {
  400: businessRuleBodySchema,
  401: authenticationErrorBodySchema,
  404: businessRuleBodySchema,
  422: fieldValidationBodySchema,
}

describe('submission edit properties', () => {
  it('answer a body of any shape with success, 400, 401, 404 or 422 in the contract’s formats, never a 500', async () => {
    const session = await editSession()
    const request = fc.record({
      endpoint: fc.constantFrom(...ENDPOINTS),
      transaction: fc.constantFrom(...TRANSACTIONS),
      signedIn: fc.constantFrom(true, true, true, false),
    })
    const cases = request.chain((shape) => anyBody(shape.endpoint.valid).map((body) => ({ ...shape, body })))
    await fc.assert(
      fc.asyncProperty(cases, async ({ endpoint, transaction, signedIn, body }) => {
        const headers: Record<string, string> = signedIn ? { AccessToken: session.token } : {}
        const text = typeof body === 'string' ? body : JSON.stringify(body)
        const answer = await session.call(endpoint.method, `${transaction}/${endpoint.path}`, { body: text, headers })
        expect([endpoint.success, 400, 401, 404, 422]).toContain(answer.status)
        if (answer.status === endpoint.success) {
          expect(z.safeParse(z.strictObject(endpoint.created.def.shape), answer.body).success, answer.text).toBe(true)
        } else {
          expect(z.safeParse(FORMATS[answer.status]!, answer.body).success, answer.text).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  }, 30_000)
})
