import type { IndicationRequestInput, QuoteRequestInput } from '@/contract/quote'
import type { CoverageCode } from '@/contract/quote-enums'
import { QUOTE_DRIVER_WIRE } from '@/domain/fleet/driver'
import { QUOTE_TRAILER_WIRE } from '@/domain/fleet/trailer'
import { QUOTE_VEHICLE_WIRE } from '@/domain/fleet/vehicle'
import { phoneDigits } from '@/generic/phone'
import { wireFieldsOf, type WireField, type WireTable } from '@/contract/wire-table'
import { asIs, chosen, numberText, optionalPhone, optionalText, trimmed, usDate, yesNo, zeroIfEmpty } from '@/contract/wire-values'
import type {
  AddressForm,
  CommodityForm,
  CoverageForm,
  InsuredForm,
  LimitsForm,
  LossYearForm,
  OperationKey,
  OperationsForm,
  RadiusForm,
  RetailAgentForm,
} from './model'

/**
 * The quote and indication request of section 2.7, one table per group: each wire name (checked
 * against the contract's types) with the form field it comes from and its converter. to-wire.ts
 * writes the request from these tables and server-errors.ts reads a 422's paths back through them.
 * The fleet rows (vehicles, trailers, drivers) have theirs in src/domain/fleet, shared with other forms.
 */

type Row<List> = NonNullable<List> extends readonly (infer Item)[] ? Item : never

const insured = wireFieldsOf<InsuredForm>()

const INSURED_WIRE = {
  legalName: insured('legalName', trimmed),
  dbaName: insured('dbaName', optionalText),
  dotNumber: insured('dotNumber', trimmed),
  ownerName: insured('ownerName', optionalText),
  email: insured('email', optionalText),
  yearsInBusiness: insured('yearsInBusiness', numberText),
  // The contract has both fields; the form asks the months only beyond whole years (ADR 0086): none is 0.
  monthsInBusiness: insured('monthsInBusiness', zeroIfEmpty),
  insuranceContactFirstName: insured('contactFirstName', optionalText),
  insuranceContactLastName: insured('contactLastName', optionalText),
  insuranceContactPhone: insured('contactPhone', optionalPhone),
  insuranceContactEmail: insured('contactEmail', optionalText),
} as const satisfies WireTable<InsuredForm, QuoteRequestInput['insuredInformation']>

const address = wireFieldsOf<AddressForm>()

/** The country is always US: states and ZIP codes are US-only (docs/api-assumptions.md). */
const COUNTRY = 'US'

type AddressWire<Prefix extends string> = Record<`${Prefix}${'Street' | 'City' | 'State' | 'Zip'}`, WireField<AddressForm, string>> &
  Record<`${Prefix}County`, WireField<AddressForm, string | undefined>>

/** An address group's fields carry its prefix (`garageZip`, `terminalZip`). */
const addressWire = <Prefix extends string>(prefix: Prefix) =>
  ({
    [`${prefix}Street`]: address('street', trimmed),
    [`${prefix}City`]: address('city', trimmed),
    [`${prefix}State`]: address('state', asIs),
    [`${prefix}Zip`]: address('zip', trimmed),
    [`${prefix}County`]: address('county', optionalText),
  }) as AddressWire<Prefix>

const country: WireField<AddressForm, string> = { field: null, toWire: () => COUNTRY }

/** A postal address also names its country, which the form does not ask. */
const postalAddressWire = <Prefix extends string>(prefix: Prefix) => ({
  ...addressWire(prefix),
  ...({ [`${prefix}Country`]: country } as Record<`${Prefix}Country`, WireField<AddressForm, string>>),
})

const GARAGE_WIRE = postalAddressWire('garage') satisfies WireTable<AddressForm, QuoteRequestInput['garageAddress']>
const MAILING_WIRE = postalAddressWire('mailing') satisfies WireTable<AddressForm, QuoteRequestInput['mailingAddress']>
const SHIPPING_WIRE = postalAddressWire('shipping') satisfies WireTable<AddressForm, IndicationRequestInput['shippingAddress']>
const TERMINAL_WIRE = addressWire('terminal') satisfies WireTable<AddressForm, Row<QuoteRequestInput['terminals']>>

