import { COMMODITIES, COVERAGE_CODES, TRAILER_BODY_TYPES, VEHICLE_BODY_TYPES, VEHICLE_CLASSES } from '@/contract/quote-enums'
import { yearsAndMonths } from '@/generic/durations'
import { formatCalendarDate } from '@/generic/format'
import type { NumberValue } from '@/generic/number-input'
import { joinPhrases, type Phrase, supplied } from '@/generic/text'
import { usStateName } from '@/generic/us-states'
import { OPERATION_KEYS, RADIUS_KEYS, type AddressForm, type QuoteForm, type WizardMode } from '../../form/model'
import { lossYearName, lossYearsNotEntered, requestedLossLines } from '../../form/loss-years'
import type { StepId } from '../../form/steps'
import { usdOrNone as money } from '../../format'
import { countOf } from '@/generic/text'
import { coverageName, ELIGIBILITY_LABELS, FILING_LABELS, OPERATION_LABELS, RADIUS_LABELS } from '../labels'

/** One row of the check page: what was asked, what was answered, and the field "Change" goes to. */
export interface Answer {
  key: string
  /** Its lines; what the person typed is marked as supplied (ADR 0054). */
  value: Phrase[]
  field: string
}

const NONE = 'None'
const labelOf = (table: readonly (readonly [string, string])[], key: string) => table.find(([value]) => value === key)?.[1] ?? key
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No')
/** A text that does not read as a number (shown beside its error) is given as typed, with the plural. */
const count = (value: NumberValue, one: string, many: string) => (typeof value === 'string' ? `${value} ${many}` : countOf(value ?? 0, many, one))
const date = (isoDate: string) => (isoDate ? formatCalendarDate(isoDate) : NONE)
const joined = (...parts: Parameters<typeof joinPhrases>[1][]) => joinPhrases(', ', ...parts)
/** "7 years", "7 years and 4 months": empty months are none; a box that does not hold a number shows what was typed. */
const inBusiness = (years: NumberValue, months: NumberValue) =>
  typeof years === 'number' && typeof months !== 'string'
    ? yearsAndMonths(years * 12 + (months ?? 0))
    : `${count(years, 'year', 'years')} and ${count(months, 'month', 'months')}`
/** What the person typed, or "None". */
const typed = (text: string) => (text.trim() ? [supplied(text)] : NONE)
const address = (value: AddressForm): Phrase[] =>
  [
    value.street && [supplied(value.street)],
    joined(supplied(value.city), `${value.state} ${value.zip}`.trim()),
    value.county && [supplied(value.county), ' County'],
  ].filter((line): line is Phrase => Boolean(line) && line.length > 0)

/** One answer per row ("Vehicle 2"), or "None" for an empty list; Change goes to the row's first field. */
function rowAnswers<Row>(rows: readonly Row[], list: string, noun: string, lines: (row: Row) => (Phrase | false)[], firstField = 'vin'): Answer[] {
  if (rows.length === 0) return [{ key: `${noun}s`, value: [NONE], field: list }]
  return rows.map((row, index) => ({
    key: `${noun} ${index + 1}`,
    value: lines(row).filter((line) => line !== false),
    field: `${list}.${index}.${firstField}`,
  }))
}

const unitLines = (unit: { year: NumberValue; make: string; model: string; value: NumberValue; vin: string }) => [
  joined(joinPhrases(' ', unit.year === null ? false : String(unit.year), supplied(unit.make), supplied(unit.model)), money(unit.value)),
  `VIN ${unit.vin.trim().toUpperCase()}`,
]

type AnswerBuilder = (values: QuoteForm, mode: WizardMode) => Answer[]

