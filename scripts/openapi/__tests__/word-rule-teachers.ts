import type { OperationId } from '../../../src/contract/operations.ts'
import { addDays, isoToUsDate } from '../../../src/generic/dates.ts'
import { RADIUS_BUCKETS } from '../../../src/contract/quote.ts'
import { PIP_STATES } from '../../../src/contract/quote-enums.ts'

/**
 * How the sampler of the document's tests is taught each rule the document says in words
 * (scripts/openapi/word-rules.ts): a lesson that makes a sampled body keep the rule, or the reason the
 * samples never meet it. A body is taught before it is sent; the test checks every rule has one here.
 */

type Body = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- a sampled body, any shape the document allows
export type Lesson = ((body: Body, today: string) => void) | { never: string }

const yearOf = (today: string) => Number(today.slice(0, 4))
const usDateYearsBefore = (today: string, years: number) => isoToUsDate(`${yearOf(today) - years}${today.slice(4)}`.replace('-02-29', '-02-28'))
const each = (rows: unknown, lesson: (row: Body, index: number) => void) => (Array.isArray(rows) ? rows.forEach(lesson) : undefined)
const REQUEST_FLAGS = ['requestAl', 'requestApd', 'requestMtc', 'requestTgl', 'requestNtl']

const unitValue = (row: Body) => {
  const value = Number(row.value)
  if (!(value > 0 && value <= 2_000_000)) row.value = '45000'
}

const QUOTE_LESSONS: Readonly<Record<string, Lesson>> = {
  'coverage.effectiveDate': (body, today) => (body.coverage.effectiveDate = isoToUsDate(addDays(today, 30))),
  coverage: (body) => {
    if (REQUEST_FLAGS.every((flag) => body.coverage[flag] === 'N')) body.coverage.requestAl = 'Y'
  },
  'coverage.optAlPip': (body) => {
    const al = body.coverage.requestAl === 'Y'
    if (!al || !(PIP_STATES as readonly string[]).includes(body.garageAddress.garageState)) body.coverage.optAlPip = 'N'
    if (!al) body.coverage.optAlUm = 'N'
  },
  'insuredInformation.monthsInBusiness': (body) => (body.insuredInformation.monthsInBusiness = String(Number(body.insuredInformation.monthsInBusiness) % 12)),
  commodities: (body) => each(body.commodities, (row, index) => (row.commodityPercentage = index === 0 ? '100' : '0')),
  radius: (body) => RADIUS_BUCKETS.forEach((bucket, index) => (body.radius[bucket] = index === 0 ? '100' : '0')),
  'vehicles[].year': (body, today) => each(body.vehicles, (row, index) => (row.year = String(yearOf(today) - index))),
  'trailers[].year': (body, today) => each(body.trailers, (row, index) => (row.year = String(yearOf(today) - index))),
  'vehicles[].value': (body) => [body.vehicles, body.trailers].forEach((rows) => each(rows, unitValue)),
  'vehicles[].vin': { never: 'sampled VINs are 10 to 17 random letters and digits: none repeats in these bodies' },
  'drivers[].dateOfBirth': (body, today) =>
    each(body.drivers, (row) => {
      row.dateOfBirth = usDateYearsBefore(today, 40)
      if (row.dateOfHire) row.dateOfHire = usDateYearsBefore(today, 5)
      row.yearsExperience = String(Number(row.yearsExperience) % 20)
    }),
  retailAgent: { never: 'the samples go as a retail agency’s account, which the rule ignores; its breaks as a wholesale one’s' },
}

const INDICATION_LESSONS: Readonly<Record<string, Lesson>> = {
  ...QUOTE_LESSONS,
  'limits.nbrOfTrucks': (body) => (body.limits.nbrOfTrucks = String(Math.max(1, Number(body.limits.nbrOfTrucks) % 100))),
  'limits.limitAutoLiability': (body) => (body.limits.limitAutoLiability = '1000000'),
}

const EDITED_UNIT_LESSONS: Readonly<Record<string, Lesson>> = {
  year: (body, today) => {
    if ('year' in body) body.year = yearOf(today) - 3
  },
  vehicle_id_number: { never: 'sampled VINs are 10 to 17 random letters and digits: none is a VIN of the fixtures’ schedules' },
}

const SUBSCRIPTION_LESSONS: Readonly<Record<string, Lesson>> = {
  endpoint_url: (body) => {
    if (typeof body.endpoint_url === 'string' && !URL.canParse(body.endpoint_url)) body.endpoint_url = 'https://hooks.example/receiver'
  },
  event_types: { never: 'the test signs in as an account with the early access' },
}

export const LESSONS: Readonly<Partial<Record<OperationId, Readonly<Record<string, Lesson>>>>> = {
  confirmPasswordReset: {
    new_password: { never: 'sampled user names are one character, and a password of 12 random characters is no common one' },
  },
  requestQuote: QUOTE_LESSONS,
  requestIndication: INDICATION_LESSONS,
  addDriver: {
    driver_date_of_birth: (body, today) => {
      body.driver_date_of_birth = `${yearOf(today) - 40}-06-15`
      if (typeof body.years_cdl_experience === 'number') body.years_cdl_experience %= 20
    },
  },
  addTrailer: EDITED_UNIT_LESSONS,
  updateVehicle: EDITED_UNIT_LESSONS,
  approveCancellation: {
    cancellation_reason: { never: 'the bodies go to BR-20002, whose stored reason and reason-aware intake fill it' },
    cancellation_guard_id: { never: 'BR-20002 is not guarded' },
  },
  createWebhookSubscription: SUBSCRIPTION_LESSONS,
  updateWebhookSubscription: SUBSCRIPTION_LESSONS,
}
