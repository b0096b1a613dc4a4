import { addDays, isoToUsDate } from '../../src/generic/dates.ts'
import { AGENT, frozenClock, startSandbox } from './harness.ts'
import { texasFleetIndication, texasFleetQuote } from './quote-fixture.ts'

export type QuoteBody = ReturnType<typeof texasFleetQuote>
export type IndicationBody = ReturnType<typeof texasFleetIndication>

/** Tests run on a fixed day, so that ages and effective dates land on the day each edge needs. */
export const TODAY = '2027-03-10'

export const NOW = new Date(`${TODAY}T15:00:00Z`)

/** A date `days` from TODAY, written as the quote contract wants (MM/DD/YYYY). */
export const usDateIn = (days: number) => isoToUsDate(addDays(TODAY, days))

/** The fixture's effective date. */
export const EFFECTIVE = addDays(TODAY, 14)

/** A sandbox with one signed-in account, the Texas fleet as fresh copies, and calls to both endpoints. */
export async function quoteSession(username = AGENT) {
  const started = startSandbox({ clock: frozenClock(NOW) })
  const { AccessToken } = await started.signIn(username)
  const now = () => started.sandbox.clock.now()
  return {
    ...started,
    token: AccessToken,
    fleetQuote: () => texasFleetQuote(now()),
    fleetIndication: () => texasFleetIndication(now()),
    postQuote: (body: unknown) => started.callAs(AccessToken, 'POST', '/v1/quote', body),
    postIndication: (body: unknown) => started.callAs(AccessToken, 'POST', '/v1/indication', body),
  }
}

/** A fresh copy of a request with one change made to it. */
export function changed<Body>(body: Body, change: (copy: Body) => void): Body {
  const copy = structuredClone(body)
  change(copy)
  return copy
}
