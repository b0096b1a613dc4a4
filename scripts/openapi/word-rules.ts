import type { OperationId } from '../../src/contract/operations.ts'
import { PIP_STATES } from '../../src/contract/quote-enums.ts'
import { QUOTE_LIMITS } from '../../src/contract/quote-rules/limits.ts'
import { MAX_MONTHS_BESIDE_YEARS } from '../../src/contract/leaf-rules.ts'
import { SUBMISSION_EDIT_LIMITS } from '../../src/contract/submission-edits.ts'

/**
 * The rules the service applies to a request that its schema in the document does not state: each
 * written into its operation's description, and each either taught to the sampler of the document's
 * tests or given the reason it never meets them (scripts/openapi/__tests__/both-ways.test.ts). The
 * reasons are the classes of ADR 0120.
 */

export const WHY = {
  today: 'it depends on the day of the request',
  fields: 'it relates several fields',
  account: 'it depends on the signed-in account',
  stored: 'it depends on what the service holds',
  numberText: 'it is a range of a number sent as text: minimum and maximum apply to JSON numbers only',
  parser: 'it is the WHATWG URL parser’s reading, which no pattern spells',
} as const

export interface WordRule {
  /** The request's field, dotted, `[]` for every row (`vehicles[].year`); `body` for the whole. */
  field: string
  rule: string
  why: (typeof WHY)[keyof typeof WHY]
}

const { maxUnitValue, oldestVehicleYear, maxEffectiveDaysAhead, minDriverAge, maxDriverAge, minAgeAtHire } = QUOTE_LIMITS
const MODEL_YEAR = `From ${oldestVehicleYear} to next year.`
const DRIVER_AGE = `The driver is ${minDriverAge} to ${maxDriverAge} years old`

const QUOTE_RULES: readonly WordRule[] = [
  { field: 'coverage.effectiveDate', rule: `From today (by the last US time zone) to ${maxEffectiveDaysAhead} days ahead.`, why: WHY.today },
  { field: 'coverage', rule: 'At least one of `requestAl`, `requestApd`, `requestMtc`, `requestTgl` and `requestNtl` is `Y`.', why: WHY.fields },
  {
    field: 'coverage.optAlPip',
    rule: `\`Y\` only with \`requestAl\` \`Y\` and a garage in ${PIP_STATES.join(', ')}; \`optAlUm\` \`Y\` only with \`requestAl\` \`Y\`.`,
    why: WHY.fields,
  },
  { field: 'insuredInformation.monthsInBusiness', rule: `0 to ${MAX_MONTHS_BESIDE_YEARS}.`, why: WHY.numberText },
  { field: 'commodities', rule: 'The `commodityPercentage` of all rows add up to exactly 100.', why: WHY.fields },
  { field: 'radius', rule: 'The four percentages add up to exactly 100.', why: WHY.fields },
  { field: 'vehicles[].year', rule: MODEL_YEAR, why: WHY.today },
  { field: 'trailers[].year', rule: MODEL_YEAR, why: WHY.today },
  { field: 'vehicles[].value', rule: `Above 0, at most ${maxUnitValue}; the same for trailers.`, why: WHY.numberText },
  { field: 'vehicles[].vin', rule: 'Each VIN once across `vehicles` and `trailers`, compared in capitals.', why: WHY.fields },
  {
    field: 'drivers[].dateOfBirth',
    rule: `${DRIVER_AGE} on the effective date; \`dateOfHire\` is not in the future nor before the ${minAgeAtHire}th birthday; \`yearsExperience\` at most the age less ${minAgeAtHire}.`,
    why: WHY.fields,
  },
  {
    field: 'retailAgent',
    rule: 'Required and checked for an account of a wholesale agency; for a retail one it is ignored, neither checked nor kept.',
    why: WHY.account,
  },
]

const INDICATION_RULES: readonly WordRule[] = [
  ...QUOTE_RULES,
  { field: 'limits.nbrOfTrucks', rule: 'At least 1.', why: WHY.numberText },
  {
    field: 'limits.limitAutoLiability',
    rule: `With \`requestAl\` \`Y\`: ${QUOTE_LIMITS.minALLimit} to ${QUOTE_LIMITS.maxALLimit}.`,
    why: WHY.fields,
  },
]

const EDITED_UNIT_RULES: readonly WordRule[] = [
  { field: 'year', rule: MODEL_YEAR, why: WHY.today },
  { field: 'vehicle_id_number', rule: 'Not the VIN of another vehicle or trailer of the transaction, compared in capitals.', why: WHY.stored },
]

const SUBSCRIPTION_RULES: readonly WordRule[] = [
  { field: 'endpoint_url', rule: 'The WHATWG URL parser reads it with a host: a domain or an IP address, a port up to 65535.', why: WHY.parser },
  { field: 'event_types', rule: '`submission.public_reply` only for an account with its early access.', why: WHY.account },
]

export const WORD_RULES: Readonly<Partial<Record<OperationId, readonly WordRule[]>>> = {
  confirmPasswordReset: [
    {
      field: 'new_password',
      rule: 'Not containing the part of `username` before the @ (when it has 3 characters or more), and not a common password.',
      why: WHY.fields,
    },
  ],
  requestQuote: QUOTE_RULES,
  requestIndication: INDICATION_RULES,
  addDriver: [
    {
      field: 'driver_date_of_birth',
      rule: `Not in the future. ${DRIVER_AGE} on the later of today and the policy’s effective date, with at most that age less ${minAgeAtHire} of CDL experience (years and months; at most ${SUBMISSION_EDIT_LIMITS.maxCdlYears} years).`,
      why: WHY.today,
    },
  ],
  addTrailer: EDITED_UNIT_RULES,
  updateVehicle: EDITED_UNIT_RULES,
  approveCancellation: [
    {
      field: 'cancellation_reason',
      rule: 'Rule 1: a non-empty list when neither reason-aware intake nor approval enforcement is on, or when none is stored.',
      why: WHY.stored,
    },
    {
      field: 'cancellation_guard_id',
      rule: 'Rule 7, on a guarded cancellation: the guard’s id, `cancellation_guard_acknowledged` true and a `cancellation_guard_approval_comment`.',
      why: WHY.stored,
    },
  ],
  createWebhookSubscription: SUBSCRIPTION_RULES,
  updateWebhookSubscription: SUBSCRIPTION_RULES,
}

/** The rules of an operation as its description says them: a list after the operation's own words. */
export function wordRulesText(rules: readonly WordRule[]): string {
  const lines = rules.map(({ field, rule, why }) => `- \`${field}\`: ${rule} In words, as ${why}.`)
  return ['Also checked, beyond the schema:', ...lines].join('\n')
}
