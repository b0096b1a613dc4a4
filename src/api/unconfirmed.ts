import { ApiError, NetworkError, RequestTimeoutError, UnexpectedResponseError } from './errors'

/**
 * Why a failed request may still have been carried out, in words, or null when it surely was not: no
 * answer (the connection, the time limit), a 5xx, or a 2xx the portal cannot read may all hide a
 * success. A refusal, a 429 and an offline browser did nothing.
 */
export function whyUnconfirmed(error: unknown): string | null {
  if (error instanceof RequestTimeoutError) return error.message
  if (error instanceof NetworkError) return 'No answer arrived: the connection failed or the service could not be reached.'
  if (error instanceof UnexpectedResponseError) return 'The service answered in a form the portal does not understand.'
  if (error instanceof ApiError && error.status >= 500) return 'The service failed while handling it.'
  return null
}
