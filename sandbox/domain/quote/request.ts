import { usDateToIso } from '../../../src/generic/dates.ts'
import { type IndicationRequest, indicationRequestSchema, type QuoteRequest, quoteRequestSchema } from '../../../src/contract/quote.ts'

export type QuoteMode = 'quote' | 'indication'

/** A request that passed validation, with the endpoint it came to. */
export type ValidQuoteRequest = { mode: 'quote'; request: QuoteRequest } | { mode: 'indication'; request: IndicationRequest }

export const REQUEST_SCHEMAS = { quote: quoteRequestSchema, indication: indicationRequestSchema } as const

/** The effective date as `YYYY-MM-DD`; validation has made sure it is a real date. */
export function effectiveIsoDate(request: QuoteRequest): string {
  const iso = usDateToIso(request.coverage.effectiveDate)
  if (!iso) throw new Error('A validated quote request has a real effective date')
  return iso
}
