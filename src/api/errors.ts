import type { FieldErrors } from '@/contract/errors'
import { countOf } from '@/generic/text'

/** One error type per body format of section 7, so screens branch on type, never on strings. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** 422 `{ message, errors }`: field paths such as `drivers.2.dateOfBirth` to their messages. */
export class FieldValidationError extends ApiError {
  override name = 'FieldValidationError'
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors,
  ) {
    super(message, 422)
  }
}

/** 400 or 404 `{ status: "failed", error }`: a rule of the business said no. */
export class BusinessRuleError extends ApiError {
  override name = 'BusinessRuleError'
}

/** `{ Error }`: credentials or token not accepted. */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError'
}

/** The session is over (refresh failed or signed out elsewhere); the person has to sign in again. */
export class SessionEndedError extends AuthenticationError {
  override name = 'SessionEndedError'
  constructor() {
    super('Your session has ended. Sign in again to continue.', 401)
  }
}

/** 404 `{ error }`, the webhook-subscription format: unknown and foreign ids look the same. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError'
}

/** 429 still refused after the client's own backoff, or at once for a request that is never resent by itself. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError'
  constructor() {
    super('The service is busy and asked us to slow down. Try again in a minute.', 429)
  }
}

/** Any other status, or a body that matches no known format (cancel-approve reads its own: features/cancellations/api/approval-answer.ts). */
export class UnexpectedStatusError extends ApiError {
  override name = 'UnexpectedStatusError'
}

/** A 2xx whose body does not match the contract. */
export class UnexpectedResponseError extends ApiError {
  override name = 'UnexpectedResponseError'
  constructor(status: number) {
    super('The service answered in a form the portal does not understand.', status)
  }
}

/** No answer at all: DNS, CORS, connection reset. The request may have reached the service. */
export class NetworkError extends Error {
  override name = 'NetworkError'
  constructor(message = 'The service could not be reached. Check the connection and try again.') {
    super(message)
  }
}

/** No answer within the portal's time limit (docs/decisions/0038-request-timeout.md): the service may still have done it. */
export class RequestTimeoutError extends NetworkError {
  override name = 'RequestTimeoutError'
  constructor(readonly timeoutMs: number) {
    const seconds = Math.max(1, Math.round(timeoutMs / 1000))
    super(`The service did not answer within ${countOf(seconds, 'seconds')}, so the portal stopped waiting.`)
  }
}

/** The browser is offline, so the request was never sent (docs/decisions/0039-offline.md). */
export class OfflineError extends Error {
  override name = 'OfflineError'
  constructor() {
    super('You are offline, so nothing was sent. What you entered is kept here; send it again once the connection is back.')
  }
}
