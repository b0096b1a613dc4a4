import {
  PUBLIC_REPLY_EVENT_TYPE,
  type CreateWebhookSubscriptionRequest,
  type UpdateWebhookSubscriptionRequest,
  type WebhookSubscription as WireSubscription,
  type WebhookSubscriptionWithSecret,
} from '../../../src/contract/webhooks.ts'
import type { Sandbox } from '../../sandbox.ts'
import { allocateId } from '../../store/ids.ts'
import type { Account, WebhookSubscription } from '../../store/types.ts'
import { addSubscription } from '../../store/webhook-subscriptions.ts'
import { newSigningSecret } from './signing.ts'

/**
 * `submission.public_reply` is early access, per account (section 6.1, sandbox-fixtures.md): the
 * problem to report on `event_types` when the account lacks it and the list names it.
 */
export function earlyAccessProblem(account: Account, eventTypes: unknown): string | undefined {
  if (account.publicReplyEarlyAccess || !Array.isArray(eventTypes) || !eventTypes.includes(PUBLIC_REPLY_EVENT_TYPE)) return undefined
  return `${PUBLIC_REPLY_EVENT_TYPE} is in early access, and your account does not have it yet`
}

/** A new subscription of the account's agency, active unless the request says otherwise. */
export function createSubscription(sandbox: Sandbox, account: Account, request: CreateWebhookSubscriptionRequest): WebhookSubscription {
  const now = sandbox.clock.now().toISOString()
  const subscription: WebhookSubscription = {
    id: allocateId(sandbox.store, 'subscription'),
    company_id: account.companyId,
    endpoint_url: request.endpoint_url,
    event_types: request.event_types,
    active: request.active ?? true,
    secret: newSigningSecret(),
    previousSecret: null,
    secret_rotated_at: null,
    created_at: now,
    updated_at: now,
  }
  addSubscription(sandbox.store, subscription)
  return subscription
}

/** PUT: the fields sent replace theirs, the others stay; `updated_at` moves on every accepted update. */
export function updateSubscription(sandbox: Sandbox, subscription: WebhookSubscription, request: UpdateWebhookSubscriptionRequest): void {
  if (request.endpoint_url !== undefined) subscription.endpoint_url = request.endpoint_url
  if (request.event_types !== undefined) subscription.event_types = request.event_types
  if (request.active !== undefined) subscription.active = request.active
  subscription.updated_at = sandbox.clock.now().toISOString()
}

/** The record of 2.9 without its secret: what GET, PUT and the list answer. */
export function wireSubscription(subscription: WebhookSubscription): WireSubscription {
  const { id, company_id, endpoint_url, event_types, active, secret_rotated_at, created_at, updated_at } = subscription
  return { id, company_id, endpoint_url, event_types: [...event_types], active, secret_rotated_at, created_at, updated_at }
}

/** The record with its secret, in 2.9's order: only create and rotate-secret answer this. */
export function wireSubscriptionWithSecret(subscription: WebhookSubscription): WebhookSubscriptionWithSecret {
  const { secret_rotated_at, created_at, updated_at, ...head } = wireSubscription(subscription)
  return { ...head, secret: subscription.secret, secret_rotated_at, created_at, updated_at }
}
