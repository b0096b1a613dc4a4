import { addDays, daysBetween, usDateToIso, wholeYearsBetween } from '../../lib/dates.ts'
import {
  hasVinCharactersOnly,
  hasValidVinCheckDigit,
  isTrailerVinShape,
  normalizeVin,
  POWER_UNIT_VIN_LENGTH,
  TRAILER_VIN_MAX_LENGTH,
  TRAILER_VIN_MIN_LENGTH,
} from '../../lib/vin.ts'
import { PIP_STATES } from './quote-enums.ts'
import type { IndicationRequest, QuoteRequest } from './quote.ts'
import { RADIUS_BUCKETS } from './quote.ts'

/**
 * The quote rules that span fields, checked by the portal before submit and by the sandbox again.
 * Each primitive is exported so a wizard step can check its own part; `quoteRuleIssues` runs them all
 * on a wire request and reports wire paths (`drivers.2.dateOfBirth`).
 */

export type RuleSeverity = 'error' | 'warning'
export interface RuleIssue {
  path: string
  message: string
  /** A warning (a VIN check digit that does not match) can be confirmed by the person; an error blocks. */
  severity: RuleSeverity
}

export interface RuleContext {
  mode: 'quote' | 'indication'
  /** Today as `YYYY-MM-DD` (the sandbox clock, or the browser's date). */
  today: string
  /** Known only to the service; the portal passes what the person told it (docs/api-assumptions.md). */
  agencyType?: 'retail' | 'wholesale'
}

export const QUOTE_LIMITS = {
  maxLossEntries: 5,
  oldestVehicleYear: 1960,
  maxUnitValue: 2_000_000,
  minDriverAge: 18,
  maxDriverAge: 90,
  minAgeAtHire: 16,
  maxEffectiveDaysAhead: 180,
  minAutoLiabilityLimit: 300_000,
  maxAutoLiabilityLimit: 5_000_000,
} as const

/** A decimal text ("12.5") in hundredths (1250), so sums compare exactly. */
export function hundredths(value: string): number {
  const [whole = '0', fraction = ''] = value.trim().split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
}

export function percentagesSumTo100(values: readonly string[]): boolean {
  return values.reduce((sum, value) => sum + hundredths(value || '0'), 0) === 100_00
}

export function formatHundredths(total: number): string {
  return (total / 100).toFixed(2).replace(/\.?0+$/, '')
}

export function percentageTotal(values: readonly string[]): string {
  return formatHundredths(values.reduce((sum, value) => sum + hundredths(value || '0'), 0))
}

export interface VinProblem {
  severity: RuleSeverity
  message: string
}

export function powerUnitVinProblem(rawVin: string): VinProblem | null {
  const vin = normalizeVin(rawVin)
  if (vin.length !== POWER_UNIT_VIN_LENGTH) {
    return { severity: 'error', message: `A power unit VIN has ${POWER_UNIT_VIN_LENGTH} characters; this one has ${vin.length}` }
  }
  if (!hasVinCharactersOnly(vin)) {
    return { severity: 'error', message: 'A VIN uses digits and capital letters other than I, O and Q' }
  }
  if (!hasValidVinCheckDigit(vin)) {
    return { severity: 'warning', message: 'The check digit (9th character) does not match the rest of the VIN: check it was typed correctly' }
  }
  return null
}

export function trailerVinProblem(rawVin: string): VinProblem | null {
  const vin = normalizeVin(rawVin)
  if (isTrailerVinShape(vin)) return null
  if (vin.length < TRAILER_VIN_MIN_LENGTH || vin.length > TRAILER_VIN_MAX_LENGTH) {
    return { severity: 'error', message: `A trailer VIN has ${TRAILER_VIN_MIN_LENGTH} to ${TRAILER_VIN_MAX_LENGTH} characters; this one has ${vin.length}` }
  }
  return { severity: 'error', message: 'A VIN uses digits and capital letters other than I, O and Q' }
}

