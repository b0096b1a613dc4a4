import * as z from 'zod/mini'
import {
  endpointUrlSchema,
  WEBHOOK_EVENT_TYPES,
  type CreateWebhookSubscriptionRequest,
  type UpdateWebhookSubscriptionRequest,
  type WebhookEventType,
  type WebhookSubscription,
} from '@/contract/webhooks'
import type { WireToField } from '@/components/form/apply-field-errors'

/** A form key per event type: the code without `submission.` (react-hook-form reads dots as nesting). */
export type EventKey = WebhookEventType extends `submission.${infer Key}` ? Key : never
export const eventKeyOf = (type: WebhookEventType) => type.slice('submission.'.length) as EventKey

/** What a person edits: the URL as typed, one box per event type, and (on create) whether to deliver at once. */
export interface SubscriptionForm {
  endpointUrl: string
  events: Record<EventKey, boolean>
  active: boolean
}

const noEvents = () => Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [eventKeyOf(type), false])) as Record<EventKey, boolean>

export const emptySubscriptionForm = (): SubscriptionForm => ({ endpointUrl: '', events: noEvents(), active: true })

/** The form as a subscription has it, to edit. Types this portal does not know yet are kept by `changesOf`. */
export function formOf(subscription: WebhookSubscription): SubscriptionForm {
  const events = noEvents()
  for (const type of WEBHOOK_EVENT_TYPES) events[eventKeyOf(type)] = subscription.event_types.includes(type)
  return { endpointUrl: subscription.endpoint_url, events, active: subscription.active }
}

export const chosenEventTypes = (form: SubscriptionForm): WebhookEventType[] => WEBHOOK_EVENT_TYPES.filter((type) => form.events[eventKeyOf(type)])

/** The same checks the service makes on `endpoint_url` (the contract's schema), after trimming what a paste adds. */
export const subscriptionFormSchema = z.object({
  endpointUrl: z.string().check(
    z.trim(),
    z.superRefine((text, context) => {
      if (text === '') return context.addIssue({ code: 'custom', message: 'Enter the HTTPS address of your receiver', input: text })
      const checked = z.safeParse(endpointUrlSchema, text)
      if (!checked.success) context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Enter an HTTPS address', input: text })
    }),
  ),
  events: z
    .record(z.enum(WEBHOOK_EVENT_TYPES.map(eventKeyOf) as [EventKey, ...EventKey[]]), z.boolean())
    .check(z.refine((events) => Object.values(events).some(Boolean), 'Choose at least one event type')),
  active: z.boolean(),
})

export const createRequestOf = (form: SubscriptionForm): CreateWebhookSubscriptionRequest => ({
  endpoint_url: form.endpointUrl.trim(),
  event_types: chosenEventTypes(form),
  active: form.active,
})

/** Only what changed, as PUT takes it; null when nothing did. A type the portal does not know stays subscribed. */
export function changesOf(subscription: WebhookSubscription, form: SubscriptionForm): UpdateWebhookSubscriptionRequest | null {
  const changes: UpdateWebhookSubscriptionRequest = {}
  const endpointUrl = form.endpointUrl.trim()
  if (endpointUrl !== subscription.endpoint_url) changes.endpoint_url = endpointUrl
  const unknown = subscription.event_types.filter((type) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)) as WebhookEventType[]
  const eventTypes = [...chosenEventTypes(form), ...unknown]
  const sameTypes = eventTypes.length === subscription.event_types.length && eventTypes.every((type) => subscription.event_types.includes(type))
  if (!sameTypes) changes.event_types = eventTypes
  return Object.keys(changes).length > 0 ? changes : null
}

/** Where each 422 path is shown: `event_types` and any of its items on the group of boxes. */
export const subscriptionFieldOf: WireToField<'endpointUrl' | 'events' | 'active'> = (wirePath) => {
  if (wirePath === 'endpoint_url') return 'endpointUrl'
  if (wirePath === 'event_types' || wirePath.startsWith('event_types.')) return 'events'
  if (wirePath === 'active') return 'active'
  return null
}
