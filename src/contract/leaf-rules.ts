import * as z from 'zod/mini'

/**
 * The rules of single values, written once: the contract's schemas (so the sandbox) and the forms'
 * checks both build on them, each with messages for its own reader ("Use ..." for an integrator,
 * "Enter ..." naming the field for a person). Sets of allowed values are in quote-enums.ts, VINs in
 * quote-rules/vins.ts, dates in src/generic/dates.ts.
 */

/** Free text fields: at most this many characters (docs/api-assumptions.md). */
export const MAX_TEXT_LENGTH = 200

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/

/** A USDOT number: up to 8 digits. */
export const USDOT_PATTERN = /^\d{1,8}$/

/** A driver's license (CDL) number as states issue them: letters, digits, spaces and hyphens. */
export const LICENSE_NUMBER_PATTERN = /^[A-Za-z0-9 -]{1,20}$/

/** A US phone number as people write it: 10 digits (a leading 1 allowed) with spaces, dots, hyphens, brackets or a plus. */
export const US_PHONE_PATTERN = /^[\s().+-]*(?:1[\s().+-]*)?(?:\d[\s().+-]*){10}$/
export const isUsPhone = (text: string) => US_PHONE_PATTERN.test(text)

/** A broker fee: dollars and cents, from $0 to this cap. */
export const MAX_BROKER_FEE = 10_000

/** Dollars and cents: at most two decimals, a multiple of 0.01 (JSON Schema's `multipleOf` says the same). */
export const wholeCents = () => z.multipleOf(0.01, 'Use dollars and cents, at most two decimals')

/** Months besides the whole years (in business, of CDL experience): 0 to 11. */
export const MAX_MONTHS_BESIDE_YEARS = 11
