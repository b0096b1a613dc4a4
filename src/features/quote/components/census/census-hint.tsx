import { useQuery } from '@tanstack/react-query'
import type { CensusCarrier } from '@/domain/carrier-census/census-carrier'
import { CARGO_CLASS_NAMES } from '@/domain/carrier-census/cargo-classes'
import { countOf, listOf } from '@/generic/text'
import { carrierLookupQueryOptions } from '../../api/look-up-carrier'
import { CENSUS } from './census-words'

export type HintTopic = 'drivers' | 'radius' | 'cargo'

/** What the census filed on a topic the wizard asks later, as a sentence; null when it filed nothing on it. */
function hintOf(topic: HintTopic, carrier: CensusCarrier): string | null {
  switch (topic) {
    case 'drivers':
      return carrier.drivers === null ? null : `${CENSUS} counts ${countOf(carrier.drivers, 'drivers')}.`
    case 'radius': {
      const { within, beyond } = carrier.driversByRadius ?? { within: 0, beyond: 0 }
      const drivers = `${CENSUS} counts ${countOf(within + beyond, 'drivers')}`
      if (within + beyond === 0) return null
      if (beyond === 0) return `${drivers}, all within 100 miles of home.`
      if (within === 0) return `${drivers}, all beyond 100 miles of home.`
      return `${drivers}: ${within} within 100 miles of home, ${beyond} beyond.`
    }
    case 'cargo':
      return carrier.cargo.length === 0 ? null : `${CENSUS} lists ${listOf(carrier.cargo.map((column) => CARGO_CLASS_NAMES[column]))}.`
  }
}

/**
 * What FMCSA's census filed on what this step asks (ADR 0127): a hint beside the question, never an
 * answer; the person answers as they would. Nothing when the census has nothing on it or could not be
 * read. The census is asked again only when its answer is no longer in the cache.
 */
export function CensusHint({ topic, dotNumber }: { topic: HintTopic; dotNumber: string }) {
  const { data } = useQuery(carrierLookupQueryOptions(dotNumber))
  const hint = data?.kind === 'found' ? hintOf(topic, data.carrier) : null
  return hint && <p className="text-slate-700">{hint}</p>
}
