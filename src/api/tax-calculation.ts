import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { taxCalculationResponseSchema, type TaxCalculationRequest } from '@/contract/tax'
import type { TaxCalculationResult } from '@/domain/taxes/insured-totals'

/**
 * POST /submission/tax-calculations (section 4.3), shared by the tax calculator and a quote's result
 * page: the same request is the same query, so a result's taxes are in the cache when the calculator
 * opens on them.
 */

/** Query keys of tax calculations, from general to specific: one calculation per request. */
export const taxKeys = {
  all: ['tax'] as const,
  calculations: () => [...taxKeys.all, 'calculation'] as const,
  calculation: (request: TaxCalculationRequest | null) => [...taxKeys.calculations(), request] as const,
}

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
