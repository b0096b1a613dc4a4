import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { quoteResponseSchema, type QuoteRequestInput } from '@/api/contract/quote'

/** POST /quote (section 4.2): the full submission, rated, with a PDF of the quote. */
export function submitQuote(body: QuoteRequestInput) {
  return apiRequest({ method: 'POST', path: '/quote', body, responseSchema: quoteResponseSchema })
}

export function useSubmitQuote() {
  return useMutation({ mutationFn: submitQuote })
}
