import type { SandboxStore, WebhookSubscription } from './types.ts'

/** Subscriptions are scoped to the account's company (section 4.8): another company's is not found. */
export function subscriptionsOf(store: SandboxStore, companyId: number): WebhookSubscription[] {
  return store.webhookSubscriptions.filter((subscription) => subscription.company_id === companyId)
}

export function ownedSubscription(store: SandboxStore, companyId: number, id: number): WebhookSubscription | undefined {
  return subscriptionsOf(store, companyId).find((subscription) => subscription.id === id)
}

/** Unscoped: only for the deliverer, which acts for the service, not for an account. */
export function subscriptionById(store: SandboxStore, id: number): WebhookSubscription | undefined {
  return store.webhookSubscriptions.find((subscription) => subscription.id === id)
}

export function addSubscription(store: SandboxStore, subscription: WebhookSubscription): void {
  store.webhookSubscriptions.push(subscription)
}

/** For good: there is no undelete (section 4.8). */
export function removeSubscription(store: SandboxStore, subscription: WebhookSubscription): void {
  store.webhookSubscriptions = store.webhookSubscriptions.filter((candidate) => candidate !== subscription)
}
