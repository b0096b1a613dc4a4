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
export function duplicateVinIssues(vehicles: readonly { vin: string }[], trailers: readonly { vin: string }[]): RuleIssue[] {
  const seen = new Map<string, string>()
  const issues: RuleIssue[] = []
  const units = [
    ...vehicles.map((unit, index) => ({ vin: unit.vin, path: `vehicles.${index}.vin`, label: `vehicle ${index + 1}` })),
    ...trailers.map((unit, index) => ({ vin: unit.vin, path: `trailers.${index}.vin`, label: `trailer ${index + 1}` })),
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

type AnyRequest = QuoteRequest | IndicationRequest

function coverageIssues(request: AnyRequest): RuleIssue[] {
  const { coverage } = request
  const issues: RuleIssue[] = []
  const requested = [coverage.requestAl, coverage.requestApd, coverage.requestMtc, coverage.requestTgl, coverage.requestNtl]
  if (!requested.includes('Y')) issues.push({ path: 'coverage', severity: 'error', message: 'Request at least one coverage' })
  if (coverage.optAlPip === 'Y' && !pipOffered(request.garageAddress.garageState)) {
    issues.push({ path: 'coverage.optAlPip', severity: 'error', message: `Personal injury protection is offered only for garages in ${PIP_STATES.join(', ')}` })
  }
  for (const option of ['optAlPip', 'optAlUm'] as const) {
    if (coverage[option] === 'Y' && coverage.requestAl !== 'Y') {
      issues.push({ path: `coverage.${option}`, severity: 'error', message: 'This option needs auto liability' })
    }
  }
  return issues
}

function unitIssues(request: AnyRequest, context: RuleContext): RuleIssue[] {
  const issues: RuleIssue[] = []
  request.vehicles.forEach((vehicle, index) => {
    const vin = powerUnitVinProblem(vehicle.vin)
    if (vin) issues.push({ path: `vehicles.${index}.vin`, ...vin })
    const year = unitYearProblem(vehicle.year, context.today)
    if (year) issues.push({ path: `vehicles.${index}.year`, severity: 'error', message: year })
    const value = unitValueProblem(vehicle.value)
    if (value) issues.push({ path: `vehicles.${index}.value`, severity: 'error', message: value })
  })
  request.trailers.forEach((trailer, index) => {
    const vin = trailerVinProblem(trailer.vin)
    if (vin) issues.push({ path: `trailers.${index}.vin`, ...vin })
    const year = unitYearProblem(trailer.year, context.today)
    if (year) issues.push({ path: `trailers.${index}.year`, severity: 'error', message: year })
    const value = unitValueProblem(trailer.value)
    if (value) issues.push({ path: `trailers.${index}.value`, severity: 'error', message: value })
  })
  issues.push(...duplicateVinIssues(request.vehicles, request.trailers))
  if (context.mode === 'quote' && request.vehicles.length === 0) {
    issues.push({ path: 'vehicles', severity: 'error', message: 'A quote needs at least one vehicle' })
  }
  return issues
}

function driverIssues(request: AnyRequest, context: RuleContext, effectiveIsoDate: string | null): RuleIssue[] {
  const issues: RuleIssue[] = []
  const onDate = effectiveIsoDate ?? context.today
  request.drivers.forEach((driver, index) => {
    const birth = usDateToIso(driver.dateOfBirth)
    if (!birth) return
    const age = driverAgeProblem(birth, onDate)
    if (age) issues.push({ path: `drivers.${index}.dateOfBirth`, severity: 'error', message: age })
    const hire = driver.dateOfHire ? usDateToIso(driver.dateOfHire) : null
    const hireProblem = hire && dateOfHireProblem(hire, birth, context.today)
    if (hireProblem) issues.push({ path: `drivers.${index}.dateOfHire`, severity: 'error', message: hireProblem })
    const experience = experienceProblem(driver.yearsExperience, birth, onDate)
    if (experience) issues.push({ path: `drivers.${index}.yearsExperience`, severity: 'error', message: experience })
  })
  if (context.mode === 'quote' && request.drivers.length === 0) {
    issues.push({ path: 'drivers', severity: 'error', message: 'A quote needs at least one driver' })
  }
  return issues
}

/** Every cross-field rule, on a request that already passed its schema. */
export function quoteRuleIssues(request: AnyRequest, context: RuleContext): RuleIssue[] {
  const issues: RuleIssue[] = []
  const effective = usDateToIso(request.coverage.effectiveDate)
  const effectiveProblem = effective && effectiveDateProblem(effective, context.today)
  if (effectiveProblem) issues.push({ path: 'coverage.effectiveDate', severity: 'error', message: effectiveProblem })
  issues.push(...coverageIssues(request))

  const monthsInBusiness = Number(request.insuredInformation.monthsInBusiness)
  if (monthsInBusiness > 11) {
    issues.push({ path: 'insuredInformation.monthsInBusiness', severity: 'error', message: 'Use 0 to 11 months; whole years go in years in business' })
  }
  if (!percentagesSumTo100(request.commodities.map((row) => row.commodityPercentage))) {
    const total = percentageTotal(request.commodities.map((row) => row.commodityPercentage))
    issues.push({ path: 'commodities', severity: 'error', message: `Commodity percentages must add up to exactly 100; they add up to ${total}` })
  }
  const radius = RADIUS_BUCKETS.map((bucket) => request.radius[bucket])
  if (!percentagesSumTo100(radius)) {
    issues.push({ path: 'radius', severity: 'error', message: `Radius percentages must add up to exactly 100; they add up to ${percentageTotal(radius)}` })
  }
  if (Object.keys(request.losses).length > QUOTE_LIMITS.maxLossEntries) {
    issues.push({ path: 'losses', severity: 'error', message: `Enter at most ${QUOTE_LIMITS.maxLossEntries} years of losses` })
  }
  if (context.agencyType === 'wholesale' && !request.retailAgent) {
    issues.push({ path: 'retailAgent', severity: 'error', message: 'A wholesale agency must name the retail agent' })
  }
  issues.push(...unitIssues(request, context), ...driverIssues(request, context, effective))
  return issues
}
