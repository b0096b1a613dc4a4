import * as z from 'zod/mini'
import { ISO_DATE_PATTERN } from '../generic/dates.ts'
import { RFC3339_DATE_TIME_PATTERN } from '../generic/rfc3339.ts'
import { US_STATE_CODE_PATTERN } from '../generic/us-states.ts'
import { COVERAGE_CODES } from './quote-enums.ts'
import { stated } from './stated.ts'

/**
 * POST /submission/tax-calculations (sections 2.6 and 4.3). Every field is required; the sandbox
 * validates with `taxCalculationRequestSchema`, the client parses with `taxCalculationResponseSchema`.
 *
 * A `rate` is the fraction of the taxable base, as a decimal string: 4.85 % travels as `"0.0485"`.
 */

/** Section 4.3's money pattern: digits, optionally a point and one or two digits. No sign, no spaces. */
export const MONEY_PATTERN = /^\d+(\.\d{1,2})?$/

const requiredString = (wrongType: string) => z.string({ error: (issue) => (issue.input === undefined ? 'Required' : wrongType) })

const moneySchema = requiredString('Send the amount as a string, like "12500.00"').check(
  z.regex(MONEY_PATTERN, 'Use digits with up to two decimals, like 12500 or 12500.50 (no sign, spaces or exponent)'),
)

export const taxCalculationRequestSchema = z.object({
  state: requiredString('Send the state as a string').check(
    z.regex(US_STATE_CODE_PATTERN, 'Use the two-letter code of a US state or DC, in capitals, like TX'),
  ),
  effective_date: requiredString('Send the date as a string').check(
    z.regex(ISO_DATE_PATTERN, 'Use a real date written YYYY-MM-DD'),
    ...stated({ format: 'date' }),
  ),
  quote_created_at: requiredString('Send the date and time as a string').check(
    z.regex(RFC3339_DATE_TIME_PATTERN, 'Use an RFC 3339 date and time with Z or an offset, like 2024-11-20T14:03:11Z or 2024-11-20T09:03:11-05:00'),
    ...stated({ format: 'date-time' }),
  ),
  coverage_type: z.enum(COVERAGE_CODES, {
    error: (issue) => (issue.input === undefined ? 'Required' : `Use one of ${COVERAGE_CODES.join(', ')}`),
  }),
  premium: moneySchema,
  policy_fee: moneySchema,
  underwriting_fee: moneySchema,
})
export type TaxCalculationRequest = z.infer<typeof taxCalculationRequestSchema>
export type TaxCalculationField = keyof TaxCalculationRequest

const decimalText = z.string().check(z.regex(/^-?\d+(\.\d+)?$/))

/**
 * One line of `calculations[]` (section 2.6): a percentage line has a rate and a taxable base and no
 * flat amount; a flat line the reverse.
 */
export const taxCalculationLineSchema = z.discriminatedUnion('calculation_type', [
  z.object({
    code: z.string(),
    label: z.string(),
    calculation_type: z.literal('percentage'),
    rate: decimalText,
    flat_amount: z.null(),
    taxable_base: decimalText,
    amount: decimalText,
  }),
  z.object({
    code: z.string(),
    label: z.string(),
    calculation_type: z.literal('flat'),
    rate: z.null(),
    flat_amount: decimalText,
    taxable_base: z.null(),
    amount: decimalText,
  }),
])
export type TaxCalculationLine = z.infer<typeof taxCalculationLineSchema>

export const taxCalculationResponseSchema = z.object({
  data: z.object({
    state: z.string(),
    effective_date: z.string(),
    quote_created_at: z.string(),
    coverage_type: z.string(),
    /** "Contents not shown": the sandbox echoes the request, normalized (amounts with two decimals). */
    inputs: z.record(z.string(), z.unknown()),
    calculations: z.array(taxCalculationLineSchema),
    total: decimalText,
  }),
  meta: z.object({ currency: z.string(), assumptions: z.array(z.string()) }),
})
export type TaxCalculationResponse = z.infer<typeof taxCalculationResponseSchema>
