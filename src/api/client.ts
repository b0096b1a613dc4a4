import type * as z from 'zod/mini'
import { SessionEndedError } from './errors'
import { refreshSession } from './session/refresh'
import { endSession, getSession } from './session/session-store'
import { parseResponse } from './read-response'
import { fetchApi, type RequestOptions } from './transport'

export type { RequestOptions } from './transport'

/** A token to retry with after a 401: a newer one another caller already got, or a refreshed one. */
async function tokenForRetry(sentToken: string): Promise<string | null> {
  const current = getSession()
  if (!current) return null
  if (current.accessToken !== sentToken) return current.accessToken
  return (await refreshSession(sentToken))?.accessToken ?? null
}

/**
 * Every authenticated endpoint goes through here. The token is read when the request leaves. On 401 the request
 * is retried once: at once if the token changed meanwhile, otherwise after one shared refresh. A
 * second 401 ends the session rather than looping.
 */
export async function apiRequest<Schema extends z.core.$ZodType>(options: RequestOptions<Schema>): Promise<z.output<Schema>> {
  const sentToken = getSession()?.accessToken
  if (!sentToken) throw new SessionEndedError()
  let response = await fetchApi(options, sentToken)
  if (response.status === 401) {
    const retryToken = await tokenForRetry(sentToken)
    if (!retryToken) throw new SessionEndedError()
    response = await fetchApi(options, retryToken)
    if (response.status === 401) {
      endSession('expired')
      throw new SessionEndedError()
    }
  }
  return parseResponse(response, options.responseSchema, options.readErrorBody)
}

/** For the few endpoints without AccessToken (password reset): no session, no refresh. */
export async function publicApiRequest<Schema extends z.core.$ZodType>(options: RequestOptions<Schema>): Promise<z.output<Schema>> {
  return parseResponse(await fetchApi(options), options.responseSchema, options.readErrorBody)
}
