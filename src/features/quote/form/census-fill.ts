import type { Path } from 'react-hook-form'
import { ZIP_PATTERN } from '@/contract/leaf-rules'
import { sameAddress, sameText, type CensusAddress, type CensusCarrier } from '@/domain/carrier-census/census-carrier'
import { yearsAndMonthsSince } from '@/domain/carrier-census/census-dates'
import { isUsStateCode } from '@/generic/us-states'
import type { AddressForm, QuoteForm, WizardMode } from './model'

/**
 * What FMCSA's census can fill in the wizard, answer by answer (ADR 0127): the legal name, the DBA, the
 * garage and mailing addresses, the years in business from the date added and, for an indication, the
 * number of trucks. Each is `empty` (nothing entered: filled at once), `same` (entered, and the census
 * agrees, capitals and spacing aside) or `differs` (entered otherwise: replaced only when the person says).
 */
export type CensusTopic = 'legal name' | 'DBA' | 'garage address' | 'mailing address' | 'years in business' | 'number of trucks'

export interface CensusWrite {
  path: Path<QuoteForm>
  value: string | number | boolean | null
}

export interface CensusAnswer {
  topic: CensusTopic
  state: 'empty' | 'same' | 'differs'
  writes: CensusWrite[]
}

/**
 * Census text as the form's rules need it and no more: the ends trimmed (the boxes' checks trim them
 * anyway). Capitals and inner spacing stay as filed.
 */
const tidied = (text: string) => text.trim()

/** A ZIP code the form takes: five digits, or ZIP+4 with its hyphen (`303361234` becomes `30336-1234`). */
function tidiedZip(zip: string): string | null {
  const digits = zip.trim()
  const written = /^\d{9}$/.test(digits) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits
  return ZIP_PATTERN.test(written) ? written : null
}

/** The address as the form takes it, or null when the form could not (no street, a state outside the US, an unreadable ZIP). */
function formAddress(address: CensusAddress | null): Omit<AddressForm, 'county'> | null {
  if (!address) return null
  const state = address.state.trim().toUpperCase()
  const zip = tidiedZip(address.zip)
  const [street, city] = [tidied(address.street), tidied(address.city)]
  return street && city && zip && isUsStateCode(state) ? { street, city, state, zip } : null
}

const isEmptyAddress = (address: AddressForm) => [address.street, address.city, address.state, address.zip].every((part) => !part.trim())

const addressWrites = (base: 'garage' | 'mailing', address: Omit<AddressForm, 'county'>): CensusWrite[] =>
  (['street', 'city', 'state', 'zip'] as const).map((part) => ({ path: `${base}.${part}`, value: address[part] }))

function textAnswer(topic: CensusTopic, path: Path<QuoteForm>, entered: string, census: string): CensusAnswer | null {
  const value = tidied(census)
  if (!value) return null
  return { topic, state: !entered.trim() ? 'empty' : sameText(entered, value) ? 'same' : 'differs', writes: [{ path, value }] }
}

function garageAnswer(values: QuoteForm, garage: Omit<AddressForm, 'county'> | null): CensusAnswer | null {
  if (!garage) return null
  const state = isEmptyAddress(values.garage) ? 'empty' : sameAddress(values.garage, garage) ? 'same' : 'differs'
  return { topic: 'garage address', state, writes: addressWrites('garage', garage) }
}

/**
 * The census's mailing address, or "the same as the garage" when it filed none of its own. The form's
 * switch starts at "the same": left so before any garage address is entered, it is nothing entered.
 */
function mailingAnswer(values: QuoteForm, garage: Omit<AddressForm, 'county'> | null, carrier: CensusCarrier): CensusAnswer | null {
  if (!garage) return null
  const mailing = carrier.mailing && !sameAddress(carrier.mailing, garage) ? formAddress(carrier.mailing) : 'same'
  if (mailing === null) return null
  const { mailing: entered } = values
  const enteredNothing = isEmptyAddress(entered.sameAsGarage ? values.garage : entered)
  const agrees = mailing === 'same' ? entered.sameAsGarage : !entered.sameAsGarage && sameAddress(entered, mailing)
  return {
    topic: 'mailing address',
    state: agrees ? 'same' : enteredNothing ? 'empty' : 'differs',
    writes:
      mailing === 'same'
        ? [{ path: 'mailing.sameAsGarage', value: true }]
        : [{ path: 'mailing.sameAsGarage', value: false }, ...addressWrites('mailing', mailing)],
  }
}

function timeInBusinessAnswer(values: QuoteForm, carrier: CensusCarrier, today: string): CensusAnswer | null {
  const since = carrier.addedOn ? yearsAndMonthsSince(carrier.addedOn, today) : null
  if (!since) return null
  const { yearsInBusiness, monthsInBusiness } = values.insured
  const months = since.months || null
  const entered = yearsInBusiness !== null && yearsInBusiness !== ''
  const agrees = Number(yearsInBusiness) === since.years && (Number(monthsInBusiness) || null) === months
  return {
    topic: 'years in business',
    state: !entered ? 'empty' : agrees ? 'same' : 'differs',
    writes: [
      { path: 'insured.yearsInBusiness', value: since.years },
      { path: 'insured.monthsInBusiness', value: months },
    ],
  }
}

function trucksAnswer(values: QuoteForm, carrier: CensusCarrier): CensusAnswer | null {
  if (!carrier.powerUnits) return null
  const { trucks } = values.limits
  const state = trucks === null || trucks === '' ? 'empty' : Number(trucks) === carrier.powerUnits ? 'same' : 'differs'
  return { topic: 'number of trucks', state, writes: [{ path: 'limits.trucks', value: carrier.powerUnits }] }
}

/** Every answer the census can give the form now, in the order the wizard asks them. */
export function censusAnswers(values: QuoteForm, carrier: CensusCarrier, { mode, today }: { mode: WizardMode; today: string }): CensusAnswer[] {
  const garage = formAddress(carrier.garage)
  return [
    textAnswer('legal name', 'insured.legalName', values.insured.legalName, carrier.legalName),
    textAnswer('DBA', 'insured.dbaName', values.insured.dbaName, carrier.dbaName),
    timeInBusinessAnswer(values, carrier, today),
    garageAnswer(values, garage),
    mailingAnswer(values, garage, carrier),
    mode === 'indication' ? trucksAnswer(values, carrier) : null,
  ].filter((answer): answer is CensusAnswer => answer !== null)
}

/** The writes that fill `answers`, and those that put back what they replace (nothing typed is lost). */
export function fillOf(answers: readonly CensusAnswer[], values: QuoteForm): { writes: CensusWrite[]; undo: CensusWrite[] } {
  const writes = answers.flatMap((answer) => answer.writes)
  const valueAt = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], values) as CensusWrite['value']
  return { writes, undo: writes.map(({ path }) => ({ path, value: valueAt(path) })) }
}
