import { describe, expect, it } from 'vitest'
import { AuthenticationError, BusinessRuleError, FieldValidationError, NotFoundError, RateLimitError, UnexpectedStatusError } from '../errors'
import { errorFromResponse } from '../read-response'

describe('errorFromResponse: one type per body format of section 7', () => {
  it.each([
    [422, { message: 'Invalid', errors: { 'drivers.2.dateOfBirth': ['Too young'] } }, FieldValidationError],
    [400, { status: 'failed', error: 'Ineligible operations' }, BusinessRuleError],
    [404, { status: 'failed', error: 'Not found' }, BusinessRuleError],
    [401, { Error: 'Auth Error: Incorrect username or password.' }, AuthenticationError],
    [400, { Error: 'Auth Error: username is required.' }, AuthenticationError],
    [404, { error: 'Subscription not found.' }, NotFoundError],
    [500, { error: 'Boom' }, UnexpectedStatusError],
    [409, { message: 'Guard acknowledgement required' }, UnexpectedStatusError],
    [429, undefined, RateLimitError],
  ])('status %i with %j', (status, body, type) => {
    expect(errorFromResponse(status, body)).toBeInstanceOf(type)
  })

  it('keeps the field paths', () => {
    const validation = errorFromResponse(422, { message: 'Invalid', errors: { 'vehicles.3.vin': ['Bad VIN'] } })
    expect(validation).toBeInstanceOf(FieldValidationError)
    expect((validation as FieldValidationError).fieldErrors).toEqual({ 'vehicles.3.vin': ['Bad VIN'] })
  })

  it('a generic 500 keeps its message and status', () => {
    const error = errorFromResponse(500, { error: 'x', approval_saved: true })
    expect(error).toBeInstanceOf(UnexpectedStatusError)
    expect(error).toMatchObject({ status: 500, message: 'x' })
  })
})
