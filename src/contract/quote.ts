import * as z from 'zod/mini'
import { US_DATE_PATTERN } from '../generic/dates.ts'
import { phoneDigits } from '../generic/phone.ts'
import { US_STATE_CODE_PATTERN } from '../generic/us-states.ts'
import { POWER_UNIT_VIN_PATTERN, TRAILER_VIN_PATTERN } from '../generic/vin.ts'
import { LICENSE_NUMBER_PATTERN, MAX_BROKER_FEE, MAX_TEXT_LENGTH, US_PHONE_PATTERN, USDOT_PATTERN, wholeCents, ZIP_PATTERN } from './leaf-rules.ts'
import { COMMODITIES, DRIVER_ELIGIBILITY, keysOf, TRAILER_BODY_TYPES, VEHICLE_BODY_TYPES, VEHICLE_CLASSES } from './quote-enums.ts'
import { QUOTE_LIMITS } from './quote-rules/limits.ts'
import { stated } from './stated.ts'
import { formatCount } from '../generic/text.ts'

/**
 * The quote and indication request object of section 2.7, as it travels. Leaf values are strings
 * unless the contract says otherwise (broker fees are numbers, `isOwner` is a boolean). Which fields
 * are required is "not shown": the choices are here, and in docs/api-assumptions.md. Rules that
 * span fields (sums, VINs, ages, dates) are in quote-rules/.
 */

/** Free text, trimmed; the submission edits' bodies use the same. */
export const trimmedText = (max = MAX_TEXT_LENGTH) => z.string().check(z.trim(), z.maxLength(max, `Use at most ${max} characters`))
/** Not blank once trimmed: `\S` is exactly what `trim()` keeps, so the pattern states the rule. */
export const requiredTrimmedText = (max?: number) => trimmedText(max).check(z.regex(/\S/, 'Required'))
/** Optional leaves may be absent, null, or an empty string. */
const optional = <Schema extends z.core.$ZodType>(schema: Schema) => z.optional(z.nullable(z.union([z.literal(''), schema])))

export const yesNoSchema = z.enum(['Y', 'N'])
export const usDateSchema = z.string().check(z.regex(US_DATE_PATTERN, 'Use a real date written MM/DD/YYYY'))
export const wholeNumberTextSchema = z.string().check(z.regex(/^\d{1,9}$/, 'Use a whole number, digits only'))
export const amountTextSchema = z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/, 'Use an amount in dollars, like 125000 or 125000.50'))
export const percentTextSchema = z.string().check(z.regex(/^\d{1,3}(\.\d{1,2})?$/, 'Use a percentage, like 40 or 12.5'))
export const stateCodeSchema = z.string().check(z.regex(US_STATE_CODE_PATTERN, 'Use a two-letter US state code, like TX'))
export const zipSchema = z.string().check(z.regex(ZIP_PATTERN, 'Use a 5-digit ZIP code'))
/** Punctuation and a leading 1 are allowed (`(214) 555-0147`, `+1 214 555 0147`); the digits are kept. */
export const phoneSchema = z.pipe(z.string().check(z.regex(US_PHONE_PATTERN, 'Use a 10-digit US phone number')), z.transform(phoneDigits))
export const emailSchema = z.string().check(z.trim(), z.email('Use an e-mail address like name@example.com'))
/** A driver's license number, in a quote and when a driver is added to a submission. */
export const licenseNumberSchema = requiredTrimmedText().check(z.regex(LICENSE_NUMBER_PATTERN, 'Use letters, digits, spaces and hyphens, at most 20'))
const countrySchema = z.string().check(z.regex(/^[A-Z]{2,3}$/, 'Use a country code, like US'))
const brokerFeeSchema = z
  .number()
  .check(
    z.minimum(0, 'A broker fee cannot be negative'),
    z.maximum(MAX_BROKER_FEE, `A broker fee above $${formatCount(MAX_BROKER_FEE)} is not accepted`),
    wholeCents(),
  )

export const insuredInformationSchema = z.object({
  legalName: requiredTrimmedText(),
  dbaName: optional(trimmedText()),
  dotNumber: z.string().check(z.regex(USDOT_PATTERN, 'Use the USDOT number, up to 8 digits')),
  ownerName: optional(trimmedText()),
  email: optional(emailSchema),
  yearsInBusiness: wholeNumberTextSchema,
  monthsInBusiness: wholeNumberTextSchema,
  insuranceContactFirstName: optional(trimmedText()),
  insuranceContactLastName: optional(trimmedText()),
  insuranceContactPhone: optional(phoneSchema),
  insuranceContactEmail: optional(emailSchema),
})

export const garageAddressSchema = z.object({
  garageStreet: requiredTrimmedText(),
  garageCity: requiredTrimmedText(),
  garageState: stateCodeSchema,
  garageZip: zipSchema,
  garageCounty: optional(trimmedText()),
  garageCountry: optional(countrySchema),
})

