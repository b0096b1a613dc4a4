import * as z from 'zod/mini'
import type { SubmissionEventRequest } from '@/contract/sandbox-control'
import { PUBLIC_REPLY_EVENT_TYPE, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@/contract/webhooks'
import type { WireToField } from '@/components/form/apply-field-errors'

/** An event to drive, as typed: the transaction as digits (empty: the sandbox's default). */
export interface EventForm {
  displayId: string
  /** An event type of 6.1 once chosen; empty until then. */
  type: string
  transactionId: string
  noteBody: string
}

export const emptyEventForm: EventForm = { displayId: '', type: '', transactionId: '', noteBody: '' }

export const eventFormSchema = z.object({
  displayId: z.string().check(z.trim(), z.toUpperCase(), z.minLength(1, 'Enter a submission or policy id, like BR-10001')),
  type: z.string().check(z.refine((type) => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type), 'Choose the event to send')),
  transactionId: z.string().check(z.trim(), z.regex(/^(?:[1-9]\d{0,8})?$/, 'Enter the transaction as a number, like 2, or leave it empty')),
  noteBody: z.string(),
})

/** The control API's body: only what was given; the reply text only for a public reply. */
export function eventRequestOf(form: EventForm): SubmissionEventRequest {
  const type = form.type as WebhookEventType
  const transactionId = form.transactionId.trim()
  const noteBody = form.noteBody.trim()
  return {
    type,
    ...(transactionId ? { transaction_id: Number(transactionId) } : {}),
    ...(type === PUBLIC_REPLY_EVENT_TYPE && noteBody ? { note_body: noteBody } : {}),
  }
}

export const eventFieldOf: WireToField<keyof EventForm> = { type: 'type', transaction_id: 'transactionId', note_body: 'noteBody' }
