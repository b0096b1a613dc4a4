/**
 * Vehicle identification numbers (49 CFR 565): 17 characters, no I, O or Q, check digit in position 9.
 * The contract's trailer VIN is looser (sections 2.5 and 8): 10 to 17 characters, any letters and digits.
 */

export const POWER_UNIT_VIN_LENGTH = 17
export const TRAILER_VIN_MIN_LENGTH = 10
export const TRAILER_VIN_MAX_LENGTH = 17

const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]+$/
const LETTERS_AND_DIGITS = /^[A-Z0-9]+$/
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
}
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

export function normalizeVin(vin: string): string {
  return vin.trim().toUpperCase()
}

export function hasVinCharactersOnly(vin: string): boolean {
  return VIN_CHARACTERS.test(vin)
}

/** The check digit a 17-character VIN should carry in position 9 ('0'-'9' or 'X'). */
export function expectedVinCheckDigit(vin: string): string {
  let sum = 0
  for (let index = 0; index < POWER_UNIT_VIN_LENGTH; index += 1) {
    const character = vin[index] ?? '0'
    const value = /\d/.test(character) ? Number(character) : (TRANSLITERATION[character] ?? 0)
    sum += value * (WEIGHTS[index] ?? 0)
  }
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

function isPowerUnitVinShape(vin: string): boolean {
  return vin.length === POWER_UNIT_VIN_LENGTH && hasVinCharactersOnly(vin)
}

export function hasValidVinCheckDigit(vin: string): boolean {
  return isPowerUnitVinShape(vin) && vin[8] === expectedVinCheckDigit(vin)
}

/** A trailer's serial may use any letter: I, O and Q included. */
export function hasLettersAndDigitsOnly(vin: string): boolean {
  return LETTERS_AND_DIGITS.test(vin)
}

/** A power unit's VIN as a pattern, either case (the service reads it in capitals): for the OpenAPI document. */
export const POWER_UNIT_VIN_PATTERN = new RegExp(`^[A-HJ-NPR-Za-hj-npr-z0-9]{${POWER_UNIT_VIN_LENGTH}}$`)
/** A trailer's VIN (sections 2.5 and 8) as a pattern, either case. */
export const TRAILER_VIN_PATTERN = new RegExp(`^[A-Za-z0-9]{${TRAILER_VIN_MIN_LENGTH},${TRAILER_VIN_MAX_LENGTH}}$`)
