/**
 * HMAC-SHA256 with the browser's WebCrypto (no library): the key is the UTF-8 bytes of the whole secret
 * as shown (`whsec_` included, nothing decoded), the message the exact body bytes (section 6.4 and
 * docs/api-assumptions.md, "Webhooks").
 */

const encoder = new TextEncoder()

export const utf8Bytes = (text: string): Uint8Array<ArrayBuffer> => encoder.encode(text)

export async function hmacSha256(secret: string, message: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', utf8Bytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, message))
}

export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** The signature a delivery of `body` carries for `secret`: lower-case hex, 64 characters. */
export async function signatureOf(secret: string, body: string): Promise<string> {
  return toHex(await hmacSha256(secret, utf8Bytes(body)))
}

/** Lower-case hex of a SHA-256 (32 bytes), exactly as the service writes it; null for anything else. */
export function signatureBytes(text: string): Uint8Array | null {
  if (!/^[0-9a-f]{64}$/.test(text)) return null
  return Uint8Array.from({ length: 32 }, (_, index) => Number.parseInt(text.slice(index * 2, index * 2 + 2), 16))
}

/**
 * Equal bytes, in a time that depends only on the length (public: always 32 here), never on where the
 * first difference is, so timing tells an attacker nothing about how close a forged signature came.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index += 1) difference |= a[index]! ^ b[index]!
  return difference === 0
}
