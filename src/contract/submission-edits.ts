import * as z from 'zod/mini'
import { ISO_DATE_PATTERN, type Today, wholeMonthsBetween } from '../generic/dates.ts'
import { yearsAndMonths } from '../generic/durations.ts'
import { TRAILER_VIN_PATTERN } from '../generic/vin.ts'
import { MAX_MONTHS_BESIDE_YEARS, wholeCents } from './leaf-rules.ts'
import { keysOf, TRAILER_BODY_TYPES, TRAILER_OWNERSHIPS, VEHICLE_BODY_TYPES, VEHICLE_CLASSES } from './quote-enums.ts'
import { licenseNumberSchema, requiredTrimmedText, stateCodeSchema, trimmedText } from './quote.ts'
import { driverAgeProblem } from './quote-rules/dates.ts'
import type { RuleIssue } from './quote-rules/issue.ts'
import { QUOTE_LIMITS } from './quote-rules/limits.ts'
import { unitValueProblem, unitYearProblem } from './quote-rules/units.ts'
import { trailerVinProblem, updatedVehicleVinProblem, type VinProblem } from './quote-rules/vins.ts'
import { stated } from './stated.ts'
import { formatCount } from '../generic/text.ts'

/**
 * Edits of a submission transaction: add a driver (sections 2.3, 4.4), add a trailer (2.5, 4.6),
 * update a vehicle (2.4, 4.5). The field names and required sets the contract leaves "not shown" are
 * decided here, once (docs/api-assumptions.md, "Submission edits"). Integers and amounts are JSON
 * numbers, as the contract types them. The rules that need today's date are the functions at the end.
 */

export const SUBMISSION_EDIT_LIMITS = {
  maxCount: 99,
  maxCdlYears: QUOTE_LIMITS.maxDriverAge - QUOTE_LIMITS.minAgeAtHire,
  maxDeductible: 100_000,
} as const

/** Section 2.3 does not name the eligibility field; the peer API calls it `covered` (peer-api-notes.md). */
export const DRIVER_COVERED = [
  ['Y', 'Covered'],
  ['N', 'Excluded'],
] as const

/** A zod check from a rule that gives its problem in words, or null. */
const problemCheck = <Value>(problemOf: (value: Value) => string | null) =>
  z.check<Value>((payload) => {
    const problem = problemOf(payload.value)
    if (problem) payload.issues.push({ code: 'custom', message: problem, input: payload.value })
  })

/** An optional field of an add: absent, null (and, for text, empty) all mean "not given". */
const optional = <Schema extends z.core.$ZodType>(schema: Schema) => z.optional(z.nullable(schema))

const wholeNumber = (max: number, message: string) => z.int().check(z.minimum(0, message), z.maximum(max, message))
const countSchema = wholeNumber(SUBMISSION_EDIT_LIMITS.maxCount, `Use a count from 0 to ${SUBMISSION_EDIT_LIMITS.maxCount}`)

const unitValueSchema = z.number().check(
  ...stated(
    { exclusiveMinimum: 0, maximum: QUOTE_LIMITS.maxUnitValue },
    problemCheck((value: number) => unitValueProblem(String(value))),
  ),
  wholeCents(),
)
const deductibleSchema = z
  .number()
  .check(
    z.minimum(0, 'A deductible cannot be negative'),
    z.maximum(SUBMISSION_EDIT_LIMITS.maxDeductible, `A deductible above $${formatCount(SUBMISSION_EDIT_LIMITS.maxDeductible)} is not accepted`),
    wholeCents(),
  )

/**
 * Trimmed and upper-cased; 10 to 17 letters and digits, as the document states it. A check digit that
 * does not match is not refused (only a warning in the portal).
 */
const vinSchema = (problemOf: (vin: string) => VinProblem | null) =>
  z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, 'Required'),
    ...stated(
      { pattern: TRAILER_VIN_PATTERN.source },
      problemCheck((vin: string) => {
        const problem = vin ? problemOf(vin) : null
        return problem?.severity === 'error' ? problem.message : null
      }),
    ),
  )

export const addDriverRequestSchema = z.object({
  name_first: requiredTrimmedText(),
  name_last: requiredTrimmedText(),
  driver_license_state: stateCodeSchema,
  /** The quote's rule: a driver quoted and a driver added are checked alike. */
  driver_license_number: licenseNumberSchema,
  driver_date_of_birth: z.string().check(z.regex(ISO_DATE_PATTERN, 'Use a real date written YYYY-MM-DD'), ...stated({ format: 'date' })),
  covered: z.enum(keysOf(DRIVER_COVERED)),
  years_cdl_experience: optional(wholeNumber(SUBMISSION_EDIT_LIMITS.maxCdlYears, `Use 0 to ${SUBMISSION_EDIT_LIMITS.maxCdlYears} years`)),
  months_cdl_experience: optional(wholeNumber(MAX_MONTHS_BESIDE_YEARS, `Use 0 to ${MAX_MONTHS_BESIDE_YEARS} months; whole years go in the years`)),
  accidents_total: optional(countSchema),
  suspensions_total: optional(countSchema),
  violations_total: optional(countSchema),
  major_violations_total: optional(countSchema),
})
export type AddDriverRequest = z.output<typeof addDriverRequestSchema>
export type AddDriverRequestInput = z.input<typeof addDriverRequestSchema>

