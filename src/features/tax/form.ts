import * as z from 'zod/mini'
import { COVERAGE_CODES } from '@/contract/quote-enums'
import { taxCalculationRequestSchema, type TaxCalculationField, type TaxCalculationRequest } from '@/contract/tax'
import { parseMoneyBox, type MoneyInputProblem } from '@/generic/money'
import { isRfc3339Date, localRfc3339OnDay } from '@/generic/rfc3339'
import { isUsStateCode } from '@/generic/us-states'
import { formFieldOf, wireFieldsOf, writeWire, type WireTable } from '@/contract/wire-table'
import { asIs } from '@/contract/wire-values'
import { UNSPLIT_FEES } from '@/domain/taxes/insured-totals'

/** What a person edits: dates from date inputs (`YYYY-MM-DD`), amounts as typed (`1,250.5`). */
export interface TaxForm {
  state: string
  effectiveDate: string
  quoteCreatedOn: string
  coverageType: string
  premium: string
  /** Sent as `policy_fee`: the insurer's fees, or a quote's fees and charges whole when it could not split them (`unsplit`). */
  fees: string
  underwritingFee: string
}

/**
 * How the amounts are named on screen, in messages and in the copied text. The fees are what the request
 * sends as its `policy_fee`: the insurer's fees charged with the premium (a quote's policy and filing
 * fees, never the broker's: ADR 0052); the underwriting fee is the one fee some states leave untaxed.
 */
export const AMOUNT_NAMES = {
  premium: { label: 'Premium', noun: 'premium' },
  fees: { label: 'Insurer’s fees and charges', noun: 'insurer’s fees and charges' },
  underwritingFee: { label: 'Underwriting fee', noun: 'underwriting fee' },
} as const

/** The fees' name: a quote that could not split off its broker fee hands over its fees and charges whole, named so. */
export const feesLabel = (unsplit: boolean) => (unsplit ? UNSPLIT_FEES : AMOUNT_NAMES.fees.label)

/** Each input as a sentence names it: "No figures until the premium is corrected." */
export const FIELD_NOUNS: Record<keyof TaxForm, string> = {
  state: 'home state',
  coverageType: 'coverage',
  effectiveDate: 'policy effective date',
  quoteCreatedOn: 'date the quote was created',
  premium: AMOUNT_NAMES.premium.noun,
  fees: AMOUNT_NAMES.fees.noun,
  underwritingFee: AMOUNT_NAMES.underwritingFee.noun,
}

const MONEY_MESSAGES: Record<Exclude<MoneyInputProblem, 'empty'>, (name: string) => string> = {
  negative: (name) => `The ${name} cannot be negative`,
  'too-many-decimals': () => 'Use dollars and cents, with at most 2 decimals, like 1,250.50',
  'not-an-amount': (name) => `Enter the ${name} in dollars, like 1,250.50`,
}

function moneyField(name: string, { optional }: { optional: boolean }) {
  return z.string().check(
    z.superRefine((text, context) => {
      const parsed = parseMoneyBox(text)
      if (parsed.ok || (optional && parsed.problem === 'empty')) return
      const message = parsed.problem === 'empty' ? `Enter the ${name}` : MONEY_MESSAGES[parsed.problem](name)
      context.issues.push({ code: 'custom', message, input: text })
    }),
  )
}

const dateField = (missing: string) =>
  z.string().check(
    z.minLength(1, missing),
    z.refine((text) => text === '' || isRfc3339Date(text), 'Enter a real date'),
  )

export const taxFormSchema = z.object({
  state: z.string().check(z.refine(isUsStateCode, 'Choose the insured’s home state')),
  effectiveDate: dateField('Enter the policy effective date'),
  quoteCreatedOn: dateField('Enter the date the quote was created'),
  coverageType: z.string().check(z.refine((code) => (COVERAGE_CODES as readonly string[]).includes(code), 'Choose the coverage')),
  premium: moneyField(AMOUNT_NAMES.premium.noun, { optional: false }),
  fees: moneyField(AMOUNT_NAMES.fees.noun, { optional: true }),
  underwritingFee: moneyField(AMOUNT_NAMES.underwritingFee.noun, { optional: true }),
})

/** A valid form's amount as the contract writes it; a blank optional fee is zero. */
const amount = (text: string) => {
  const parsed = parseMoneyBox(text)
  return parsed.ok ? parsed.value : '0.00'
}

/** The form with whose wall-clock time `quote_created_at` is written. */
interface TaxWireSource extends TaxForm {
  timeOfDay: Date
}
const from = wireFieldsOf<TaxWireSource>()

/** The request of section 4.3, field by field; the contract's schema then checks the values. */
const TAX_WIRE = {
  state: from('state', asIs),
  effective_date: from('effectiveDate', asIs),
  quote_created_at: from('quoteCreatedOn', (day, form) => localRfc3339OnDay(day, form.timeOfDay)),
  coverage_type: from('coverageType', asIs),
  premium: from('premium', amount),
  policy_fee: from('fees', amount),
  underwriting_fee: from('underwritingFee', amount),
} as const satisfies WireTable<TaxWireSource, Record<TaxCalculationField, string>>

/** Where each wire field of a 422 is shown on the form. */
export const taxFieldOf = (wirePath: string) => formFieldOf(TAX_WIRE, wirePath) as keyof TaxForm | null

/**
 * The wire request, or null while the form cannot make a valid one. `quote_created_at` is the chosen
 * date at the wall-clock time of `timeOfDay` (when the page opened, or when the quote was received):
 * for today that is simply "now"; for another date it is that day at the same time.
 */
export function toTaxCalculationRequest(form: TaxForm, timeOfDay: Date): TaxCalculationRequest | null {
  if (!z.safeParse(taxFormSchema, form).success) return null
  const checked = z.safeParse(taxCalculationRequestSchema, writeWire(TAX_WIRE, { ...form, timeOfDay }))
  return checked.success ? checked.data : null
}
