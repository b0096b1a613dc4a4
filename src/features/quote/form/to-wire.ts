import type { IndicationRequestInput, QuoteRequestInput } from '@/api/contract/quote'
import { isoToUsDate } from '@/lib/dates'
import { normalizeVin } from '@/lib/vin'
import {
  COVERAGE_KEYS,
  type AddressForm,
  type CopyableAddressForm,
  type CoverageKey,
  type OperationKey,
  type QuoteForm,
} from './model'
import type { NumberValue } from '@/lib/number-input'
import { phoneDigits } from '@/lib/phone'
import { OPERATION_FIELDS, RADIUS_FIELDS } from './wire-names'

/**
 * The form as the contract's request object (section 2.7): flags as Y/N, dates as MM/DD/YYYY, numbers
 * as numeric text, optional text left out when empty. Runs on a form that passed every step's checks.
 */

const yesNo = (flag: boolean) => (flag ? 'Y' : 'N')
/** A required number, already checked to be one. */
const numberText = (value: NumberValue) => String(value ?? '')
/** A box where empty means none. */
const zeroIfEmpty = (value: NumberValue) => String(value ?? 0)
const optionalText = (value: string) => value.trim() || undefined
const optionalPhone = (value: string) => (value.trim() ? phoneDigits(value) : undefined)
const usDate = (isoDate: string) => (isoDate ? isoToUsDate(isoDate) : '')
/** A choice the step's checks already required. */
const chosen = <Key extends string>(value: Key | '') => value as Key

/** The country is always US: states and ZIP codes are US-only (docs/api-assumptions.md). */
const COUNTRY = 'US'

function prefixedAddress<Prefix extends string>(prefix: Prefix, address: AddressForm) {
  return {
    [`${prefix}Street`]: address.street.trim(),
    [`${prefix}City`]: address.city.trim(),
    [`${prefix}State`]: address.state,
    [`${prefix}Zip`]: address.zip.trim(),
    [`${prefix}County`]: optionalText(address.county),
  } as Record<`${Prefix}${'Street' | 'City' | 'State' | 'Zip'}`, string> & Record<`${Prefix}County`, string | undefined>
}

const postalAddress = <Prefix extends 'garage' | 'mailing' | 'shipping'>(prefix: Prefix, address: AddressForm) => ({
  ...prefixedAddress(prefix, address),
  ...({ [`${prefix}Country`]: COUNTRY } as Record<`${Prefix}Country`, string>),
})

const copiedOrOwn = (address: CopyableAddressForm, garage: AddressForm) => (address.sameAsGarage ? garage : address)

const wireCoverageCode = (key: CoverageKey) => key.toUpperCase() as Uppercase<CoverageKey>
const capitalized = (key: CoverageKey) => `${key[0]?.toUpperCase()}${key.slice(1)}` as Capitalize<CoverageKey>

function coverageToWire({ coverage }: QuoteForm): QuoteRequestInput['coverage'] {
  const requests = Object.fromEntries(COVERAGE_KEYS.map((key) => [`request${capitalized(key)}`, yesNo(coverage.requested[key])]))
  const brokerFees = Object.fromEntries(
    COVERAGE_KEYS.filter((key) => coverage.requested[key] && coverage.brokerFees[key] !== null).map((key) => [
      `brokerFee${wireCoverageCode(key)}`,
      coverage.brokerFees[key],
    ]),
  )
  return {
    ...(requests as Record<`request${Capitalize<CoverageKey>}`, 'Y' | 'N'>),
    // Options of auto liability: a tick left behind when AL was cleared is not sent.
    optAlPip: yesNo(coverage.requested.al && coverage.pip),
    optAlUm: yesNo(coverage.requested.al && coverage.uninsuredMotorist),
    ...(brokerFees as Partial<Record<`brokerFee${Uppercase<CoverageKey>}`, number>>),
    effectiveDate: usDate(coverage.effectiveDate),
  }
}

function operationsToWire({ operations }: QuoteForm): QuoteRequestInput['operations'] {
  const flag = (path: (typeof OPERATION_FIELDS)[keyof typeof OPERATION_FIELDS]) =>
    path.startsWith('kinds.') ? operations.kinds[path.slice('kinds.'.length) as OperationKey] : operations[path as Exclude<typeof path, `kinds.${string}`>]
  return Object.fromEntries(Object.entries(OPERATION_FIELDS).map(([wire, path]) => [wire, yesNo(flag(path))])) as QuoteRequestInput['operations']
}

const radiusToWire = ({ radius }: QuoteForm) =>
  Object.fromEntries(Object.entries(RADIUS_FIELDS).map(([wire, key]) => [wire, zeroIfEmpty(radius[key])])) as QuoteRequestInput['radius']

