import type { ReactNode } from 'react'
import { FreeText } from '@/components/ui/free-text'
import type { CensusAddress, CensusCarrier } from '@/domain/carrier-census/census-carrier'
import { yearsAndMonthsSince } from '@/domain/carrier-census/census-dates'
import { formatCalendarDate } from '@/generic/format'
import { countOf, formatCount } from '@/generic/text'
import type { CensusAnswer, CensusTopic } from '../../form/census-fill'
import type { AddressForm, QuoteForm } from '../../form/model'

/** An address on one line, as written: `77  MAIN  ST , EL PASO, TX 79901`. */
const addressLine = (address: Pick<CensusAddress, 'street' | 'city' | 'state' | 'zip'>) =>
  [address.street, address.city, `${address.state} ${address.zip}`.trim()].filter((part) => part.trim()).join(', ')

const SAME_AS_GARAGE = 'The same as the garage address'

const yearsAndMonths = ({ years, months }: { years: number; months: number }) =>
  months ? `${countOf(years, 'years')} and ${countOf(months, 'months')}` : countOf(years, 'years')

/** What the person entered for a topic, in words. */
function enteredText(topic: CensusTopic, values: QuoteForm): string {
  const { insured } = values
  const mailing: AddressForm = values.mailing
  switch (topic) {
    case 'legal name':
      return insured.legalName
    case 'DBA':
      return insured.dbaName
    case 'years in business':
      return yearsAndMonths({ years: Number(insured.yearsInBusiness) || 0, months: Number(insured.monthsInBusiness) || 0 })
    case 'garage address':
      return addressLine(values.garage)
    case 'mailing address':
      return values.mailing.sameAsGarage ? SAME_AS_GARAGE : addressLine(mailing)
    case 'number of trucks':
      return String(values.limits.trucks ?? '')
  }
}

function Row({ term, children, answer, values }: { term: string; children: ReactNode; answer?: CensusAnswer; values: QuoteForm }) {
  return (
    <div className="sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold">{term}</dt>
      <dd className="whitespace-pre-wrap">
        {children}
        {answer?.state === 'differs' && (
          <span className="block text-slate-700">
            You entered: <FreeText>{enteredText(answer.topic, values)}</FreeText>
          </span>
        )}
      </dd>
    </div>
  )
}

/**
 * The census's answers as filed (its capitals and spacing kept), each beside what the person entered
 * when that differs. `today` counts the years since the carrier was added.
 */
export function CensusDetails({
  carrier,
  answers,
  values,
  today,
}: {
  carrier: CensusCarrier
  answers: readonly CensusAnswer[]
  values: QuoteForm
  today: string
}) {
  const answerOf = (topic: CensusTopic) => answers.find((answer) => answer.topic === topic)
  const since = carrier.addedOn ? yearsAndMonthsSince(carrier.addedOn, today) : null
  const sameMailing = !carrier.mailing || answerOf('mailing address')?.writes.some((write) => write.path === 'mailing.sameAsGarage' && write.value === true)
  return (
    <dl className="flex flex-col gap-2">
      <Row term="Legal name" answer={answerOf('legal name')} values={values}>
        <FreeText>{carrier.legalName}</FreeText>
      </Row>
      {carrier.dbaName.trim() && (
        <Row term="Doing business as" answer={answerOf('DBA')} values={values}>
          <FreeText>{carrier.dbaName}</FreeText>
        </Row>
      )}
      <Row term="Added to the census" answer={answerOf('years in business')} values={values}>
        {carrier.addedOn ? `${formatCalendarDate(carrier.addedOn)}${since ? ` (${yearsAndMonths(since)} ago)` : ''}` : 'No date filed'}
      </Row>
      {carrier.garage && (
        <Row term="Garage (physical) address" answer={answerOf('garage address')} values={values}>
          <FreeText>{addressLine(carrier.garage)}</FreeText>
        </Row>
      )}
      {carrier.garage && (
        <Row term="Mailing address" answer={answerOf('mailing address')} values={values}>
          {sameMailing || !carrier.mailing ? SAME_AS_GARAGE : <FreeText>{addressLine(carrier.mailing)}</FreeText>}
        </Row>
      )}
      <Row term="Power units" answer={answerOf('number of trucks')} values={values}>
        {carrier.powerUnits === null ? 'None filed' : formatCount(carrier.powerUnits)}
      </Row>
    </dl>
  )
}
