import { createHash, randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto'

/** Passwords are stored as salted scrypt hashes, compared in constant time. */
const SCRYPT_COST = 4096

export function hashSecret(secret: string): string {
  const salt = randomBytes(16)
  const hash = scryptSync(secret, salt, 32, { N: SCRYPT_COST })
  return `${salt.toString('base64url')}.${hash.toString('base64url')}`
}

export function secretMatches(secret: string, stored: string): boolean {
  const [saltText, hashText] = stored.split('.')
  if (!saltText || !hashText) return false
  const expected = Buffer.from(hashText, 'base64url')
  const actual = scryptSync(secret, Buffer.from(saltText, 'base64url'), expected.length, { N: SCRYPT_COST })
  return timingSafeEqual(actual, expected)
}

/** Refresh tokens and reset codes are random; only their SHA-256 digest is kept. */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url')
}

export function digestsMatch(value: string, storedDigest: string): boolean {
  const actual = Buffer.from(digest(value))
  const expected = Buffer.from(storedDigest)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export function randomToken(bytes = 48): string {
  return randomBytes(bytes).toString('base64url')
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('')
}
