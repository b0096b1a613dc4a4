import { apiRequest } from '@/api/client'
import { quoteResponseSchema, type QuoteRequestInput } from '@/contract/quote'
import { useSend } from '@/api/use-send'
import { interruptedWizardWords } from '../send-words'

/** POST /quote (section 4.2): the full submission, rated, with a PDF of the quote. */
function submitQuote(body: QuoteRequestInput) {
  return apiRequest({ method: 'POST', path: '/quote', body, responseSchema: quoteResponseSchema })
}

export function useSubmitQuote() {
  return useSend({ mutationFn: submitQuote, interrupted: interruptedWizardWords('quote') })
}
