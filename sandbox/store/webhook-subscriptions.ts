import type { SandboxStore, WebhookSubscription } from './types.ts'

/** Subscriptions are scoped to the account's company (section 4.8): another company's is not found. */
export function subscriptionsOf(store: SandboxStore, companyId: number): WebhookSubscription[] {
  return store.webhookSubscriptions.filter((subscription) => subscription.company_id === companyId)
}

export function ownedSubscription(store: SandboxStore, companyId: number, id: number): WebhookSubscription | undefined {
  return subscriptionsOf(store, companyId).find((subscription) => subscription.id === id)
}