/** Issues on every VIN after its first appearance, across vehicles and trailers. */
export function duplicateVinIssues(
  vehicles: readonly ({ vin?: string } | null)[],
  trailers: readonly ({ vin?: string } | null)[],
): RuleIssue[] {
  const seen = new Map<string, string>()
  const issues: RuleIssue[] = []
  const units = [
    ...vehicles.map((unit, index) => ({ vin: unit?.vin ?? '', path: `vehicles.${index}.vin`, label: `vehicle ${index + 1}` })),
    ...trailers.map((unit, index) => ({ vin: unit?.vin ?? '', path: `trailers.${index}.vin`, label: `trailer ${index + 1}` })),
  ]
  for (const unit of units) {
    const vin = normalizeVin(unit.vin)
    if (!vin) continue
    const first = seen.get(vin)
    if (first) issues.push({ path: unit.path, severity: 'error', message: `This VIN is already entered for ${first}` })
    else seen.set(vin, unit.label)
  }
  return issues
}

export function unitYearProblem(year: string, today: string): string | null {
  const value = Number(year)
  const newest = Number(today.slice(0, 4)) + 1
  if (!Number.isInteger(value) || value < QUOTE_LIMITS.oldestVehicleYear || value > newest) {
    return `Use a model year from ${QUOTE_LIMITS.oldestVehicleYear} to ${newest}`
  }
  return null
}

export function unitValueProblem(value: string): string | null {
  const amount = Number(value)
  if (!(amount > 0) || amount > QUOTE_LIMITS.maxUnitValue) {
    return `Use a value above $0 and at most $${QUOTE_LIMITS.maxUnitValue.toLocaleString('en-US')}`
  }
  return null
}

/** The effective date: not in the past, and at most 180 days ahead. */
export function effectiveDateProblem(effectiveIsoDate: string, today: string): string | null {
  if (effectiveIsoDate < today) return 'The effective date cannot be in the past'
  if (daysBetween(today, effectiveIsoDate) > QUOTE_LIMITS.maxEffectiveDaysAhead) {
    return `The effective date can be at most ${QUOTE_LIMITS.maxEffectiveDaysAhead} days ahead (by ${addDays(today, QUOTE_LIMITS.maxEffectiveDaysAhead)})`
  }
  return null
}

export function driverAgeProblem(dateOfBirthIso: string, onIsoDate: string): string | null {
  const age = wholeYearsBetween(dateOfBirthIso, onIsoDate)
  if (age < QUOTE_LIMITS.minDriverAge) return `A driver must be at least ${QUOTE_LIMITS.minDriverAge} on the effective date`
  if (age > QUOTE_LIMITS.maxDriverAge) return `Check the date of birth: the driver would be over ${QUOTE_LIMITS.maxDriverAge}`
  return null
}

export function dateOfHireProblem(dateOfHireIso: string, dateOfBirthIso: string, today: string): string | null {
  if (dateOfHireIso > today) return 'The date of hire cannot be in the future'
  if (wholeYearsBetween(dateOfBirthIso, dateOfHireIso) < QUOTE_LIMITS.minAgeAtHire) {
    return `The date of hire is before the driver turned ${QUOTE_LIMITS.minAgeAtHire}`
  }
  return null
}

export function experienceProblem(yearsExperience: string, dateOfBirthIso: string, onIsoDate: string): string | null {
  const possible = wholeYearsBetween(dateOfBirthIso, onIsoDate) - QUOTE_LIMITS.minAgeAtHire
  return Number(yearsExperience) > Math.max(0, possible) ? `At this age a driver can have at most ${Math.max(0, possible)} years of experience` : null
}

export function pipOffered(garageState: string): boolean {
  return (PIP_STATES as readonly string[]).includes(garageState)
}

/** A row as the rules see it: the fields that parsed, or null when the row is not an object at all. */
type Row<T, Key extends keyof T> = Partial<Pick<T, Key>> | null
type Rows<T, Key extends keyof T> = readonly Row<T, Key>[]
type Group<T, Key extends keyof T = keyof T> = Partial<Pick<T, Key>> | null

/**
 * What the rules read. A whole wire request is one. So is what parsed of a request that failed its
 * schema: the fields that parsed, a group or row that is not an object at all as null. The sandbox
 * checks both, so rule problems are reported together with schema problems, and a rule never runs on
 * a field that did not parse (it is skipped, not guessed).
 */
