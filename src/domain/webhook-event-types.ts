import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../contract/webhooks.ts'

export interface WebhookEventTypeInfo {
  type: WebhookEventType
  /** In words, for people; the code is shown beside it. */
  name: string
  /** What fires it (section 6.1). */
  firesWhen: string
}

const INFO: Record<WebhookEventType, Omit<WebhookEventTypeInfo, 'type'>> = {
  'submission.quoted': {
    name: 'Quote ready',
    firesWhen: 'A new-business or renewal quote is ready to present. Endorsement re-quotes do not fire it.',
  },
  'submission.bind_completed': {
    name: 'Bind completed',
    firesWhen: 'A new-business requested bind completes. Endorsement and renewal binds do not fire it.',
  },
  'submission.endorsement_bound': { name: 'Endorsement bound', firesWhen: 'A mid-term endorsement binds on an existing policy.' },
  'submission.renewed': { name: 'Renewed', firesWhen: 'A renewal bind completes for a new term.' },
  'submission.pending_cancellation': { name: 'Pending cancellation', firesWhen: 'A bound policy enters pending cancellation.' },
  'submission.canceled': { name: 'Canceled', firesWhen: 'A pending cancellation is finalized.' },
  'submission.reinstated': {
    name: 'Reinstated',
    firesWhen:
      'A pending-cancellation or canceled policy returns to bound: a pending cancellation revoked, or a policy reinstated after its cancellation. The payload’s previous status says which.',
  },
  'submission.public_reply': {
    name: 'Public reply',
    firesWhen:
      'A public, broker-visible reply or automated broker notification is posted on the submission. Internal staff-only notes never fire it. The payload names the note; its text is read in the portal.',
  },
}

/** The event types of section 6.1, in its order, with their names and what fires each. */
export const webhookEventTypes: readonly WebhookEventTypeInfo[] = WEBHOOK_EVENT_TYPES.map((type) => ({ type, ...INFO[type] }))

/** "Bind completed"; null for a type this portal does not know yet (a later service may add some). */
export function eventTypeName(type: string): string | null {
  return Object.hasOwn(INFO, type) ? INFO[type as WebhookEventType].name : null
}

/** "Bind completed (submission.bind_completed)", or the code alone for a type this portal does not know. */
export function eventTypeLabel(type: string): string {
  const name = eventTypeName(type)
  return name ? `${name} (${type})` : type
}