export const mailingAddressSchema = z.object({
  mailingStreet: requiredTrimmedText(),
  mailingCity: requiredTrimmedText(),
  mailingState: stateCodeSchema,
  mailingZip: zipSchema,
  mailingCounty: optional(trimmedText()),
  mailingCountry: optional(countrySchema),
})

export const shippingAddressSchema = z.object({
  shippingStreet: requiredTrimmedText(),
  shippingCity: requiredTrimmedText(),
  shippingState: stateCodeSchema,
  shippingZip: zipSchema,
  shippingCounty: optional(trimmedText()),
  shippingCountry: optional(countrySchema),
})

export const coverageSchema = z.object({
  requestAl: yesNoSchema,
  optAlPip: yesNoSchema,
  optAlUm: yesNoSchema,
  requestApd: yesNoSchema,
  requestMtc: yesNoSchema,
  requestTgl: yesNoSchema,
  requestNtl: yesNoSchema,
  brokerFeeAL: z.optional(brokerFeeSchema),
  brokerFeeAPD: z.optional(brokerFeeSchema),
  brokerFeeMTC: z.optional(brokerFeeSchema),
  brokerFeeTGL: z.optional(brokerFeeSchema),
  brokerFeeNTL: z.optional(brokerFeeSchema),
  effectiveDate: usDateSchema,
})

export const retailAgentSchema = z.object({
  AgencyName: requiredTrimmedText(),
  FirstName: requiredTrimmedText(),
  LastName: requiredTrimmedText(),
  Phone: phoneSchema,
  Email: emailSchema,
  Street: optional(trimmedText()),
  City: optional(trimmedText()),
  State: optional(stateCodeSchema),
  Zip: optional(zipSchema),
})

export const limitsSchema = z.object({
  trailerInterchange: yesNoSchema,
  trailerInterchangeLimit: amountTextSchema,
  limitTowingStorage: amountTextSchema,
  nbrOfTrucks: wholeNumberTextSchema,
  valueOfTrucks: amountTextSchema,
  nbrOfTrailers: wholeNumberTextSchema,
  valueOfTrailers: amountTextSchema,
  limitAutoLiability: amountTextSchema,
})

export const OPERATION_FLAGS = [
  'opsLocal',
  'opsIntermediate',
  'opsLongHaul',
  'opsIntermodalPort',
  'opsDumpTruckOther',
  'opsDumpTruckSandGravel',
  'opsEndDumper',
  'opsLogging',
  'opsRefrigirated',
  'opsHotShot',
  'opsOversizedOvernight',
  'opsAutomobileHauler',
  'opsTowingRep',
  'opsHouseholdGoods',
  'opsTanker',
  'ineligibleOperations',
  'filingsAlFederal',
  'filingsAlState',
  'priorInsuranceCancelledNonrenewed',
] as const
export type OperationFlag = (typeof OPERATION_FLAGS)[number]

export const operationsSchema = z.object(Object.fromEntries(OPERATION_FLAGS.map((flag) => [flag, yesNoSchema])) as Record<OperationFlag, typeof yesNoSchema>)

export const RADIUS_BUCKETS = ['radius0_50', 'radius51_200', 'radius201_500', 'radius501'] as const
export type RadiusBucket = (typeof RADIUS_BUCKETS)[number]

export const radiusSchema = z.object(
  Object.fromEntries(RADIUS_BUCKETS.map((bucket) => [bucket, percentTextSchema])) as Record<RadiusBucket, typeof percentTextSchema>,
)

/** A commodity row: the contract names only `commodityPercentage`; `commodityKey` is the peer API's name. */
export const commoditySchema = z.object({
  commodityKey: z.enum(keysOf(COMMODITIES)),
  commodityPercentage: percentTextSchema,
})

export const terminalSchema = z.object({
  terminalStreet: requiredTrimmedText(),
  terminalCity: requiredTrimmedText(),
  terminalState: stateCodeSchema,
  terminalZip: zipSchema,
  terminalCounty: optional(trimmedText()),
})

/** Trimmed and upper-cased; the quote rules check the VIN (quote-rules/vins.ts), stated here for the document. */
const vinText = (pattern: RegExp) => z.string().check(z.trim(), z.toUpperCase(), z.minLength(1, 'Required'), ...stated({ pattern: pattern.source }))

export const vehicleSchema = z.object({
  vin: vinText(POWER_UNIT_VIN_PATTERN),
  includeAPDTowing: yesNoSchema,
  year: wholeNumberTextSchema,
  make: requiredTrimmedText(),
  model: requiredTrimmedText(),
  value: amountTextSchema,
  classKey: z.enum(keysOf(VEHICLE_CLASSES)),
  bodyTypeKey: z.enum(keysOf(VEHICLE_BODY_TYPES)),
})