const requested = (code: CoverageCode): WireField<CoverageForm, 'Y' | 'N'> => ({
  field: `requested.${code}`,
  toWire: (coverage) => yesNo(coverage.requested[code]),
})
/** An option of auto liability: a tick left behind when AL was cleared is not sent. */
const alOption = (field: 'pip' | 'uninsuredMotorist'): WireField<CoverageForm, 'Y' | 'N'> => ({
  field,
  toWire: (coverage) => yesNo(coverage.requested.AL && coverage[field]),
})
/** A broker fee only for a requested coverage, and only when one was entered. */
const brokerFee = (code: CoverageCode): WireField<CoverageForm, number | undefined> => ({
  field: `brokerFees.${code}`,
  toWire: (coverage) => (coverage.requested[code] && coverage.brokerFees[code] !== null ? (coverage.brokerFees[code] as number) : undefined),
})

const COVERAGE_WIRE = {
  requestAl: requested('AL'),
  optAlPip: alOption('pip'),
  optAlUm: alOption('uninsuredMotorist'),
  requestApd: requested('APD'),
  requestMtc: requested('MTC'),
  requestTgl: requested('TGL'),
  requestNtl: requested('NTL'),
  brokerFeeAL: brokerFee('AL'),
  brokerFeeAPD: brokerFee('APD'),
  brokerFeeMTC: brokerFee('MTC'),
  brokerFeeTGL: brokerFee('TGL'),
  brokerFeeNTL: brokerFee('NTL'),
  effectiveDate: wireFieldsOf<CoverageForm>()('effectiveDate', usDate),
} as const satisfies WireTable<CoverageForm, QuoteRequestInput['coverage']>

const operationKind = (key: OperationKey): WireField<OperationsForm, 'Y' | 'N'> => ({
  field: `kinds.${key}`,
  toWire: (operations) => yesNo(operations.kinds[key]),
})
const operation = wireFieldsOf<OperationsForm>()

const OPERATIONS_WIRE = {
  opsLocal: operationKind('local'),
  opsIntermediate: operationKind('intermediate'),
  opsLongHaul: operationKind('longHaul'),
  opsIntermodalPort: operationKind('intermodalPort'),
  opsDumpTruckOther: operationKind('dumpTruckOther'),
  opsDumpTruckSandGravel: operationKind('dumpTruckSandGravel'),
  opsEndDumper: operationKind('endDumper'),
  opsLogging: operationKind('logging'),
  opsRefrigirated: operationKind('refrigerated'),
  opsHotShot: operationKind('hotShot'),
  // The contract's name; the trade's words are oversize and overweight (docs/api-assumptions.md).
  opsOversizedOvernight: operationKind('oversizeOverweight'),
  opsAutomobileHauler: operationKind('automobileHauler'),
  opsTowingRep: operationKind('towing'),
  opsHouseholdGoods: operationKind('householdGoods'),
  opsTanker: operationKind('tanker'),
  ineligibleOperations: operation('ineligible', yesNo),
  filingsAlFederal: operation('federalFiling', yesNo),
  filingsAlState: operation('stateFiling', yesNo),
  priorInsuranceCancelledNonrenewed: operation('priorInsuranceCancelled', yesNo),
} as const satisfies WireTable<OperationsForm, QuoteRequestInput['operations']>

const radius = wireFieldsOf<RadiusForm>()

/** Radius buckets: an empty box is none. */
const RADIUS_WIRE = {
  radius0_50: radius('upTo50', zeroIfEmpty),
  radius51_200: radius('from51To200', zeroIfEmpty),
  radius201_500: radius('from201To500', zeroIfEmpty),
  radius501: radius('over500', zeroIfEmpty),
} as const satisfies WireTable<RadiusForm, QuoteRequestInput['radius']>

const commodity = wireFieldsOf<CommodityForm>()

