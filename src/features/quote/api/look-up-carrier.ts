import { queryOptions, useQuery } from '@tanstack/react-query'
import { readCarrierCensus } from '@/api/carrier-census'
import { censusCarrierOf, type CensusCarrier } from '@/domain/carrier-census/census-carrier'
import { lookupNumber } from '@/domain/carrier-census/usdot-number'

/** What FMCSA's census says of a USDOT number; null when the lookup is off. */
export type CarrierLookup = { kind: 'found'; carrier: CensusCarrier } | { kind: 'not found' } | null

export const carrierCensusKeys = {
  all: ['carrier-census'] as const,
  ofDotNumber: (dotNumber: string) => [...carrierCensusKeys.all, dotNumber] as const,
}

async function lookUpCarrier(dotNumber: string, signal?: AbortSignal): Promise<CarrierLookup> {
  const answer = await readCarrierCensus(dotNumber, signal)
  if (answer === null) return null
  const row = answer.rows.find((candidate) => candidate.dot_number.trim() === dotNumber)
  return row ? { kind: 'found', carrier: censusCarrierOf(row, answer.orders) } : { kind: 'not found' }
}

/** FMCSA's census is published daily: one lookup a number serves the whole wizard. */
const CENSUS_FRESH_MS = 30 * 60_000

export const carrierLookupQueryOptions = (dotNumber: string) =>
  queryOptions({
    queryKey: carrierCensusKeys.ofDotNumber(dotNumber),
    queryFn: ({ signal }) => lookUpCarrier(dotNumber, signal),
    staleTime: CENSUS_FRESH_MS,
  })

/** The census's answer for a typed USDOT number, looked up in the background; idle for a number that cannot be one. */
export function useCarrierLookup(typed: string) {
  const dotNumber = lookupNumber(typed)
  return { dotNumber, ...useQuery({ ...carrierLookupQueryOptions(dotNumber ?? ''), enabled: dotNumber !== null }) }
}