const BUILDERS: Partial<Record<StepId, AnswerBuilder>> = {
  insured: ({ insured }) => [
    { key: 'USDOT number', value: [insured.dotNumber], field: 'insured.dotNumber' },
    { key: 'Legal name', value: [typed(insured.legalName)], field: 'insured.legalName' },
    { key: 'Doing business as', value: [typed(insured.dbaName)], field: 'insured.dbaName' },
    { key: 'Owner', value: [typed(insured.ownerName)], field: 'insured.ownerName' },
    { key: 'Business e-mail', value: [typed(insured.email)], field: 'insured.email' },
    {
      key: 'In business for',
      value: [inBusiness(insured.yearsInBusiness, insured.monthsInBusiness)],
      field: 'insured.yearsInBusiness',
    },
    {
      key: 'Insurance contact',
      value: [
        joined(supplied(`${insured.contactFirstName} ${insured.contactLastName}`.trim()), supplied(insured.contactPhone), supplied(insured.contactEmail)),
      ],
      field: 'insured.contactFirstName',
    },
  ],
  addresses: ({ garage, mailing, shipping }, mode) => [
    { key: 'Garage', value: address(garage), field: 'garage.street' },
    { key: 'Mailing address', value: mailing.sameAsGarage ? ['Same as the garage'] : address(mailing), field: 'mailing.sameAsGarage' },
    ...(mode === 'indication'
      ? [{ key: 'Shipping address', value: shipping.sameAsGarage ? ['Same as the garage'] : address(shipping), field: 'shipping.sameAsGarage' }]
      : []),
  ],
  coverage: ({ coverage }, mode) => [
    {
      key: 'Coverages',
      value: COVERAGE_CODES.filter((code) => coverage.requested[code]).map((code) =>
        joined(
          coverageName(code),
          code === 'AL' && coverage.pip && 'with PIP',
          code === 'AL' && coverage.uninsuredMotorist && 'with UM/UIM',
          mode === 'quote' && coverage.brokerFees[code] !== null && `broker fee ${money(coverage.brokerFees[code])}`,
        ),
      ),
      field: 'coverage.requested.AL',
    },
    { key: 'Effective date', value: [date(coverage.effectiveDate)], field: 'coverage.effectiveDate' },
  ],
  operations: ({ operations }) => [
    { key: 'Operations', value: OPERATION_KEYS.filter((key) => operations.kinds[key]).map((key) => OPERATION_LABELS[key]), field: 'operations.kinds.local' },
    {
      key: 'Filings',
      value: [operations.federalFiling && FILING_LABELS.federalFiling, operations.stateFiling && FILING_LABELS.stateFiling].filter((line) => line !== false),
      field: 'operations.federalFiling',
    },
    { key: ELIGIBILITY_LABELS.ineligible, value: [yesNo(operations.ineligible)], field: 'operations.ineligible' },
    { key: ELIGIBILITY_LABELS.priorInsuranceCancelled, value: [yesNo(operations.priorInsuranceCancelled)], field: 'operations.priorInsuranceCancelled' },
  ],
  radius: ({ radius }) => [
    { key: 'Radius', value: RADIUS_KEYS.filter((key) => radius[key]).map((key) => `${RADIUS_LABELS[key]}: ${radius[key]}%`), field: 'radius.upTo50' },
  ],
  cargo: ({ commodities, refrigeration }) => [
    {
      key: 'Commodities',
      value: commodities.map((row) => `${labelOf(COMMODITIES, row.commodity)}: ${row.percentage ?? 0}%`),
      field: 'commodities.0.commodity',
    },
    { key: 'Refrigeration', value: [yesNo(refrigeration)], field: 'refrigeration' },
  ],
  terminals: ({ terminals }) => rowAnswers(terminals, 'terminals', 'Terminal', address, 'street'),
  vehicles: ({ vehicles }) =>
    rowAnswers(vehicles, 'vehicles', 'Vehicle', (vehicle) => [
      ...unitLines(vehicle),
      joined(labelOf(VEHICLE_CLASSES, vehicle.classKey), labelOf(VEHICLE_BODY_TYPES, vehicle.bodyType), vehicle.apdTowing && 'towing included'),
    ]),
  trailers: ({ trailers }) => rowAnswers(trailers, 'trailers', 'Trailer', (trailer) => [...unitLines(trailer), labelOf(TRAILER_BODY_TYPES, trailer.bodyType)]),
  drivers: ({ drivers }) =>
    rowAnswers(
      drivers,
      'drivers',
      'Driver',
      (driver) => [
        joined(supplied(`${driver.firstName} ${driver.lastName}`), driver.isOwner && 'owner', driver.eligibility),
        joined(
          [`${usStateName(driver.licenseState) ?? driver.licenseState} CDL `, supplied(driver.licenseNumber)],
          `born ${date(driver.dateOfBirth)}`,
          driver.dateOfHire && `hired ${date(driver.dateOfHire)}`,
        ),
        joined(
          count(driver.yearsExperience, "year's experience", "years' experience"),
          count(driver.accidents, 'accident', 'accidents'),
          count(driver.violations, 'violation', 'violations'),
          count(driver.suspensions, 'suspension', 'suspensions'),
        ),
      ],
      'firstName',
    ),
  losses: (values) => {
    const { losses, coverage } = values
    const lines = requestedLossLines(coverage)
    const entered = losses
      .map((year, index) => ({
        key: lossYearName(index, coverage.effectiveDate),
        value: lines
          .filter((code) => year[`${code}Count`] || year[`${code}Paid`])
          .map((code) => `${code}: ${count(year[`${code}Count`], 'claim', 'claims')}, ${money(year[`${code}Paid`] ?? 0)} paid`),
        field: `losses.${index}.${lines[0] ?? 'AL'}Count`,
      }))
      .map((answer) => (answer.value.length > 0 ? answer : { ...answer, value: ['No claims'] }))
    // The years of the last 3 not entered are sent as no claims (lossYearsSent): said, not left to guess (issue 39).
    const notEntered = Array.from({ length: lossYearsNotEntered(values) }, (_, at) => `${lossYearName(losses.length + at, coverage.effectiveDate)}: no claims`)
    if (entered.length === 0 && notEntered.length === 0) return [{ key: 'Loss history', value: ['No losses entered'], field: 'losses' }]
    return [...entered, ...(notEntered.length > 0 ? [{ key: 'Years not entered', value: notEntered, field: 'losses' }] : [])]
  },
  'retail-agent': ({ agencyType, retailAgent }) => [
    { key: 'Your agency', value: [agencyType === 'wholesale' ? 'Wholesale broker' : 'Retail agency'], field: 'agencyType' },
    ...(agencyType === 'wholesale'
      ? [
          {
            key: 'Retail agent',
            value: [
              joined(supplied(`${retailAgent.firstName} ${retailAgent.lastName}`), supplied(retailAgent.agencyName)),
              joined(supplied(retailAgent.phone), supplied(retailAgent.email)),
              joined(supplied(retailAgent.street), supplied(retailAgent.city), `${retailAgent.state} ${retailAgent.zip}`.trim()),
            ].filter((line) => line.length > 0),
            field: 'retailAgent.agencyName',
          },
        ]
      : []),
  ],
  limits: ({ limits, coverage }) => [
    { key: 'Trucks', value: [joined(count(limits.trucks, 'truck', 'trucks'), `worth ${money(limits.trucksValue)}`)], field: 'limits.trucks' },
    { key: 'Trailers', value: [joined(count(limits.trailers, 'trailer', 'trailers'), `worth ${money(limits.trailersValue ?? 0)}`)], field: 'limits.trailers' },
    ...(coverage.requested.AL ? [{ key: 'Auto liability limit', value: [money(limits.ALLimit)], field: 'limits.ALLimit' }] : []),
    { key: 'Towing and storage limit', value: [money(limits.towingStorageLimit)], field: 'limits.towingStorageLimit' },
    {
      key: 'Trailer interchange',
      value: [limits.trailerInterchange ? `Yes, limit ${money(limits.trailerInterchangeLimit)}` : 'No'],
      field: 'limits.trailerInterchange',
    },
  ],
}

/**
 * What a Change link names after "Change", in the question's own words: the row's key with only its
 * first word lowered, and not even that when the word is an acronym ("Change USDOT number", "Change
 * legal name", "Change vehicle 2").
 */
export function changeLinkName(key: string): string {
  const [first = '', ...rest] = key.split(' ')
  const acronym = first.length > 1 && first === first.toUpperCase()
  return [acronym ? first : first.toLowerCase(), ...rest].join(' ')
}

/** The answers of one step as the check page lists them; an empty list reads "None". */
export function answersOf(step: StepId, values: QuoteForm, mode: WizardMode): Answer[] {
  return (BUILDERS[step]?.(values, mode) ?? []).map((answer) => {
    const value = answer.value.filter((line) => line.length > 0)
    return { ...answer, value: value.length > 0 ? value : [NONE] }
  })
}
