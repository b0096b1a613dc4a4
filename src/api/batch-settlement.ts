import type { Settlement } from '@/generic/batch-run/batch-state'
import { ApiError, BusinessRuleError, FieldValidationError, OfflineError, RateLimitError, SessionEndedError } from './errors'
import { whyUnconfirmed } from './unconfirmed'

/** A run's 429, with how long the service asked to wait: `Retry-After` in seconds, or null (then the run doubles its own wait). */
export class RunRateLimitError extends RateLimitError {
  constructor(readonly retryAfterMs: number | null) {
    super()
  }
}

/**
 * A run's requests read a 429 themselves (`readErrorBody`), keeping its `Retry-After`: the shared 429
 * error carries none, since the sign-in route's first load has no room for it (scripts/size.ts). A
 * date in the header is read as no answer: the run's own doubling wait is as safe.
 */
export function readRunRefusal(status: number, _body: unknown, headers: Headers): ApiError | undefined {
  if (status !== 429) return undefined
  const seconds = Number(headers.get('Retry-After') ?? Number.NaN)
  return new RunRateLimitError(Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null)
}

/** Words for a run that stops on a 404, unless the caller has its own. */
export interface HaltWords {
  notFound: (serviceMessage: string) => string
}

/** The rows a 404 met: the run's alert says what was not found, once. */
const STOPPED_HERE = 'Not found, so the run stopped.'

const UNEXPECTED = 'Something unexpected went wrong in the portal after this row was sent, so it may have been done.'

/**
 * What one request of a batch run came to (docs/decisions/0070-batch-runs.md), read from its answer:
 * refused (422, 400 and any other refusal: nothing done), not confirmed (5xx, time-out, no answer: it
 * may have been done), waited out (429), or not sent and the run pauses (offline, the session over) or
 * stops (404: the submission or transaction, so every row would meet it).
 */
export function settlementOf<Result>(error: unknown, words: HaltWords): Settlement<Result> {
  if (error instanceof RateLimitError) return { kind: 'rate-limited', retryAfterMs: error instanceof RunRateLimitError ? error.retryAfterMs : null }
  if (error instanceof OfflineError)
    return { kind: 'not-sent', halt: 'pause', message: 'You are offline, so the run paused. Resume it once the connection is back.' }
  if (error instanceof SessionEndedError)
    return { kind: 'not-sent', halt: 'pause', message: 'Your session ended, so the run paused. Sign in again, then resume it: every row answered is kept.' }
  if (error instanceof BusinessRuleError && error.status === 404)
    return { kind: 'not-sent', halt: 'stop', message: words.notFound(error.message), rowMessage: STOPPED_HERE }
  if (error instanceof FieldValidationError) {
    const fields = error.fieldErrors
    return { kind: 'refused', messages: Object.values(fields).flat().length > 0 ? [] : [error.message], fields }
  }
  const unconfirmed = whyUnconfirmed(error)
  if (unconfirmed) return { kind: 'unconfirmed', why: unconfirmed }
  if (error instanceof ApiError) return { kind: 'refused', messages: [error.message], fields: {} }
  // Anything else went wrong in the portal after the request left: the browser's own words would explain nothing.
  return { kind: 'unconfirmed', why: UNEXPECTED }
}
