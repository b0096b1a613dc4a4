import * as z from 'zod/mini'
import { isUsPhone, LICENSE_NUMBER_PATTERN, MAX_TEXT_LENGTH, ZIP_PATTERN } from '../contract/leaf-rules.ts'
import { isRealIsoDate } from '../generic/dates.ts'
import { formatCount } from '../generic/text.ts'
import { formatUsd, parseMoneyBox, parseMoneyInput } from '../generic/money.ts'
import { withoutPercentSign, type NumberValue } from '../generic/number-input.ts'
import { isUsStateCode } from '../generic/us-states.ts'

/**
 * Field checks for form models, with messages that name the field (GOV.UK style), built on the
 * contract's leaf rules (src/contract/leaf-rules.ts). They accept what a person types
 * ("(404) 555-0123", "125,000"); each form's wire mapping turns that into the contract's text.
 */

const TOO_LONG = `Use at most ${MAX_TEXT_LENGTH} characters`

export const requiredText = (whenEmpty: string) => z.string().check(z.trim(), z.minLength(1, whenEmpty), z.maxLength(MAX_TEXT_LENGTH, TOO_LONG))

export const optionalText = () => z.string().check(z.maxLength(MAX_TEXT_LENGTH, TOO_LONG))

const EMAIL_MESSAGE = 'Enter an e-mail address in the correct format, like name@example.com'
export const email = (whenEmpty: string) => z.string().check(z.trim(), z.minLength(1, whenEmpty), z.email(EMAIL_MESSAGE))
export const optionalEmail = () =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || z.safeParse(z.email(), value).success, EMAIL_MESSAGE),
  )

const PHONE_MESSAGE = 'Enter a 10-digit US phone number, like 404 555 0123'
export const phone = (whenEmpty: string) => z.string().check(z.trim(), z.minLength(1, whenEmpty), z.refine(isUsPhone, PHONE_MESSAGE))
export const optionalPhone = () =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isUsPhone(value), PHONE_MESSAGE),
  )

const ZIP_MESSAGE = 'Enter a 5-digit ZIP code, like 30301'
export const zip = (whenEmpty: string) => z.string().check(z.trim(), z.minLength(1, whenEmpty), z.regex(ZIP_PATTERN, ZIP_MESSAGE))
export const optionalZip = () =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || ZIP_PATTERN.test(value), ZIP_MESSAGE),
  )

export const licenseNumber = (whenEmpty: string) =>
  z.string().check(z.trim(), z.minLength(1, whenEmpty), z.regex(LICENSE_NUMBER_PATTERN, 'Enter the license number as letters and digits'))

export const usState = (whenEmpty: string) => z.string().check(z.refine(isUsStateCode, whenEmpty))
export const optionalUsState = () => z.string().check(z.refine((value) => value === '' || isUsStateCode(value), 'Select a state from the list'))

export const choice = <Key extends string>(keys: readonly [Key, ...Key[]], whenEmpty: string) =>
  z.string().check(z.refine((value) => (keys as readonly string[]).includes(value), whenEmpty))

export const isoDate = (whenEmpty: string) => z.string().check(z.minLength(1, whenEmpty), z.refine(isRealIsoDate, 'Enter a real date, like 03/15/1985'))
export const optionalIsoDate = () => z.string().check(z.refine((value) => value === '' || isRealIsoDate(value), 'Enter a real date, like 03/15/2021'))

interface NumberRule {
  /** What the box asks for, as it reads in a sentence: "the model year", "years of experience". */
  name: string
  min: number
  max: number
  whole?: boolean
  /** Dollars, typed in a money box: said as amounts ("$1,000,000"), with the shorthand it reads ("52k"). */
  money?: boolean
}

/** A check whose message depends on the value: `problem` returns null when the value is fine. */
export const checked = <Value>(problem: (value: Value) => string | null) =>
  z.custom<Value>().check(
    z.superRefine((value, context) => {
      const message = problem(value as Value)
      if (message) context.addIssue({ code: 'custom', message, input: value })
    }),
  )

function rangeMessage(name: string, min: number, max: number, money = false) {
  const figure = (value: number) => (money ? formatUsd(String(value)) : formatCount(value))
  return `Enter ${name} from ${figure(min)} to ${figure(max)}`
}

/**
 * Round figures a person recognises, tried in turn: a box's example is the first inside its own range,
 * so a limit of $300,000 or more is never told "like 52,000" (issue 39).
 */
const EXAMPLES = [52_000, 1_000_000, 250_000, 12_500, 2_500, 500, 50, 5]
/** Figures with a comma between thousands, for a box that was typed one in the wrong place. */
const GROUPED_EXAMPLES = [12_500, 1_000_000, 2_500, 250_000]

const exampleIn = (min: number, max: number, examples = EXAMPLES) => examples.find((example) => example >= min && example <= max)

/** `52k`, `1m`, `2.5k`: the shorthand a money box reads for an example of a thousand or more. */
const shorthandOf = (amount: number) => (amount >= 1_000_000 ? `${amount / 1_000_000}m` : `${amount / 1_000}k`)

/** Why the text typed into a number box is not a number, in words; any figure it gives lies in the box's range. */
function typedTextProblem(text: string, { name, min, max, whole = true, money = false }: NumberRule): string {
  const parsed = money ? parseMoneyBox(text) : parseMoneyInput(withoutPercentSign(text))
  const problem = parsed.ok ? null : parsed.problem
  if (problem === 'too-many-decimals') return whole ? `Enter ${name} as a whole number` : `Enter ${name} with at most 2 decimals`
  if (problem === 'negative') return rangeMessage(name, min, max, money)
  const thousands = exampleIn(min, max, GROUPED_EXAMPLES)
  if (text.includes(',')) {
    return thousands === undefined
      ? `Enter ${name} as a number, without commas`
      : `Enter ${name} as a number, with commas only between thousands, like ${formatCount(thousands)}`
  }
  const example = exampleIn(min, max)
  if (!money || example === undefined) return `Enter ${name} as a number`
  return example >= 1_000 ? `Enter ${name}, like ${formatCount(example)} or ${shorthandOf(example)}` : `Enter ${name}, like ${formatCount(example)}`
}

export function numberProblem(value: NumberValue, rule: NumberRule, required = true): string | null {
  const { name, min, max, whole = true, money = false } = rule
  if (value === null) return required ? `Enter ${name}` : null
  if (typeof value === 'string') return typedTextProblem(value, rule)
  if (whole && !Number.isInteger(value)) return `Enter ${name} as a whole number`
  if (value < min || value > max) return rangeMessage(name, min, max, money)
  return null
}

/** A required number box: empty says "Enter ...", nonsense says "... as a number", then the range. */
export const number = (rule: NumberRule) => checked<NumberValue>((value) => numberProblem(value, rule))

/** An optional number box: empty is fine. */
export const optionalNumber = (rule: NumberRule) => checked<NumberValue>((value) => numberProblem(value, rule, false))
