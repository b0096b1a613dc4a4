import { Decimal } from 'decimal.js'
import { RADIUS_BUCKETS, type OperationFlag, type QuoteRequest } from '../../../src/contract/quote.ts'
import { wholeYearsBetween, usDateToIso } from '../../../src/generic/dates.ts'
import { isUsStateCode } from '../../../src/generic/us-states.ts'
import { lineLossTotals, yearsReported, type LossLine } from '../quote/loss-history.ts'
import { effectiveIsoDate } from '../quote/request.ts'
import type { FleetExposure } from './exposure.ts'
import {
  AL_LIMIT_CURVE,
  BUSINESS_AGE_FACTORS,
  COMMODITY_FACTORS,
  DRIVER_POINTS,
  LOADINGS,
  LOSS_EXPERIENCE,
  OPERATION_SURCHARGES,
  RADIUS_FACTORS,
  STATE_FACTORS,
} from './tables.ts'

/** Multipliers of the base premiums; 1 is neutral. How each applies to each coverage: rate-coverages.ts. */
export interface RiskFactors {
  radius: Decimal
  operations: Decimal
  commodities: Decimal
  drivers: Decimal
  businessAge: Decimal
  garageState: Decimal
  ALLimit: Decimal
  priorInsurance: Decimal
  losses: Record<LossLine, Decimal>
}

const percentOf = (percentage: string) => new Decimal(percentage || 0).div(100)

function radiusFactor(radius: QuoteRequest['radius']): Decimal {
  return Decimal.sum(...RADIUS_BUCKETS.map((bucket) => percentOf(radius[bucket]).times(RADIUS_FACTORS[bucket])))
}

function operationsFactor(operations: QuoteRequest['operations']): Decimal {
  const flagged = (Object.keys(OPERATION_SURCHARGES) as OperationFlag[]).filter((flag) => operations[flag] === 'Y')
  return Decimal.sum(1, ...flagged.map((flag) => OPERATION_SURCHARGES[flag] ?? 0))
}

function commodityFactor(commodities: QuoteRequest['commodities']): Decimal {
  return Decimal.sum(...commodities.map((row) => percentOf(row.commodityPercentage).times(COMMODITY_FACTORS[row.commodityKey])))
}

function driverPoints(driver: QuoteRequest['drivers'][number], onIsoDate: string): number {
  const years = Number(driver.yearsExperience)
  const birth = usDateToIso(driver.dateOfBirth) ?? onIsoDate
  const age = wholeYearsBetween(birth, onIsoDate)
  const { youngerThan, olderThan } = DRIVER_POINTS
  return (
    Number(driver.violations_total) * DRIVER_POINTS.perViolation +
    Number(driver.accidents_total) * DRIVER_POINTS.perAccident +
    Number(driver.suspensions_total) * DRIVER_POINTS.perSuspension +
    (DRIVER_POINTS.experience.find((band) => years < band.under)?.points ?? 0) +
    (age < youngerThan.age ? youngerThan.points : 0) +
    (age > olderThan.age ? olderThan.points : 0)
  )
}

/**
 * Excluded drivers do not drive covered units, so only covered drivers count. Without any (an
 * indication rated from counts lists none), the drivers are taken as clean: factor 1.
 */
function driversFactor(request: QuoteRequest): Decimal {
  const covered = request.drivers.filter((driver) => driver.eligibility === 'Covered')
  if (covered.length === 0) return new Decimal(1)
  const onDate = effectiveIsoDate(request)
  const averagePoints = new Decimal(covered.reduce((sum, driver) => sum + driverPoints(driver, onDate), 0)).div(covered.length)
  return averagePoints.times(DRIVER_POINTS.factorPerPoint).plus(1)
}

function businessAgeFactor(insured: QuoteRequest['insuredInformation']): Decimal {
  const years = new Decimal(insured.monthsInBusiness).div(12).plus(insured.yearsInBusiness)
  return new Decimal(BUSINESS_AGE_FACTORS.find((band) => years.lt(band.under))?.factor ?? 1)
}

/** Frequency and severity per unit-year of one line; a clean record of several years earns a credit. */
function lossFactor(request: QuoteRequest, line: LossLine, powerUnits: number): Decimal {
  const years = yearsReported(request.losses)
  if (years === 0) return new Decimal(1)
  const { count, paid } = lineLossTotals(request.losses, line)
  if (count === 0 && paid.isZero()) {
    return new Decimal(years >= LOSS_EXPERIENCE.claimFreeYears ? LOSS_EXPERIENCE.claimFreeCredit : 1)
  }
  const unitYears = new Decimal(years).times(Math.max(powerUnits, 1))
  const frequency = new Decimal(count).div(unitYears).times(LOSS_EXPERIENCE.frequencyWeight)
  const severity = paid.div(unitYears).div(LOSS_EXPERIENCE.severityBase[line])
  return frequency.plus(severity).plus(1)
}

export function riskFactors(request: QuoteRequest, exposure: FleetExposure): RiskFactors {
  const state = request.garageAddress.garageState
  const lossesFor = (line: LossLine) => lossFactor(request, line, exposure.powerUnits)
  return {
    radius: radiusFactor(request.radius),
    operations: operationsFactor(request.operations),
    commodities: commodityFactor(request.commodities),
    drivers: driversFactor(request),
    businessAge: businessAgeFactor(request.insuredInformation),
    garageState: new Decimal(isUsStateCode(state) ? STATE_FACTORS[state] : 1),
    ALLimit: exposure.ALLimit.div(AL_LIMIT_CURVE.baseLimit).pow(AL_LIMIT_CURVE.exponent),
    priorInsurance: Decimal.sum(1, request.operations.priorInsuranceCancelledNonrenewed === 'Y' ? LOADINGS.priorInsuranceCancelled : 0),
    losses: { Al: lossesFor('Al'), Apd: lossesFor('Apd'), Mtc: lossesFor('Mtc'), Tgl: lossesFor('Tgl'), Ntl: lossesFor('Ntl') },
  }
}
