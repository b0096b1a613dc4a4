import type { CommodityKey, CoverageCode, TrailerBodyTypeKey, VehicleBodyTypeKey, VehicleClassKey } from '../../../src/contract/quote-enums.ts'
import type { OperationFlag, RadiusBucket } from '../../../src/contract/quote.ts'
import { QUOTE_SET_TERMS, QUOTE_TOWING_LIMIT_PER_UNIT } from '../../../src/contract/quote-terms.ts'
import type { UsStateCode } from '../../../src/generic/us-states.ts'

/** The rating model's figures, one table per input (docs/rating-model.md explains how they combine). */

/** Annual premium before any factor, in dollars. */
export const BASE_RATES = {
  alPerPowerUnit: 5200,
  alPerTrailer: 180,
  /** Share of stated value per year. */
  apdPowerUnitRate: 0.022,
  apdTrailerRate: 0.012,
  /** Share of the towing and storage limit, per unit towed. */
  towingRate: 0.03,
  /** Share of the trailer interchange limit. */
  trailerInterchangeRate: 0.025,
  mtcPerPowerUnit: 1100,
  tglPerPowerUnit: 420,
  tglPerTerminal: 350,
  ntlPerPowerUnit: 380,
} as const

/** What a quote is rated at where its request names no limit (an indication sends `limits`). */
export const QUOTE_DEFAULTS = {
  ALLimit: QUOTE_SET_TERMS.AL.limit,
  towingLimitPerUnit: QUOTE_TOWING_LIMIT_PER_UNIT,
} as const

/**
 * The mix of a fleet rated from counts alone (an indication without vehicle or trailer rows): Class 8
 * tractors and dry vans, the commonest units, both at factor 1. A schedule of lighter or riskier units
 * moves its own mix; docs/rating-model.md, "An indication from counts", says how far.
 */
export const UNLISTED_UNIT_MIX = { powerUnits: 1, trailers: 1 } as const

/** The auto liability limit the base rate is for; other limits scale by (limit / base) ^ exponent. */
export const AL_LIMIT_CURVE = { baseLimit: 1_000_000, exponent: 0.3 } as const

/** The terms a quote cannot choose (src/contract/quote-terms.ts, which the wizard announces from). */
export const FIXED_TERMS: Record<Exclude<CoverageCode, 'APD'>, { limit: number; deductible: number }> = {
  AL: QUOTE_SET_TERMS.AL,
  MTC: QUOTE_SET_TERMS.MTC,
  TGL: QUOTE_SET_TERMS.TGL,
  NTL: QUOTE_SET_TERMS.NTL,
}
export const APD_DEDUCTIBLE = QUOTE_SET_TERMS.APD.deductible

export const LOADINGS = {
  personalInjuryProtection: 0.08,
  uninsuredMotorist: 0.06,
  priorInsuranceCancelled: 0.15,
  refrigeratedCargo: 0.15,
} as const

/** Fees a quote adds to each coverage's premium (not to an indication). */
export const POLICY_FEES: Record<CoverageCode, number> = { AL: 250, APD: 100, MTC: 100, TGL: 75, NTL: 75 }
/** Per federal or state auto liability filing requested. */
export const FILING_FEE = 50

export const VEHICLE_CLASS_FACTORS: Record<VehicleClassKey, number> = {
  '2a': 0.4,
  '2b': 0.45,
  '3': 0.55,
  '4': 0.65,
  '5': 0.72,
  '6': 0.8,
  '7': 0.9,
  '8': 1,
}

export const VEHICLE_BODY_FACTORS: Record<VehicleBodyTypeKey, number> = {
  tractor: 1,
  box_truck: 0.85,
  straight_truck: 0.9,
  dump_trucks: 1.2,
  'pick-up_trucks_suv_or_service_trucks': 0.75,
  tow_trucks: 1.1,
  cement_trucks: 1.15,
  garbage_trucks: 1.1,
  logging_trucks: 1.35,
}

export const TRAILER_BODY_FACTORS: Record<TrailerBodyTypeKey, number> = {
  dry_van_trailer: 1,
  flat_bed_trailer: 1,
  refrigeration_trailer: 1.2,
  auto_hauler_trailers: 1.3,
  curtain_van_trailer: 1,
  livestock_trailer: 1.2,
  tank_trailer: 1.3,
  hopper_trailer: 1.05,
  pneumatic_trailer: 1.1,
  double_trailers: 1.25,
  triple_trailers: 1.5,
  utility_trailer: 0.8,
}

