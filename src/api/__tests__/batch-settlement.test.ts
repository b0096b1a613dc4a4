import { describe, expect, it } from 'vitest'
import { RunRateLimitError, settlementOf } from '../batch-settlement'
import { ApiError, BusinessRuleError, FieldValidationError, NetworkError, OfflineError, RequestTimeoutError, SessionEndedError } from '../errors'

const words = { notFound: (message: string) => `stopped: ${message}` }
const settle = (error: unknown) => settlementOf(error, words)

describe('what one request of a run came to', () => {
  it('waits out a 429 with the wait the service asked for', () => {
    expect(settle(new RunRateLimitError(2000))).toEqual({ kind: 'rate-limited', retryAfterMs: 2000 })
  })

  it('pauses, sending nothing, when offline or when the session ended', () => {
    expect(settle(new OfflineError())).toMatchObject({ kind: 'not-sent', halt: 'pause' })
    expect(settle(new SessionEndedError())).toMatchObject({ kind: 'not-sent', halt: 'pause' })
  })

  it('stops the run on a 404, in the caller’s words', () => {
    expect(settle(new BusinessRuleError('Submission not found', 404))).toEqual({
      kind: 'not-sent',
      halt: 'stop',
      message: 'stopped: Submission not found',
      rowMessage: 'Not found, so the run stopped.',
    })
  })

  it('puts a 422’s messages on their fields, and its message on the row only when no field takes one', () => {
    const fields = { 'drivers.0.firstName': ['First name is required'] }
    expect(settle(new FieldValidationError('Invalid', fields))).toEqual({ kind: 'refused', messages: [], fields })
    expect(settle(new FieldValidationError('Invalid', {}))).toEqual({ kind: 'refused', messages: ['Invalid'], fields: {} })
  })

  it('says a row may have been done when no answer, a late one or a 5xx came back', () => {
    expect(settle(new NetworkError())).toEqual({ kind: 'unconfirmed', why: expect.stringMatching(/^No answer arrived/) })
    expect(settle(new RequestTimeoutError(15_000))).toEqual({ kind: 'unconfirmed', why: expect.stringMatching(/within 15 seconds/) })
    expect(settle(new ApiError('Boom', 503))).toEqual({ kind: 'unconfirmed', why: 'The service failed while handling it.' })
  })

  it('reads a refusal it has no words for as refused, with the service’s message', () => {
    expect(settle(new BusinessRuleError('Transaction is bound', 400))).toEqual({ kind: 'refused', messages: ['Transaction is bound'], fields: {} })
  })

  it('never shows the browser’s own words for an error of the portal, and never takes it as nothing done', () => {
    const settlement = settle(new TypeError('Failed to fetch'))
    expect(settlement).toEqual({ kind: 'unconfirmed', why: expect.stringMatching(/may have been done/) })
    expect(JSON.stringify(settlement)).not.toContain('Failed to fetch')
  })
})
