import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseHeaderBlock, signaturesFrom } from '../../src/features/webhooks/signing/header-block.ts'
import { verifyDelivery } from '../../src/features/webhooks/signing/verify.ts'
import { deliveryLog } from '../receiver-log.ts'

const SECRET = 'whsec_cmVjZWl2ZXItbG9nLXRlc3Qtc2VjcmV0LTAwMDAwMDA'
const BODY = '{"event_id":"e-1","type":"submission.quoted","display_id":"BR-10001"}'

/** A delivery as Node's server hands it over: header names in lower case. */
const headers = {
  'content-type': 'application/json',
  'x-svc-event-id': 'e-1',
  'x-svc-timestamp': '1795000000',
  'x-svc-signature': createHmac('sha256', SECRET).update(BODY).digest('hex'),
  host: '127.0.0.1:8443',
}

describe('the webhook receiver’s log of a delivery', () => {
  const log = deliveryLog({ at: new Date('2026-11-26T01:00:00Z'), headers, raw: Buffer.from(BODY), signedBy: 'current', status: 200, seenBefore: true })
  const between = (start: string, end: string) => log.slice(log.indexOf('\n', log.indexOf(start)) + 1, log.indexOf(`\n${end}`))

  it('says what it answered, with which secret, and that the event came before', () => {
    expect(log.split('\n')[0]).toBe('2026-11-26T01:00:00.000Z e-1 (seen before: deduplicate on event_id): signed with the current secret; answered 200')
  })

  it('prints the signature headers and the raw body so that, pasted into the verifier, they verify', async () => {
    const block = between('--- headers', '--- raw body')
    expect(block).toBe(
      ['Content-Type: application/json', 'X-SVC-Event-Id: e-1', 'X-SVC-Timestamp: 1795000000', `X-SVC-Signature: ${headers['x-svc-signature']}`].join('\n'),
    )
    const body = between('--- raw body', '--- end ---')
    expect(body).toBe(BODY)
    const { signature, previousSignature } = signaturesFrom(parseHeaderBlock(block))
    expect((await verifyDelivery({ body, secret: SECRET, signature, previousSignature })).matched).toBe('current')
  })

  it('says when neither secret signed it and it answered 401', () => {
    const refused = deliveryLog({ at: new Date(0), headers, raw: Buffer.from(BODY), signedBy: null, status: 401, seenBefore: false })
    expect(refused.split('\n')[0]).toMatch(/e-1: signature DOES NOT MATCH either secret; answered 401$/)
  })
})