/** Cargo hazard: theft, spoilage, damage and spill. Auto liability feels half of it. */
export const COMMODITY_FACTORS: Record<CommodityKey, number> = {
  general_merchandise: 1,
  agricultural_farm_supplies: 0.95,
  beverages: 1.1,
  building_materials: 1,
  chemicals_packaged_or_bulk: 1.4,
  coal: 1.1,
  produce: 1.15,
  refuse_garbage: 1.2,
  grain_hay_feed: 0.95,
  household_goods: 1.2,
  liquid_haulers: 1.25,
  livestock_and_live_poultry: 1.3,
  lumber: 1.05,
  machinery_and_heavy_equipment: 1.25,
  meat: 1.3,
  'metal_and steel': 1.15,
  mobile_homes: 1.4,
  automobiles_5_vehicles_or_less: 1.35,
  paper_and_paper_products: 0.95,
  frozen_or_refrigerated: 1.3,
  cement_sand_or_gravel: 1.05,
}

export const RADIUS_FACTORS: Record<RadiusBucket, number> = {
  radius0_50: 0.85,
  radius51_200: 1,
  radius201_500: 1.15,
  radius501: 1.3,
}

/** Added together for every operation answered yes; the eligibility, filing and prior-insurance flags are rated elsewhere. */
export const OPERATION_SURCHARGES: Partial<Record<OperationFlag, number>> = {
  opsLocal: 0,
  opsIntermediate: 0.03,
  opsLongHaul: 0.08,
  opsIntermodalPort: 0.1,
  opsDumpTruckOther: 0.1,
  opsDumpTruckSandGravel: 0.15,
  opsEndDumper: 0.12,
  opsLogging: 0.25,
  opsRefrigirated: 0.06,
  opsHotShot: 0.15,
  opsOversizedOvernight: 0.2,
  opsAutomobileHauler: 0.12,
  opsTowingRep: 0.15,
  opsHouseholdGoods: 0.08,
  opsTanker: 0.2,
}

/** Garage state: claim costs and litigation climate, relative to a median state. */
export const STATE_FACTORS: Record<UsStateCode, number> = {
  AL: 1.04,
  AK: 1.05,
  AZ: 1.03,
  AR: 1,
  CA: 1.22,
  CO: 1.04,
  CT: 1.1,
  DE: 1.05,
  DC: 1.12,
  FL: 1.3,
  GA: 1.15,
  HI: 1.05,
  ID: 0.92,
  IL: 1.12,
  IN: 0.94,
  IA: 0.9,
  KS: 0.93,
  KY: 1,
  LA: 1.38,
  ME: 0.9,
  MD: 1.08,
  MA: 1.08,
  MI: 1.1,
  MN: 0.95,
  MS: 1.05,
  MO: 1.01,
  MT: 0.92,
  NE: 0.9,
  NV: 1.08,
  NH: 0.92,
  NJ: 1.3,
  NM: 1.05,
  NY: 1.35,
  NC: 0.97,
  ND: 0.88,
  OH: 0.96,
  OK: 1.02,
  OR: 0.98,
  PA: 1.08,
  RI: 1.08,
  SC: 1.06,
  SD: 0.88,
  TN: 0.98,
  TX: 1.18,
  UT: 0.97,
  VT: 0.9,
  VA: 0.96,
  WA: 1.02,
  WV: 1,
  WI: 0.92,
  WY: 0.9,
}

/** Driver points: each counts against the average of the covered drivers. */
export const DRIVER_POINTS = {
  perViolation: 1,
  perAccident: 2,
  perSuspension: 3,
  /** By years of experience: fewer than `under` years add `points`. First match wins. */
  experience: [
    { under: 1, points: 3 },
    { under: 3, points: 2 },
    { under: 5, points: 1 },
  ],
  youngerThan: { age: 25, points: 1 },
  olderThan: { age: 70, points: 1 },
  /** Premium per average point. */
  factorPerPoint: 0.06,
} as const

/** Loss experience per line: frequency and severity per unit-year. */
export const LOSS_EXPERIENCE = {
  frequencyWeight: 0.5,
  /** Paid per unit-year that adds 100 % to the premium of the line. */
  severityBase: { Al: 20_000, Apd: 10_000, Mtc: 8_000, Tgl: 8_000, Ntl: 8_000 },
  /** At least this many years reported without a loss earn the credit. */
  claimFreeYears: 3,
  claimFreeCredit: 0.95,
} as const

/** Years in business (whole years plus months): fewer than `under` multiply by `factor`. First match wins. */
export const BUSINESS_AGE_FACTORS = [
  { under: 1, factor: 1.3 },
  { under: 2, factor: 1.2 },
  { under: 3, factor: 1.1 },
  { under: 5, factor: 1.05 },
] as const
