import { apiRequest } from '@/api/client'
import { indicationResponseSchema, type IndicationRequestInput } from '@/contract/quote'
import { useSend } from '@/api/use-send'
import { interruptedWizardWords } from '../send-words'

/** POST /indication (section 4.2): a quick, non-binding price from the request object with limits. */
function submitIndication(body: IndicationRequestInput) {
  return apiRequest({ method: 'POST', path: '/indication', body, responseSchema: indicationResponseSchema })
}

export function useSubmitIndication() {
  return useSend({ mutationFn: submitIndication, interrupted: interruptedWizardWords('indication') })
}
