import * as z from 'zod/mini'
import { isRealIsoDate } from '@/lib/dates'
import { parseMoneyInput } from '@/lib/money'
import { phoneDigits } from '@/lib/phone'
import { isUsStateCode } from '@/lib/us-states'
import { withoutPercentSign, type NumberValue } from '@/lib/number-input'

/**
 * Field checks for the form model, with messages that name the field (GOV.UK style). They accept what
 * a person types ("(404) 555-0123", "125,000"); to-wire.ts turns that into the contract's text.
 */

const MAX_TEXT = 200

export const requiredText = (whenEmpty: string) =>
  z.string().check(z.trim(), z.minLength(1, whenEmpty), z.maxLength(MAX_TEXT, `Use at most ${MAX_TEXT} characters`))

export const optionalText = () => z.string().check(z.maxLength(MAX_TEXT, `Use at most ${MAX_TEXT} characters`))

const EMAIL_MESSAGE = 'Enter an e-mail address in the correct format, like name@example.com'
export const email = (whenEmpty: string) => z.string().check(z.trim(), z.minLength(1, whenEmpty), z.email(EMAIL_MESSAGE))
export const optionalEmail = () => z.string().check(z.trim(), z.refine((value) => value === '' || z.safeParse(z.email(), value).success, EMAIL_MESSAGE))

const PHONE_MESSAGE = 'Enter a 10-digit US phone number, like 404 555 0123'
const isPhone = (value: string) => phoneDigits(value).length === 10 && /^[\d\s().+-]+$/.test(value.trim())
export const phone = (whenEmpty: string) => z.string().check(z.trim(), z.minLength(1, whenEmpty), z.refine(isPhone, PHONE_MESSAGE))
export const optionalPhone = () => z.string().check(z.trim(), z.refine((value) => value === '' || isPhone(value), PHONE_MESSAGE))

export const zip = (whenEmpty: string) =>
  z.string().check(z.trim(), z.minLength(1, whenEmpty), z.regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code, like 30301'))
export const optionalZip = () => z.string().check(z.trim(), z.regex(/^(\d{5}(-\d{4})?)?$/, 'Enter a 5-digit ZIP code, like 30301'))

export const usState = (whenEmpty: string) => z.string().check(z.refine(isUsStateCode, whenEmpty))
export const optionalUsState = () => z.string().check(z.refine((value) => value === '' || isUsStateCode(value), 'Select a state from the list'))

export const choice = <Key extends string>(keys: readonly [Key, ...Key[]], whenEmpty: string) =>
  z.string().check(z.refine((value) => (keys as readonly string[]).includes(value), whenEmpty))

export const isoDate = (whenEmpty: string) =>
  z.string().check(z.minLength(1, whenEmpty), z.refine(isRealIsoDate, 'Enter a real date, like 03/15/1985'))
export const optionalIsoDate = () => z.string().check(z.refine((value) => value === '' || isRealIsoDate(value), 'Enter a real date, like 03/15/2021'))

interface NumberRule {
  /** What the box asks for, as it reads in a sentence: "the model year", "years of experience". */
  name: string
  min: number
  max: number
  whole?: boolean
}

/** A check whose message depends on the value: `problem` returns null when the value is fine. */
export const checked = <Value>(problem: (value: Value) => string | null) =>
  z.custom<Value>().check(
    z.superRefine((value, context) => {
      const message = problem(value as Value)
      if (message) context.addIssue({ code: 'custom', message, input: value })
    }),
  )

const rangeMessage = (name: string, min: number, max: number) => `Enter ${name} from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`

/** Why the text typed into a number box is not a number, in words. */
function typedTextProblem(text: string, { name, min, max, whole = true }: NumberRule): string {
  const parsed = parseMoneyInput(withoutPercentSign(text))
  const problem = parsed.ok ? null : parsed.problem
  if (problem === 'too-many-decimals') return whole ? `Enter ${name} as a whole number` : `Enter ${name} with at most 2 decimals`
  if (problem === 'negative') return rangeMessage(name, min, max)
  if (text.includes(',')) return `Enter ${name} as a number, with commas only between thousands, like 12,500`
  return `Enter ${name} as a number`
}

export function numberProblem(value: NumberValue, rule: NumberRule, required = true): string | null {
  const { name, min, max, whole = true } = rule
  if (value === null) return required ? `Enter ${name}` : null
  if (typeof value === 'string') return typedTextProblem(value, rule)
  if (whole && !Number.isInteger(value)) return `Enter ${name} as a whole number`
  if (value < min || value > max) return rangeMessage(name, min, max)
  return null
}

/** A required number box: empty says "Enter ...", nonsense says "... as a number", then the range. */
export const number = (rule: NumberRule) => checked<NumberValue>((value) => numberProblem(value, rule))

/** An optional number box: empty is fine. */
export const optionalNumber = (rule: NumberRule) => checked<NumberValue>((value) => numberProblem(value, rule, false))