function lossesToWire({ losses }: QuoteForm): NonNullable<QuoteRequestInput['losses']> {
  return Object.fromEntries(
    losses.map((year, index) => [
      String(index),
      Object.fromEntries(
        COVERAGE_KEYS.flatMap((key) => [
          [`loss${capitalized(key)}Count`, zeroIfEmpty(year[`${key}Count`])],
          [`loss${capitalized(key)}Paid`, zeroIfEmpty(year[`${key}Paid`])],
        ]),
      ) as NonNullable<QuoteRequestInput['losses']>[string],
    ]),
  )
}

function retailAgentToWire({ agencyType, retailAgent: agent }: QuoteForm): QuoteRequestInput['retailAgent'] {
  if (agencyType !== 'wholesale') return undefined
  return {
    AgencyName: agent.agencyName.trim(),
    FirstName: agent.firstName.trim(),
    LastName: agent.lastName.trim(),
    Phone: phoneDigits(agent.phone),
    Email: agent.email.trim(),
    Street: optionalText(agent.street),
    City: optionalText(agent.city),
    State: agent.state || undefined,
    Zip: optionalText(agent.zip),
  }
}

export function toQuoteRequest(form: QuoteForm): QuoteRequestInput {
  const { insured } = form
  return {
    insuredInformation: {
      legalName: insured.legalName.trim(),
      dbaName: optionalText(insured.dbaName),
      dotNumber: insured.dotNumber.trim(),
      ownerName: optionalText(insured.ownerName),
      email: optionalText(insured.email),
      yearsInBusiness: numberText(insured.yearsInBusiness),
      monthsInBusiness: numberText(insured.monthsInBusiness),
      insuranceContactFirstName: optionalText(insured.contactFirstName),
      insuranceContactLastName: optionalText(insured.contactLastName),
      insuranceContactPhone: optionalPhone(insured.contactPhone),
      insuranceContactEmail: optionalText(insured.contactEmail),
    },
    garageAddress: postalAddress('garage', form.garage),
    mailingAddress: postalAddress('mailing', copiedOrOwn(form.mailing, form.garage)),
    coverage: coverageToWire(form),
    retailAgent: retailAgentToWire(form),
    operations: operationsToWire(form),
    radius: radiusToWire(form),
    commoditiesRefrigeration: yesNo(form.refrigeration),
    commodities: form.commodities.map((row) => ({ commodityKey: chosen(row.commodity), commodityPercentage: numberText(row.percentage) })),
    terminals: form.terminals.map((terminal) => prefixedAddress('terminal', terminal)),
    vehicles: form.vehicles.map((vehicle) => ({
      vin: normalizeVin(vehicle.vin),
      includeAPDTowing: yesNo(vehicle.apdTowing),
      year: numberText(vehicle.year),
      make: vehicle.make.trim(),
      model: vehicle.model.trim(),
      value: numberText(vehicle.value),
      classKey: chosen(vehicle.classKey),
      bodyTypeKey: chosen(vehicle.bodyType),
    })),
    trailers: form.trailers.map((trailer) => ({
      vin: normalizeVin(trailer.vin),
      year: numberText(trailer.year),
      make: trailer.make.trim(),
      model: trailer.model.trim(),
      value: numberText(trailer.value),
      bodyTypeKey: chosen(trailer.bodyType),
    })),
    drivers: form.drivers.map((driver) => ({
      firstName: driver.firstName.trim(),
      lastName: driver.lastName.trim(),
      licenseState: driver.licenseState,
      licenseNumber: driver.licenseNumber.trim().toUpperCase(),
      dateOfBirth: usDate(driver.dateOfBirth),
      dateOfHire: driver.dateOfHire ? usDate(driver.dateOfHire) : undefined,
      yearsExperience: numberText(driver.yearsExperience),
      accidents_total: zeroIfEmpty(driver.accidents),
      violations_total: zeroIfEmpty(driver.violations),
      suspensions_total: zeroIfEmpty(driver.suspensions),
      eligibility: driver.eligibility,
      isOwner: driver.isOwner,
    })),
    losses: lossesToWire(form),
  }
}

export function toIndicationRequest(form: QuoteForm): IndicationRequestInput {
  const { limits, coverage } = form
  return {
    ...toQuoteRequest(form),
    limits: {
      trailerInterchange: yesNo(limits.trailerInterchange),
      trailerInterchangeLimit: limits.trailerInterchange ? numberText(limits.trailerInterchangeLimit) : '0',
      limitTowingStorage: zeroIfEmpty(limits.towingStorageLimit),
      nbrOfTrucks: numberText(limits.trucks),
      valueOfTrucks: numberText(limits.trucksValue),
      nbrOfTrailers: zeroIfEmpty(limits.trailers),
      valueOfTrailers: zeroIfEmpty(limits.trailersValue),
      limitAutoLiability: coverage.requested.al ? numberText(limits.autoLiabilityLimit) : '0',
    },
    shippingAddress: postalAddress('shipping', copiedOrOwn(form.shipping, form.garage)),
  }
}
