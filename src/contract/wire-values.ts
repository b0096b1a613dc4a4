import { isoToUsDate } from '../generic/dates.ts'
import type { NumberValue } from '../generic/number-input.ts'
import { phoneDigits } from '../generic/phone.ts'

/**
 * Form values as the contract writes them, for the converters of wire tables (src/contract/wire-table.ts).
 * They run on forms that passed their checks.
 */

export const yesNo = (flag: boolean) => (flag ? 'Y' : 'N')
export const trimmed = (text: string) => text.trim()
/** A required number, already checked to be one. */
export const numberText = (value: NumberValue) => String(value ?? '')
/** A box where empty means none. */
export const zeroIfEmpty = (value: NumberValue) => String(value ?? 0)
export const optionalText = (value: string) => value.trim() || undefined
export const optionalPhone = (value: string) => (value.trim() ? phoneDigits(value) : undefined)
/** A date input's `YYYY-MM-DD` as section 2.7's `MM/DD/YYYY`. */
export const usDate = (isoDate: string) => (isoDate ? isoToUsDate(isoDate) : '')
export const optionalUsDate = (isoDate: string) => (isoDate ? isoToUsDate(isoDate) : undefined)
/** A choice the checks already required. */
export const chosen = <Key extends string>(value: Key | '') => value as Key
/** A value the contract takes as the form holds it (a state code, a boolean). */
export const asIs = <Value>(value: Value) => value
/** License numbers are compared in capitals. */
export const upperCaseText = (text: string) => text.trim().toUpperCase()

// The submission edits' bodies (sections 2.3 to 2.5) carry numbers as JSON numbers.

/** A number box already checked to hold a number. */
export const jsonNumber = (value: NumberValue) => (typeof value === 'number' ? value : Number.NaN)
/** An optional number box: empty is left out of the body. */
export const optionalJsonNumber = (value: NumberValue) => (typeof value === 'number' ? value : undefined)
/** A count where an empty box means none. */
export const jsonCountOrZero = (value: NumberValue) => (typeof value === 'number' ? value : 0)
/** An optional choice: none chosen is left out of the body. */
export const optionalChoice = <Key extends string>(value: Key | '') => (value === '' ? undefined : value)
