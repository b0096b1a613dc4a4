import { Decimal } from 'decimal.js'
import type { ValidQuoteRequest } from '../quote/request.ts'
import { QUOTE_DEFAULTS, TRAILER_BODY_FACTORS, UNLISTED_UNIT_MIX, VEHICLE_BODY_FACTORS, VEHICLE_CLASS_FACTORS } from './tables.ts'

/** What is insured: units, their values and kinds, and the limits chosen. */
export interface FleetExposure {
  powerUnits: number
  powerUnitValue: Decimal
  /** Average class x body type factor of the power units listed (UNLISTED_UNIT_MIX when none are). */
  powerUnitMix: Decimal
  trailers: number
  trailerValue: Decimal
  /** Average body type factor of the trailers listed (UNLISTED_UNIT_MIX when none are). */
  trailerMix: Decimal
  terminals: number
  ALLimit: Decimal
  towing: { units: number; limitPerUnit: Decimal }
  trailerInterchangeLimit: Decimal
}

function averageOrUnlisted(factors: readonly Decimal.Value[], unlisted: number): Decimal {
  return factors.length === 0 ? new Decimal(unlisted) : Decimal.sum(...factors).div(factors.length)
}

/**
 * A quote is rated unit by unit from its schedule. An indication is rated from its `limits` (counts,
 * total values and limits), with or without rows: vehicles, trailers and drivers are optional on an
 * indication (docs/api-assumptions.md). Rows it lists set the mix of kinds (and drivers their factor,
 * factors.ts); without rows the fleet is taken as Class 8 tractors and dry vans (UNLISTED_UNIT_MIX).
 */
export function fleetExposure({ mode, request }: ValidQuoteRequest): FleetExposure {
  const { vehicles, trailers } = request
  const mix = {
    powerUnitMix: averageOrUnlisted(
      vehicles.map((v) => Decimal.mul(VEHICLE_CLASS_FACTORS[v.classKey], VEHICLE_BODY_FACTORS[v.bodyTypeKey])),
      UNLISTED_UNIT_MIX.powerUnits,
    ),
    trailerMix: averageOrUnlisted(
      trailers.map((t) => TRAILER_BODY_FACTORS[t.bodyTypeKey]),
      UNLISTED_UNIT_MIX.trailers,
    ),
    terminals: request.terminals.length,
  }
  if (mode === 'indication') {
    const { limits } = request
    return {
      ...mix,
      powerUnits: Number(limits.nbrOfTrucks),
      powerUnitValue: new Decimal(limits.valueOfTrucks),
      trailers: Number(limits.nbrOfTrailers),
      trailerValue: new Decimal(limits.valueOfTrailers),
      ALLimit: new Decimal(limits.limitAutoLiability),
      towing: { units: Number(limits.nbrOfTrucks), limitPerUnit: new Decimal(limits.limitTowingStorage) },
      trailerInterchangeLimit: new Decimal(limits.trailerInterchange === 'Y' ? limits.trailerInterchangeLimit : 0),
    }
  }
  return {
    ...mix,
    powerUnits: vehicles.length,
    powerUnitValue: Decimal.sum(0, ...vehicles.map((v) => v.value)),
    trailers: trailers.length,
    trailerValue: Decimal.sum(0, ...trailers.map((t) => t.value)),
    ALLimit: new Decimal(QUOTE_DEFAULTS.ALLimit),
    towing: {
      units: vehicles.filter((v) => v.includeAPDTowing === 'Y').length,
      limitPerUnit: new Decimal(QUOTE_DEFAULTS.towingLimitPerUnit),
    },
    trailerInterchangeLimit: new Decimal(0),
  }
}
