import * as z from 'zod/mini'
import { authenticationErrorBodySchema, businessRuleBodySchema, fieldValidationBodySchema, notFoundErrorBodySchema } from '../contract/errors'
import type { RequestOptions } from './transport'
import {
  ApiError,
  AuthenticationError,
  BusinessRuleError,
  FieldValidationError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  UnexpectedResponseError,
  UnexpectedStatusError,
} from './errors'

/**
 * Reading an answer with the contract's schemas. Apart from `transport.ts` (which only makes the request) so that
 * zod and the contract load with the first request that needs them, not with the first page
 * (docs/decisions/0032-first-load-without-the-api-layer.md).
 */

async function readBody(response: Response): Promise<unknown> {
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    // The answer began and was cut off (the connection dropped, the page is closing): the service may have done it.
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError()
  }
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** The parsed body of a 2xx, or the typed error of the endpoint or of section 7 for anything else. */
export async function parseResponse<Schema extends z.core.$ZodType>(
  response: Response,
  schema: Schema,
  readErrorBody?: RequestOptions<Schema>['readErrorBody'],
): Promise<z.output<Schema>> {
  const body = await readBody(response)
  if (!response.ok) throw readErrorBody?.(response.status, body, response.headers) ?? errorFromResponse(response.status, body)
  const parsed = z.safeParse(schema, body)
  if (!parsed.success) throw new UnexpectedResponseError(response.status)
  return parsed.data
}

/** The message of an error body of any format (`error`, `message` or `Error`), if it has one. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const record = body as Record<string, unknown>
  const candidate = record.error ?? record.message ?? record.Error
  return typeof candidate === 'string' ? candidate : undefined
}

/** The typed error for a non-2xx response, decided by status first and then by body format. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (status === 422) {
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
  return new UnexpectedStatusError(messageOf(body) ?? 'The service gave an answer this portal does not know.', status)
}