export const addTrailerRequestSchema = z.object({
  vehicle_id_number: vinSchema(trailerVinProblem),
  /** From 1960 to next year: `unitRuleIssues`. */
  year: z.int(),
  make: optional(trimmedText()),
  model: optional(trimmedText()),
  value: optional(unitValueSchema),
  body_type: z.enum(keysOf(TRAILER_BODY_TYPES)),
  ownership: z.enum(keysOf(TRAILER_OWNERSHIPS)),
  deductible: optional(deductibleSchema),
})
export type AddTrailerRequest = z.output<typeof addTrailerRequestSchema>
export type AddTrailerRequestInput = z.input<typeof addTrailerRequestSchema>
export type TrailerOwnership = AddTrailerRequest['ownership']

/** The fields of section 2.4, in its order: the order of `updated_fields`. */
export const VEHICLE_FIELDS = ['vehicle_id_number', 'year', 'make', 'model', 'class', 'value', 'body_type', 'deductible'] as const
export type VehicleField = (typeof VEHICLE_FIELDS)[number]

/** Only what changes is sent: each field optional but not null, at least one, and no other field. */
export const updateVehicleRequestSchema = z
  .strictObject(
    {
      vehicle_id_number: z.optional(vinSchema(updatedVehicleVinProblem)),
      year: z.optional(z.int()),
      make: z.optional(requiredTrimmedText()),
      model: z.optional(requiredTrimmedText()),
      class: z.optional(z.enum(keysOf(VEHICLE_CLASSES))),
      value: z.optional(unitValueSchema),
      body_type: z.optional(z.enum(keysOf(VEHICLE_BODY_TYPES))),
      deductible: z.optional(deductibleSchema),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Not a vehicle field: use ${VEHICLE_FIELDS.join(', ')}` : undefined) },
  )
  .check(
    ...stated(
      { minProperties: 1 },
      z.refine<object>((fields) => Object.keys(fields).length > 0, `Send at least one field to change: ${VEHICLE_FIELDS.join(', ')}`),
    ),
  )
export type UpdateVehicleRequest = z.output<typeof updateVehicleRequestSchema>
export type UpdateVehicleRequestInput = z.input<typeof updateVehicleRequestSchema>

const edited = { status: z.literal('success'), submission_number: z.string(), transaction_id: z.int() }

export const addDriverResponseSchema = z.object({ ...edited, driver_id: z.int() })
export type AddDriverResponse = z.infer<typeof addDriverResponseSchema>

export const addTrailerResponseSchema = z.object({ ...edited, trailer_id: z.int() })
export type AddTrailerResponse = z.infer<typeof addTrailerResponseSchema>

/** `updated_fields` names what changed; another service may name fields this portal does not know. */
export const updateVehicleResponseSchema = z.object({ ...edited, vehicle_id: z.int(), updated_fields: z.array(z.string()) })
export type UpdateVehicleResponse = z.infer<typeof updateVehicleResponseSchema>

/** CDL experience starts at 16 at the earliest: the quote's rule for years, here to the month. */
export function cdlExperienceProblem(years: number, months: number, birthIso: string, onIso: string): string | null {
  const possible = Math.max(0, wholeMonthsBetween(birthIso, onIso) - QUOTE_LIMITS.minAgeAtHire * 12)
  return years * 12 + months > possible ? `At this age a driver can have at most ${yearsAndMonths(possible)} of CDL experience` : null
}

/**
 * The driver rules that need dates. `drivesFrom` is the day the driver starts driving under the
 * transaction: the sandbox takes the later of today and the policy's effective date; the portal, which
 * cannot read the submission, takes today. Runs on what parsed, so each field may be missing.
 */
export function driverRuleIssues(driver: Partial<AddDriverRequest>, today: Today, drivesFrom = today.latest): RuleIssue[] {
  const birth = driver.driver_date_of_birth
  if (!birth) return []
  const problem = (path: keyof AddDriverRequest, message: string): RuleIssue[] => [{ path, severity: 'error', message }]
  if (birth > today.latest) return problem('driver_date_of_birth', 'A date of birth cannot be in the future')
  const age = driverAgeProblem(birth, drivesFrom)
  if (age) return problem('driver_date_of_birth', age)
  const { years_cdl_experience: years, months_cdl_experience: months } = driver
  const experience = cdlExperienceProblem(years ?? 0, months ?? 0, birth, drivesFrom)
  if (!experience) return []
  return problem(typeof years === 'number' ? 'years_cdl_experience' : 'months_cdl_experience', experience)
}

/** A trailer's or vehicle's model year: from 1960 to next year, as in a quote. */
export function unitRuleIssues(unit: { year?: number | null }, today: Today): RuleIssue[] {
  const problem = typeof unit.year === 'number' ? unitYearProblem(String(unit.year), today) : null
  return problem ? [{ path: 'year', severity: 'error', message: problem }] : []
}
