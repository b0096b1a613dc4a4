import { Decimal } from 'decimal.js'
import { COVERAGE_CODES, type CoverageCode } from '../../../src/contract/quote-enums.ts'
import type { QuoteRequest } from '../../../src/contract/quote.ts'
import { roundToCents } from '../money.ts'
import type { ValidQuoteRequest } from '../quote/request.ts'
import { fleetExposure, type FleetExposure } from './exposure.ts'
import { riskFactors, type RiskFactors } from './factors.ts'
import { APD_DEDUCTIBLE, BASE_RATES, FILING_FEE, FIXED_TERMS, LOADINGS, POLICY_FEES } from './tables.ts'

/** One coverage as rated and kept on the submission; the response shows four of these figures. */
export interface RatedCoverage {
  code: CoverageCode
  premium: number
  /** The policy fee, plus filing fees on auto liability. */
  fees: number
  brokerFee: number
  /** Premium + fees + broker fee for a quote; 0 for an indication, which is priced before fees. */
  totalCost: number
  limit: number
  deductible: number
}

const REQUEST_FLAGS = {
  AL: 'requestAl',
  APD: 'requestApd',
  MTC: 'requestMtc',
  TGL: 'requestTgl',
  NTL: 'requestNtl',
} as const satisfies Record<CoverageCode, keyof QuoteRequest['coverage']>

const product = (...factors: Decimal.Value[]) => factors.reduce<Decimal>((total, factor) => total.times(factor), new Decimal(1))
/** Half the effect of a factor: for inputs that bear on a coverage less directly. */
const half = (factor: Decimal) => factor.minus(1).div(2).plus(1)

type PremiumRule = (exposure: FleetExposure, factors: RiskFactors, request: QuoteRequest) => Decimal

const PREMIUM_RULES: Record<CoverageCode, PremiumRule> = {
  AL: (e, f, request) => {
    const base = Decimal.sum(product(e.powerUnits, BASE_RATES.alPerPowerUnit, e.powerUnitMix), product(e.trailers, BASE_RATES.alPerTrailer, e.trailerMix))
    const options = Decimal.sum(
      1,
      request.coverage.optAlPip === 'Y' ? LOADINGS.personalInjuryProtection : 0,
      request.coverage.optAlUm === 'Y' ? LOADINGS.uninsuredMotorist : 0,
    )
    return product(
      base,
      f.radius,
      f.operations,
      half(f.commodities),
      f.drivers,
      f.losses.Al,
      f.businessAge,
      f.garageState,
      f.ALLimit,
      f.priorInsurance,
      options,
    )
  },
  APD: (e, f) => {
    const physicalDamage = Decimal.sum(e.powerUnitValue.times(BASE_RATES.apdPowerUnitRate), product(e.trailerValue, BASE_RATES.apdTrailerRate, e.trailerMix))
    const rated = product(physicalDamage, f.drivers, f.losses.Apd, f.businessAge, half(f.radius), half(f.operations), half(f.garageState))
    const towing = product(e.towing.units, e.towing.limitPerUnit, BASE_RATES.towingRate)
    return Decimal.sum(rated, towing, e.trailerInterchangeLimit.times(BASE_RATES.trailerInterchangeRate))
  },
  MTC: (e, f, request) =>
    product(
      e.powerUnits,
      BASE_RATES.mtcPerPowerUnit,
      f.commodities,
      f.radius,
      half(f.operations),
      half(f.drivers),
      f.losses.Mtc,
      f.businessAge,
      half(f.garageState),
      Decimal.sum(1, request.commoditiesRefrigeration === 'Y' ? LOADINGS.refrigeratedCargo : 0),
    ),
  TGL: (e, f) =>
    product(
      Decimal.sum(product(e.powerUnits, BASE_RATES.tglPerPowerUnit), product(e.terminals, BASE_RATES.tglPerTerminal)),
      f.operations,
      f.losses.Tgl,
      f.businessAge,
      f.garageState,
    ),
  NTL: (e, f) => product(e.powerUnits, BASE_RATES.ntlPerPowerUnit, e.powerUnitMix, f.drivers, half(f.radius), f.losses.Ntl, f.businessAge, f.garageState),
}

function terms(code: CoverageCode, exposure: FleetExposure): { limit: number; deductible: number } {
  if (code === 'AL') return { limit: exposure.ALLimit.toNumber(), deductible: FIXED_TERMS.AL.deductible }
  if (code === 'APD') return { limit: exposure.powerUnitValue.plus(exposure.trailerValue).toNumber(), deductible: APD_DEDUCTIBLE }
  return FIXED_TERMS[code]
}

function fees(code: CoverageCode, request: QuoteRequest): Decimal {
  if (code !== 'AL') return new Decimal(POLICY_FEES[code])
  const filings = [request.operations.filingsAlFederal, request.operations.filingsAlState].filter((flag) => flag === 'Y').length
  return new Decimal(POLICY_FEES.AL).plus(filings * FILING_FEE)
}

/** The requested coverages, priced (docs/rating-model.md). Deterministic: same request, same figures. */
export function rateCoverages(valid: ValidQuoteRequest): RatedCoverage[] {
  const { mode, request } = valid
  const exposure = fleetExposure(valid)
  const factors = riskFactors(request, exposure)
  return COVERAGE_CODES.filter((code) => request.coverage[REQUEST_FLAGS[code]] === 'Y').map((code) => {
    const premium = roundToCents(PREMIUM_RULES[code](exposure, factors, request))
    const isQuote = mode === 'quote'
    const coverageFees = isQuote ? fees(code, request) : new Decimal(0)
    const brokerFee = isQuote ? roundToCents(request.coverage[`brokerFee${code}`] ?? 0) : new Decimal(0)
    return {
      code,
      premium: premium.toNumber(),
      fees: coverageFees.toNumber(),
      brokerFee: brokerFee.toNumber(),
      totalCost: isQuote ? Decimal.sum(premium, coverageFees, brokerFee).toNumber() : 0,
      ...terms(code, exposure),
    }
  })
}