export const trailerSchema = z.object({
  vin: vinText(TRAILER_VIN_PATTERN),
  year: wholeNumberTextSchema,
  make: requiredTrimmedText(),
  model: requiredTrimmedText(),
  value: amountTextSchema,
  bodyTypeKey: z.enum(keysOf(TRAILER_BODY_TYPES)),
})

/**
 * Section 2.7 asks for "text such as the value meaning covered"; section 2.3 writes that value `Y`
 * (Covered) and `N` (Excluded). Both spellings are accepted and read as Covered or Excluded.
 */
const ELIGIBILITY_FROM_FLAG = { Y: 'Covered', N: 'Excluded' } as const
export const driverEligibilitySchema = z.pipe(
  z.enum([...keysOf(DRIVER_ELIGIBILITY), 'Y', 'N']),
  z.transform((value) => (value === 'Y' || value === 'N' ? ELIGIBILITY_FROM_FLAG[value] : value)),
)

export const driverSchema = z.object({
  firstName: requiredTrimmedText(),
  lastName: requiredTrimmedText(),
  licenseState: stateCodeSchema,
  licenseNumber: licenseNumberSchema,
  dateOfBirth: usDateSchema,
  dateOfHire: optional(usDateSchema),
  yearsExperience: wholeNumberTextSchema,
  accidents_total: wholeNumberTextSchema,
  violations_total: wholeNumberTextSchema,
  suspensions_total: wholeNumberTextSchema,
  eligibility: driverEligibilitySchema,
  isOwner: z.boolean(),
})

export const LOSS_LINES = ['Al', 'Apd', 'Mtc', 'Tgl', 'Ntl'] as const
export const lossEntrySchema = z.object({
  lossAlCount: wholeNumberTextSchema,
  lossAlPaid: amountTextSchema,
  lossApdCount: wholeNumberTextSchema,
  lossApdPaid: amountTextSchema,
  lossMtcCount: wholeNumberTextSchema,
  lossMtcPaid: amountTextSchema,
  lossTglCount: wholeNumberTextSchema,
  lossTglPaid: amountTextSchema,
  lossNtlCount: wholeNumberTextSchema,
  lossNtlPaid: amountTextSchema,
})

export const quoteRequestSchema = z.object({
  insuredInformation: insuredInformationSchema,
  garageAddress: garageAddressSchema,
  mailingAddress: mailingAddressSchema,
  coverage: coverageSchema,
  retailAgent: z.optional(retailAgentSchema),
  operations: operationsSchema,
  radius: radiusSchema,
  commoditiesRefrigeration: z._default(yesNoSchema, 'N'),
  commodities: z.array(commoditySchema).check(z.minLength(1, 'Add at least one commodity')),
  terminals: z._default(z.array(terminalSchema), []),
  /** A quote needs a vehicle and a driver (quote-rules/quote-rule-issues.ts); an indication is priced from its limits. */
  vehicles: z.array(vehicleSchema).check(...stated({ minItems: 1 })),
  trailers: z._default(z.array(trailerSchema), []),
  drivers: z.array(driverSchema).check(...stated({ minItems: 1 })),
  /** Keyed by a string index ("0", "1", ...); at most 5 entries (quote-rules/quote-rule-issues.ts). */
  losses: z._default(
    z
      .record(z.string().check(z.regex(/^\d+$/, 'Loss entries are keyed "0", "1", ...')), lossEntrySchema)
      .check(...stated({ maxProperties: QUOTE_LIMITS.maxLossEntries })),
    {},
  ),
})
export type QuoteRequest = z.output<typeof quoteRequestSchema>
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>

export const indicationRequestSchema = z.extend(quoteRequestSchema, {
  limits: limitsSchema,
  shippingAddress: shippingAddressSchema,
  vehicles: z._default(z.array(vehicleSchema), []),
  drivers: z._default(z.array(driverSchema), []),
})
export type IndicationRequest = z.output<typeof indicationRequestSchema>
export type IndicationRequestInput = z.input<typeof indicationRequestSchema>

/** One coverage of a response, keyed by lower-case code (`al`, `apd`, ...). */
export const coverageResultSchema = z.object({
  totalCost: z.number(),
  premium: z.number(),
  limit: z.number(),
  deductible: z.number(),
})
export type CoverageResult = z.infer<typeof coverageResultSchema>

export const quoteResponseSchema = z.object({
  status: z.literal('Quoted'),
  submission_number: z.string(),
  coverages: z.record(z.string(), coverageResultSchema),
  quote_pdf: z.string(),
})
export type QuoteResponse = z.infer<typeof quoteResponseSchema>

export const indicationResponseSchema = z.object({
  status: z.literal('Indication'),
  submission_number: z.string(),
  coverages: z.record(z.string(), coverageResultSchema),
})
export type IndicationResponse = z.infer<typeof indicationResponseSchema>
