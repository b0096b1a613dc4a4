import type { WebhookSubscription, WebhookSubscriptionWithSecret } from '@/contract/webhooks'

/** Receives a signing secret the moment it arrives: the one dialog that shows it keeps it in its own state. */
export type ShowSecret = (secret: string, subscription: WebhookSubscription) => void

/**
 * The answer of create or rotate-secret, split: the secret goes to `showSecret`, and only the record
 * without it is returned, so neither a mutation's result nor any query entry ever holds the secret
 * (docs/decisions/0028-signing-secret-shown-once.md).
 */
export async function handOverSecret(answer: Promise<WebhookSubscriptionWithSecret>, showSecret: ShowSecret): Promise<WebhookSubscription> {
  const { secret, ...subscription } = await answer
  showSecret(secret, subscription)
  return subscription
}
