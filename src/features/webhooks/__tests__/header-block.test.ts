import { describe, expect, it } from 'vitest'
import { parseHeaderBlock, signaturesFrom } from '../signing/header-block'

const SIGNATURE = 'a'.repeat(64)
const PREVIOUS = 'b'.repeat(64)

describe('parseHeaderBlock', () => {
  it('reads a raw request with its request line, CRLF line ends and any case', () => {
    const block = `POST /webhooks/insurer HTTP/1.1\r\nHost: 127.0.0.1:8443\r\ncontent-type: application/json\r\nx-svc-signature: ${SIGNATURE}\r\nX-SVC-SIGNATURE-PREVIOUS:${PREVIOUS}\r\n\r\n`
    const parsed = parseHeaderBlock(block)
    expect(signaturesFrom(parsed)).toEqual({ signature: SIGNATURE, previousSignature: PREVIOUS })
    expect(parsed.values.get('host')).toBe('127.0.0.1:8443')
    expect(parsed.skipped).toBe(0)
  })

  it('reads curl -v output, keeping values that contain colons', () => {
    const parsed = parseHeaderBlock(
      `> POST /hooks HTTP/2\n> Host: hooks.example.com\n> X-SVC-Signature: ${SIGNATURE}\n> X-SVC-Timestamp: 1804690800\n>\n< HTTP/2 200\n< date: Wed, 10 Mar 2027 15:00:00 GMT`,
    )
    expect(signaturesFrom(parsed)).toEqual({ signature: SIGNATURE, previousSignature: '' })
    expect(parsed.values.get('date')).toBe('Wed, 10 Mar 2027 15:00:00 GMT')
  })

  it('reads a JSON object of headers, as Node logs req.headers', () => {
    const parsed = parseHeaderBlock(JSON.stringify({ 'x-svc-signature': SIGNATURE, 'x-svc-event-id': 'e1', 'x-forwarded-for': ['1.2.3.4'], nested: { a: 1 } }))
    expect(signaturesFrom(parsed).signature).toBe(SIGNATURE)
    expect(parsed.values.get('x-forwarded-for')).toBe('1.2.3.4')
    expect(parsed.skipped).toBe(1)
  })

  it('keeps the first of a repeated header and counts lines that are not headers', () => {
    const parsed = parseHeaderBlock(`X-SVC-Signature: ${SIGNATURE}\nX-SVC-Signature: ${PREVIOUS}\nthis is not a header\n: no name`)
    expect(signaturesFrom(parsed).signature).toBe(SIGNATURE)
    expect(parsed.skipped).toBe(2)
  })

  it('finds nothing in an empty block or in text that only starts like JSON', () => {
    expect(signaturesFrom(parseHeaderBlock(''))).toEqual({ signature: '', previousSignature: '' })
    expect(signaturesFrom(parseHeaderBlock(`{ not json\nX-SVC-Signature: ${SIGNATURE}`)).signature).toBe(SIGNATURE)
  })
})
