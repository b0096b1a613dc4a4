import {
  cancellationHoldBodySchema,
  savedApprovalBodySchema,
  type CancellationHoldBody,
  type SavedApprovalBody,
} from './contract/cancel-approve'
import {
  authenticationErrorBodySchema,
  businessRuleBodySchema,
  fieldValidationBodySchema,
  notFoundErrorBodySchema,
} from './contract/errors'

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
    readonly fieldErrors: Record<string, string[]>,
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

/** 422 hold on cancel-approve: the notice dates need manual review first. */
export class CancellationHoldError extends ApiError {
  override name = 'CancellationHoldError'
  constructor(readonly body: CancellationHoldBody) {
    super(body.error, 422)
  }
}

/** 500 on cancel-approve whose approval was nevertheless saved: a receipt to keep, not to retry. */
export class SavedApprovalError extends ApiError {
  override name = 'SavedApprovalError'
  constructor(readonly receipt: SavedApprovalBody) {
    super(receipt.error, 500)
  }
}

/** 429 still refused after the client's own backoff. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError'
  constructor() {
    super('The service is busy and asked us to slow down. Try again in a minute.', 429)
  }
}

/** Any other status, or a body that matches no known format (for example 403 and 409 on guards). */
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

/** No answer at all: offline, DNS, CORS, connection reset. */
export class NetworkError extends Error {
  override name = 'NetworkError'
  constructor() {
    super('The service could not be reached. Check the connection and try again.')
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const record = body as Record<string, unknown>
  const candidate = record.error ?? record.message ?? record.Error
  return typeof candidate === 'string' ? candidate : undefined
}

/** The typed error for a non-2xx response, decided by status first and then by body format. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (status === 500) {
    const receipt = savedApprovalBodySchema.safeParse(body)
    if (receipt.success) return new SavedApprovalError(receipt.data)
  }
  if (status === 422) {
    const hold = cancellationHoldBodySchema.safeParse(body)
    if (hold.success) return new CancellationHoldError(hold.data)
    const validation = fieldValidationBodySchema.safeParse(body)
    if (validation.success) return new FieldValidationError(validation.data.message, validation.data.errors)
  }
  if (status === 400 || status === 404) {
    const rule = businessRuleBodySchema.safeParse(body)
    if (rule.success) return new BusinessRuleError(rule.data.error, status)
  }
  const authentication = authenticationErrorBodySchema.safeParse(body)
  if (authentication.success) return new AuthenticationError(authentication.data.Error, status)
  if (status === 401) return new AuthenticationError('Your session is not valid. Sign in again.', status)
  if (status === 404) {
    const notFound = notFoundErrorBodySchema.safeParse(body)
    if (notFound.success) return new NotFoundError(notFound.data.error, status)
  }
  if (status === 429) return new RateLimitError()
  return new UnexpectedStatusError(messageOf(body) ?? `The service answered with status ${status}.`, status)
}
