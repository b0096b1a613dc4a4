import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { constantTimeEqual, signatureOf } from '../signing/hmac'
import { bodyWarnings, verifyDelivery } from '../signing/verify'

const SECRET = 'whsec_3q2-7wDEADbeefCAFEbabe0123456789abcdefGHIJ_kl'
const PREVIOUS = 'whsec_previousSecretPreviousSecretPreviousSecr'
const BODY =
  '{"payload_version":1,"event_type":"submission.pending_cancellation","event_id":"5b0e4a52-2f8f-4b55-9d0e-3c1f3d9a6b21","display_id":"BR-10001","transaction_id":"1","previous_status":1,"new_status":5,"occurred_at":"2027-03-10T15:00:00.000Z"}'

/** What the service sends: Node's HMAC over the UTF-8 bytes, keyed with the UTF-8 bytes of the whole secret. */
const nodeSignature = (secret: string, body: string) => createHmac('sha256', Buffer.from(secret, 'utf8')).update(Buffer.from(body, 'utf8')).digest('hex')

const verify = (overrides: Partial<Parameters<typeof verifyDelivery>[0]>) =>
  verifyDelivery({ body: BODY, secret: SECRET, signature: nodeSignature(SECRET, BODY), previousSignature: '', ...overrides })

describe('signatureOf', () => {
  it('computes what Node computes, for ASCII and for multi-byte text', async () => {
    expect(await signatureOf(SECRET, BODY)).toBe(nodeSignature(SECRET, BODY))
    const accented = '{"note":"Café – ünïcödé 🚚"}'
    expect(await signatureOf(SECRET, accented)).toBe(nodeSignature(SECRET, accented))
  })

  it('keys with the whole secret, prefix included, decoding nothing', async () => {
    expect(await signatureOf(SECRET, BODY)).not.toBe(nodeSignature(SECRET.slice('whsec_'.length), BODY))
  })
})

describe('verifyDelivery', () => {
  it('says the current signature matches', async () => {
    const verdict = await verify({})
    expect(verdict).toMatchObject({ matched: 'current', current: 'matches', previous: 'absent', expected: nodeSignature(SECRET, BODY) })
    expect(verdict.bodyBytes).toBe(Buffer.byteLength(BODY))
  })

  it('says the previous signature matches when the secret is the one a rotation replaced', async () => {
    const verdict = await verify({ secret: PREVIOUS, signature: nodeSignature(SECRET, BODY), previousSignature: nodeSignature(PREVIOUS, BODY) })
    expect(verdict).toMatchObject({ matched: 'previous', current: 'differs', previous: 'matches' })
  })

  it('with both headers and the new secret, names the current one', async () => {
    const verdict = await verify({ previousSignature: nodeSignature(PREVIOUS, BODY) })
    expect(verdict).toMatchObject({ matched: 'current', current: 'matches', previous: 'differs' })
  })

  it('finds no match with a wrong secret', async () => {
    const verdict = await verify({ secret: 'whsec_wrong', previousSignature: nodeSignature(PREVIOUS, BODY) })
    expect(verdict).toMatchObject({ matched: null, current: 'differs', previous: 'differs' })
  })

  it('finds no match once a byte of the body changes: a trailing newline, CRLF for LF, a space, pretty printing', async () => {
    const pretty = JSON.stringify(JSON.parse(BODY), null, 2)
    const signedPretty = nodeSignature(SECRET, pretty)
    for (const body of [`${BODY}\n`, ` ${BODY}`, BODY.replace(',', ', ')]) {
      expect((await verify({ body })).matched).toBeNull()
    }
    expect((await verify({ body: pretty, signature: signedPretty })).matched).toBe('current')
    expect((await verify({ body: pretty.replaceAll('\n', '\r\n'), signature: signedPretty })).matched).toBeNull()
  })

  it('tells a signature that is not lower-case hex from one that differs, and ignores spaces around a header', async () => {
    const signature = nodeSignature(SECRET, BODY)
    expect((await verify({ signature: signature.toUpperCase() })).current).toBe('malformed')
    expect((await verify({ signature: signature.slice(1) })).current).toBe('malformed')
    expect((await verify({ signature: `sha256=${signature}` })).current).toBe('malformed')
    expect((await verify({ signature: `  ${signature}\n` })).matched).toBe('current')
  })
})

describe('constantTimeEqual', () => {
  it('compares every byte', () => {
    expect(constantTimeEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 3))).toBe(true)
    expect(constantTimeEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 4))).toBe(false)
    expect(constantTimeEqual(Uint8Array.of(9, 2, 3), Uint8Array.of(1, 2, 3))).toBe(false)
    expect(constantTimeEqual(Uint8Array.of(1, 2), Uint8Array.of(1, 2, 3))).toBe(false)
  })
})

describe('bodyWarnings', () => {
  it('warns of whitespace around the body and of line breaks, and says nothing of a compact body', () => {
    expect(bodyWarnings(BODY)).toEqual([])
    expect(bodyWarnings(`${BODY}\n`)).toEqual([expect.stringContaining('ends with a line break'), expect.stringContaining('line breaks')])
    expect(bodyWarnings(` ${BODY}`)).toEqual([expect.stringContaining('starts with')])
  })
})
