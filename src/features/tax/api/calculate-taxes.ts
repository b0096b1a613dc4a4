import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { taxCalculationResponseSchema, type TaxCalculationRequest, type TaxCalculationResponse } from '@/api/contract/tax'
import { taxKeys } from './keys'

/** A calculation and the request it answers (the premium and fees go into the insured's total). */
export interface TaxCalculationResult {
  request: TaxCalculationRequest
  response: TaxCalculationResponse
}

/** POST /submission/tax-calculations (section 4.3). */
async function calculateTaxes(request: TaxCalculationRequest, signal: AbortSignal): Promise<TaxCalculationResult> {
  const response = await apiRequest({
    method: 'POST',
    path: '/submission/tax-calculations',
    body: request,
    responseSchema: taxCalculationResponseSchema,
    signal,
  })
  return { request, response }
}

/**
 * A query although it is a POST: the endpoint is stateless (section 4.3), so the same inputs give the
 * same answer, may be cached, and may be retried after a server failure.
 */
export const taxCalculationQueryOptions = (request: TaxCalculationRequest | null) =>
  queryOptions({
    queryKey: taxKeys.calculation(request),
    queryFn: request ? ({ signal }) => calculateTaxes(request, signal) : skipToken,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })

export function useTaxCalculation(request: TaxCalculationRequest | null) {
  return useQuery(taxCalculationQueryOptions(request))
}
