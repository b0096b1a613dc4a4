import type { IndicationRequest, QuoteRequest } from '@/api/contract/quote'
import type {
  AddressForm,
  DriverForm,
  InsuredForm,
  LimitsForm,
  OperationKey,
  RadiusKey,
  RetailAgentForm,
  TrailerForm,
  VehicleForm,
} from './model'

/**
 * Which form field each wire field comes from, as tables from wire name to form name: server-errors.ts
 * reads a 422's paths back through them. to-wire.ts writes most wire names itself (only operations and
 * radius are built from these tables), so the two are kept in step by tests rather than by sharing:
 * the `satisfies` clauses make the compiler check that every wire field of section 2.7 has a row here,
 * and server-errors.test.ts sends every field of a full request through the 422 mapper, so a name
 * changed on one side only fails it.
 */

type Row<List> = List extends readonly (infer Item)[] ? Item : never

export const INSURED_FIELDS = {
  legalName: 'legalName',
  dbaName: 'dbaName',
  dotNumber: 'dotNumber',
  ownerName: 'ownerName',
  email: 'email',
  yearsInBusiness: 'yearsInBusiness',
  monthsInBusiness: 'monthsInBusiness',
  insuranceContactFirstName: 'contactFirstName',
  insuranceContactLastName: 'contactLastName',
  insuranceContactPhone: 'contactPhone',
  insuranceContactEmail: 'contactEmail',
} as const satisfies Record<keyof QuoteRequest['insuredInformation'], keyof InsuredForm>

/** Address fields after their prefix (`garageZip` -> `Zip`); the country is not asked (always US). */
export const ADDRESS_FIELDS = {
  Street: 'street',
  City: 'city',
  State: 'state',
  Zip: 'zip',
  County: 'county',
  Country: null,
} as const satisfies Record<string, keyof AddressForm | null>

export const COVERAGE_FIELDS = {
  requestAl: 'requested.al',
  optAlPip: 'pip',
  optAlUm: 'uninsuredMotorist',
  requestApd: 'requested.apd',
  requestMtc: 'requested.mtc',
  requestTgl: 'requested.tgl',
  requestNtl: 'requested.ntl',
  brokerFeeAL: 'brokerFees.al',
  brokerFeeAPD: 'brokerFees.apd',
  brokerFeeMTC: 'brokerFees.mtc',
  brokerFeeTGL: 'brokerFees.tgl',
  brokerFeeNTL: 'brokerFees.ntl',
  effectiveDate: 'effectiveDate',
} as const satisfies Record<keyof QuoteRequest['coverage'], string>

export const OPERATION_FIELDS = {
  opsLocal: 'kinds.local',
  opsIntermediate: 'kinds.intermediate',
  opsLongHaul: 'kinds.longHaul',
  opsIntermodalPort: 'kinds.intermodalPort',
  opsDumpTruckOther: 'kinds.dumpTruckOther',
  opsDumpTruckSandGravel: 'kinds.dumpTruckSandGravel',
  opsEndDumper: 'kinds.endDumper',
  opsLogging: 'kinds.logging',
  opsRefrigirated: 'kinds.refrigerated',
  opsHotShot: 'kinds.hotShot',
  opsOversizedOvernight: 'kinds.oversizedOvernight',
  opsAutomobileHauler: 'kinds.automobileHauler',
  opsTowingRep: 'kinds.towing',
  opsHouseholdGoods: 'kinds.householdGoods',
  opsTanker: 'kinds.tanker',
  ineligibleOperations: 'ineligible',
  filingsAlFederal: 'federalFiling',
  filingsAlState: 'stateFiling',
  priorInsuranceCancelledNonrenewed: 'priorInsuranceCancelled',
} as const satisfies Record<keyof QuoteRequest['operations'], `kinds.${OperationKey}` | 'ineligible' | 'federalFiling' | 'stateFiling' | 'priorInsuranceCancelled'>

export const RADIUS_FIELDS = {
  radius0_50: 'upTo50',
  radius51_200: 'from51To200',
  radius201_500: 'from201To500',
  radius501: 'over500',
} as const satisfies Record<keyof QuoteRequest['radius'], RadiusKey>

export const COMMODITY_FIELDS = { commodityKey: 'commodity', commodityPercentage: 'percentage' } as const satisfies Record<
  keyof Row<QuoteRequest['commodities']>,
  string
>

const UNIT_FIELDS = { vin: 'vin', year: 'year', make: 'make', model: 'model', value: 'value', bodyTypeKey: 'bodyType' } as const

export const VEHICLE_FIELDS = {
  ...UNIT_FIELDS,
  includeAPDTowing: 'apdTowing',
  classKey: 'classKey',
} as const satisfies Record<keyof Row<QuoteRequest['vehicles']>, keyof VehicleForm>

export const TRAILER_FIELDS = UNIT_FIELDS satisfies Record<keyof Row<QuoteRequest['trailers']>, keyof TrailerForm>

export const DRIVER_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  licenseState: 'licenseState',
  licenseNumber: 'licenseNumber',
  dateOfBirth: 'dateOfBirth',
  dateOfHire: 'dateOfHire',
  yearsExperience: 'yearsExperience',
  accidents_total: 'accidents',
  violations_total: 'violations',
  suspensions_total: 'suspensions',
  eligibility: 'eligibility',
  isOwner: 'isOwner',
} as const satisfies Record<keyof Row<QuoteRequest['drivers']>, keyof DriverForm>

export const TERMINAL_FIELDS = {
  terminalStreet: 'street',
  terminalCity: 'city',
  terminalState: 'state',
  terminalZip: 'zip',
  terminalCounty: 'county',
} as const satisfies Record<keyof Row<QuoteRequest['terminals']>, keyof AddressForm>

/** `lossAlCount` -> `alCount`: the form keeps the same shape with a lower-case coverage code. */
export const lossFieldOf = (wireName: string) => /^loss(Al|Apd|Mtc|Tgl|Ntl)(Count|Paid)$/.exec(wireName)?.slice(1).join('').replace(/^./, (first) => first.toLowerCase()) ?? null

export const RETAIL_AGENT_FIELDS = {
  AgencyName: 'agencyName',
  FirstName: 'firstName',
  LastName: 'lastName',
  Phone: 'phone',
  Email: 'email',
  Street: 'street',
  City: 'city',
  State: 'state',
  Zip: 'zip',
} as const satisfies Record<keyof NonNullable<QuoteRequest['retailAgent']>, keyof RetailAgentForm>

export const LIMITS_FIELDS = {
  trailerInterchange: 'trailerInterchange',
  trailerInterchangeLimit: 'trailerInterchangeLimit',
  limitTowingStorage: 'towingStorageLimit',
  nbrOfTrucks: 'trucks',
  valueOfTrucks: 'trucksValue',
  nbrOfTrailers: 'trailers',
  valueOfTrailers: 'trailersValue',
  limitAutoLiability: 'autoLiabilityLimit',
} as const satisfies Record<keyof IndicationRequest['limits'], keyof LimitsForm>
