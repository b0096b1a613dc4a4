import type { IncomingHttpHeaders } from 'node:http'
import { WEBHOOK_HEADERS } from '../src/contract/webhooks.ts'

/** The headers the signature verifier reads, in the order the catalog lists them; Content-Type first. */
const SHOWN_HEADERS = ['Content-Type', WEBHOOK_HEADERS.eventId, WEBHOOK_HEADERS.timestamp, WEBHOOK_HEADERS.signature, WEBHOOK_HEADERS.previousSignature]

export interface ReceivedDelivery {
  at: Date
  headers: IncomingHttpHeaders
  raw: Buffer
  /** Which secret signed it, or null when neither did. */
  signedBy: 'current' | 'previous' | null
  /** The status answered. */
  status: number
  seenBefore: boolean
}

/**
 * What the receiver prints for one delivery: a line saying what it answered and why, then the header
 * block and the raw body, each between marker lines, so both paste into the signature verifier as
 * they are (the body unindented: the signature covers every byte).
 */
export function deliveryLog({ at, headers, raw, signedBy, status, seenBefore }: ReceivedDelivery): string {
  const eventId = String(headers[WEBHOOK_HEADERS.eventId.toLowerCase()] ?? '(no event id)')
  const verdict = signedBy ? `signed with the ${signedBy} secret` : 'signature DOES NOT MATCH either secret'
  const repeat = seenBefore ? ' (seen before: deduplicate on event_id)' : ''
  const headerLines = SHOWN_HEADERS.flatMap((name) => {
    const value = headers[name.toLowerCase()]
    return value === undefined ? [] : [`${name}: ${String(value)}`]
  })
  return [
    `${at.toISOString()} ${eventId}${repeat}: ${verdict}; answered ${status}`,
    '--- headers (paste into the verifier’s header block) ---',
    ...headerLines,
    '--- raw body (paste into the verifier’s raw body, exactly) ---',
    raw.toString('utf8'),
    '--- end ---',
  ].join('\n')
}
