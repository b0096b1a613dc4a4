import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { indicationResponseSchema, type IndicationRequestInput } from '@/api/contract/quote'

/** POST /indication (section 4.2): a quick, non-binding price from the request object with limits. */
export function submitIndication(body: IndicationRequestInput) {
  return apiRequest({ method: 'POST', path: '/indication', body, responseSchema: indicationResponseSchema })
}

export function useSubmitIndication() {
  return useMutation({ mutationFn: submitIndication })
}
