import { QUOTE_SET_TERMS, QUOTE_TOWING_LIMIT_PER_UNIT } from '@/contract/quote-terms'
import { countOf, joinPhrases, supplied, type Phrase } from '@/generic/text'
import { usd } from '../format'
import type { QuoteForm } from './model'

/**
 * An answer of an indication that a quote request cannot carry (section 2.7: `limits` and
 * `shippingAddress` are the indication's only), with what the quote has in its place: said before
 * carrying, on the indication's result, and on the quote it was carried into (issue 39).
 */
export interface LeftBehind {
  /** The question, as the indication's check page names it. */
  answer: string
  indication: Phrase
  quote: string
}

const worth = (count: number, noun: string, value: number | null) => `${countOf(count, noun)}${value ? ` worth ${usd(value)}` : ''}`
const numberOr = (value: unknown) => (typeof value === 'number' ? value : null)

function fleet({ limits }: QuoteForm): LeftBehind[] {
  const trucks = numberOr(limits.trucks)
  if (trucks === null) return []
  const trailers = numberOr(limits.trailers) ?? 0
  const counted = [worth(trucks, 'trucks', numberOr(limits.trucksValue)), trailers > 0 && worth(trailers, 'trailers', numberOr(limits.trailersValue))]
  return [{ answer: 'Trucks and trailers', indication: counted.filter(Boolean).join(' and '), quote: 'Each vehicle and trailer, with its value' }]
}

function alLimit({ coverage, limits }: QuoteForm): LeftBehind[] {
  const limit = numberOr(limits.ALLimit)
  if (!coverage.requested.AL || limit === null || limit === QUOTE_SET_TERMS.AL.limit) return []
  return [{ answer: 'Auto liability limit', indication: usd(limit), quote: `${usd(QUOTE_SET_TERMS.AL.limit)}, which the service sets` }]
}

function towing({ coverage, limits }: QuoteForm): LeftBehind[] {
  const limit = numberOr(limits.towingStorageLimit)
  if (!coverage.requested.APD || !limit) return []
  return [
    {
      answer: 'Towing and storage limit',
      indication: `${usd(limit)} for every truck`,
      quote: `${usd(QUOTE_TOWING_LIMIT_PER_UNIT)} for each vehicle marked for it`,
    },
  ]
}

function interchange({ limits }: QuoteForm): LeftBehind[] {
  if (!limits.trailerInterchange) return []
  const limit = numberOr(limits.trailerInterchangeLimit)
  return [{ answer: 'Trailer interchange', indication: limit === null ? 'Yes' : `${usd(limit)} limit`, quote: 'None' }]
}

function shipping({ shipping: address }: QuoteForm): LeftBehind[] {
  if (address.sameAsGarage) return []
  const written = joinPhrases(', ', supplied(address.street), supplied(address.city), `${address.state} ${address.zip}`.trim())
  return [{ answer: 'Shipping address', indication: written, quote: 'None' }]
}

/** Every answer of an indication that a quote cannot carry, in the order of the indication's check page; none that the quote has the same. */
export function indicationAnswersLeftBehind(values: QuoteForm): LeftBehind[] {
  return [shipping, fleet, alLimit, towing, interchange].flatMap((rule) => rule(values))
}