const COMMODITY_WIRE = {
  commodityKey: commodity('commodity', chosen),
  commodityPercentage: commodity('percentage', numberText),
} as const satisfies WireTable<CommodityForm, Row<QuoteRequestInput['commodities']>>

/** A loss year with what it depends on elsewhere in the form: the coverages requested. */
export interface LossYearWireSource extends LossYearForm {
  requested: CoverageForm['requested']
}

const loss = wireFieldsOf<LossYearWireSource>()

/** A line of a coverage not requested is not asked, so it is sent as none (what was typed before stays in the draft). */
const lossLine = (code: CoverageCode, part: 'Count' | 'Paid') => loss(`${code}${part}`, (value, year) => (year.requested[code] ? zeroIfEmpty(value) : '0'))

/** One year of losses; an empty box counts as none. */
const LOSS_YEAR_WIRE = {
  lossAlCount: lossLine('AL', 'Count'),
  lossAlPaid: lossLine('AL', 'Paid'),
  lossApdCount: lossLine('APD', 'Count'),
  lossApdPaid: lossLine('APD', 'Paid'),
  lossMtcCount: lossLine('MTC', 'Count'),
  lossMtcPaid: lossLine('MTC', 'Paid'),
  lossTglCount: lossLine('TGL', 'Count'),
  lossTglPaid: lossLine('TGL', 'Paid'),
  lossNtlCount: lossLine('NTL', 'Count'),
  lossNtlPaid: lossLine('NTL', 'Paid'),
} as const satisfies WireTable<LossYearWireSource, NonNullable<QuoteRequestInput['losses']>[string]>

const agent = wireFieldsOf<RetailAgentForm>()

const RETAIL_AGENT_WIRE = {
  AgencyName: agent('agencyName', trimmed),
  FirstName: agent('firstName', trimmed),
  LastName: agent('lastName', trimmed),
  Phone: agent('phone', phoneDigits),
  Email: agent('email', trimmed),
  Street: agent('street', optionalText),
  City: agent('city', optionalText),
  State: agent('state', (state) => state || undefined),
  Zip: agent('zip', optionalText),
} as const satisfies WireTable<RetailAgentForm, NonNullable<QuoteRequestInput['retailAgent']>>

/** The limits with what they depend on elsewhere in the form: whether AL is requested. */
export interface LimitsWireSource extends LimitsForm {
  requested: CoverageForm['requested']
}
const limits = wireFieldsOf<LimitsWireSource>()

const LIMITS_WIRE = {
  trailerInterchange: limits('trailerInterchange', yesNo),
  trailerInterchangeLimit: limits('trailerInterchangeLimit', (limit, form) => (form.trailerInterchange ? numberText(limit) : '0')),
  limitTowingStorage: limits('towingStorageLimit', zeroIfEmpty),
  nbrOfTrucks: limits('trucks', numberText),
  valueOfTrucks: limits('trucksValue', numberText),
  nbrOfTrailers: limits('trailers', zeroIfEmpty),
  valueOfTrailers: limits('trailersValue', zeroIfEmpty),
  limitAutoLiability: limits('ALLimit', (limit, form) => (form.requested.AL ? numberText(limit) : '0')),
} as const satisfies WireTable<LimitsWireSource, IndicationRequestInput['limits']>

/** Every table of the request, by the part of the form it writes. */
export const QUOTE_WIRE = {
  insured: INSURED_WIRE,
  garage: GARAGE_WIRE,
  mailing: MAILING_WIRE,
  shipping: SHIPPING_WIRE,
  coverage: COVERAGE_WIRE,
  operations: OPERATIONS_WIRE,
  radius: RADIUS_WIRE,
  commodity: COMMODITY_WIRE,
  terminal: TERMINAL_WIRE,
  vehicle: QUOTE_VEHICLE_WIRE,
  trailer: QUOTE_TRAILER_WIRE,
  driver: QUOTE_DRIVER_WIRE,
  lossYear: LOSS_YEAR_WIRE,
  retailAgent: RETAIL_AGENT_WIRE,
  limits: LIMITS_WIRE,
} as const
