import { constantTimeEqual, hmacSha256, signatureBytes, toHex, utf8Bytes } from './hmac'

/** What one signature header says about the body and secret: absent, not a signature, or compared. */
export type HeaderCheck = 'absent' | 'malformed' | 'matches' | 'differs'

export interface Verdict {
  /** Which header the secret signed, if any: `current` is X-SVC-Signature, `previous` X-SVC-Signature-Previous. */
  matched: 'current' | 'previous' | null
  current: HeaderCheck
  previous: HeaderCheck
  /** What this secret signs the body to: to compare by eye with the header. */
  expected: string
  /** How many bytes were signed (UTF-8 of the body as given). */
  bodyBytes: number
}

export interface DeliveryToVerify {
  /** The raw body, exactly as received: a space or line break more or less changes the bytes. */
  body: string
  secret: string
  signature: string
  previousSignature: string
}

function check(header: string, expected: Uint8Array): HeaderCheck {
  const text = header.trim()
  if (text === '') return 'absent'
  const given = signatureBytes(text)
  if (!given) return 'malformed'
  return constantTimeEqual(given, expected) ? 'matches' : 'differs'
}

/** Computes the HMAC of the body with the secret and compares it with both headers in constant time. */
export async function verifyDelivery({ body, secret, signature, previousSignature }: DeliveryToVerify): Promise<Verdict> {
  const bytes = utf8Bytes(body)
  const expected = await hmacSha256(secret, bytes)
  const current = check(signature, expected)
  const previous = check(previousSignature, expected)
  const matched = current === 'matches' ? 'current' : previous === 'matches' ? 'previous' : null
  return { matched, current, previous, expected: toHex(expected), bodyBytes: bytes.length }
}

/** Why pasted bytes may differ from what was sent, said before the person checks. */
export function bodyWarnings(body: string): string[] {
  const warnings: string[] = []
  if (body !== body.trimEnd())
    warnings.push('The body ends with a line break or space. If the raw body your receiver got does not, remove it: the signature covers every byte.')
  if (body !== body.trimStart()) warnings.push('The body starts with a line break or space. If the raw body your receiver got does not, remove it.')
  if (/\n/.test(body))
    warnings.push('The body has line breaks. Deliveries are compact JSON on one line: a pretty-printed copy has other bytes and will not match.')
  return warnings
}
