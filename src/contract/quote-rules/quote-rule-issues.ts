import { type Today, usDateToIso } from '../../generic/dates.ts'
import { MAX_MONTHS_BESIDE_YEARS } from '../leaf-rules.ts'
import { PIP_STATES } from '../quote-enums.ts'
import { RADIUS_BUCKETS } from '../quote.ts'
import { alLimitProblem, pipOffered } from './coverage.ts'
import { dateOfHireProblem, driverAgeProblem, effectiveDateProblem, experienceProblem } from './dates.ts'
import type { RuleContext, RuleIssue } from './issue.ts'
import { QUOTE_LIMITS } from './limits.ts'
import { percentagesSumTo100, percentageTotal } from './percentages.ts'
import type { QuoteRuleInput } from './rule-input.ts'
import { unitValueProblem, unitYearProblem } from './units.ts'
import { duplicateVinIssues, powerUnitVinProblem, trailerVinProblem } from './vins.ts'

/**
 * The quote rules that span fields, checked by the portal before submit and by the sandbox again.
 * Each primitive (the other files of this folder) also serves a wizard step on its own;
 * `quoteRuleIssues` runs them all on a wire request and reports wire paths (`drivers.2.dateOfBirth`).
 */

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

/** An indication is priced from its `limits`: it needs a truck, and an auto liability limit the program writes. */
function limitsIssues(limits: NonNullable<QuoteRuleInput['limits']>, coverage: QuoteRuleInput['coverage']): RuleIssue[] {
  const issues: RuleIssue[] = []
  if (limits.nbrOfTrucks !== undefined && Number(limits.nbrOfTrucks) < 1) {
    issues.push({ path: 'limits.nbrOfTrucks', severity: 'error', message: 'An indication needs at least one truck' })
  }
  const limit = coverage?.requestAl === 'Y' ? limits.limitAutoLiability : undefined
  const limitProblem = limit === undefined ? null : alLimitProblem(limit)
  if (limitProblem) issues.push({ path: 'limits.limitAutoLiability', severity: 'error', message: limitProblem })
  return issues
}

function unitRowIssues(rows: NonNullable<QuoteRuleInput['vehicles']>, group: 'vehicles' | 'trailers', today: Today): RuleIssue[] {
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
  const onDate = effectiveIsoDate ?? context.today.latest
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
    issues.push({
      path: 'commodities',
      severity: 'error',
      message: `Commodity percentages must add up to exactly 100; they add up to ${percentageTotal(commodities)}`,
    })
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
  if (months !== undefined && Number(months) > MAX_MONTHS_BESIDE_YEARS) {
    issues.push({
      path: 'insuredInformation.monthsInBusiness',
      severity: 'error',
      message: `Use 0 to ${MAX_MONTHS_BESIDE_YEARS} months; whole years go in years in business`,
    })
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
