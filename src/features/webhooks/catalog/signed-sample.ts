import { WEBHOOK_CONTENT_TYPE, WEBHOOK_HEADERS, type WebhookEventType } from '@/contract/webhooks'
import { signatureOf } from '../signing/hmac'
import { bodyOf, examplePayload } from './example-payloads'

export type HeaderLine = readonly [name: string, value: string]

export interface SignedSample {
  body: string
  headers: HeaderLine[]
}

/** A delivery as the service would send it now, signed in the browser with the secret the person typed. */
export async function signedSample(type: WebhookEventType, secret: string, now: Date, eventId: string): Promise<SignedSample> {
  const body = bodyOf(examplePayload(type, { eventId, occurredAt: now.toISOString() }))
  return {
    body,
    headers: [
      ['Content-Type', WEBHOOK_CONTENT_TYPE],
      [WEBHOOK_HEADERS.eventId, eventId],
      [WEBHOOK_HEADERS.timestamp, String(Math.floor(now.getTime() / 1000))],
      [WEBHOOK_HEADERS.signature, await signatureOf(secret, body)],
    ],
  }
}

export const headerBlock = (headers: readonly HeaderLine[]): string => headers.map(([name, value]) => `${name}: ${value}`).join('\n')

/** A POSIX shell word: single quotes, each quote inside written as '\'' */
const shellQuoted = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`

/** curl sending the sample's exact bytes to the receiver (`--data-binary`: as they are, no line break stripped). */
export function curlCommand(url: string, { body, headers }: SignedSample): string {
  return [
    `curl --request POST ${shellQuoted(url)}`,
    ...headers.map(([name, value]) => `  --header ${shellQuoted(`${name}: ${value}`)}`),
    `  --data-binary ${shellQuoted(body)}`,
  ].join(' \\\n')
}
