import { Decimal } from 'decimal.js'
import type { ValidQuoteRequest } from '../quote/request.ts'
import { QUOTE_DEFAULTS, TRAILER_BODY_FACTORS, VEHICLE_BODY_FACTORS, VEHICLE_CLASS_FACTORS } from './tables.ts'

/** What is insured: units, their values and kinds, and the limits chosen. */
export interface FleetExposure {
  powerUnits: number
  powerUnitValue: Decimal
  /** Average class x body type factor of the power units (1 when none are listed). */
  powerUnitMix: Decimal
  trailers: number
  trailerValue: Decimal
  /** Average body type factor of the trailers (1 when none are listed). */
  trailerMix: Decimal
  terminals: number
  autoLiabilityLimit: Decimal
  towing: { units: number; limitPerUnit: Decimal }
  trailerInterchangeLimit: Decimal
}

function average(factors: readonly Decimal.Value[]): Decimal {
  return factors.length === 0 ? new Decimal(1) : Decimal.sum(...factors).div(factors.length)
}

/**
 * A quote is rated unit by unit from its schedule. An indication is rated from its `limits` (counts,
 * total values and limits); listed vehicles and trailers, if any, only set the mix of kinds.
 */
export function fleetExposure({ mode, request }: ValidQuoteRequest): FleetExposure {
  const { vehicles, trailers } = request
  const mix = {
    powerUnitMix: average(vehicles.map((v) => Decimal.mul(VEHICLE_CLASS_FACTORS[v.classKey], VEHICLE_BODY_FACTORS[v.bodyTypeKey]))),
    trailerMix: average(trailers.map((t) => TRAILER_BODY_FACTORS[t.bodyTypeKey])),
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
      autoLiabilityLimit: new Decimal(limits.limitAutoLiability),
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
    autoLiabilityLimit: new Decimal(QUOTE_DEFAULTS.autoLiabilityLimit),
    towing: {
      units: vehicles.filter((v) => v.includeAPDTowing === 'Y').length,
      limitPerUnit: new Decimal(QUOTE_DEFAULTS.towingLimitPerUnit),
    },
    trailerInterchangeLimit: new Decimal(0),
  }
}
