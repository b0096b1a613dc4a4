import { NetworkError, RateLimitError, RequestTimeoutError, UnexpectedResponseError } from '@/api/errors'
import { countOf } from '@/generic/text'
import type { CensusTopic } from '../../form/census-fill'

/** The census as the pages name it, the same words everywhere (docs/writing.md, "said once"). */
export const CENSUS = 'FMCSA’s census'

/** Why nothing was looked up, in words: what the census did, then what the person can do. */
export function censusProblem(error: unknown): string {
  if (error instanceof RequestTimeoutError)
    return `${CENSUS} did not answer within ${countOf(Math.max(1, Math.round(error.timeoutMs / 1000)), 'seconds')}, so nothing was looked up.`
  if (error instanceof RateLimitError) return `${CENSUS} is too busy to answer now, so nothing was looked up.`
  if (error instanceof UnexpectedResponseError) return `${CENSUS} answered in a form the portal does not understand, so nothing was looked up.`
  if (error instanceof NetworkError) return `${CENSUS} could not be reached, so nothing was looked up.`
  return `${CENSUS} failed to answer, so nothing was looked up.`
}

/** The answers as a sentence names them. */
export const TOPIC_WORDS: Record<CensusTopic, string> = {
  'legal name': 'the legal name',
  DBA: 'the DBA',
  'years in business': 'the years in business',
  'garage address': 'the garage address',
  'mailing address': 'the mailing address',
  'number of trucks': 'the number of trucks',
}