export interface QuoteRuleInput {
  insuredInformation?: Group<QuoteRequest['insuredInformation'], 'monthsInBusiness'>
  garageAddress?: Group<QuoteRequest['garageAddress'], 'garageState'>
  coverage?: Group<QuoteRequest['coverage']>
  /** Only its presence matters: undefined is "not sent". */
  retailAgent?: unknown
  radius?: Group<QuoteRequest['radius']>
  commodities?: Rows<QuoteRequest['commodities'][number], 'commodityPercentage'> | null
  vehicles?: Rows<QuoteRequest['vehicles'][number], 'vin' | 'year' | 'value'> | null
  trailers?: Rows<QuoteRequest['trailers'][number], 'vin' | 'year' | 'value'> | null
  drivers?: Rows<QuoteRequest['drivers'][number], 'dateOfBirth' | 'dateOfHire' | 'yearsExperience'> | null
  losses?: Readonly<Record<string, unknown>> | null
  limits?: Group<IndicationRequest['limits'], 'nbrOfTrucks' | 'limitAutoLiability'>
}

const REQUEST_FLAGS = ['requestAl', 'requestApd', 'requestMtc', 'requestTgl', 'requestNtl'] as const

function coverageIssues(coverage: NonNullable<QuoteRuleInput['coverage']>, garageState: string | undefined): RuleIssue[] {
  const issues: RuleIssue[] = []
  const requested = REQUEST_FLAGS.map((flag) => coverage[flag])
  if (requested.every((flag) => flag === 'N')) issues.push({ path: 'coverage', severity: 'error', message: 'Request at least one coverage' })
  if (coverage.optAlPip === 'Y' && garageState !== undefined && !pipOffered(garageState)) {
    issues.push({ path: 'coverage.optAlPip', severity: 'error', message: `Personal injury protection is offered only for garages in ${PIP_STATES.join(', ')}` })
  }
  for (const option of ['optAlPip', 'optAlUm'] as const) {
    if (coverage[option] === 'Y' && coverage.requestAl === 'N') {
      issues.push({ path: `coverage.${option}`, severity: 'error', message: 'This option needs auto liability' })
    }
  }
  return issues
}

export function autoLiabilityLimitProblem(limit: string): string | null {
  const amount = Number(limit)
  const { minAutoLiabilityLimit: min, maxAutoLiabilityLimit: max } = QUOTE_LIMITS
  if (amount < min || amount > max) {
    return `Use an auto liability limit from $${min.toLocaleString('en-US')} to $${max.toLocaleString('en-US')}`
  }
  return null
}

/** An indication is priced from its `limits`: it needs a truck, and an auto liability limit the program writes. */
function limitsIssues(limits: NonNullable<QuoteRuleInput['limits']>, coverage: QuoteRuleInput['coverage']): RuleIssue[] {
  const issues: RuleIssue[] = []
  if (limits.nbrOfTrucks !== undefined && Number(limits.nbrOfTrucks) < 1) {
    issues.push({ path: 'limits.nbrOfTrucks', severity: 'error', message: 'An indication needs at least one truck' })
  }
  const limit = coverage?.requestAl === 'Y' ? limits.limitAutoLiability : undefined
  const limitProblem = limit === undefined ? null : autoLiabilityLimitProblem(limit)
  if (limitProblem) issues.push({ path: 'limits.limitAutoLiability', severity: 'error', message: limitProblem })
  return issues
}

function unitRowIssues(rows: NonNullable<QuoteRuleInput['vehicles']>, group: 'vehicles' | 'trailers', today: string): RuleIssue[] {
  const issues: RuleIssue[] = []
  const vinProblem = group === 'vehicles' ? powerUnitVinProblem : trailerVinProblem
  rows.forEach((unit, index) => {
    const vin = unit?.vin === undefined ? null : vinProblem(unit.vin)
    if (vin) issues.push({ path: `${group}.${index}.vin`, ...vin })
    const year = unit?.year === undefined ? null : unitYearProblem(unit.year, today)
    if (year) issues.push({ path: `${group}.${index}.year`, severity: 'error', message: year })
    const value = unit?.value === undefined ? null : unitValueProblem(unit.value)
    if (value) issues.push({ path: `${group}.${index}.value`, severity: 'error', message: value })
  })
  return issues
}

function unitIssues(request: QuoteRuleInput, context: RuleContext): RuleIssue[] {
  const vehicles = request.vehicles ?? []
  const trailers = request.trailers ?? []
  const issues = [
    ...unitRowIssues(vehicles, 'vehicles', context.today),
    ...unitRowIssues(trailers, 'trailers', context.today),
    ...duplicateVinIssues(vehicles, trailers),
  ]
  if (context.mode === 'quote' && request.vehicles?.length === 0) {
    issues.push({ path: 'vehicles', severity: 'error', message: 'A quote needs at least one vehicle' })
  }
  return issues
}

