import { COVERAGE_CODES, type CommodityKey, type CoverageCode } from '@/contract/quote-enums'
import { emptyQuoteDriver, type QuoteDriverForm } from '@/domain/fleet/driver'
import { emptyTrailer, type TrailerForm } from '@/domain/fleet/trailer'
import { emptyQuoteVehicle, type QuoteVehicleForm } from '@/domain/fleet/vehicle'
import type { NumberValue } from '@/generic/number-input'
import type { WizardMode } from '@/domain/wizard-drafts'

/**
 * What a person edits in the wizard: booleans for flags, numbers (or null while empty) for counts and
 * amounts, `YYYY-MM-DD` from date inputs, '' for a choice not made yet. The wire request of section 2.7
 * is built from this by to-wire.ts; nothing here carries a wire name. Vehicles, trailers and drivers are
 * the shared fleet rows (src/domain/fleet), as a quote asks them.
 */

export type { WizardMode }
export type AgencyType = 'retail' | 'wholesale'

export interface AddressForm {
  street: string
  city: string
  state: string
  zip: string
  county: string
}

export interface CopyableAddressForm extends AddressForm {
  sameAsGarage: boolean
}

export interface InsuredForm {
  legalName: string
  dbaName: string
  dotNumber: string
  ownerName: string
  email: string
  yearsInBusiness: NumberValue
  monthsInBusiness: NumberValue
  contactFirstName: string
  contactLastName: string
  contactPhone: string
  contactEmail: string
}

/** Keyed by the contract's coverage code (`AL`, as people read it), the one spelling in the portal (docs/glossary.md). */
export interface CoverageForm {
  requested: Record<CoverageCode, boolean>
  pip: boolean
  uninsuredMotorist: boolean
  brokerFees: Record<CoverageCode, NumberValue>
  effectiveDate: string
}

export const OPERATION_KEYS = [
  'local',
  'intermediate',
  'longHaul',
  'intermodalPort',
  'dumpTruckOther',
  'dumpTruckSandGravel',
  'endDumper',
  'logging',
  'refrigerated',
  'hotShot',
  'oversizeOverweight',
  'automobileHauler',
  'towing',
  'householdGoods',
  'tanker',
] as const
export type OperationKey = (typeof OPERATION_KEYS)[number]

export interface OperationsForm {
  kinds: Record<OperationKey, boolean>
  ineligible: boolean
  federalFiling: boolean
  stateFiling: boolean
  priorInsuranceCancelled: boolean
}

export const RADIUS_KEYS = ['upTo50', 'from51To200', 'from201To500', 'over500'] as const
export type RadiusKey = (typeof RADIUS_KEYS)[number]
export type RadiusForm = Record<RadiusKey, NumberValue>

export interface CommodityForm {
  commodity: CommodityKey | ''
  percentage: NumberValue
}

/** One year of losses, most recent first; an empty box counts as none. */
export type LossYearForm = Record<`${CoverageCode}${'Count' | 'Paid'}`, NumberValue>

export interface RetailAgentForm {
  agencyName: string
  firstName: string
  lastName: string
  phone: string
  email: string
  street: string
  city: string
  state: string
  zip: string
}

export interface LimitsForm {
  trailerInterchange: boolean
  trailerInterchangeLimit: NumberValue
  towingStorageLimit: NumberValue
  trucks: NumberValue
  trucksValue: NumberValue
  trailers: NumberValue
  trailersValue: NumberValue
  ALLimit: NumberValue
}

export interface QuoteForm {
  insured: InsuredForm
  garage: AddressForm
  mailing: CopyableAddressForm
  shipping: CopyableAddressForm
  coverage: CoverageForm
  operations: OperationsForm
  radius: RadiusForm
  refrigeration: boolean
  commodities: CommodityForm[]
  terminals: AddressForm[]
  vehicles: QuoteVehicleForm[]
  trailers: TrailerForm[]
  drivers: QuoteDriverForm[]
  losses: LossYearForm[]
  /** '' until the person says; remembered per account (docs/decisions/0006-agency-type.md). */
  agencyType: AgencyType | ''
  retailAgent: RetailAgentForm
  limits: LimitsForm
}

const flags = <Key extends string>(keys: readonly Key[]) => Object.fromEntries(keys.map((key) => [key, false])) as Record<Key, boolean>
const nulls = <Key extends string>(keys: readonly Key[]) => Object.fromEntries(keys.map((key) => [key, null])) as Record<Key, null>

export const emptyAddress = (): AddressForm => ({ street: '', city: '', state: '', zip: '', county: '' })

export const emptyCommodity = (): CommodityForm => ({ commodity: '', percentage: null })

/** New rows of the fleet lists, as a quote asks them. */
export { emptyQuoteVehicle as emptyVehicle, emptyTrailer, emptyQuoteDriver as emptyDriver }

export const emptyLossYear = (): LossYearForm => nulls(COVERAGE_CODES.flatMap((code) => [`${code}Count`, `${code}Paid`] as const)) as LossYearForm

export const emptyRetailAgent = (): RetailAgentForm => ({
  agencyName: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  street: '',
  city: '',
  state: '',
  zip: '',
})

/** A new form. A quote starts with one vehicle and one driver row to type into; an indication needs none. */
export function emptyQuoteForm(mode: WizardMode, agencyType: AgencyType | '' = ''): QuoteForm {
  return {
    insured: {
      legalName: '',
      dbaName: '',
      dotNumber: '',
      ownerName: '',
      email: '',
      yearsInBusiness: null,
      monthsInBusiness: null,
      contactFirstName: '',
      contactLastName: '',
      contactPhone: '',
      contactEmail: '',
    },
    garage: emptyAddress(),
    mailing: { ...emptyAddress(), sameAsGarage: true },
    shipping: { ...emptyAddress(), sameAsGarage: true },
    coverage: { requested: flags(COVERAGE_CODES), pip: false, uninsuredMotorist: false, brokerFees: nulls(COVERAGE_CODES), effectiveDate: '' },
    operations: { kinds: flags(OPERATION_KEYS), ineligible: false, federalFiling: false, stateFiling: false, priorInsuranceCancelled: false },
    radius: nulls(RADIUS_KEYS),
    refrigeration: false,
    // Most insureds haul one commodity: its share starts at 100 % and the agent changes it on adding another (ADR 0044).
    commodities: [{ ...emptyCommodity(), percentage: 100 }],
    terminals: [],
    vehicles: mode === 'quote' ? [emptyQuoteVehicle()] : [],
    trailers: [],
    drivers: mode === 'quote' ? [emptyQuoteDriver()] : [],
    losses: [],
    agencyType,
    retailAgent: emptyRetailAgent(),
    limits: {
      trailerInterchange: false,
      trailerInterchangeLimit: null,
      towingStorageLimit: null,
      trucks: null,
      trucksValue: null,
      trailers: null,
      trailersValue: null,
      // The limit a quote is rated at, and the commonest one: a quick indication needs no typing for it (ADR 0036).
      ALLimit: mode === 'indication' ? 1_000_000 : null,
    },
  }
}
