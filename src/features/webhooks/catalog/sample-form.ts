import * as z from 'zod/mini'
import { endpointUrlSchema, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@/contract/webhooks'

/** The signed sample's choices: only in the page's memory, never stored or sent. */
export interface SampleForm {
  type: WebhookEventType
  secret: string
  receiverUrl: string
}

export const defaultSampleForm: SampleForm = { type: 'submission.bind_completed', secret: '', receiverUrl: '' }

export const sampleFormSchema = z.object({
  type: z.enum(WEBHOOK_EVENT_TYPES),
  secret: z.string().check(z.trim(), z.minLength(1, 'Type the signing secret of your subscription')),
  receiverUrl: z.string().check(
    z.trim(),
    z.refine(
      (text) => text === '' || z.safeParse(endpointUrlSchema, text).success,
      'Use the HTTPS address of your receiver, like https://hooks.example.com/insurer',
    ),
  ),
})