function driverIssues(request: QuoteRuleInput, context: RuleContext, effectiveIsoDate: string | null): RuleIssue[] {
  const issues: RuleIssue[] = []
  const onDate = effectiveIsoDate ?? context.today
  request.drivers?.forEach((driver, index) => {
    const birth = driver?.dateOfBirth === undefined ? null : usDateToIso(driver.dateOfBirth)
    if (!driver || !birth) return
    const age = driverAgeProblem(birth, onDate)
    if (age) issues.push({ path: `drivers.${index}.dateOfBirth`, severity: 'error', message: age })
    const hire = driver.dateOfHire ? usDateToIso(driver.dateOfHire) : null
    const hireProblem = hire && dateOfHireProblem(hire, birth, context.today)
    if (hireProblem) issues.push({ path: `drivers.${index}.dateOfHire`, severity: 'error', message: hireProblem })
    const experience = driver.yearsExperience === undefined ? null : experienceProblem(driver.yearsExperience, birth, onDate)
    if (experience) issues.push({ path: `drivers.${index}.yearsExperience`, severity: 'error', message: experience })
  })
  if (context.mode === 'quote' && request.drivers?.length === 0) {
    issues.push({ path: 'drivers', severity: 'error', message: 'A quote needs at least one driver' })
  }
  return issues
}

/** Only when every percentage parsed: a missing one would make any total wrong. */
function completePercentages(values: readonly (string | undefined)[]): string[] | null {
  return values.every((value) => value !== undefined) ? (values as string[]) : null
}

function percentageIssues(request: QuoteRuleInput): RuleIssue[] {
  const issues: RuleIssue[] = []
  // An empty list is the schema's "add at least one commodity".
  const commodities = request.commodities?.length ? completePercentages(request.commodities.map((row) => row?.commodityPercentage)) : null
  if (commodities && !percentagesSumTo100(commodities)) {
    issues.push({ path: 'commodities', severity: 'error', message: `Commodity percentages must add up to exactly 100; they add up to ${percentageTotal(commodities)}` })
  }
  const radius = request.radius ? completePercentages(RADIUS_BUCKETS.map((bucket) => request.radius?.[bucket])) : null
  if (radius && !percentagesSumTo100(radius)) {
    issues.push({ path: 'radius', severity: 'error', message: `Radius percentages must add up to exactly 100; they add up to ${percentageTotal(radius)}` })
  }
  return issues
}

/** Every cross-field rule, on a request that passed its schema (or on what parsed of one that did not). */
export function quoteRuleIssues(request: QuoteRuleInput, context: RuleContext): RuleIssue[] {
  const issues: RuleIssue[] = []
  const effectiveText = request.coverage?.effectiveDate
  const effective = effectiveText === undefined ? null : usDateToIso(effectiveText)
  const effectiveProblem = effective && effectiveDateProblem(effective, context.today)
  if (effectiveProblem) issues.push({ path: 'coverage.effectiveDate', severity: 'error', message: effectiveProblem })
  if (request.coverage) issues.push(...coverageIssues(request.coverage, request.garageAddress?.garageState))
  if (context.mode === 'indication' && request.limits) issues.push(...limitsIssues(request.limits, request.coverage))

  const months = request.insuredInformation?.monthsInBusiness
  if (months !== undefined && Number(months) > 11) {
    issues.push({ path: 'insuredInformation.monthsInBusiness', severity: 'error', message: 'Use 0 to 11 months; whole years go in years in business' })
  }
  issues.push(...percentageIssues(request))
  if (request.losses && Object.keys(request.losses).length > QUOTE_LIMITS.maxLossEntries) {
    issues.push({ path: 'losses', severity: 'error', message: `Enter at most ${QUOTE_LIMITS.maxLossEntries} years of losses` })
  }
  if (context.agencyType === 'wholesale' && request.retailAgent === undefined) {
    issues.push({ path: 'retailAgent', severity: 'error', message: 'A wholesale agency must name the retail agent' })
  }
  issues.push(...unitIssues(request, context), ...driverIssues(request, context, effective))
  return issues
}
